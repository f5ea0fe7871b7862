/**
 * The markdownlint configuration the pages' Markdown copies are held to (the site tests lint every
 * copy the build writes): every rule on, except the three the copies break by design.
 */
export const MARKDOWNLINT_CONFIG = {
  default: true,
  // Line length: a paragraph is one line, as authors write it in the MDX.
  MD013: false,
  // Duplicate headings: each group of code tabs repeats its language names (cURL, PHP, Python…).
  MD024: false,
  // Ordered list prefixes: a numbered procedure interrupted by a code block goes on at its number (5., 6.), as on the page.
  MD029: false,
} as const;
