import React from 'react';
import { screen } from '@testing-library/react';
import Admonition from '..';
import { renderWithLocale } from '../../../test-utils/render';

describe('Admonition', () => {
  it("uses the type's heading in the page locale", () => {
    renderWithLocale(<Admonition type="warning">Nunca guardes el CVV.</Admonition>, 'es');
    expect(screen.getByRole('complementary', { name: 'Atención' })).toHaveTextContent('Nunca guardes el CVV.');
  });

  it('takes an explicit title', () => {
    renderWithLocale(<Admonition type="tip" title="Idempotency">Send a key.</Admonition>, 'en');
    expect(screen.getByRole('complementary', { name: 'Idempotency' })).toBeInTheDocument();
  });

  it('falls back to a note for an unknown type', () => {
    renderWithLocale(<Admonition type={'caution' as 'note'}>Text</Admonition>, 'en');
    expect(screen.getByRole('complementary', { name: 'Note' })).toBeInTheDocument();
  });
});
