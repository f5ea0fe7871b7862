import React from 'react';
import { Link } from 'gatsby';
import clsx from 'clsx';
import { useTranslation } from '../../../hooks/useTranslation';
import type { ResolvedLink } from '../types';
import * as styles from '../styles.module.css';

export interface Props {
  link: ResolvedLink;
  /** The sidebar of the doc being read: a link into it is shown as active. */
  activeSidebar?: string | null;
  className?: string;
}

/** A navbar link: internal ones navigate client-side and show when active, external ones say so. */
export default function LinkItem({ link, activeSidebar, className }: Props): JSX.Element {
  const { t } = useTranslation();
  if (link.external) {
    return (
      <a className={clsx(styles.link, className)} href={link.href} rel="noopener noreferrer" target="_blank">
        {link.label}
        <svg className={styles.externalIcon} viewBox="0 0 24 24" width="13" height="13" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H7v10h10v-4h2v6H5V5z" />
        </svg>
        <span className="visually-hidden"> {t('navbar.opensInNewTab')}</span>
      </a>
    );
  }
  const active = Boolean(link.sidebarId && activeSidebar && link.sidebarId === activeSidebar);
  return (
    <Link
      className={clsx(styles.link, active && styles.active, className)}
      // Gatsby adds activeClassName on the link's own page: not again when it is already active
      // (the class twice is invalid per html-validate's no-dup-class).
      activeClassName={active ? undefined : styles.active}
      aria-current={active ? 'page' : undefined}
      to={link.href}
    >
      {link.label}
    </Link>
  );
}
