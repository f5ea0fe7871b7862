import { languageOf, parseCodeMeta } from '../../theme/CodeBlock/meta';
import { highlightCode } from '../../theme/CodeBlock/highlight';

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string | null };
  children?: HastNode[];
}

const textOf = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''));

/**
 * Rehype plugin for fenced code blocks (`pre > code`):
 * - MDX drops a fence's meta string (`title="…" {1,3}`); it is kept as the `metastring` prop of
 *   the `code` element, where `CodeBlock` reads it;
 * - the code is highlighted here, at build time, into the `html` prop (see `highlightCode`), so
 *   that pages ship neither Prism nor one React element per token.
 */
export default function rehypeCodeMeta() {
  const visit = (node: HastNode): void => {
    if (node.type === 'element' && node.tagName === 'pre') {
      const code = node.children?.find((c) => c.type === 'element' && c.tagName === 'code');
      if (code) {
        const className = ([] as unknown[]).concat(code.properties?.className ?? []).join(' ');
        const meta = code.data?.meta ?? undefined;
        const text = textOf(code).replace(/\n$/, '');
        code.properties = {
          ...code.properties,
          ...(meta ? { metastring: meta } : {}),
          html: highlightCode(text, languageOf(className), parseCodeMeta(meta).highlight),
        };
      }
      return;
    }
    node.children?.forEach(visit);
  };
  return (tree: HastNode): void => visit(tree);
}
