import React from 'react';
import { Highlight } from 'prism-react-renderer';
import clsx from 'clsx';
import siteConfig from '../../../site.config';
import { Prism } from './prism';
import { languageOf, parseCodeMeta } from './meta';
import { codeTheme } from './themes';
import CopyButton from './CopyButton';
import * as styles from './styles.module.css';

export interface Props {
  children: string;
  className?: string;
  /** The fence's meta string (title, highlighted lines). */
  metastring?: string;
  /** Colour mode: `siteConfig.codeBlocks.darkTheme` in dark mode, `theme` otherwise (default). */
  mode?: 'light' | 'dark';
}

/** A highlighted code block with an optional title, highlighted lines and a copy button. */
export default function CodeBlock({ children, className, metastring, mode = 'light' }: Props): JSX.Element {
  const language = languageOf(className);
  const { title, highlight } = parseCodeMeta(metastring);
  const code = children.replace(/\n$/, '');
  const theme = codeTheme(mode === 'dark' ? siteConfig.codeBlocks.darkTheme : siteConfig.codeBlocks.theme);
  // The copy button and its status take the theme's own colours, so they keep its contrast.
  const themeColours = {
    '--code-fg': theme.plain.color,
    '--code-bg': theme.plain.backgroundColor,
  } as React.CSSProperties;
  return (
    <div className={clsx(styles.block, !title && styles.untitled)} style={themeColours}>
      {title ? (
        <div className={styles.title}>
          <span className={styles.titleText}>{title}</span>
          <CopyButton code={code} />
        </div>
      ) : (
        <CopyButton code={code} className={styles.copyFloating} />
      )}
      <Highlight prism={Prism} theme={theme} code={code} language={Prism.languages[language] ? language : 'text'}>
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
