import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TOC, { currentHeading, TOCCollapsible } from '..';
import Paginator from '../../Paginator';
import { renderWithLocale } from '../../../test-utils/render';

const headings = [
  { depth: 2, value: 'Flujo', id: 'flow' },
  { depth: 3, value: 'Sin fricción', id: 'frictionless-flow' },
  { depth: 4, value: 'Detalle', id: 'detail' },
];

describe('TOC', () => {
  it('lists levels 2 to 3 and links to their ids', () => {
    renderWithLocale(<TOC headings={headings} />, 'es');
    const nav = screen.getByRole('navigation', { name: 'En esta página' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#flow', '#frictionless-flow']);
  });

  it('renders nothing without headings in range', () => {
    const { container } = renderWithLocale(<TOC headings={[{ depth: 4, value: 'x', id: 'x' }]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('TOCCollapsible', () => {
  it('is closed under its summary, opens from it, names its list apart from the one beside the article and closes when a link is followed', async () => {
    renderWithLocale(<TOCCollapsible headings={headings} />, 'en');
    const summary = screen.getByText('On this page');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    // The browser opens a <details> from its summary with a click, Enter or Space.
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Page contents' });
    // The summary is its title: no second "On this page" inside the list.
    expect(screen.getAllByText('On this page')).toHaveLength(1);
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#flow', '#frictionless-flow']);
    await userEvent.click(links[1]);
    expect(details.open).toBe(false);
  });
});

describe('currentHeading', () => {
  it('is the last heading whose top has passed the line below the navbar, none above the first, the last at the end', () => {
    expect(currentHeading([100, 400, 900], 68, false)).toBe(-1);
    expect(currentHeading([60, 400, 900], 68, false)).toBe(0);
    expect(currentHeading([-500, 68, 900], 68, false)).toBe(1);
    expect(currentHeading([-900, -400, 200], 68, false)).toBe(1);
    expect(currentHeading([-900, -400, 200], 68, true)).toBe(2);
    expect(currentHeading([], 68, true)).toBe(-1);
  });
});

describe('TOC current section', () => {
  it('marks the link of the section scrolled to, and only that one', () => {
    const tops: Record<string, number> = { one: -300, two: 4, three: 700 };
    document.body.innerHTML = '<h2 id="one">One</h2><h2 id="two">Two</h2><h2 id="three">Three</h2>';
    for (const id of Object.keys(tops)) {
      (document.getElementById(id) as HTMLElement).getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect;
    }
    const headings = [
      { depth: 2, value: 'One', id: 'one' },
      { depth: 2, value: 'Two', id: 'two' },
      { depth: 2, value: 'Three', id: 'three' },
    ];
    renderWithLocale(<TOC headings={headings} />, 'en');
    expect(screen.getByRole('link', { name: 'Two' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'One' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Three' })).not.toHaveAttribute('aria-current');
  });

  it('follows the scroll only in the list on screen: the column beside the article on a wide window, the collapsible one while open', async () => {
    document.body.innerHTML = '<h2 id="one">One</h2><h2 id="two">Two</h2>';
    (document.getElementById('one') as HTMLElement).getBoundingClientRect = () => ({ top: -300 }) as DOMRect;
    (document.getElementById('two') as HTMLElement).getBoundingClientRect = () => ({ top: 4 }) as DOMRect;
    const twoHeadings = [
      { depth: 2, value: 'One', id: 'one' },
      { depth: 2, value: 'Two', id: 'two' },
    ];
    const original = window.matchMedia;
    // A phone: the column beside the article is hidden, and so is its list.
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
    try {
      renderWithLocale(
        <>
          <TOC headings={twoHeadings} />
          <TOCCollapsible headings={twoHeadings} />
        </>,
        'en',
      );
      const aside = screen.getByRole('navigation', { name: 'On this page' });
      const summary = screen.getByText('On this page', { selector: 'summary' });
      expect(within(aside).getByRole('link', { name: 'Two' })).not.toHaveAttribute('aria-current');
      await userEvent.click(summary);
      const collapsible = screen.getByRole('navigation', { name: 'Page contents' });
      expect(await within(collapsible).findByRole('link', { name: 'Two', current: 'location' })).toBeInTheDocument();
      expect(within(aside).getByRole('link', { name: 'Two' })).not.toHaveAttribute('aria-current');
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('Paginator', () => {
  it('links the previous and next docs with their labels', () => {
    renderWithLocale(<Paginator prev={{ title: 'Intro', route: '/en/docs/api/intro/' }} next={{ title: 'Responses', route: '/en/docs/api/responses/' }} />, 'en');
    const nav = screen.getByRole('navigation', { name: 'Docs pages' });
    expect(within(nav).getByRole('link', { name: /Previous.*Intro/ })).toHaveAttribute('href', '/en/docs/api/intro/');
    expect(within(nav).getByRole('link', { name: /Next.*Responses/ })).toHaveAttribute('rel', 'next');
  });

  it('renders nothing at a sidebar with a single doc', () => {
    const { container } = renderWithLocale(<Paginator prev={null} next={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
