import React from 'react';
import type { ContentNode } from './types';

export type { ContentNode } from './types';

export type ContentComponents = Record<string, React.ElementType>;

export interface Props {
  /** The page's content, from the page query (src/node/mdx/render.ts made it at build time). */
  tree: ContentNode;
  /** The MDX components map: HTML tags it names (a, pre, table) and the authors' components. */
  components: ContentComponents;
}

function renderNode(node: ContentNode, components: ContentComponents): React.ReactNode {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  const component = type === '#' ? React.Fragment : (components[type] ?? type);
  return React.createElement(component, props, ...children.map((child) => renderNode(child, components)));
}

/** Renders a page's content tree through the components map: no code is compiled or evaluated per page. */
export default function MDXContent({ tree, components }: Props): JSX.Element {
  return <>{renderNode(tree, components)}</>;
}
