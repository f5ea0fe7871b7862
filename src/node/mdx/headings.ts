import GithubSlugger from 'github-slugger';
import { at } from './parse';
import { textOf, walk, type MdNode } from './tree';

/** An explicit heading id written at the end of a heading: `## Título \{#id\}` (MDX needs the escapes; the tree holds `{#id}`). */
const EXPLICIT_ID = /\s*\\?\{#([A-Za-z0-9_-]+)\\?\}\s*$/;

export interface HeadingText {
  /** The text shown, without the explicit id marker. */
  text: string;
  /** The explicit id when the author wrote one. */
  explicitId?: string;
}

/** A heading of a page as the table of contents, the anchors and the search records know it. */
export interface Heading {
  depth: number;
  /** Plain text, as a reader sees it (code spans, links and JSX reduced to their text). */
  value: string;
  id: string;
  /** Whether the author wrote the id (language-neutral, the same in both locales). */
  explicit: boolean;
}

/** Splits `Autenticación {#authentication}` into its visible text and explicit id. */
export function splitHeadingId(raw: string): HeadingText {
  const match = raw.match(EXPLICIT_ID);
  if (!match) return { text: raw.trim() };
  return { text: raw.slice(0, match.index).trim(), explicitId: match[1] };
}

/** Gives each heading of one page a unique id: the explicit one, or a slug of its text. */
export function createHeadingIdAllocator(): (heading: HeadingText) => string {
  const slugger = new GithubSlugger();
  return ({ text, explicitId }) => {
    if (explicitId) {
      // Reserve the explicit id so a later slug cannot collide with it.
      slugger.slug(explicitId);
      return explicitId;
    }
    return slugger.slug(text);
  };
}

/**
 * The one implementation of heading ids. Gives every heading of a parsed page its id (the explicit
 * `{#id}` written at its end, which is removed from the text, or a slug of its visible text), sets it
 * on the node for the rendered `<hN id>`, and returns the headings in order. The table of contents,
 * the anchors, the search records, the language switch and the link check all read these.
 */
export function assignHeadingIds(tree: MdNode, file = 'the page'): Heading[] {
  const allocate = createHeadingIdAllocator();
  const headings: Heading[] = [];
  // Where each id was given: an explicit id written twice, or the slug of an earlier heading, would
  // give two headings one anchor (links and the table of contents would all lead to the first).
  const given = new Map<string, MdNode>();
  walk(tree, (node) => {
    if (node.type !== 'heading') return;
    const children = node.children ?? [];
    const last = children[children.length - 1];
    let explicitId: string | undefined;
    if (last && last.type === 'text') {
      const split = splitHeadingId(last.value ?? '');
      if (split.explicitId) {
        explicitId = split.explicitId;
        last.value = (last.value ?? '').replace(EXPLICIT_ID, '');
        if (last.value === '') children.pop();
      }
    }
    const value = textOf(node).replace(/\s+/g, ' ').trim();
    const id = allocate({ text: value, explicitId });
    const earlier = given.get(id);
    if (earlier) {
      throw new Error(
        `${at(file, node)}: the heading id "${id}" is already the id of the heading "${textOf(earlier).replace(/\s+/g, ' ').trim()}" (${at(file, earlier)}). Each heading of a page needs an id of its own: write another \\{#id\\} at the end of one of them.`,
      );
    }
    given.set(id, node);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    headings.push({ depth: node.depth ?? 2, value, id, explicit: Boolean(explicitId) });
  });
  return headings;
}
