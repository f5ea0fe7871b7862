import React from 'react';
import * as styles from '../styles.module.css';

/** Raw HTML from the site configuration (trusted: it is written by the site's maintainers). */
export default function HtmlItem({ html }: { html: string }): JSX.Element {
  return <span className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />;
}
