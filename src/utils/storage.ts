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
} as const;

/** Reads a key, or null when storage is unavailable (private mode, disabled cookies). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a key; silently does nothing when storage is unavailable. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // The choice then lasts for this page view only.
  }
}
