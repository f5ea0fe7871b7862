import GithubSlugger from 'github-slugger';

/** An explicit heading id written at the end of a heading: `## Título \{#id\}` (MDX needs the escapes). */
const EXPLICIT_ID = /\s*\\?\{#([A-Za-z0-9_-]+)\\?\}\s*$/;

export interface HeadingText {
  /** The text shown, without the explicit id marker. */
  text: string;
  /** The explicit id when the author wrote one. */
  explicitId?: string;
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
