/**
 * llms.txt and llms-full.txt of each locale (the llmstxt.org format): the site's name, a summary,
 * then one section per sidebar category (the guides, then the API reference by API), the tools,
 * the blog and the other pages, each entry a link to the page's Markdown copy with its one-line
 * description. Every listed page appears exactly once; unlisted pages and drafts never.
 * llms-full.txt holds the copies themselves, in the same order.
 */
import type { SidebarEntry } from '../theme/DocSidebar/types';
import { localizePath, otherLocale, type Locale } from '../utils/locale';
import { nodeT } from './i18n';
import { markdownRoute } from '../utils/routes';

/** A page llms.txt lists. */
export interface LlmsPage {
  route: string;
  title: string;
  description: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

export interface LlmsInput {
  locale: Locale;
  /** The sidebars in navbar order, each with its navbar label, as the locale's readers see them. */
  sidebars: { label: string; entries: SidebarEntry[] }[];
  /** The listed docs of the locale, by doc id. */
  docs: Map<string, LlmsPage>;
  /** The listed posts, newest first. */
  posts: LlmsPage[];
  /** The markdown pages. */
  pages: LlmsPage[];
}

/** The sections of a locale's llms.txt, each listed page once, in sidebar order. */
export function llmsSections({ locale, sidebars, docs, posts, pages }: LlmsInput): LlmsSection[] {
  const t = nodeT(locale);
  const placed = new Set<string>();
  const take = (docId: string | undefined, into: LlmsPage[]) => {
    if (!docId || placed.has(docId)) return;
    const doc = docs.get(docId);
    if (!doc) return;
    placed.add(docId);
    into.push(doc);
  };
  const collect = (entries: SidebarEntry[], into: LlmsPage[]) => {
    for (const entry of entries) {
      if (entry.type === 'doc') take(entry.docId, into);
      if (entry.type === 'category') {
        take(entry.docId, into);
        collect(entry.items, into);
      }
    }
  };
  const sections: LlmsSection[] = [];
  for (const sidebar of sidebars) {
    const loose: LlmsPage[] = [];
    const categories: LlmsSection[] = [];
    for (const entry of sidebar.entries) {
      if (entry.type === 'category') {
        const inCategory: LlmsPage[] = [];
        take(entry.docId, inCategory);
        collect(entry.items, inCategory);
        categories.push({ title: `${sidebar.label} › ${entry.label}`, pages: inCategory });
      } else if (entry.type === 'doc') {
        take(entry.docId, loose);
      }
    }
    sections.push({ title: sidebar.label, pages: loose }, ...categories);
  }
  // Listed docs no sidebar shows: the tools.
  const tools = [...docs.keys()].filter((id) => !placed.has(id)).sort().map((id) => docs.get(id) as LlmsPage);
  sections.push({ title: t('markdown.llms.tools'), pages: tools });
  sections.push({ title: t('markdown.llms.blog'), pages: posts });
  sections.push({ title: t('markdown.llms.more'), pages });
  return sections.filter((section) => section.pages.length > 0);
}

/** Where a locale's llms files are served. */
export const llmsRoutes = (locale: Locale) => ({ index: localizePath('/llms.txt', locale), full: localizePath('/llms-full.txt', locale) });

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of a locale's llms.txt. */
export function llmsTxt(locale: Locale, siteTitle: string, siteUrl: string, sections: LlmsSection[]): string {
  const t = nodeT(locale);
  const lines = [
    `# ${siteTitle}`,
    '',
    `> ${oneLine(t('markdown.llms.summary'))}`,
    '',
    t('markdown.llms.copies', { other: `${siteUrl}${llmsRoutes(otherLocale(locale)).index}`, full: `${siteUrl}${llmsRoutes(locale).full}` }),
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) lines.push(`- [${page.title.replace(/[[\]]/g, '\\$&')}](${siteUrl}${markdownRoute(page.route)}): ${oneLine(page.description)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The text of a locale's llms-full.txt: every listed page's copy, in the order of llms.txt. */
export function llmsFullTxt(sections: LlmsSection[], copyOf: (route: string) => string): string {
  return sections.flatMap((section) => section.pages.map((page) => copyOf(page.route).trimEnd())).join('\n\n') + '\n';
}
