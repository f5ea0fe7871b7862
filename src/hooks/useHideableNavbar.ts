import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { hashTarget } from '../utils/hashTarget';

// useLayoutEffect warns on the server, where neither runs.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** True once a navbar has mounted in this page view: any later mount is a client navigation, not hydration. */
let mountedBefore = false;

/** Where the target of the address's #hash starts in the document, or null without one. */
function hashTargetTop(): number | null {
  const target = hashTarget(document, window.location.hash);
  return target ? target.getBoundingClientRect().top + window.scrollY : null;
}

/**
 * Hides the navbar while the reader scrolls down and shows it again on the way up or near the top.
 * Jumping to a #hash hides it so it does not cover the target: within the page (hashchange), and
 * on arriving at a page with a hash (a link to another page's heading, or a load with one).
 */
export function useHideableNavbar(enabled: boolean, threshold = 64): { hidden: boolean; show: () => void } {
  const [hidden, setHidden] = useState(false);

  // A client navigation to another page's heading: Gatsby's scroll handler (an ancestor, so its
  // layout work runs after this) is about to jump to the target. Hide the bar now, before the page
  // is first painted, rather than after the jump. Not while hydrating: the server rendered it shown.
  useIsomorphicLayoutEffect(() => {
    if (!enabled || !mountedBefore) return;
    const top = hashTargetTop();
    if (top !== null && top >= threshold) setHidden(true);
  }, [enabled, threshold]);

  useEffect(() => {
    mountedBefore = true;
    if (!enabled) return undefined;
    let last = window.scrollY;
    let frame = 0;
    let ticking = false;
    let jumpingToHash = false;
    const onScroll = () => {
      if (ticking) return;
      ticking = true;
      frame = window.requestAnimationFrame(() => {
        ticking = false;
        const y = window.scrollY;
        if (jumpingToHash) {
          jumpingToHash = false;
          setHidden(y >= threshold);
        } else if (y < threshold) setHidden(false);
        else if (y > last + 4) setHidden(true);
        else if (y < last - 4) setHidden(false);
        last = y;
      });
    };
    const onHash = () => {
      jumpingToHash = true;
      setHidden(window.scrollY >= threshold);
    };
    // The navbar mounts with each page. When that page was opened at a #hash, the browser (first
    // load) or Gatsby (client navigation) has usually scrolled to the target already, and no
    // hashchange comes: treat it as the jump it was. A transition: on a first load this runs while
    // the page may still be hydrating. (If the scroll has not happened yet, its scroll event is the jump.)
    if (window.location.hash) {
      const jumped = last >= threshold;
      startTransition(() => setHidden(jumped));
      if (!jumped) jumpingToHash = true;
    }
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled, threshold]);

  return { hidden, show: () => setHidden(false) };
}
