import React from 'react';
import Link from '../../theme/Link';
import InlineCode from '../../theme/InlineCode';

/**
 * The inline Markdown of content/testing.yaml's texts: `code`, **strong** and [links](/docs/…/).
 * Anything else is text, so the data can never inject markup.
 */
const TOKEN = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;

export function renderText(text: string): React.ReactNode[] {
  return text.split(TOKEN).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return <InlineCode key={i}>{part.slice(1, -1)}</InlineCode>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={i}>{part.slice(2, -2)}</strong>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      return (
        <Link key={i} href={link[2]}>
          {link[1]}
        </Link>
      );
    }
    return part;
  });
}
