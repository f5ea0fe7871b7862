// Apart from highlight.ts, which loads Prism: the component needs this in the browser, Prism not.

/**
 * One line of a block: a `token-line` span, shown as a block by the CodeBlock styles. A span and
 * not a div: `<code>` admits phrasing content only, and a div inside it is invalid HTML (issue #17).
 * `data-highlighted` marks the lines listed in a fence's `{…}`.
 */
export function lineHtml(content: string, highlighted: boolean): string {
  return `<span class="token-line"${highlighted ? ' data-highlighted="true"' : ''}>${content}</span>`;
}
