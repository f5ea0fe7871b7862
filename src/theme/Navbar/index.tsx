import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import siteConfig, { type NavbarItem } from '../../../site.config';
import { useLocale } from '../../hooks/useLocale';
import { localizePath } from '../../utils/locale';
import { docRoute } from '../../utils/routes';
import LocaleSwitcher from '../LocaleSwitcher';
import * as styles from './styles.module.css';

export interface Props {
  twinRoute: string | null;
}

function Item({ item, twinRoute }: { item: NavbarItem; twinRoute: string | null }): JSX.Element {
  const { locale } = useLocale();
  if (item.type === 'localeDropdown') return <LocaleSwitcher twinRoute={twinRoute} />;
  if (item.type === 'doc') {
    return (
      <Link className={styles.link} to={docRoute(item.docId, locale)} partiallyActive activeClassName={styles.active}>
        {item.label[locale]}
      </Link>
    );
  }
  return (
    <a className={styles.link} href={item.href} rel="noopener noreferrer">
      {item.label[locale]}
      <span className="visually-hidden"> ↗</span>
    </a>
  );
}

/** The top bar: brand, then the configured items (left and right). */
export default function Navbar({ twinRoute }: Props): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const items = siteConfig.navbar.items;
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position !== 'left');
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label={t('navbar.label')}>
        <Link className={styles.brand} to={localizePath('/', locale)}>
          <span className={styles.logo} aria-hidden="true">
            ▦
          </span>
          {siteConfig.title}
        </Link>
        <ul className={styles.items}>
          {left.map((item, i) => (
            <li key={`l${i}`}>
              <Item item={item} twinRoute={twinRoute} />
            </li>
          ))}
        </ul>
        <ul className={`${styles.items} ${styles.right}`}>
          {right.map((item, i) => (
            <li key={`r${i}`}>
              <Item item={item} twinRoute={twinRoute} />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
