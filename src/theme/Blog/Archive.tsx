import React from 'react';
import Link from '../Link';
import * as styles from './styles.module.css';
import type { BlogPostLine } from './types';

export interface ArchivePost extends BlogPostLine {
  /** The post's year in Madrid time, made at build time. */
  year: number;
}

/** Posts grouped by year (in Madrid time), newest first. */
export function groupByYear(posts: ArchivePost[]): { year: number; posts: ArchivePost[] }[] {
  const years = new Map<number, ArchivePost[]>();
  for (const post of [...posts].sort((a, b) => Date.parse(b.date) - Date.parse(a.date))) {
    years.set(post.year, [...(years.get(post.year) ?? []), post]);
  }
  return [...years.entries()].sort((a, b) => b[0] - a[0]).map(([year, list]) => ({ year, posts: list }));
}

export function Archive({ posts }: { posts: ArchivePost[] }): JSX.Element {
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
                  {post.dateText}
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

