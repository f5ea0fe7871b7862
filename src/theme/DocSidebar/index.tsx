import React, { useId, useState } from 'react';
import { Link } from 'gatsby';
import clsx from 'clsx';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig from '../../../site.config';
import type { SidebarEntry } from './types';
import { entriesOnTrail } from './trail';
import * as styles from './styles.module.css';

export interface Props {
  entries: SidebarEntry[];
  /** The doc being read. */
  activeDocId: string;
  /** Positions of the entries down to the doc being read (the site model's, from the page data): its categories start expanded. */
  trail: readonly number[];
  /** Opening a category closes its open siblings (site.config.ts docs.autoCollapseCategories). */
  autoCollapseCategories?: boolean;
}

type Category = Extract<SidebarEntry, { type: 'category' }>;

function CategoryItem({
  entry,
  expanded,
  onToggle,
  activeDocId,
  onTrail,
  autoCollapse,
}: {
  entry: Category;
  expanded: boolean;
  onToggle: () => void;
  activeDocId: string;
  onTrail: Set<SidebarEntry>;
  autoCollapse: boolean;
}): JSX.Element {
  const { t } = useTranslation();
  const listId = useId();
  const active = entry.docId === activeDocId;
  return (
    <li>
      <div className={styles.categoryRow}>
        {entry.href && (
          <Link to={entry.href} className={clsx(styles.link, active && styles.active)} aria-current={active ? 'page' : undefined}>
            {entry.label}
          </Link>
        )}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={onToggle}
          {...(entry.href ? { 'aria-label': t(expanded ? 'docs.sidebar.collapse' : 'docs.sidebar.expand', { label: entry.label }) } : {})}
        >
          {!entry.href && entry.label}
          <span className={clsx(styles.caret, expanded && styles.caretOpen)} aria-hidden="true" />
        </button>
      </div>
      <ul id={listId} className={styles.list} hidden={!expanded}>
        <Entries entries={entry.items} activeDocId={activeDocId} onTrail={onTrail} autoCollapse={autoCollapse} />
      </ul>
    </li>
  );
}

/** One level of the sidebar; with auto-collapse it keeps at most one category open. */
function Entries({
  entries,
  activeDocId,
  onTrail,
  autoCollapse,
}: {
  entries: SidebarEntry[];
  activeDocId: string;
  onTrail: Set<SidebarEntry>;
  autoCollapse: boolean;
}) {
  const initiallyOpen = (entry: Category) => onTrail.has(entry) || !entry.collapsed;
  const [open, setOpen] = useState<Set<number>>(
    () => new Set(entries.flatMap((e, i) => (e.type === 'category' && initiallyOpen(e) ? [i] : []))),
  );
  const toggle = (index: number) =>
    setOpen((current) => {
      if (current.has(index)) {
        const next = new Set(current);
        next.delete(index);
        return next;
      }
      return autoCollapse ? new Set([index]) : new Set(current).add(index);
    });

  return (
    <>
      {entries.map((entry, index) => {
        if (entry.type === 'category') {
          return (
            <CategoryItem
              key={`c:${entry.label}`}
              entry={entry}
              expanded={open.has(index)}
              onToggle={() => toggle(index)}
              activeDocId={activeDocId}
              onTrail={onTrail}
              autoCollapse={autoCollapse}
            />
          );
        }
        if (entry.type === 'link') {
          return (
            <li key={`l:${entry.href}`}>
              <a className={styles.link} href={entry.href} rel="noopener noreferrer">
                {entry.label}
              </a>
            </li>
          );
        }
        const active = entry.docId === activeDocId;
        return (
          <li key={`d:${entry.docId}`}>
            <Link to={entry.href} className={clsx(styles.link, active && styles.active)} aria-current={active ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        );
      })}
    </>
  );
}

/** The docs sidebar: nested categories that open on the active doc's chain and can be toggled. */
export default function DocSidebar({ entries, activeDocId, trail, autoCollapseCategories = siteConfig.docs.autoCollapseCategories }: Props): JSX.Element {
  const { t } = useTranslation();
  const onTrail = new Set(entriesOnTrail(entries, trail));
  return (
    <nav className={styles.sidebar} aria-label={t('docs.sidebar.label')}>
      <ul className={styles.list}>
        <Entries entries={entries} activeDocId={activeDocId} onTrail={onTrail} autoCollapse={autoCollapseCategories} />
      </ul>
    </nav>
  );
}
