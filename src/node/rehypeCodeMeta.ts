interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  data?: { meta?: string | null };
  children?: HastNode[];
}

/**
 * Rehype plugin: MDX drops a fence's meta string (`title="…" {1,3}`); this keeps it
 * as the `metastring` prop of the `code` element, where `CodeBlock` reads it.
 */
export default function rehypeCodeMeta() {
  const visit = (node: HastNode): void => {
    if (node.type === 'element' && node.tagName === 'code' && node.data?.meta) {
      node.properties = { ...node.properties, metastring: node.data.meta };
    }
    node.children?.forEach(visit);
  };
  return (tree: HastNode): void => visit(tree);
}
