import React from 'react';
import * as styles from './styles.module.css';

export interface Props {
  title: string;
  /** Shown beside the title (the page's actions menu); the title alone without it. */
  actions?: React.ReactNode;
}

/** A page's h1, with its actions beside it when it has some (they wrap below it on a phone). */
export default function PageTitle({ title, actions }: Props): JSX.Element {
  if (!actions) return <h1>{title}</h1>;
  return (
    <div className={styles.titleRow}>
      <h1>{title}</h1>
      {actions}
    </div>
  );
}
