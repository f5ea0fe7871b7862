import React from 'react';
import { Highlight, themes } from 'prism-react-renderer';
import clsx from 'clsx';
import { Prism } from './prism';
import { languageOf, parseCodeMeta } from './meta';
import * as styles from './styles.module.css';

export interface Props {
  children: string;
  className?: string;
  /** The fence's meta string (title, highlighted lines). */
  metastring?: string;
}

/** A highlighted code block with an optional title and highlighted lines. */
export default function CodeBlock({ children, className, metastring }: Props): JSX.Element {
  const language = languageOf(className);
  const { title, highlight } = parseCodeMeta(metastring);
  const code = children.replace(/\n$/, '');
  return (
    <div className={styles.block}>
      {title && <div className={styles.title}>{title}</div>}
      <Highlight prism={Prism} theme={themes.vsDark} code={code} language={Prism.languages[language] ? language : 'text'}>
        {({ className: cls, style, tokens, getLineProps, getTokenProps }) => (
          // Focusable so that keyboard users can scroll long lines.
          <pre className={clsx(cls, styles.pre)} style={style} tabIndex={0} data-language={language}>
            <code>
              {tokens.map((line, i) => {
                const lineProps = getLineProps({ line });
                return (
                  <div key={i} {...lineProps} className={clsx(lineProps.className, highlight.has(i + 1) && styles.highlighted)}>
                    {line.map((token, key) => (
                      <span key={key} {...getTokenProps({ token })} />
                    ))}
                  </div>
                );
              })}
            </code>
          </pre>
        )}
      </Highlight>
    </div>
  );
}
