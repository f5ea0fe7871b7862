import React, { useId, useState } from 'react';
import { Link } from 'gatsby';
import clsx from 'clsx';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { SidebarEntry } from './types';
import { findTrail } from './trail';
import * as styles from './styles.module.css';

export interface Props {
  entries: SidebarEntry[];
  /** The doc being read; its category chain starts expanded. */
  activeDocId: string;
}

function Category({
  entry,
  activeDocId,
  onTrail,
}: {
  entry: Extract<SidebarEntry, { type: 'category' }>;
  activeDocId: string;
  onTrail: Set<SidebarEntry>;
}): JSX.Element {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(onTrail.has(entry) || !entry.collapsed);
  const listId = useId();
  const toggle = (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={expanded}
      aria-controls={listId}
      onClick={() => setExpanded((e) => !e)}
      {...(entry.href ? { 'aria-label': t(expanded ? 'docs.sidebar.collapse' : 'docs.sidebar.expand', { label: entry.label }) } : {})}
    >
      {!entry.href && entry.label}
      <span className={clsx(styles.caret, expanded && styles.caretOpen)} aria-hidden="true" />
    </button>
  );
  return (
    <li>
      <div className={styles.categoryRow}>
        {entry.href && (
          <Link
            to={entry.href}
            className={clsx(styles.link, entry.docId === activeDocId && styles.active)}
            aria-current={entry.docId === activeDocId ? 'page' : undefined}
          >
            {entry.label}
          </Link>
        )}
        {toggle}
      </div>
      <ul id={listId} className={styles.list} hidden={!expanded}>
        <Entries entries={entry.items} activeDocId={activeDocId} onTrail={onTrail} />
      </ul>
    </li>
  );
}

function Entries({ entries, activeDocId, onTrail }: { entries: SidebarEntry[]; activeDocId: string; onTrail: Set<SidebarEntry> }) {
  return (
    <>
      {entries.map((entry) => {
        if (entry.type === 'category') {
          return <Category key={`c:${entry.label}`} entry={entry} activeDocId={activeDocId} onTrail={onTrail} />;
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
export default function DocSidebar({ entries, activeDocId }: Props): JSX.Element {
  const { t } = useTranslation();
  const onTrail = new Set(findTrail(entries, activeDocId));
  return (
    <nav className={styles.sidebar} aria-label={t('docs.sidebar.label')}>
      <ul className={styles.list}>
        <Entries entries={entries} activeDocId={activeDocId} onTrail={onTrail} />
      </ul>
    </nav>
  );
}
