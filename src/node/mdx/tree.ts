/** The loose view of MDX (mdast) nodes the derivations read: every node kind the parser makes. */
export interface MdNode {
  type: string;
  value?: string;
  depth?: number;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  name?: string | null;
  ordered?: boolean | null;
  attributes?: MdAttribute[];
  children?: MdNode[];
  data?: { hProperties?: Record<string, unknown>; [key: string]: unknown };
  position?: { start: { line: number; column: number }; end: { line: number; column: number } };
}

export interface MdAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string };
}

export const isJsx = (node: MdNode): boolean => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
export const isExpression = (node: MdNode): boolean => node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';

/** A JS comment and nothing else (`{/* truncate *\/}`): MDX renders nothing for it. */
export const isCommentExpression = (node: MdNode): boolean =>
  isExpression(node) && /^\s*(\/\*[\s\S]*?\*\/\s*)+$/.test(node.value ?? '');

/** Calls `visit` on every node, depth first, with its parent. */
export function walk(node: MdNode, visit: (node: MdNode, parent: MdNode | null) => void, parent: MdNode | null = null): void {
  visit(node, parent);
  for (const child of node.children ?? []) walk(child, visit, node);
}

/** The string attributes of a JSX element; `true` for an attribute written without a value. */
export function jsxAttributes(node: MdNode): Map<string, string | true | { expression: string }> {
  const attributes = new Map<string, string | true | { expression: string }>();
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const { value } = attribute;
    attributes.set(attribute.name, value === null || value === undefined ? true : typeof value === 'string' ? value : { expression: value.value });
  }
  return attributes;
}

/** The text a reader sees in a node: text, inline code and the text inside links and JSX. */
export function textOf(node: MdNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? '';
  if (node.type === 'code' || isExpression(node) || node.type === 'mdxjsEsm') return '';
  return (node.children ?? []).map(textOf).join('');
}
