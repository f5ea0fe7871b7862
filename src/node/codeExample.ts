/**
 * A code block of a page, found in its render tree: the first one in a given language after the
 * element with a given id (a heading). The home page shows the first payment of the API's
 * introduction this way, so the example a reader copies there is the one the guide explains and
 * the contract gate checks, never a second copy.
 */
import type { ContentNode } from '../theme/MDXContent/types';

export interface CodeExample {
  code: string;
  /** The highlighted lines, made at build time. */
  html: string | null;
  language: string;
}

const textOf = (node: ContentNode): string => (typeof node === 'string' ? node : node.slice(2).map((child) => textOf(child as ContentNode)).join(''));

export function codeExampleAfter(body: ContentNode, anchor: string, language: string): CodeExample | null {
  let seen = false;
  let found: CodeExample | null = null;
  const visit = (node: ContentNode): void => {
    if (found || typeof node === 'string') return;
    const [type, props, ...children] = node;
    if (props?.id === anchor) seen = true;
    if (seen && type === 'pre') {
      const code = children.find((child): child is Exclude<ContentNode, string> => typeof child !== 'string' && child[0] === 'code');
      if (code?.[1]?.className === `language-${language}`) {
        found = { code: textOf(code).replace(/\n$/, ''), html: typeof code[1].html === 'string' ? code[1].html : null, language };
        return;
      }
    }
    children.forEach((child) => visit(child as ContentNode));
  };
  visit(body);
  return found;
}
