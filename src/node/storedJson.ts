/**
 * The two largest values of the content nodes, a page's render tree (PageContent.body) and an API
 * operation's view (ApiOperation.view), 19 of the 31 MB of a ×1 build's nodes, are kept in Gatsby's
 * data store as JSON text. Gatsby walks every object of a node it creates (to sanitise it and to
 * track its inline objects) and packs the node into its LMDB store object by object (msgpackr); a
 * string is one value to each. GraphQL gives the value back parsed (the `@storedJson` extension), so
 * the templates, GraphiQL and the page data see the same JSON as before.
 */
declare const json: unique symbol;

/** The JSON text of a value of type T. */
export type StoredJson<T> = string & { readonly [json]: T };

export function storeJson<T>(value: T): StoredJson<T> {
  return JSON.stringify(value) as StoredJson<T>;
}

export function loadJson<T>(text: StoredJson<T>): T {
  return JSON.parse(text) as T;
}

/**
 * The GraphQL field extension `@storedJson`: the field's value is stored as JSON text and resolved
 * parsed. A value that is not text fails the query, naming the type and the field.
 */
export const storedJsonExtension = {
  name: 'storedJson',
  extend: () => ({
    resolve: (source: Record<string, unknown>, _args: unknown, _context: unknown, info: { fieldName: string; parentType: { name: string } }) => {
      const text = source[info.fieldName];
      if (typeof text !== 'string') throw new Error(`${info.parentType.name}.${info.fieldName} is stored as JSON text (src/node/storedJson.ts), and this node holds a ${typeof text}`);
      return loadJson(text as StoredJson<unknown>);
    },
  }),
};
