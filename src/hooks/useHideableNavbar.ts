import { useEffect, useState } from 'react';

/**
 * Hides the navbar while the reader scrolls down and shows it again on the way up or near the top.
 * Jumping to a #hash hides it so it does not cover the target.
 */
export function useHideableNavbar(enabled: boolean, threshold = 64): { hidden: boolean; show: () => void } {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
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
