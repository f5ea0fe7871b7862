import React from 'react';
import { screen, within } from '@testing-library/react';
import ArticleLayout from '..';
import { renderWithLocale } from '../../../test-utils/render';

const headings = [
  { depth: 2, value: 'Autenticación', id: 'authentication' },
  { depth: 3, value: 'Claves', id: 'keys' },
];

describe('ArticleLayout', () => {
  it('names the table of contents beside the article, in both locales', () => {
    renderWithLocale(
      <ArticleLayout title="Peticiones" headings={headings}>
        <p>Texto</p>
      </ArticleLayout>,
    );
    const aside = screen.getByRole('complementary', { name: 'Índice de la página' });
    expect(within(aside).getByRole('navigation', { name: 'En esta página' })).toBeInTheDocument();
    // The same list under the title, collapsed, for narrow screens (the stylesheet shows one of the two).
    const collapsible = screen.getByText('En esta página', { selector: 'summary' }).closest('details')!;
    expect(collapsible.closest('article')).not.toBeNull();
    expect(within(collapsible).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#authentication', '#keys']);

    renderWithLocale(
      <ArticleLayout title="Requests" headings={headings}>
        <p>Text</p>
      </ArticleLayout>,
      'en',
    );
    expect(screen.getByRole('complementary', { name: 'Page contents' })).toBeInTheDocument();
  });

  it('has no complementary landmark when the table of contents is hidden', () => {
    renderWithLocale(
      <ArticleLayout title="Peticiones" headings={headings} hideTableOfContents>
        <p>Texto</p>
      </ArticleLayout>,
    );
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
