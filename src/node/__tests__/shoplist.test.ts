/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { guideDocId, parseShopList, SHOPLIST_FILE } from '../shoplist';

const ROOT = path.resolve(__dirname, '../../..');
const FILE = 'content/shoplist.yaml';
const docs = new Set(['intro_hpp', 'hpp', 'documentation/integration/builder']);
const exists = (id: string) => docs.has(id);

const valid = `
features:
  card: { es: Pago con tarjeta, en: Card payments }
  bizum: { es: Bizum, en: Bizum }
platforms:
  - id: shop-a
    name: Shop A
    pluginVersion: 1.2.3
    minPlatformVersion: 1.7.8
    features: [bizum, card]
    guide: /docs/intro_hpp/
    note: { es: Nota, en: Note }
  - id: shop-b
    name: Shop B
    pluginVersion: 2.0.0-beta.1
    minPlatformVersion: null
    features: [card]
    guide: /docs/documentation/integration/builder/
    note: { es: Otra nota, en: Another note }
`;

/** The valid file with one line of platform shop-a replaced. */
const withLine = (from: string, to: string) => {
  expect(valid).toContain(from);
  return valid.replace(from, to);
};

describe('parseShopList', () => {
  it('reads features and platforms, features in the order of the list', () => {
    const list = parseShopList(valid, FILE, exists);
    expect(list.features).toEqual([
      { id: 'card', label: { es: 'Pago con tarjeta', en: 'Card payments' } },
      { id: 'bizum', label: { es: 'Bizum', en: 'Bizum' } },
    ]);
    expect(list.platforms.map((p) => p.id)).toEqual(['shop-a', 'shop-b']);
    expect(list.platforms[0]).toMatchObject({ pluginVersion: '1.2.3', minPlatformVersion: '1.7.8', features: ['card', 'bizum'], note: { es: 'Nota', en: 'Note' } });
    expect(list.platforms[1].minPlatformVersion).toBeNull();
  });

  it.each([
    ['an unknown feature', withLine('features: [bizum, card]', 'features: [bizum, paypal]'), /^content\/shoplist\.yaml: invalid platform list: key "platforms\[0\]\.features\[1\]" in entry "shop-a" cannot be "paypal" \(allowed: card, bizum\)\.$/],
    ['a plugin version that is not semver', withLine('pluginVersion: 1.2.3', 'pluginVersion: "1.2"'), /key "platforms\[0\]\.pluginVersion" in entry "shop-a" must be a semantic version such as 3\.4\.2/],
    ['a plugin version YAML reads as a number', withLine('pluginVersion: 1.2.3', 'pluginVersion: 1.2'), /key "platforms\[0\]\.pluginVersion" in entry "shop-a" must be a semantic version such as 3\.4\.2 \(quote it in YAML if needed\)/],
    ['a minimum version that is not a version', withLine('minPlatformVersion: 1.7.8', 'minPlatformVersion: latest'), /key "platforms\[0\]\.minPlatformVersion" in entry "shop-a" must be a version .*or null for a hosted platform/],
    ['a note without English', withLine('note: { es: Nota, en: Note }', 'note: { es: Nota }'), /missing required key "platforms\[0\]\.note\.en" in entry "shop-a"/],
    ['a note in another locale', withLine('note: { es: Nota, en: Note }', 'note: { es: Nota, en: Note, fr: Note }'), /unknown key "platforms\[0\]\.note\.fr" in entry "shop-a" \(allowed: es, en\)/],
    ['a feature label without Spanish', valid.replace('bizum: { es: Bizum, en: Bizum }', 'bizum: { en: Bizum }'), /missing required key "features\.bizum\.es"/],
    ['a guide to a doc that does not exist', withLine('guide: /docs/intro_hpp/', 'guide: /docs/plugins/prestashop/'), /key "platforms\[0\]\.guide" in entry "shop-a" is "\/docs\/plugins\/prestashop\/", which is not a doc: there is no content\/docs\/<locale>\/plugins\/prestashop\.mdx/],
    ['a guide with the locale or without the final slash', withLine('guide: /docs/intro_hpp/', 'guide: /en/docs/intro_hpp'), /key "platforms\[0\]\.guide" in entry "shop-a" must be a root path to a doc/],
    ['a missing key', withLine('    name: Shop A\n', ''), /missing required key "platforms\[0\]\.name" in entry "shop-a"/],
    ['an unknown key', withLine('    name: Shop A\n', '    name: Shop A\n    price: 0\n'), /unknown key "platforms\[0\]\.price" in entry "shop-a" \(allowed: id, name, pluginVersion, minPlatformVersion, features, guide, note\)/],
    ['a duplicate id', withLine('id: shop-b', 'id: shop-a'), /key "platforms\[1\]\.id" in entry "shop-a" is "shop-a", the id of another platform; ids must be unique/],
    ['a feature listed twice', withLine('features: [bizum, card]', 'features: [card, card]'), /key "platforms\[0\]\.features\[1\]" in entry "shop-a" is "card", which the list already names/],
    ['no platforms', 'features:\n  card: { es: a, en: b }\nplatforms: []\n', /key "platforms" must list at least one platform/],
    ['an unknown top-level key', `${valid}\nextra: 1\n`, /unknown key "extra" \(allowed: features, platforms\)/],
    ['an empty file', '', /^content\/shoplist\.yaml: invalid platform list: the top level is empty\.$/],
    ['invalid YAML', 'features: [', /content\/shoplist\.yaml: not valid YAML/],
  ])('rejects %s, naming the file, the entry and the key', (_what, text, message) => {
    expect(() => parseShopList(text, FILE, exists)).toThrow(message);
  });

  it('names an entry without an id by its position', () => {
    expect(() => parseShopList(withLine('  - id: shop-b\n', '  - \n'), FILE, exists)).toThrow(/missing required key "platforms\[1\]\.id"/);
  });
});

describe('guideDocId', () => {
  it('maps a guide path to a doc id', () => {
    expect(guideDocId('/docs/intro_hpp/')).toBe('intro_hpp');
    expect(guideDocId('/docs/documentation/integration/api/')).toBe('documentation/integration/api');
    expect(guideDocId('/docs/')).toBe('index');
    expect(guideDocId('/docs/intro_hpp')).toBeNull();
    expect(guideDocId('https://example.com/docs/x/')).toBeNull();
  });

});

describe('content/shoplist.yaml', () => {
  const docExists = (id: string) =>
    ['es', 'en'].every(
      (locale) => fs.existsSync(path.join(ROOT, 'content/docs', locale, `${id}.mdx`)) || fs.existsSync(path.join(ROOT, 'content/docs', locale, id, 'index.mdx')),
    );

  it('is valid, with 10 to 14 platforms whose guides are docs in both locales', () => {
    const list = parseShopList(fs.readFileSync(path.join(ROOT, SHOPLIST_FILE), 'utf8'), SHOPLIST_FILE, docExists);
    expect(list.platforms.length).toBeGreaterThanOrEqual(10);
    expect(list.platforms.length).toBeLessThanOrEqual(14);
    expect(list.features.map((f) => f.id)).toEqual(['card', '3ds', 'tokenization', 'refunds', 'capture', 'bizum', 'applepay', 'googlepay', 'paybylink', 'subscriptions']);
  });
});
