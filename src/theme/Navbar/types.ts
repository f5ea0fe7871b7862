import type { ClientSearchConfig } from '../../search/client';
/** A navbar item resolved for one locale at build time (routes and labels computed). */
export type Position = 'left' | 'right';

export interface ResolvedLink {
  label: string;
  href: string;
  external: boolean;
  /** The sidebar this link leads into; the item is active on its docs. */
  sidebarId?: string;
}

export type ResolvedNavbarItem =
  | ({ kind: 'link'; position: Position } & ResolvedLink)
  | { kind: 'dropdown'; position: Position; label: string; items: ResolvedLink[] }
  | { kind: 'html'; position: Position; html: string }
  | { kind: 'docsVersionDropdown'; position: Position; versions: { name: string; label: string; href: string }[] }
  | { kind: 'localeDropdown'; position: Position }
  | { kind: 'search'; position: Position; search: ClientSearchConfig };

/** Each resolved item with the configuration it came from, so a failure can name it. */
export interface NavbarModelItem {
  item: ResolvedNavbarItem;
  config: string;
}
