import { useCallback, useEffect, useState } from 'react';

/** Width at and below which the mobile layout applies (spec: 996px). */
export const DESKTOP_MIN_WIDTH = 997;

/**
 * The mobile menu's state: open or closed, and which panel (the doc sidebar or the main menu).
 * While open the page does not scroll; it closes by itself when the viewport becomes desktop.
 */
export function useMobileDrawer(hasSecondary: boolean) {
  const [open, setOpen] = useState(false);
  const [showSecondary, setShowSecondary] = useState(hasSecondary);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => {
    setOpen((o) => !o);
    setShowSecondary(hasSecondary);
  }, [hasSecondary]);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onChange = (event: MediaQueryListEvent | MediaQueryList) => {
      if (event.matches) setOpen(false);
    };
    onChange(desktop);
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [open]);

  return {
    open,
    toggle,
    close,
    showSecondary: hasSecondary && showSecondary,
    backToMain: () => setShowSecondary(false),
    toSecondary: () => setShowSecondary(true),
  };
}
