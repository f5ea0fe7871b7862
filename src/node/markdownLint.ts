/**
 * The markdownlint configuration the pages' Markdown copies are held to (the site tests lint every
 * copy the build writes): every rule on, except the two the copies break by design and duplicate headings, allowed only
 * under different sections.
 */
export const MARKDOWNLINT_CONFIG = {
  default: true,
  // Line length: a paragraph is one line, as authors write it in the MDX.
  MD013: false,
  // Duplicate headings only among siblings: the code samples of each API operation on a page repeat
  // their language names (cURL, PHP…), each under its own operation.
  MD024: { siblings_only: true },
  // Ordered list prefixes: a numbered procedure interrupted by a code block goes on at its number (5., 6.), as on the page.
  MD029: false,
} as const;
