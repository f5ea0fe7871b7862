/** @jest-environment node */
import { decodeHTML } from 'entities';
import { XMLParser } from 'fast-xml-parser';
import { feedRoutes } from '../blog';
import { blogFeeds, type FeedInput } from '../feeds';

describe('blogFeeds', () => {
  const input: FeedInput = {
    siteUrl: 'https://developers.tesela.example',
    locale: 'en',
    title: 'Tesela Developers blog',
    description: 'News & notices',
    language: 'en-US',
    copyright: 'Copyright © 2022 Tesela developers.',
    posts: [
      { slug: 'old', title: 'Old <post>', description: 'First', date: '2022-09-12T10:00:00+02:00', route: '/en/blog/old/', authors: ['marta'], tags: ['hola'] },
      { slug: 'new', title: 'New & shiny', description: 'Second', date: '2022-10-31T09:00:00+01:00', route: '/en/blog/new/', authors: ['jorge', 'ines'], tags: [] },
    ],
    authorName: (id) => ({ marta: 'Marta Ibáñez', jorge: 'Jorge Castells', ines: 'Inés Robles' })[id] ?? id,
    tagLabel: (id) => (id === 'hola' ? 'Welcome' : id),
  };
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
  const { rss: rssText, atom: atomText } = blogFeeds(input);
  /** Titles and summaries are HTML in the feeds: what a reader shows. */
  const shown = (value: unknown) => decodeHTML(typeof value === 'object' && value !== null ? String((value as Record<string, unknown>)['#text']) : String(value));

  it('writes RSS 2.0 with every post, newest first, escaped', () => {
    const rss = parser.parse(rssText) as { rss: { '@version': string; channel: Record<string, unknown> & { item: Record<string, unknown>[] } } };
    expect(rss.rss['@version']).toBe('2.0');
    const { channel } = rss.rss;
    expect(channel.title).toBe('Tesela Developers blog');
    expect(channel.link).toBe('https://developers.tesela.example/en/blog/');
    expect(channel.description).toBe('News & notices');
    expect(channel.language).toBe('en-US');
    expect(channel['atom:link']).toMatchObject({ '@href': 'https://developers.tesela.example/en/blog/rss.xml', '@rel': 'self' });
    expect(channel.item.map((i) => shown(i.title))).toEqual(['New & shiny', 'Old <post>']);
    expect(channel.item[1]).toMatchObject({ link: 'https://developers.tesela.example/en/blog/old/', guid: 'https://developers.tesela.example/en/blog/old/', pubDate: 'Mon, 12 Sep 2022 08:00:00 GMT', category: 'Welcome' });
  });

  it('writes Atom 1.0 with ids, links, dates, authors and the language', () => {
    const atom = parser.parse(atomText) as { feed: Record<string, unknown> & { entry: Record<string, unknown>[] } };
    expect(atom.feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(atom.feed['@xml:lang']).toBe('en-US');
    expect(atom.feed.updated).toBe('2022-10-31T08:00:00.000Z');
    expect(atom.feed.subtitle).toBe('News & notices');
    expect(atom.feed.entry.map((e) => e.id)).toEqual(['https://developers.tesela.example/en/blog/new/', 'https://developers.tesela.example/en/blog/old/']);
    expect(shown(atom.feed.entry[1].title)).toBe('Old <post>');
    expect(atom.feed.entry[1]).toMatchObject({
      link: { '@href': 'https://developers.tesela.example/en/blog/old/' },
      published: '2022-09-12T08:00:00.000Z',
      author: { name: 'Marta Ibáñez' },
      category: { '@term': 'hola', '@label': 'Welcome' },
    });
    expect(atom.feed.entry[0].author).toEqual([{ name: 'Jorge Castells' }, { name: 'Inés Robles' }]);
    expect(feedRoutes('es')).toEqual({ rss: '/blog/rss.xml', atom: '/blog/atom.xml' });
  });

  it('writes the same files for the same posts (the date is the newest post, not the build time)', () => {
    expect(blogFeeds(input)).toEqual({ rss: rssText, atom: atomText });
    expect(blogFeeds({ ...input, posts: [] }).atom).toContain('<updated>1970-01-01T00:00:00.000Z</updated>');
  });
});
