/**
 * The tab choice of each tab group, shared by every `<Tabs groupId>` on the page and kept
 * in local storage, so choosing "Python" once shows Python everywhere, across pages and visits.
 */
const PREFIX = 'tesela.tabs.';
type Listener = () => void;
const listeners = new Set<Listener>();

export function readChoice(groupId: string): string | null {
  try {
    return window.localStorage.getItem(PREFIX + groupId);
  } catch {
    return null;
  }
}

export function writeChoice(groupId: string, value: string): void {
  try {
    window.localStorage.setItem(PREFIX + groupId, value);
  } catch {
    // Storage may be disabled (private mode); the choice then lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
