/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { scaleArgument } from '../lib/scaleBench';
import { makeScaledCopy, prefixEntry, scaledSidebars } from '../lib/scaleSite';

const SIDEBARS = `docuSidebar:
  - index
  - type: category
    label: { es: Pagos, en: Payments }
    link: documentation/online/index
    items:
      - documentation/online/tokenization
      - type: doc
        id: hpp
        label: { es: Pasarela, en: Gateway }
      - type: link
        href: https://dashboard.example.com/
        label: { es: Panel, en: Dashboard }
apiSidebar:
  - api/intro
`;

describe('prefixEntry', () => {
  it('moves every doc id, category link and nested item under scale<k>/, and leaves external links alone', () => {
    expect(prefixEntry('index', 3)).toBe('scale3/index');
    const sidebars = parse(SIDEBARS) as { docuSidebar: unknown[] };
    expect(prefixEntry(sidebars.docuSidebar[1] as never, 2)).toEqual({
      type: 'category',
      label: { es: 'Pagos', en: 'Payments' },
      link: 'scale2/documentation/online/index',
      items: ['scale2/documentation/online/tokenization', { type: 'doc', id: 'scale2/hpp', label: { es: 'Pasarela', en: 'Gateway' } }, { type: 'link', href: 'https://dashboard.example.com/', label: { es: 'Panel', en: 'Dashboard' } }],
    });
  });
});

describe('scaledSidebars', () => {
  it('adds one collapsed category per copy to each sidebar, after the originals', () => {
    const scaled = parse(scaledSidebars(SIDEBARS, 3)) as Record<string, { label?: unknown; items?: unknown[] }[]>;
    expect(scaled.apiSidebar).toEqual(['api/intro', { type: 'category', label: { es: 'Copia 2', en: 'Copy 2' }, collapsed: true, items: ['scale2/api/intro'] }, { type: 'category', label: { es: 'Copia 3', en: 'Copy 3' }, collapsed: true, items: ['scale3/api/intro'] }]);
    expect(scaled.docuSidebar).toHaveLength(4);
  });

  it('leaves the sidebars as they are at ×1', () => {
    expect(parse(scaledSidebars(SIDEBARS, 1))).toEqual(parse(SIDEBARS));
  });
});

describe('makeScaledCopy', () => {
  let repo: string;
  let target: string;
  beforeAll(() => {
    repo = fs.mkdtempSync(path.join(os.tmpdir(), 'tesela-scale-repo-'));
    target = fs.mkdtempSync(path.join(os.tmpdir(), 'tesela-scale-copy-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      fs.writeFileSync(path.join(repo, file), text);
    };
    write('content/sidebars.yaml', SIDEBARS);
    write('content/docs/tags.yaml', 'pci: {}\n');
    for (const locale of ['es', 'en']) {
      write(`content/docs/${locale}/index.mdx`, `# ${locale}`);
      write(`content/docs/${locale}/documentation/online/tokenization.mdx`, '# token');
      write(`content/docs/${locale}/documentation/online/card.png`, 'png');
    }
    write('package.json', '{}');
    write('untracked.txt', 'not in git');
    fs.mkdirSync(path.join(repo, 'node_modules'));
    execFileSync('git', ['init', '-q'], { cwd: repo });
    execFileSync('git', ['add', 'content', 'package.json'], { cwd: repo });
  });
  afterAll(() => {
    fs.rmSync(repo, { recursive: true, force: true });
    fs.rmSync(target, { recursive: true, force: true });
  });

  it('copies the tracked files, links node_modules and repeats every docs file of both locales under scale<k>/', () => {
    const copy = makeScaledCopy(repo, target, 3);
    expect(copy.docsFiles).toBe(2 * 3 * 3);
    for (const locale of ['es', 'en']) {
      for (const k of [2, 3]) {
        expect(fs.readFileSync(path.join(target, `content/docs/${locale}/scale${k}/documentation/online/tokenization.mdx`), 'utf8')).toBe('# token');
        expect(fs.existsSync(path.join(target, `content/docs/${locale}/scale${k}/documentation/online/card.png`))).toBe(true);
      }
    }
    expect(fs.existsSync(path.join(target, 'content/docs/scale2'))).toBe(false);
    expect(fs.existsSync(path.join(target, 'untracked.txt'))).toBe(false);
    expect(fs.lstatSync(path.join(target, 'node_modules')).isSymbolicLink()).toBe(true);
    expect((parse(fs.readFileSync(path.join(target, 'content/sidebars.yaml'), 'utf8')) as { apiSidebar: unknown[] }).apiSidebar).toHaveLength(3);
  });

  it('is the site as it is at ×1, and refuses a count that is not a whole number from 1', () => {
    expect(makeScaledCopy(repo, target, 1).docsFiles).toBe(6);
    expect(() => makeScaledCopy(repo, target, 0)).toThrow('--scale: expected a whole number of copies, 1 or more; got 0.');
  });
});

describe('scaleArgument', () => {
  it('reads --scale N, --scale=N and a list, and is null without the flag', () => {
    expect(scaleArgument(['node', 'bench', '--scale', '10'])).toEqual([10]);
    expect(scaleArgument(['node', 'bench', '--scale=1,5,10'])).toEqual([1, 5, 10]);
    expect(scaleArgument(['node', 'bench', '--no-load'])).toBeNull();
  });

  it('names what is allowed when the value is missing or wrong', () => {
    expect(() => scaleArgument(['--scale'])).toThrow('--scale: expected whole numbers from 1 to 50, separated by commas (for example --scale 1,5,10); got "".');
    expect(() => scaleArgument(['--scale', 'ten'])).toThrow('got "ten"');
    expect(() => scaleArgument(['--scale', '0,5'])).toThrow('got "0,5"');
  });
});
