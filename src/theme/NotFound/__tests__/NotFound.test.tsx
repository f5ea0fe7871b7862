import React from 'react';
import { screen } from '@testing-library/react';
import NotFound from '..';
import { renderWithLocale } from '../../../test-utils/render';

describe('NotFound', () => {
  it("shows the spec's English texts", () => {
    renderWithLocale(<NotFound />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find what you were looking for.')).toBeInTheDocument();
    expect(
      screen.getByText('Please contact the owner of the site that linked you to the original URL and let them know their link is broken.'),
    ).toBeInTheDocument();
  });

  it('shows the Spanish version on Spanish pages', () => {
    renderWithLocale(<NotFound />, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('No hemos encontrado lo que buscabas.')).toBeInTheDocument();
  });
});
