import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithLocale } from '../../../test-utils/render';
import { Excerpt, ListPaginator, PostMeta, PostPreview } from '..';
import { Archive, groupByYear } from '../Archive';
import type { BlogChromeData, BlogPostSummary } from '../types';
import { formatDate, madridYear } from '../../../utils/dates';

/** A post's dates as the build gives them (GraphQL dateText and year). */
const dated = <P extends { date: string }>(p: P, locale: 'es' | 'en') => ({ ...p, dateText: formatDate(p.date, locale), year: madridYear(p.date) });

const chrome: BlogChromeData = {
  recent: { nodes: [] },
  blogAuthors: {
    nodes: [{ authorId: 'marta', name: 'Marta Ibáñez', title: { es: 'Responsable de relaciones con desarrolladores', en: 'Head of Developer Relations' }, url: 'https://people.tesela.example/marta', image: '/img/authors/marta.svg' }],
  },
  blogTags: { nodes: [{ tagId: 'hola', label: { es: 'Bienvenida', en: 'Welcome' }, description: { es: 'd', en: 'd' } }] },
};

const post: BlogPostSummary = dated(
  {
    slug: 'first-blog-post',
    route: '/en/blog/first-blog-post/',
    title: 'Welcome',
    description: 'd',
    date: '2022-09-12T10:00:00+02:00',
    readingTime: 4,
    authors: ['marta'],
    tags: ['hola'],
    excerpt: [{ type: 'paragraph', children: [{ type: 'text', value: 'Read the ' }, { type: 'link', href: '/docs/api/', children: [{ type: 'code', value: 'payment' }] }, { type: 'text', value: ' API.' }] }],
    truncated: true,
  },
  'en',
);

describe('list pagination', () => {
  it('shows nothing when every post fits on one page', () => {
    const { container } = renderWithLocale(<ListPaginator page={{ page: 1, pages: 1, previous: null, next: null }} />, 'en');
    expect(container).toBeEmptyDOMElement();
  });

  it('links to newer and older pages and says where the reader is', () => {
    renderWithLocale(<ListPaginator page={{ page: 2, pages: 3, previous: '/en/blog/', next: '/en/blog/page/3/' }} />, 'en');
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(nav).getByRole('link', { name: /Newer posts/ })).toHaveAttribute('href', '/en/blog/');
    expect(within(nav).getByRole('link', { name: /Older posts/ })).toHaveAttribute('href', '/en/blog/page/3/');
    expect(within(nav).getByText('Page 2 of 3')).toHaveAttribute('aria-current', 'page');
  });

  it('has no older link on the last page, in Spanish', () => {
    renderWithLocale(<ListPaginator page={{ page: 3, pages: 3, previous: '/blog/page/2/', next: null }} />, 'es');
    const nav = screen.getByRole('navigation', { name: 'Páginas del blog' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['← Artículos más nuevos']);
    expect(within(nav).getByText('Página 3 de 3')).toBeInTheDocument();
  });
});

describe('archive', () => {
  const posts = [
    { route: '/blog/a/', title: 'A', date: '2022-10-17T10:00:00+02:00' },
    { route: '/blog/nye/', title: 'New Year in Madrid', date: '2022-12-31T23:30:00Z' },
    { route: '/blog/b/', title: 'B', date: '2021-05-01T10:00:00+02:00' },
  ].map((p) => dated(p, 'es'));

  it('groups by year in Madrid time, newest first', () => {
    // 23:30 UTC on 31 December is already 2023 in Madrid.
    expect(groupByYear(posts).map((g) => [g.year, g.posts.map((p) => p.title)])).toEqual([
      [2023, ['New Year in Madrid']],
      [2022, ['A']],
      [2021, ['B']],
    ]);
  });

  it('renders a heading per year and the posts with their dates, in the page language', () => {
    renderWithLocale(<Archive posts={posts} />, 'es');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2023', '2022', '2021']);
    const y2022 = screen.getByRole('region', { name: '2022' });
    expect(within(y2022).getByRole('link', { name: 'A' })).toHaveAttribute('href', '/blog/a/');
    expect(within(y2022).getByText('17 de octubre de 2022')).toHaveAttribute('datetime', '2022-10-17T10:00:00+02:00');
  });
});

describe('post preview and meta', () => {
  it('shows the title link, date, reading time, author with avatar and title, excerpt, tags and read more', () => {
    renderWithLocale(<PostPreview post={post} chrome={chrome} />, 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByText('September 12, 2022')).toBeInTheDocument();
    expect(screen.getByText(/4 min read/)).toBeInTheDocument();
    const authors = screen.getByRole('list', { name: 'Authors' });
    expect(within(authors).getByRole('link', { name: 'Marta Ibáñez' })).toHaveAttribute('href', 'https://people.tesela.example/marta');
    expect(within(authors).getByText('Head of Developer Relations')).toBeInTheDocument();
    const avatar = authors.querySelector('img')!;
    expect(avatar).toHaveAttribute('width', '40');
    expect(avatar).toHaveAttribute('height', '40');
    expect(screen.getByRole('link', { name: 'payment' })).toHaveAttribute('href', '/en/docs/api/');
    expect(within(screen.getByRole('list', { name: 'Tags' })).getByRole('link', { name: 'Welcome' })).toHaveAttribute('href', '/en/blog/tags/hola/');
    expect(screen.getByRole('link', { name: 'Read more: Welcome' })).toHaveAttribute('href', '/en/blog/first-blog-post/');
  });

  it('has no read-more link when the excerpt is the whole post', () => {
    renderWithLocale(<PostPreview post={{ ...post, truncated: false }} chrome={chrome} />, 'en');
    expect(screen.queryByRole('link', { name: /Read more/ })).toBeNull();
  });

  it('renders lists in excerpts and leaves markup as text', () => {
    renderWithLocale(<Excerpt blocks={[{ type: 'list', ordered: true, items: [[{ type: 'text', value: '<b>one</b>' }], [{ type: 'emphasis', children: [{ type: 'text', value: 'two' }] }]] }]} />, 'en');
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')[0].textContent).toBe('<b>one</b>');
    expect(list.querySelector('em')?.textContent).toBe('two');
  });

  it('says "min de lectura" in Spanish', () => {
    renderWithLocale(<PostMeta post={{ ...dated({ date: post.date }, 'es'), readingTime: 1, authors: [] }} authors={[]} />, 'es');
    expect(screen.getByText(/1 min de lectura/)).toBeInTheDocument();
    expect(screen.getByText('12 de septiembre de 2022')).toBeInTheDocument();
  });
});
