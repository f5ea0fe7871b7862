import React, { useCallback, useId, useRef } from 'react';
import { Link } from 'gatsby';
import clsx from 'clsx';
import { useTranslation } from '../../hooks/useTranslation';
import siteConfig from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { useHideableNavbar } from '../../hooks/useHideableNavbar';
import { useMobileDrawer } from '../../hooks/useMobileDrawer';
import { localizePath } from '../../utils/locale';
import NavbarItem from './NavbarItem';
import { loadable } from '../../utils/loadable';
import type { NavbarModelItem } from './types';
import * as styles from './styles.module.css';

export interface Props {
  /** The navbar items resolved for the page's locale (from the page query's chrome). */
  items: NavbarModelItem[];
  twinRoute: string | null;
  /** The sidebar of the doc being read, if any: its navbar item is marked active. */
  activeSidebar?: string | null;
  /** The doc sidebar, shown in the mobile drawer. */
  secondaryMenu?: React.ReactNode;
  /** Controls shown at the right end of the bar and in the drawer's header (colour mode). */
  extras?: React.ReactNode;
}

// The drawer's code loads the first time a reader opens the menu: desktop readers never need it.
const MobileDrawer = loadable(() => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer'), {
  // Shown under the bar, leaving the menu button usable to close it again.
  frame: (content) => <div className={styles.drawerLoading}>{content}</div>,
});

/** The top bar: brand and configured items on desktop; a menu button and a drawer at 996px and below. */
export default function Navbar({ items, twinRoute, activeSidebar, secondaryMenu, extras }: Props): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const drawerId = useId();
  const { hidden, show } = useHideableNavbar(siteConfig.navbar.hideOnScroll);
  const drawer = useMobileDrawer(Boolean(secondaryMenu));
  // Closed by Escape, its close button or the backdrop, the drawer gives focus back to the menu
  // button, not to <body> (a link's navigation moves focus to the new page after it).
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { close: closeDrawer } = drawer;
  const closeMenu = useCallback(() => {
    closeDrawer();
    menuButtonRef.current?.focus();
  }, [closeDrawer]);
  // Search stays in the bar at every width; the other items move into the drawer on small screens.
  const search = items.filter((m) => m.item.kind === 'search');
  const barItems = items.filter((m) => m.item.kind !== 'search');
  const left = barItems.filter((m) => m.item.position === 'left');
  const right = barItems.filter((m) => m.item.position !== 'left');
  const itemProps = { twinRoute, activeSidebar };

  return (
    <header className={clsx(styles.navbar, hidden && !drawer.open && styles.hidden)} onFocus={show}>
      <nav className={styles.inner} aria-label={t('navbar.label')}>
        <button
          ref={menuButtonRef}
          type="button"
          className={clsx(styles.iconButton, styles.menuButton)}
          aria-label={t('navbar.openMenu')}
          aria-expanded={drawer.open}
          aria-controls={drawer.open ? drawerId : undefined}
          onClick={drawer.toggle}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" />
          </svg>
        </button>
        <Link className={styles.brand} to={localizePath('/', locale)}>
          <svg className={styles.logo} viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="6" fill="currentColor" />
            <g fill="var(--color-bg)">
              <rect x="6" y="6" width="9" height="9" rx="1.5" />
              <rect x="17" y="6" width="9" height="9" rx="1.5" opacity=".75" />
              <rect x="6" y="17" width="9" height="9" rx="1.5" opacity=".75" />
              <rect x="17" y="17" width="9" height="9" rx="1.5" />
            </g>
          </svg>
          <span className={styles.brandText}>{siteConfig.title}</span>
        </Link>
        <ul className={clsx(styles.items, styles.desktopOnly)}>
          {left.map((model, i) => (
            <li key={`l${i}`}>
              <NavbarItem model={model} {...itemProps} />
            </li>
          ))}
        </ul>
        <ul className={clsx(styles.items, styles.right, styles.desktopOnly)}>
          {right.map((model, i) => (
            <li key={`r${i}`}>
              <NavbarItem model={model} {...itemProps} />
            </li>
          ))}
        </ul>
        {search.map((model, i) => (
          <div key={`s${i}`} className={styles.search}>
            <NavbarItem model={model} {...itemProps} />
          </div>
        ))}
        {extras && <div className={styles.extras}>{extras}</div>}
      </nav>
      {drawer.open && (
        <MobileDrawer
          id={drawerId}
          onClose={closeMenu}
          secondary={drawer.showSecondary ? secondaryMenu : null}
          hasSecondary={Boolean(secondaryMenu)}
          onBackToMain={drawer.backToMain}
          onToSecondary={drawer.toSecondary}
          headerExtras={extras}
        >
          {barItems.map((model, i) => (
            <li key={i}>
              <NavbarItem model={model} mobile {...itemProps} />
            </li>
          ))}
        </MobileDrawer>
      )}
    </header>
  );
}
