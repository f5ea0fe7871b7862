import { startTransition, useCallback, useEffect, useState } from 'react';
import { SESSION_STORAGE_KEYS, readStorage, writeStorage } from '../utils/storage';

/**
 * The reader's choice in this tab, once known: every doc page remounts on navigation (Gatsby keys
 * the page by its path), so the choice lives here and in session storage (for a reload), as
 * Docusaurus keeps it for the session.
 */
let sessionChoice: boolean | null = null;

function readSessionChoice(): boolean {
  if (sessionChoice === null) sessionChoice = readStorage(SESSION_STORAGE_KEYS.docSidebarHidden, 'session') === 'true';
  return sessionChoice;
}

/** Forgets the remembered choice (tests start each case from a fresh tab). */
export function resetDocSidebarHidden(): void {
  sessionChoice = null;
}

/**
 * Whether the reader has collapsed the desktop doc sidebar, remembered across the pages of the
 * session. The server and the hydrating render show it expanded (they cannot know); a page reached
 * by a client navigation starts with the remembered choice, so it never flashes open.
 */
export function useDocSidebarHidden(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHiddenState] = useState(() => sessionChoice ?? false);

  useEffect(() => {
    // After a reload the choice is only in session storage. A transition: this runs while the rest
    // of the page may still be hydrating (see README, "Speed and size").
    if (readSessionChoice()) startTransition(() => setHiddenState(true));
  }, []);

  const setHidden = useCallback((next: boolean) => {
    sessionChoice = next;
    writeStorage(SESSION_STORAGE_KEYS.docSidebarHidden, next ? 'true' : null, 'session');
    setHiddenState(next);
  }, []);

  return [hidden, setHidden];
}
