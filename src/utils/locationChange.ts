import { useEffect, useState } from 'react';

/**
 * `history.replaceState` fires no event, so what reads the address outside the router (the language
 * switch keeps the query and the hash) would not see the search page's new `?q=`. The site changes
 * the address in place only through `replaceLocation`, which says so with this event.
 */
export const LOCATION_CHANGE_EVENT = 'tesela:locationchange';

/** Replaces the address (path, query and hash) without a navigation or a history entry, and tells the listeners. */
export function replaceLocation(url: string): void {
  window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

/** Calls `listener` whenever the address may have changed without a new page (hash, back/forward, replaceLocation); returns the unsubscribe. */
export function onLocationChange(listener: () => void): () => void {
  const events = ['hashchange', 'popstate', LOCATION_CHANGE_EVENT];
  events.forEach((type) => window.addEventListener(type, listener));
  return () => events.forEach((type) => window.removeEventListener(type, listener));
}

/**
 * A part of the address as `read` takes it, followed through `onLocationChange`: null on the server
 * and in the first render, so that hydration matches the server's markup.
 */
export function useLocationValue(read: (location: Location) => string): string | null {
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setValue(read(window.location));
    update();
    return onLocationChange(update);
    // `read` is read once: the callers pass a fixed function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
