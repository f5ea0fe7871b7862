import { useCallback, useEffect, useState } from 'react';
import siteConfig, { type SiteConfig } from '../../../site.config';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../utils/storage';
import { ANNOUNCEMENT_DISMISSED_ATTRIBUTE } from '../../utils/announcementScript';

export interface AnnouncementBarState {
  /** Whether the bar should be rendered. */
  isActive: boolean;
  /** Dismisses the bar for good (until its id changes). Does nothing for a bar that is not closeable. */
  close: () => void;
}

/** Keeps the pre-paint attribute in step with the state, so a remount after navigation never flashes. */
function markDismissed(dismissed: boolean): void {
  if (typeof document === 'undefined') return;
  document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTRIBUTE, String(dismissed));
}

/**
 * The announcement bar's state machine: shown unless the reader closed this very bar (same id).
 *
 * The first render always says "active", exactly like the server render (no hydration mismatch);
 * storage is read in an effect. Until then the `data-announcement-bar-initially-dismissed`
 * attribute set by `announcementScript` hides a dismissed bar with CSS.
 */
export function useAnnouncementBar(config: SiteConfig['announcementBar'] = siteConfig.announcementBar): AnnouncementBarState {
  const id = config?.id ?? null;
  const closeable = config?.closeable ?? false;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (id === null) return;
    let stored: boolean;
    if (readStorage(STORAGE_KEYS.announcementId) !== id) {
      // A new announcement: forget the dismissal of the previous one.
      writeStorage(STORAGE_KEYS.announcementDismissed, 'false');
      writeStorage(STORAGE_KEYS.announcementId, id);
      stored = false;
    } else {
      stored = readStorage(STORAGE_KEYS.announcementDismissed) === 'true';
    }
    setDismissed(stored);
    markDismissed(closeable && stored);
  }, [id, closeable]);

  const close = useCallback(() => {
    if (id === null || !closeable) return;
    writeStorage(STORAGE_KEYS.announcementDismissed, 'true');
    writeStorage(STORAGE_KEYS.announcementId, id);
    setDismissed(true);
    markDismissed(true);
  }, [id, closeable]);

  return { isActive: config !== null && (!closeable || !dismissed), close };
}
