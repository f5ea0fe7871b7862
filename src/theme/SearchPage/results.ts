import type { SearchHit } from '../../search/types';

export interface PageGroup {
  url: string;
  title: string;
  group: string;
  hits: SearchHit[];
}

/** Groups one results page's hits by the page they belong to, keeping the rank order of each page's first hit. */
export function groupByPage(hits: SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const url = hit.url_without_anchor ?? hit.url.split('#')[0];
    let group = groups.get(url);
    if (!group) {
      group = { url, title: hit.hierarchy.lvl1, group: hit.hierarchy.lvl0, hits: [] };
      groups.set(url, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/** Keeps only the `<mark>` tags of a highlighted value; any other markup is dropped, entities stay escaped. */
export function safeHighlight(html: string): string {
  return html.replace(/<(?!\/?mark>)[^>]*>/g, '');
}

/** The highlighted form of the hit's section title, when the engine returned one. */
export function sectionTitleHtml(hit: SearchHit): string | null {
  for (const level of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const) {
    if (hit.hierarchy[level]) return hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy[level];
  }
  return null;
}

/** Characters of the query shown in the heading and the result count; the search uses all of it. */
export const SHOWN_QUERY_LENGTH = 80;

/**
 * The query as the page shows it: cut after `max` characters (whole code points, so an emoji is
 * never split) with an ellipsis, so that a 512-character query does not fill the first screen.
 */
export function shownQuery(query: string, max = SHOWN_QUERY_LENGTH): string {
  const chars = Array.from(query);
  return chars.length <= max ? query : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Query and page number as kept in the URL (`?q=…&page=2`); the page is 1-based there, 0-based here. */
export function readLocation(search: string, maxLength: number): { query: string; page: number } {
  const params = new URLSearchParams(search);
  const query = (params.get('q') ?? '').slice(0, maxLength);
  const page = Math.max(0, (Number.parseInt(params.get('page') ?? '1', 10) || 1) - 1);
  return { query, page };
}

export function writeLocation(query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 0) params.set('page', String(page + 1));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The hits listed under a page: the page's own record is its title already, and a heading is
 * left out when a paragraph of the same section is listed (it shows the heading with the text).
 */
export function visibleHits(hits: SearchHit[]): SearchHit[] {
  const withText = new Set(hits.filter((h) => h.type === 'content').map((h) => h.url));
  return hits.filter((h) => (h.type === 'content' ? true : h.type !== 'lvl1' && !withText.has(h.url)));
}
