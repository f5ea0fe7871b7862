import React from 'react';
import Link from '../Link';
import type { Locale } from '../../utils/locale';
import { formatDate } from '.';
import * as styles from './styles.module.css';

export interface ArchivePost {
  route: string;
  title: string;
  date: string;
}

/** Posts grouped by year (in Madrid time), newest first. */
export function groupByYear(posts: ArchivePost[]): { year: number; posts: ArchivePost[] }[] {
  const years = new Map<number, ArchivePost[]>();
  const yearOf = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' });
  for (const post of [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))) {
    const year = Number(yearOf.format(new Date(post.date)));
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years.entries()].sort((a, b) => b[0] - a[0]).map(([year, list]) => ({ year, posts: list }));
}

export function Archive({ posts, locale }: { posts: ArchivePost[]; locale: Locale }): JSX.Element {
  return (
    <>
      {groupByYear(posts).map(({ year, posts: list }) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`} className={styles.year}>
            {year}
          </h2>
          <ul className={styles.archiveList}>
            {list.map((post) => (
              <li key={post.route}>
                <time dateTime={post.date} className={styles.muted}>
                  {formatDate(post.date, locale)}
                </time>
                {' · '}
                <Link href={post.route}>{post.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

