import type { Hierarchy, RecordType, SearchRecord } from './types';

/**
 * A run of records of one language, with what records share written once: a page's address,
 * group, title and tag, and a section's anchor and headings (the records of a section, its heading
 * and each paragraph, differ only in their text and position). The form of the index's display
 * chunks (parts.ts). `expandIndexFile(compactIndexFile(records))` gives the records back.
 */
export const INDEX_FILE_VERSION = 2;

type PageRow = [url: string, lvl0: string, lvl1: string, tag: string];
type SectionRow = [anchor: string | null, lvl2: string | null, lvl3: string | null, lvl4: string | null, lvl5: string | null, lvl6: string | null];
type RecordRow = [page: number, section: number, type: RecordType, content: string | null, position: number];

export interface IndexFile {
  version: number;
  language: string;
  pages: PageRow[];
  sections: SectionRow[];
  records: RecordRow[];
}

export function recordId(language: string, url: string, position: number): string {
  return `${language}:${url}:${position}`;
}

export function compactIndexFile(language: string, records: SearchRecord[]): IndexFile {
  const pages: PageRow[] = [];
  const pageIndex = new Map<string, number>();
  const sections: SectionRow[] = [];
  const sectionIndex = new Map<string, number>();
  const rows: RecordRow[] = [];
  for (const r of records) {
    if (r.language !== language) throw new Error(`Record ${r.objectID} is in "${r.language}", not in "${language}".`);
    let page = pageIndex.get(r.url_without_anchor);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(r.url_without_anchor, page);
      pages.push([r.url_without_anchor, r.hierarchy.lvl0, r.hierarchy.lvl1, r.docusaurus_tag]);
    }
    const h = r.hierarchy;
    const row: SectionRow = [r.anchor, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6];
    const key = JSON.stringify(row);
    let section = sectionIndex.get(key);
    if (section === undefined) {
      section = sections.length;
      sectionIndex.set(key, section);
      sections.push(row);
    }
    rows.push([page, section, r.type, r.content, r.position]);
  }
  return { version: INDEX_FILE_VERSION, language, pages, sections, records: rows };
}

/** Reads an index file back into records; throws on a file of another version or shape. */
export function expandIndexFile(data: unknown): SearchRecord[] {
  const file = data as IndexFile;
  if (!file || file.version !== INDEX_FILE_VERSION || !Array.isArray(file.pages) || !Array.isArray(file.sections) || !Array.isArray(file.records)) {
    throw new Error(`The search index is not a version ${INDEX_FILE_VERSION} index file.`);
  }
  return file.records.map(([page, section, type, content, position]) => {
    const [pageUrl, lvl0, lvl1, tag] = file.pages[page];
    const [anchor, lvl2, lvl3, lvl4, lvl5, lvl6] = file.sections[section];
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 };
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    return {
      objectID: recordId(file.language, pageUrl, position),
      url,
      url_without_anchor: pageUrl,
      anchor,
      type,
      content,
      hierarchy,
      language: file.language,
      docusaurus_tag: tag,
      position,
    };
  });
}
