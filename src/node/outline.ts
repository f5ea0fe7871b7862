import { createHeadingIdAllocator, splitHeadingId } from './headings';

export interface OutlineHeading {
  depth: number;
  /** Plain text, inline markdown removed. */
  value: string;
  id: string;
  /** Whether the author gave the id explicitly (language-neutral). */
  explicit: boolean;
}

export interface OutlineCodeBlock {
  lang: string | null;
  meta: string | null;
  value: string;
}

export interface Outline {
  headings: OutlineHeading[];
  codeBlocks: OutlineCodeBlock[];
}

/** Removes inline markdown (code spans, emphasis, links, escapes) from a heading's source. */
export function plainInline(source: string): string {
  // Code spans keep their content verbatim; only the text between them is un-marked.
  return source
    .split(/(`[^`]*`)/)
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return part.slice(1, -1);
      return part
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/(^|\W)__(.+?)__(?=\W|$)/g, '$1$2')
        .replace(/\*(.+?)\*/g, '$1')
        .replace(/(^|\W)_(.+?)_(?=\W|$)/g, '$1$2')
        .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1');
    })
    .join('')
    .trim();
}

/**
 * Reads the headings (with the ids the rendered page will carry) and fenced code blocks of an MDX body.
 * A line scanner is enough for the authored content and keeps the build free of a second MDX parse.
 */
export function outline(body: string): Outline {
  const headings: OutlineHeading[] = [];
  const codeBlocks: OutlineCodeBlock[] = [];
  const allocate = createHeadingIdAllocator();
  const lines = body.split(/\r?\n/);
  let fence: { marker: string; lang: string | null; meta: string | null; lines: string[] } | null = null;

  for (const line of lines) {
    if (fence) {
      const closing = line.trim();
      if (closing.startsWith(fence.marker) && closing.replace(/[`~]/g, '') === '') {
        codeBlocks.push({ lang: fence.lang, meta: fence.meta, value: fence.lines.join('\n') });
        fence = null;
      } else {
        fence.lines.push(line);
      }
      continue;
    }
    const open = line.match(/^\s*(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/);
    if (open) {
      fence = { marker: open[1], lang: open[2] || null, meta: open[3].trim() || null, lines: [] };
      continue;
    }
    const heading = line.match(/^(#{1,6})\s+(.+?)\s*#*\s*$/);
    if (heading) {
      const { text, explicitId } = splitHeadingId(heading[2]);
      const value = plainInline(text);
      headings.push({
        depth: heading[1].length,
        value,
        id: allocate({ text: value, explicitId }),
        explicit: Boolean(explicitId),
      });
    }
  }
  return { headings, codeBlocks };
}
