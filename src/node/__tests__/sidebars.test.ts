/** @jest-environment node */
import { checkSidebarDocIds, neighbours, parseSidebars, resolveSidebar, sidebarDocIds, sidebarOfDoc, type DocSummary } from '../sidebars';

const FILE = 'content/sidebars.yaml';
const YAML = `
docuSidebar:
  - index
  - type: category
    label: { es: Riesgo, en: Risk }
    link: documentation/risk/index
    items:
      - documentation/risk/3dsecure
      - type: doc
        id: documentation/risk/sca
        label: { es: SCA (PSD2), en: SCA (PSD2) }
  - type: link
    href: https://status.tesela.example
    label: { es: Estado, en: Status }
apiSidebar:
  - api/index
`;

const doc = (docId: string, title: string, unlisted = false): [string, DocSummary] => [
  docId,
  { docId, title, route: `/en/docs/${docId}/`, unlisted, sidebarLabel: null },
];

describe('parseSidebars', () => {
  it('normalizes doc id shorthands and category defaults', () => {
    const sidebars = parseSidebars(YAML, FILE);
    expect(sidebars.docuSidebar[0]).toEqual({ type: 'doc', id: 'index' });
    expect(sidebars.docuSidebar[1]).toMatchObject({ type: 'category', collapsed: true });
  });

  it('names the file and the path of a malformed item', () => {
    expect(() => parseSidebars('docuSidebar:\n  - type: category\n    label: { es: A, en: B }\n    items: []\n', FILE)).toThrow(
      'content/sidebars.yaml: invalid sidebars: key "docuSidebar[0].items" must not be empty: a category needs at least one item.',
    );
  });

  it('names the file on invalid YAML', () => {
    expect(() => parseSidebars('docuSidebar: [', FILE)).toThrow('content/sidebars.yaml: not valid YAML');
  });
});

describe('sidebar helpers', () => {
  const sidebars = parseSidebars(YAML, FILE);

  it('lists doc ids in reading order, category links first', () => {
    expect(sidebarDocIds(sidebars.docuSidebar)).toEqual([
      'index',
      'documentation/risk/index',
      'documentation/risk/3dsecure',
      'documentation/risk/sca',
    ]);
  });

  it('finds the sidebar of a doc', () => {
    expect(sidebarOfDoc(sidebars, 'api/index')).toBe('apiSidebar');
    expect(sidebarOfDoc(sidebars, 'specific/shoplist')).toBeNull();
  });

  it('reports ids that are not docs and lists the available ids', () => {
    const errors = checkSidebarDocIds(sidebars, ['index', 'api/index', 'documentation/risk/3dsecure', 'documentation/risk/index'], FILE);
    expect(errors).toEqual([
      'content/sidebars.yaml: sidebar "docuSidebar" names doc id "documentation/risk/sca", which is not a doc. Available ids: api/index, documentation/risk/3dsecure, documentation/risk/index, index.',
    ]);
  });

  it('resolves labels for a locale and leaves unlisted docs out', () => {
    const docs = new Map([
      doc('index', 'Welcome'),
      doc('documentation/risk/index', 'Risk and security'),
      doc('documentation/risk/3dsecure', '3-D Secure', true),
      doc('documentation/risk/sca', 'Strong Customer Authentication'),
    ]);
    expect(resolveSidebar(sidebars.docuSidebar, 'en', docs)).toEqual([
      { type: 'doc', docId: 'index', href: '/en/docs/index/', label: 'Welcome' },
      {
        type: 'category',
        label: 'Risk',
        collapsed: true,
        docId: 'documentation/risk/index',
        href: '/en/docs/documentation/risk/index/',
        items: [{ type: 'doc', docId: 'documentation/risk/sca', href: '/en/docs/documentation/risk/sca/', label: 'SCA (PSD2)' }],
      },
      { type: 'link', href: 'https://status.tesela.example', label: 'Status' },
    ]);
  });

  it('gives the neighbours of a doc in an order', () => {
    expect(neighbours(['a', 'b', 'c'], 'b')).toEqual({ prev: 'a', next: 'c' });
    expect(neighbours(['a', 'b', 'c'], 'a')).toEqual({ prev: null, next: 'b' });
    expect(neighbours(['a'], 'z')).toEqual({ prev: null, next: null });
  });
});
