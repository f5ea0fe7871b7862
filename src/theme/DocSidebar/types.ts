/** A sidebar entry as a reader sees it in one locale (labels and routes resolved at build time). */
export type SidebarEntry =
  | { type: 'doc'; docId: string; href: string; label: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'category'; label: string; collapsed: boolean; docId?: string; href?: string; items: SidebarEntry[] };
