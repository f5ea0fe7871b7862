import React from 'react';

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

/**
 * Inline code of the site's content: a long span gets `<wbr>` at its break points, so that in a
 * narrow table cell it wraps between the parts of a hostname, path or identifier instead of in the
 * middle of one (global.css sets `overflow-wrap: break-word`, which never shrinks a cell below its
 * longest part). Copying the text gives it unchanged.
 */
export default function InlineCode({ children, ...props }: React.HTMLAttributes<HTMLElement>): JSX.Element {
  if (typeof children !== 'string') return <code {...props}>{children}</code>;
  const parts = breakPoints(children);
  return (
    <code {...props}>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </code>
  );
}
