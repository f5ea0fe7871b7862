import React from 'react';
import clsx from 'clsx';

/** Shorter code never needs to wrap: it fits any table cell the site has. */
const MIN_LENGTH = 16;

/**
 * Where a long code span may wrap: after `/`, `?`, `&`, `=`, `,` and `_`, and before `.` (as a URL is
 * broken in print), never inside a word. `api.sandbox.tesela.example/payment/v1` wraps as
 * `api` `.sandbox` `.tesela` `.example/` `payment/` `v1`.
 */
export function breakPoints(text: string): string[] {
  if (text.length < MIN_LENGTH) return [text];
  return text.split(/(?<=[/?&=,_])(?=[^/])|(?<=[^.\s])(?=\.[^.\s])/);
}

/** A word longer than this may still wrap inside (a long token would otherwise overflow a phone's screen). */
const MAX_UNBROKEN = 30;

/** A part's words, each kept on one line (`.code-part` in global.css), and the spaces between them. */
function words(part: string): React.ReactNode[] {
  return part.split(/(\s+)/).map((word, i) =>
    word === '' || /^\s+$/.test(word) || word.length > MAX_UNBROKEN ? (
      word
    ) : (
      <span key={i} className="code-part">
        {word}
      </span>
    ),
  );
}

/**
 * Inline code of the site's content: it wraps only between the parts of a hostname, path or
 * identifier (`<wbr>` at the break points) and at spaces, never in the middle of a word: each word
 * is kept on one line, since browsers would otherwise break after a hyphen (`api-|sandbox`).
 * global.css's `overflow-wrap: break-word` never shrinks a table cell below its longest word.
 * Copying the text gives it unchanged.
 */
export default function InlineCode({ children, className, ...props }: React.HTMLAttributes<HTMLElement>): JSX.Element {
  if (typeof children !== 'string') return <code className={className} {...props}>{children}</code>;
  const parts = breakPoints(children);
  // One word (most field names, codes and values): the code element itself is kept on one line,
  // without a span of its own inside (an API operation page has hundreds of them to lay out).
  if (parts.length === 1 && !/\s/.test(children) && children.length <= MAX_UNBROKEN) {
    return (
      <code className={clsx(className, 'code-part')} {...props}>
        {children}
      </code>
    );
  }
  return (
    <code className={className} {...props}>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && <wbr />}
          {words(part)}
        </React.Fragment>
      ))}
    </code>
  );
}
