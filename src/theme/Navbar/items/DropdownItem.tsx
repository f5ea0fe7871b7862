import React from 'react';
import type { ResolvedLink } from '../types';
import Dropdown from '../Dropdown';
import LinkItem from './LinkItem';
import * as styles from '../styles.module.css';

export interface Props {
  label: string;
  items: ResolvedLink[];
  mobile?: boolean;
}

/** A configured dropdown of links. */
export default function DropdownItem({ label, items, mobile }: Props): JSX.Element {
  return (
    <Dropdown label={label} mobile={mobile}>
      {items.map((link) => (
        <li key={link.href}>
          <LinkItem link={link} className={styles.menuLink} />
        </li>
      ))}
    </Dropdown>
  );
}
