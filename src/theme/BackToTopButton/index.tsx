import React, { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { useTranslation } from '../../hooks/useTranslation';
import * as styles from './styles.module.css';

/** Below this scroll offset (px) the button stays hidden. */
export const BACK_TO_TOP_THRESHOLD = 300;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A fixed "back to top" button, bottom right. It appears once the page is scrolled more than
 * 300px and the reader scrolls up; it hides while scrolling down and near the top.
 */
export default function BackToTopButton(): JSX.Element {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const lastY = useRef(0);
  // While our own scroll to the top runs, the button stays put: hiding the element under the
  // reader's pointer mid-way interrupts Chromium's smooth scroll.
  const returning = useRef(false);

  useEffect(() => {
    let frame = 0;
    let pending = false;
    lastY.current = window.scrollY;
    const update = () => {
      pending = false;
      const y = window.scrollY;
      // The reader scrolling down interrupts the return to the top.
      if (returning.current && y > lastY.current) returning.current = false;
      if (returning.current) {
        if (y === 0) {
          returning.current = false;
          setVisible(false);
        }
        lastY.current = y;
        return;
      }
      if (y <= BACK_TO_TOP_THRESHOLD) setVisible(false);
      else if (y < lastY.current) setVisible(true);
      else if (y > lastY.current) setVisible(false);
      lastY.current = y;
    };
    // At most one update per animation frame, however many scroll events arrive.
    const onScroll = () => {
      if (pending) return;
      pending = true;
      frame = window.requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (pending) window.cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <button
      type="button"
      className={clsx(styles.button, visible && styles.visible)}
      hidden={!visible}
      aria-label={t('backToTop.label')}
      onClick={() => {
        returning.current = window.scrollY > 0;
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }}
    >
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 20 20">
        <path d="M10 16V4M4.5 9.5L10 4l5.5 5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      </svg>
    </button>
  );
}
