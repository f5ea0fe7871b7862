import React from 'react';
import { Link } from 'gatsby';
import { useTranslation } from '../../../hooks/useTranslation';
import { useDocsVersion } from '../../../hooks/useDocsVersion';
import Dropdown from '../Dropdown';
import * as styles from '../styles.module.css';

export interface Props {
  versions: { name: string; label: string; href: string }[];
  mobile?: boolean;
}

/** The docs version dropdown; choosing a version stores it as the reader's preferred one. */
export default function VersionDropdownItem({ versions, mobile }: Props): JSX.Element {
  const { t } = useTranslation();
  const { preferred, choose } = useDocsVersion();
  const active = versions.find((v) => v.name === preferred) ?? versions[0];
  return (
    <Dropdown mobile={mobile} mobileLabel={t('navbar.versions')} ariaLabel={t('navbar.versionButton', { version: active.label })} label={active.label}>
      {versions.map((v) => (
        <li key={v.name}>
          <Link
            className={styles.menuLink}
            to={v.href}
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
