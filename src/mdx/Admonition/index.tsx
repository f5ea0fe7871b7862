import React from 'react';
import clsx from 'clsx';
import { useTranslation } from '../../hooks/useTranslation';
import * as styles from './styles.module.css';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export interface Props {
  type?: AdmonitionType;
  /** Overrides the type's default heading ("Nota", "Consejo"…). */
  title?: string;
  children: React.ReactNode;
}

const ICONS: Record<AdmonitionType, string> = { note: '✎', tip: '✓', info: 'ℹ', warning: '!', danger: '⚠' };

/** A call-out box for notes, tips, information, warnings and dangers. */
export default function Admonition({ type = 'note', title, children }: Props): JSX.Element {
  const { t } = useTranslation();
  const kind = (ADMONITION_TYPES as readonly string[]).includes(type) ? type : 'note';
  return (
    <aside className={clsx(styles.admonition, styles[kind])} aria-label={title ?? t(`docs.admonition.${kind}`)}>
      <p className={styles.heading}>
        <span className={styles.icon} aria-hidden="true">
          {ICONS[kind]}
        </span>
        {title ?? t(`docs.admonition.${kind}`)}
      </p>
      <div className={styles.content}>{children}</div>
    </aside>
  );
}
