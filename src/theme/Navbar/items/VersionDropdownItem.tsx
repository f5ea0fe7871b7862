import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../../hooks/useTranslation';
import { useDocsVersion } from '../../../hooks/useDocsVersion';
import Dropdown from '../Dropdown';
import { useLocationValue } from '../../../utils/locationChange';
import * as styles from '../styles.module.css';

export interface Props {
  versions: { name: string; label: string; href: string }[];
  mobile?: boolean;
}

const readPathname = (location: Location) => location.pathname;

/**
 * The docs version dropdown; choosing a version stores it as the reader's preferred one. On a page
 * of a version's docs, that version's link stays on the page instead of going to the docs' home.
 */
export default function VersionDropdownItem({ versions, mobile }: Props): JSX.Element {
  const { t } = useTranslation();
  const { preferred, choose } = useDocsVersion();
  // The page being read, once in the browser (the server renders the versions' own links).
  const pathname = useLocationValue(readPathname);
  const active = versions.find((v) => v.name === preferred) ?? versions[0];
  return (
    <Dropdown mobile={mobile} mobileLabel={t('navbar.versions')} ariaLabel={t('navbar.versionButton', { version: active.label })} label={active.label}>
      {versions.map((v) => (
        <li key={v.name}>
          <Link
            className={styles.menuLink}
            to={pathname?.startsWith(v.href) ? pathname : v.href}
            aria-current={v.name === active.name ? 'true' : undefined}
            onClick={() => choose(v.name)}
          >
            {v.label}
          </Link>
        </li>
      ))}
    </Dropdown>
  );
}
