/** React props of a content element, as the build computed them (className, aria-*, component attributes). */
export type ContentProps = Record<string, unknown>;

/**
 * A page's content as the page query carries it: text, or an element as `[type, props, ...children]`
 * where `type` is an HTML tag, the name of an MDX component (`Tabs`, `ApiOperation`…) or `#` for a
 * fragment. Built from the parsed MDX by src/node/mdx/render.ts.
 */
export type ContentNode = string | [type: string, props: ContentProps | null, ...children: ContentNode[]];
