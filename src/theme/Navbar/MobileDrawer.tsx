import React, { useEffect, useRef } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { localizePath } from '../../utils/locale';
import { FOCUSABLE, keepTabInside } from '../../utils/focusTrap';
import * as styles from './styles.module.css';

export interface Props {
  id: string;
  onClose: () => void;
  /** The doc sidebar shown instead of the main menu, with a way back to it. */
  secondary: React.ReactNode | null;
  onBackToMain: () => void;
  onToSecondary: () => void;
  hasSecondary: boolean;
  /** Extra controls in the drawer's header (colour mode toggle). */
  headerExtras?: React.ReactNode;
  children: React.ReactNode;
}


/** The mobile menu: a modal panel with the main menu, or the doc sidebar and "← Back to main menu". */
export default function MobileDrawer(props: Props): JSX.Element {
  const { id, onClose, secondary, onBackToMain, onToSecondary, hasSecondary, headerExtras, children } = props;
  const { t } = useTranslation();
  const { locale } = useLocale();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [secondary]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        return;
      }
      // Keep keyboard focus inside the open menu.
      if (panelRef.current) keepTabInside(panelRef.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className={styles.drawerRoot}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div id={id} ref={panelRef} className={styles.drawer} role="dialog" aria-modal="true" aria-label={t('navbar.menu')}>
        <div className={styles.drawerHeader}>
          <Link className={styles.brand} to={localizePath('/', locale)} onClick={onClose}>
            {siteConfig.title}
          </Link>
          {headerExtras}
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('navbar.closeMenu')}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
            </svg>
          </button>
        </div>
        <div className={styles.drawerBody}>
          {secondary ? (
            <>
              <button type="button" className={styles.backButton} onClick={onBackToMain}>
                {t('navbar.backToMainMenu')}
              </button>
              {secondary}
            </>
          ) : (
            <>
              <ul className={styles.drawerList}>{children}</ul>
              {hasSecondary && (
                <button type="button" className={styles.backButton} onClick={onToSecondary}>
                  {t('navbar.toDocsMenu')}
                </button>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
