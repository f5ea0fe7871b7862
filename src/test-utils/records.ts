import { assignHeadingIds } from '../node/mdx/headings';
import { parseMdx } from '../node/mdx/parse';
import type { MdNode } from '../node/mdx/tree';
import { buildPageRecords, recordParts, type SearchablePage } from '../search/records';
import type { SearchRecord } from '../search/types';

/** The records of a page written as MDX, through the build's own parser and derivations: fixtures for the search tests. */
export function recordsOf(page: Omit<SearchablePage, 'parts'> & { body: string }): SearchRecord[] {
  const { body, ...rest } = page;
  const tree = parseMdx(body, page.url).tree as unknown as MdNode;
  assignHeadingIds(tree);
  return buildPageRecords({ ...rest, parts: recordParts(tree) });
}
