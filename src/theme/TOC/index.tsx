import React, { useEffect, useRef, useState } from 'react';
import { DESKTOP_MIN_WIDTH } from '../../hooks/useMobileDrawer';
import { useTranslation } from '../../hooks/useTranslation';
import * as styles from './styles.module.css';

export interface TocHeading {
  depth: number;
  value: string;
  id: string;
}

export interface Props {
  headings: TocHeading[];
  minLevel?: number;
  maxLevel?: number;
  /** The list's name when it is shown without its own title (under a summary that says "On this page"). */
  label?: string;
  /**
   * Whether the list is on screen, so that it follows the scroll. By default, while the window is
   * wide enough for the column beside the article (the stylesheets hide that column below).
   */
  shown?: boolean;
}

/**
 * Whether the window is wide enough for the column beside the article; false until it is known, and
 * not followed at all when `asked` is false (a list that is told whether it is shown).
 */
function useWideLayout(asked: boolean): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    if (!asked || typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onChange = () => setWide(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [asked]);
  return wide;
}

/** Whether "On this page" lists the heading: its level is between the list's two levels. */
const inRange = (h: TocHeading, minLevel: number, maxLevel: number): boolean => h.depth >= minLevel && h.depth <= maxLevel;

/**
 * The heading being read: the last one whose top has passed the line just below the sticky navbar
 * (a quarter of the way down the window would mark a section before its text is read). At the end
 * of the page the last heading is current, however short its section; above the first heading, none.
 */
export function currentHeading(tops: readonly number[], line: number, atBottom: boolean): number {
  if (tops.length === 0) return -1;
  if (atBottom) return tops.length - 1;
  let current = -1;
  for (let i = 0; i < tops.length; i += 1) {
    if (tops[i] <= line) current = i;
    else break;
  }
  return current;
}

/**
 * Follows the scroll while `active` and returns the id of the heading being read. It finds the
 * headings once and only reads their positions, once per frame at most, in a passive listener, and
 * sets state only when the heading changes, so scrolling costs a few rect reads and no re-render. A
 * page has two lists, one of them hidden by the stylesheet: only the one on screen follows.
 */
function useCurrentHeading(ids: readonly string[], active: boolean): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const list = key ? key.split(' ') : [];
    if (list.length === 0 || !active) return undefined;
    let frame = 0;
    // The line below the sticky navbar (the page's scroll padding): read again only on resize.
    const readLine = () => (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 8;
    let line = readLine();
    const elements = list.map((id) => document.getElementById(id));
    const update = () => {
      frame = 0;
      const tops = elements.map((el) => (el ? el.getBoundingClientRect().top : Number.POSITIVE_INFINITY));
      const root = document.scrollingElement ?? document.documentElement;
      const atBottom = root.scrollTop > 0 && window.innerHeight + root.scrollTop >= root.scrollHeight - 2;
      const index = currentHeading(tops, line, atBottom);
      setCurrent(index >= 0 ? list[index] : null);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const resize = () => {
      line = readLine();
      schedule();
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', resize, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', resize);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, active]);
  return current;
}

/**
 * "On this page": links to the page's headings between two levels (2 to 3 by default), nested by
 * level, the section being read marked (`aria-current="location"`) as the reader scrolls. Named by
 * its own title, or by `label`, without a title (the collapsible one, whose summary is its title).
 */
export default function TOC({ headings, minLevel = 2, maxLevel = 3, label, shown }: Props): JSX.Element | null {
  const { t } = useTranslation();
  const listed = headings.filter((h) => inRange(h, minLevel, maxLevel));
  const wide = useWideLayout(shown === undefined);
  const current = useCurrentHeading(
    listed.map((h) => h.id),
    shown ?? wide,
  );
  if (listed.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby={label ? undefined : 'toc-title'} aria-label={label}>
      {!label && (
        <p id="toc-title" className={styles.title}>
          {t('docs.toc.title')}
        </p>
      )}
      <ul className={styles.list}>
        {listed.map((h) => (
          <li key={h.id} className={styles[`level${h.depth - minLevel}`]}>
            <a href={`#${h.id}`} aria-current={h.id === current ? 'location' : undefined}>
              {h.value}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * "On this page" where the column beside the article is gone (996px and narrower): closed under
 * the page's title, opened by its summary. Following one of its links closes it again, so the
 * reader sees the section, not the list. It follows the scroll only while open.
 */
export function TOCCollapsible({ headings, minLevel = 2, maxLevel = 3 }: Omit<Props, 'label'>): JSX.Element | null {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const details = ref.current;
    if (!details) return undefined;
    const close = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('a')) details.open = false;
    };
    const toggle = () => setOpen(details.open);
    details.addEventListener('click', close);
    details.addEventListener('toggle', toggle);
    return () => {
      details.removeEventListener('click', close);
      details.removeEventListener('toggle', toggle);
    };
  }, []);
  if (!headings.some((h) => inRange(h, minLevel, maxLevel))) return null;
  return (
    <details ref={ref} className={styles.collapsible}>
      <summary>{t('docs.toc.title')}</summary>
      {/* Named apart from the list beside the article (the same page has both; the stylesheet shows one). */}
      <TOC headings={headings} minLevel={minLevel} maxLevel={maxLevel} label={t('docs.toc.aside')} shown={open} />
    </details>
  );
}
