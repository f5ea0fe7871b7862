/**
 * A page's content as data: the parsed MDX tree turned, at build time, into a serialisable tree of
 * React elements (`ContentNode`) that the page query carries and `MDXContent` renders through the
 * MDX components map. Webpack therefore compiles one template per page kind, whatever the number
 * of pages, and nothing is evaluated in the browser (no eval, no new Function).
 */
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { ContentNode, ContentProps } from '../../theme/MDXContent/types';
import rehypeCodeMeta from './rehypeCodeMeta';
import { at } from './parse';
import { isCommentExpression, isExpression, isJsx, jsxAttributes, type MdNode } from './tree';

const JSX_TYPES = ['mdxJsxFlowElement', 'mdxJsxTextElement'];
const toHast = unified().use(remarkRehype, { passThrough: JSX_TYPES }).use(rehypeCodeMeta);

/** The marker of a fragment (the tree's root) in a `ContentNode`. */
export const FRAGMENT = '#';

interface HastNode {
  type: string;
  tagName?: string;
  name?: string | null;
  properties?: Record<string, unknown>;
  attributes?: MdNode['attributes'];
  children?: HastNode[];
  position?: MdNode['position'];
}

/**
 * Checks what the browser could only run by evaluating code, and drops MDX comments. Imports,
 * exports and `{expressions}` fail the build naming the file and line: components come from the
 * components map, and every attribute is a plain string.
 */
function checkStatic(node: MdNode, file: string): void {
  if (!node.children) return;
  node.children = node.children.filter((child) => !isCommentExpression(child));
  for (const child of node.children) {
    if (child.type === 'mdxjsEsm') {
      throw new Error(`${at(file, child)}: import and export are not supported: the components (Admonition, Tabs, ApiOperation…) need no import.`);
    }
    if (isExpression(child)) {
      throw new Error(`${at(file, child)}: the expression {${child.value}} would need code to run in the browser; write it as text, or escape the braces (\\{ and \\}).`);
    }
    if (isJsx(child)) {
      for (const attribute of child.attributes ?? []) {
        if (attribute.type !== 'mdxJsxAttribute') {
          throw new Error(`${at(file, child)}: <${child.name}> spreads an expression into its attributes; write each attribute as a plain string.`);
        }
      }
      for (const [name, value] of jsxAttributes(child)) {
        if (typeof value === 'object') {
          throw new Error(`${at(file, child)}: <${child.name} ${name}={…}> — write ${name} as a plain string (${name}="…"): nothing is evaluated at run time.`);
        }
      }
    }
    checkStatic(child, file);
  }
}

/** MDX's JSX elements become ordinary elements whose tag is the component's name and whose properties are the attributes. */
function jsxToElements(node: HastNode): void {
  if (node.type && JSX_TYPES.includes(node.type)) {
    const properties: Record<string, unknown> = {};
    for (const [name, value] of jsxAttributes(node as MdNode)) properties[name] = value;
    node.type = 'element';
    // A fragment (`<>…</>`) has no name.
    node.tagName = node.name || 'Fragment';
    node.properties = properties;
    delete node.name;
    delete node.attributes;
  }
  node.children?.forEach(jsxToElements);
}

/**
 * An element under construction. hast-util-to-jsx-runtime tells one child from several with
 * Array.isArray, so elements are boxed while it runs (a ContentNode element is itself an array).
 */
class Built {
  constructor(readonly node: ContentNode) {}
}

const unbox = (child: unknown): ContentNode => (child instanceof Built ? child.node : (child as string));

/** The element factory handed to hast-util-to-jsx-runtime (as both `jsx` and `jsxs`). */
function element(type: unknown, props: Record<string, unknown>): Built {
  const { children, ...rest } = props;
  const kids = children === undefined ? [] : Array.isArray(children) ? children : [children];
  const own: ContentProps | null = Object.keys(rest).length > 0 ? rest : null;
  return new Built([type === 'Fragment' ? FRAGMENT : String(type), own, ...kids.map(unbox)]);
}

/**
 * The render tree of a parsed page (after `assignHeadingIds`, so headings carry their ids): HTML
 * elements with React's property names, MDX components by name, code blocks highlighted.
 */
export function renderTree(tree: MdNode, file: string): ContentNode {
  checkStatic(tree, file);
  // The tree is not used after rendering (analyseMdx renders last), so it is converted in place.
  const hast = toHast.runSync(tree as never) as unknown as HastNode;
  jsxToElements(hast);
  const built = toJsxRuntime(hast as never, { Fragment: FRAGMENT, jsx: element as never, jsxs: element as never, passKeys: false, filePath: file });
  return unbox(built);
}
