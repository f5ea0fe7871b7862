/** @jest-environment node */
import { llmsFullTxt, llmsSections, llmsTxt } from '../llms';
import type { SidebarEntry } from '../../theme/DocSidebar/types';

const page = (id: string) => ({ route: `/docs/${id}/`, title: `T ${id}`, description: `D ${id}.` });
const docs = new Map(['index', 'intro', 'online', 'online/card', 'online/wallets/apay', 'api/index', 'api/payment/card', 'specific/shoplist', 'faq'].map((id) => [id, page(id)]));
const doc = (id: string): SidebarEntry => ({ type: 'doc', docId: id, href: `/docs/${id}/`, label: id });
const sidebars = [
  {
    label: 'Documentación',
    entries: [
      doc('index'),
      doc('intro'),
      {
        type: 'category',
        label: 'Pagos online',
        collapsed: false,
        docId: 'online',
        href: '/docs/online/',
        items: [doc('online/card'), { type: 'category', label: 'Monederos', collapsed: true, items: [doc('online/wallets/apay'), doc('unlisted')] }],
      },
      doc('faq'),
    ] as SidebarEntry[],
  },
  { label: 'API', entries: [doc('api/index'), { type: 'category', label: 'payment', collapsed: false, items: [doc('api/payment/card'), doc('intro')] }] as SidebarEntry[] },
];

describe('llms.txt', () => {
  const sections = llmsSections({ locale: 'es', sidebars, docs, posts: [{ route: '/blog/hola/', title: 'Hola', description: 'Post.' }], pages: [{ route: '/markdown-page/', title: 'Convenciones', description: 'Cómo leer.' }] });

  it('has a section per sidebar category, then the tools, the blog and the other pages, each listed page once', () => {
    expect(sections.map((s) => [s.title, s.pages.map((p) => p.route)])).toEqual([
      ['Documentación', ['/docs/index/', '/docs/intro/', '/docs/faq/']],
      ['Documentación › Pagos online', ['/docs/online/', '/docs/online/card/', '/docs/online/wallets/apay/']],
      ['API', ['/docs/api/index/']],
      ['API › payment', ['/docs/api/payment/card/']],
      ['Herramientas', ['/docs/specific/shoplist/']],
      ['Blog', ['/blog/hola/']],
      ['Otras páginas', ['/markdown-page/']],
    ]);
  });

  it('is written in the llmstxt.org format, linking each Markdown copy with its description', () => {
    const text = llmsTxt('es', 'Tesela Developers', 'https://d.example', sections);
    expect(text.startsWith('# Tesela Developers\n\n> Documentación para desarrolladores')).toBe(true);
    expect(text).toContain('https://d.example/en/llms.txt');
    expect(text).toContain('\n## Documentación › Pagos online\n\n- [T online](https://d.example/docs/online.md): D online.\n');
    expect(text).toContain('- [Hola](https://d.example/blog/hola.md): Post.');
    const links = text.match(/^- \[/gm) ?? [];
    expect(links).toHaveLength(11);
  });

  it('llms-full.txt holds every copy in the same order', () => {
    const full = llmsFullTxt(sections, (route) => `# ${route}\n`);
    expect(full.split('\n').filter(Boolean)[0]).toBe('# /docs/index/');
    expect(full.split('\n').filter(Boolean)).toHaveLength(11);
  });
});
