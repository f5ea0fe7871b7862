/**
 * The UI string namespaces (locales/<locale>/<ns>.json) each page carries in its page data: the
 * chrome's on every page, the others only where a component reads them, so a guide does not ship
 * the blog's, the API reference's or the tools' strings.
 */

/** Navbar, footer, colour mode, crash screen, search, and the docs strings MDX content uses (tables, admonitions). */
export const BASE_NAMESPACES = ['common', 'chrome', 'colorMode', 'crash', 'search', 'docs'] as const;

const TOOLS = ['ShopList', 'JsonGenerator', 'ResponseCodes', 'ErrorCodes', 'TestData', 'Currencies'];
const API = ['ApiOperation', 'ApiOverview', 'JsonGenerator'];

export type PageKind = 'doc' | 'blog' | 'home' | 'other';

/** The namespaces of a page of `kind` whose content (if any) renders the MDX `components`. */
export function pageNamespaces(kind: PageKind, components: readonly string[] = []): string[] {
  const uses = (names: string[]) => names.some((name) => components.includes(name));
  const namespaces: string[] = [...BASE_NAMESPACES];
  if (uses(API)) namespaces.push('api');
  if (uses(TOOLS)) namespaces.push('tools');
  // The blog's own pages, the home's latest posts, and the minor-units converter (its strings live there).
  if (kind === 'blog' || kind === 'home' || uses(['MinorUnitsConverter'])) namespaces.push('blog');
  return namespaces;
}
