import React from 'react';
import InlineCode from '../../theme/InlineCode';

/**
 * The inline Markdown of the OpenAPI descriptions: `code`, **strong** and *emphasis*. Anything else
 * is text, so a description can never inject markup.
 */
const TOKEN = /(`[^`]+`|\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/g;

export function renderInline(text: string): React.ReactNode[] {
  return text.split(TOKEN).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return <InlineCode key={i}>{part.slice(1, -1)}</InlineCode>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={i}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={i}>{part.slice(1, -1)}</em>;
    return part;
  });
}

export default function InlineMarkdown({ text, as: Tag = 'p', className }: { text?: string; as?: 'p' | 'span' | 'div'; className?: string }): JSX.Element | null {
  if (!text) return null;
  return <Tag className={className}>{renderInline(text)}</Tag>;
}
