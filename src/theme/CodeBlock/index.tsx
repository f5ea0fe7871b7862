import React from 'react';
import clsx from 'clsx';
import { languageOf, parseCodeMeta } from './meta';
import CopyButton from './CopyButton';
import { lineHtml } from './lines';
import * as styles from './styles.module.css';

export interface Props {
  /** The code, for the copy button (and shown as plain text when `html` is missing). */
  children: string;
  className?: string;
  /** The fence's meta string (title, highlighted lines). */
  metastring?: string;
  /**
   * The highlighted lines, made at build time by `highlightCode` (the MDX rehype plugin, the API
   * reference's views). The colours come from the code themes' CSS, for either colour mode.
   */
  html?: string;
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The lines of code that was not highlighted at build time, in the same markup. */
function plainLines(code: string, highlight: ReadonlySet<number>): string {
  return code
    .split('\n')
    .map((line, i) => lineHtml(escape(line) || '\n', highlight.has(i + 1)))
    .join('');
}

/** A highlighted code block with an optional title, highlighted lines and a copy button. */
export default function CodeBlock({ children, className, metastring, html }: Props): JSX.Element {
  const language = languageOf(className);
  const { title, highlight } = parseCodeMeta(metastring);
  const code = children.replace(/\n$/, '');
  // The block's height while the browser skips it off screen (see .block in the styles).
  const lines = { '--code-lines': code.split('\n').length } as React.CSSProperties;
  return (
    <div className={clsx(styles.block, !title && styles.untitled)} style={lines}>
      {title ? (
        <div className={styles.title}>
          <span className={styles.titleText}>{title}</span>
          <CopyButton code={code} />
        </div>
      ) : (
        <CopyButton code={code} className={styles.copyFloating} />
      )}
      {/* Focusable so that keyboard users can scroll long lines. */}
      <pre className={clsx('prism-code', `language-${language}`, styles.pre)} tabIndex={0} data-language={language}>
        <code dangerouslySetInnerHTML={{ __html: html ?? plainLines(code, highlight) }} />
      </pre>
    </div>
  );
}
