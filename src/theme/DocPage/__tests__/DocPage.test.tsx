import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DocPage, { type Props } from '..';
import { renderWithLocale } from '../../../test-utils/render';
import { resetDocSidebarHidden } from '../../../hooks/useDocSidebarHidden';
import { formatDate } from '../../../utils/dates';

const base: Omit<Props, 'children'> = {
  doc: {
    docId: 'api/requests',
    route: '/en/docs/api/requests/',
    locale: 'en',
    sourceFile: 'content/docs/en/api/requests.mdx',
    lastUpdated: '2026-11-20T09:15:00+01:00',
    lastUpdatedText: formatDate('2026-11-20T09:15:00+01:00', 'en'),
    title: 'Requests',
    headings: [{ depth: 2, value: 'Authentication', id: 'authentication' }],
    hideTableOfContents: false,
    unlisted: false,
    trail: [0],
  },
  sidebarId: 'apiSidebar',
  sidebar: [{ type: 'doc', docId: 'api/requests', href: '/en/docs/api/requests/', label: 'Requests' }],
  navbar: [{ item: { kind: 'localeDropdown', position: 'right' }, config: '{"type":"localeDropdown"}' }],
  prev: { title: 'Introduction', route: '/en/docs/api/intro/' },
  next: null,
  twinRoute: '/docs/api/requests/',
};

describe('DocPage', () => {
  it('ends with the helpful question, a link to edit the source and the date it was last updated, in the locale', () => {
    renderWithLocale(<DocPage {...base}>Body text</DocPage>, 'en');
    expect(screen.getByRole('region', { name: 'Was this page helpful?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit this page/ })).toHaveAttribute('href', 'https://code.tesela.example/tesela/developers/edit/main/content/docs/en/api/requests.mdx');
    const time = screen.getByText('November 20, 2026');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-20T09:15:00+01:00');
    expect(time.parentElement).toHaveTextContent('Last updated: November 20, 2026');
    expect(screen.getByRole('button', { name: /Copy page/ })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('leaves out the date without git history, and the page actions on an unlisted page (it has no Markdown copy)', () => {
    renderWithLocale(<DocPage {...base} doc={{ ...base.doc, lastUpdated: null, lastUpdatedText: null, unlisted: true }}>Body text</DocPage>, 'es');
    expect(screen.queryByText(/Última actualización/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Editar esta página/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Copiar página/ })).not.toBeInTheDocument();
  });

  afterEach(() => {
    window.sessionStorage.clear();
    resetDocSidebarHidden();
  });

  it('shows the skip link, sidebar, title, content, table of contents, previous link and footer', async () => {
    renderWithLocale(<DocPage {...base}>Body text</DocPage>, 'en');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Page contents' })).getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous.*Introduction/ })).toBeInTheDocument();
    expect(screen.getByText('Copyright © 2022 Tesela developers.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/docs/api/requests/');
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent('Requests');
  });

  it('marks an unlisted doc and hides the table of contents when asked', () => {
    renderWithLocale(
      <DocPage {...base} doc={{ ...base.doc, unlisted: true, hideTableOfContents: true }} sidebar={null}>
        Body
      </DocPage>,
      'es',
    );
    expect(screen.getByRole('note')).toHaveTextContent('Esta página no aparece en el índice');
    expect(screen.queryByRole('navigation', { name: 'En esta página' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Documentación' })).not.toBeInTheDocument();
  });

  it('keeps the sidebar collapsed on the next page the reader opens, and expanded again once they expand it', async () => {
    const user = userEvent.setup();
    const first = renderWithLocale(<DocPage {...base}>First</DocPage>, 'en');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    // The button pressed is gone: focus moves to the one that replaces it, not to <body>.
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveFocus();
    // Gatsby mounts every page anew: the next doc starts collapsed, without first showing the sidebar.
    first.unmount();
    renderWithLocale(
      <DocPage {...base} doc={{ ...base.doc, docId: 'api/intro', title: 'Introduction' }}>
        Second
      </DocPage>,
      'en',
    );
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveFocus();
    expect(window.sessionStorage.getItem('tesela.docs.sidebarHidden')).toBeNull();
  });

  it('remembers the collapsed sidebar for the session, across a reload', async () => {
    window.sessionStorage.setItem('tesela.docs.sidebarHidden', 'true');
    renderWithLocale(<DocPage {...base}>Body</DocPage>, 'en');
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });
});
