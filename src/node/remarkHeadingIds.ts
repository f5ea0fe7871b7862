import { createHeadingIdAllocator, splitHeadingId } from './headings';

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown>; id?: string };
}

function textOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function visitHeadings(node: MdNode, visit: (heading: MdNode) => void): void {
  if (node.type === 'heading') visit(node);
  for (const child of node.children ?? []) visitHeadings(child, visit);
}

/**
 * Remark plugin: gives every heading an id, the explicit `{#id}` written at its end
 * (removed from the text) or a slug of its text, exactly as `outline()` computes them,
 * so the table of contents, search records and links agree with the rendered page.
 */
export default function remarkHeadingIds() {
  return (tree: MdNode): void => {
    const allocate = createHeadingIdAllocator();
    visitHeadings(tree, (heading) => {
      const children = heading.children ?? [];
      const last = children[children.length - 1];
      let explicitId: string | undefined;
      if (last && last.type === 'text') {
        const split = splitHeadingId(last.value ?? '');
        if (split.explicitId) {
          explicitId = split.explicitId;
          last.value = (last.value ?? '').replace(/\s*\{#[A-Za-z0-9_-]+\}\s*$/, '');
          if (last.value === '') children.pop();
        }
      }
      const id = allocate({ text: textOf(heading).trim(), explicitId });
      heading.data = { ...heading.data, id, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}
