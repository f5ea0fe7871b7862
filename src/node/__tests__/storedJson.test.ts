/** @jest-environment node */
import { loadJson, storeJson, storedJsonExtension } from '../storedJson';

describe('storedJson', () => {
  const tree = { type: 'root', children: [{ type: 'element', tagName: 'h2', properties: { id: 'cómo-pagar' }, children: [{ type: 'text', value: '«Pagar» ✓' }] }] };

  it('keeps a value as one JSON string and gives back an equal value', () => {
    const text = storeJson(tree);
    expect(typeof text).toBe('string');
    expect(loadJson(text)).toEqual(tree);
  });

  it('resolves a field stored as text to the parsed value, as GraphQL queries read it', () => {
    const { resolve } = storedJsonExtension.extend();
    const info = { fieldName: 'body', parentType: { name: 'PageContent' } };
    expect(resolve({ body: storeJson(tree) }, {}, {}, info)).toEqual(tree);
  });

  it('fails a query on a node that holds the value unstored, naming the type and the field', () => {
    const { resolve } = storedJsonExtension.extend();
    const info = { fieldName: 'view', parentType: { name: 'ApiOperation' } };
    expect(() => resolve({ view: { method: 'post' } }, {}, {}, info)).toThrow('ApiOperation.view is stored as JSON text');
  });
});
