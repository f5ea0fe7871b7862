/**
 * The Markdown copy of a page, derived from its parsed tree (after `assignHeadingIds`): plain
 * CommonMark with GFM tables that an AI assistant or a reader can take away. The MDX components
 * become Markdown (each tab its label in bold and its content, admonitions labelled blockquotes); the components that
 * render data of other files (the API reference, the platform list, the tools) are left as parts
 * that src/node/markdownCopy.ts fills in when the copies are written, from the same data the page
 * renders.
 */
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { localizeHref, type Locale } from '../../utils/locale';
import { nodeT } from '../i18n';
import { isExpression, isJsx, jsxAttributes, textOf, type MdNode } from './tree';

/** The components whose Markdown is made from data when the copy is written. */
export const DATA_COMPONENTS = ['ApiOperation', 'ApiOverview', 'ShopList', 'JsonGenerator', 'MinorUnitsConverter', 'ResponseCodes', 'ErrorCodes', 'TestData', 'Currencies'] as const;
export type DataComponent = (typeof DATA_COMPONENTS)[number];

/** A part of a page's Markdown: text, or a component to render from data under a heading of `depth`. */
export type MarkdownPart =
  | { text: string }
  | { component: DataComponent; attributes: Record<string, string>; depth: number };

/** How the copies are written: `-` bullets, fenced code, `_` emphasis, one space after list markers. */
export const MARKDOWN_OPTIONS: Options = {
  bullet: '-',
  fence: '`',
  fences: true,
  emphasis: '_',
  strong: '*',
  rule: '-',
  listItemIndent: 'one',
  extensions: [gfmToMarkdown({ tablePipeAlign: false })],
};

/** Writes an mdast tree as Markdown with the copies' options. */
export const stringify = (tree: MdNode): string => toMarkdown(tree as never, MARKDOWN_OPTIONS);

// Private-use characters around a component's number: no page text contains them.
const MARKER = (i: number) => `\uE000${i}\uE001`;
const MARKERS = /\uE000(\d+)\uE001/;

interface Context {
  locale: Locale;
  siteUrl: string;
  /** The depth of the last heading met, in document order (1: the page's title). */
  depth: number;
  components: Extract<MarkdownPart, { component: DataComponent }>[];
}

const isRootRelative = (url: string | undefined): url is string => !!url && /^\/(?!\/)/.test(url);

/**
 * A root-relative link made absolute, so the copy works away from the site, and localized as the
 * page localizes it: an English page's `/docs/faq/` leads to `/en/docs/faq/`. An image is a file of
 * the site, the same in every locale.
 */
const absolute = (node: MdNode, ctx: Context): string | undefined => {
  if (!isRootRelative(node.url)) return node.url;
  return `${ctx.siteUrl}${node.type === 'image' ? node.url : localizeHref(node.url, ctx.locale)}`;
};

function convertJsx(node: MdNode, ctx: Context): MdNode[] {
  const attributes = jsxAttributes(node);
  const attr = (name: string) => {
    const value = attributes.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  if ((DATA_COMPONENTS as readonly string[]).includes(node.name ?? '')) {
    const plain = Object.fromEntries([...attributes].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    ctx.components.push({ component: node.name as DataComponent, attributes: plain, depth: ctx.depth });
    return [{ type: 'html', value: MARKER(ctx.components.length - 1) }];
  }
  if (node.name === 'Admonition') {
    const t = nodeT(ctx.locale);
    const type = attr('type') ?? 'note';
    const label = attr('title') ?? t(`docs.admonition.${type}`, { defaultValue: t('docs.admonition.note') });
    const children = convertChildren(node.children ?? [], ctx);
    const strong: MdNode = { type: 'strong', children: [{ type: 'text', value: `${label}:` }] };
    const first = children[0];
    if (first?.type === 'paragraph') first.children = [strong, { type: 'text', value: ' ' }, ...(first.children ?? [])];
    else children.unshift({ type: 'paragraph', children: [strong] });
    return [{ type: 'blockquote', children }];
  }
  if (node.name === 'Tabs') {
    // Each tab its label in bold (`**cURL:**`, as an admonition's), then its content. Not a heading: Markdown has no end to a section
    // but the next heading, so what follows the tabs on the page would read as the last tab's.
    return (node.children ?? []).filter((child) => isJsx(child) && child.name === 'TabItem').flatMap((item) => {
      const itemAttributes = jsxAttributes(item);
      const label = itemAttributes.get('label') ?? itemAttributes.get('value');
      const title: MdNode = { type: 'paragraph', children: [{ type: 'strong', children: [{ type: 'text', value: `${typeof label === 'string' ? label : textOf(item).slice(0, 40)}:` }] }] };
      return [title, ...convertChildren(item.children ?? [], ctx)];
    });
  }
  // Anything else (a fragment, an HTML element): its content.
  return convertChildren(node.children ?? [], ctx);
}

function convert(node: MdNode, ctx: Context): MdNode[] {
  if (isJsx(node)) return convertJsx(node, ctx);
  if (isExpression(node) || node.type === 'mdxjsEsm') return [];
  if (node.type === 'heading') {
    ctx.depth = node.depth ?? 2;
    const id = node.data?.hProperties?.id;
    const children = convertChildren(node.children ?? [], ctx);
    // The id the HTML page gives the heading, so an anchor means the same in both.
    if (typeof id === 'string') children.push({ type: 'text', value: ` {#${id}}` });
    return [{ type: 'heading', depth: node.depth, children }];
  }
  if (node.type === 'code') return [{ type: 'code', lang: node.lang || 'text', meta: node.meta ?? null, value: node.value ?? '' }];
  const copy: MdNode = { ...node };
  delete copy.position;
  delete copy.data;
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') copy.url = absolute(node, ctx);
  if (node.children) copy.children = convertChildren(node.children, ctx);
  return [copy];
}

function convertChildren(children: MdNode[], ctx: Context): MdNode[] {
  const out: MdNode[] = [];
  for (const node of children.flatMap((child) => convert(child, ctx))) {
    // Two admonitions in a row: without a separator, Markdown readers may join the blockquotes.
    if (node.type === 'blockquote' && out[out.length - 1]?.type === 'blockquote') out.push({ type: 'html', value: '<!-- -->' });
    out.push(node);
  }
  return out;
}

/**
 * The page's Markdown, after its title (which the copy's header adds): text parts, and the data
 * components in between. Reads the tree; does not change it.
 */
export function markdownParts(tree: MdNode, locale: Locale, siteUrl: string): MarkdownPart[] {
  const ctx: Context = { locale, siteUrl, depth: 1, components: [] };
  const root: MdNode = { type: 'root', children: convertChildren(tree.children ?? [], ctx) };
  const text = stringify(root);
  const parts: MarkdownPart[] = [];
  const pieces = text.split(MARKERS);
  pieces.forEach((piece, i) => {
    if (i % 2 === 1) parts.push(ctx.components[Number(piece)]);
    else if (piece.trim()) parts.push({ text: piece.trim() });
  });
  return parts;
}
