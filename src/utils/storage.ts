/**
 * Every local storage key the site uses, in one place: the pre-paint script in gatsby-ssr
 * and the React code must agree on them.
 */
export const STORAGE_KEYS = {
  /** The colour mode choice: "light" or "dark"; absent means "system" (or the default when not respected). */
  theme: 'theme',
  announcementDismissed: 'tesela.announcement.dismiss',
  announcementId: 'tesela.announcement.id',
  docsVersion: 'tesela.docs.preferredVersion',
  tabsPrefix: 'tesela.tabs.',
  /** Followed by a page's path: the reader's answer to "Was this page helpful?" there. */
  feedbackPrefix: 'tesela.feedback:',
} as const;

/** The session storage keys: choices that last while the tab is open, as in Docusaurus. */
export const SESSION_STORAGE_KEYS = {
  /** "true" while the reader keeps the desktop doc sidebar collapsed. */
  docSidebarHidden: 'tesela.docs.sidebarHidden',
} as const;

/** Local storage (the default) or session storage. */
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage {
  return which === 'session' ? window.sessionStorage : window.localStorage;
}

/** Reads a key, or null when storage is unavailable (private mode, disabled cookies). */
export function readStorage(key: string, which: StorageArea = 'local'): string | null {
  try {
    return area(which).getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a key; silently does nothing when storage is unavailable. */
export function writeStorage(key: string, value: string | null, which: StorageArea = 'local'): void {
  try {
    if (value === null) area(which).removeItem(key);
    else area(which).setItem(key, value);
  } catch {
    // The choice then lasts for this page view only.
  }
}
