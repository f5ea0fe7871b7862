/**
 * The scale bench's synthetic site (issue 15): a copy of the repository in which every docs page
 * (guides, API pages, tools, in both locales) is repeated under new ids,
 * `content/docs/<locale>/scale<k>/…` for k = 2…N, so the copy has N times the docs. Each sidebar
 * gets one category per copy holding the copied entries, so the copies are listed, ordered and
 * linked as the originals are (an unlisted original stays unlisted in its copies).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument, stringify } from 'yaml';
import { filesUnder } from '../../src/node/files';
import { LOCALES } from '../../src/utils/locale';

type Entry = string | { type?: string; id?: string; link?: string; items?: Entry[]; [key: string]: unknown };

/** A sidebar entry with every doc id in it moved under `scale<k>/`; links to other sites stay. */
export function prefixEntry(entry: Entry, k: number): Entry {
  const prefix = (id: string) => `scale${k}/${id}`;
  if (typeof entry === 'string') return prefix(entry);
  const copy: Entry = { ...entry };
  if (typeof copy.id === 'string') copy.id = prefix(copy.id);
  if (typeof copy.link === 'string') copy.link = prefix(copy.link);
  if (Array.isArray(copy.items)) copy.items = copy.items.map((item) => prefixEntry(item, k));
  return copy;
}

/** content/sidebars.yaml with, in each sidebar, one collapsed category per copy k = 2…n. */
export function scaledSidebars(yamlText: string, n: number): string {
  const sidebars = parseDocument(yamlText).toJS() as Record<string, Entry[]>;
  const scaled: Record<string, Entry[]> = {};
  for (const [name, items] of Object.entries(sidebars)) {
    scaled[name] = [...items];
    for (let k = 2; k <= n; k += 1) {
      scaled[name].push({ type: 'category', label: { es: `Copia ${k}`, en: `Copy ${k}` }, collapsed: true, items: items.map((item) => prefixEntry(item, k)) });
    }
  }
  return stringify(scaled);
}

/** Every file under a folder, as paths relative to it. */
const relativeFilesUnder = (dir: string): string[] => filesUnder(dir).map((file) => path.relative(dir, file));

export interface ScaledCopy {
  dir: string;
  /** Docs files (MDX and their assets) in the copy, all locales. */
  docsFiles: number;
}

/**
 * Writes the synthetic site into `target` (emptied first): the repository's tracked files, its
 * node_modules linked, and the docs repeated `n` times. n = 1 is the site as it is.
 */
export function makeScaledCopy(root: string, target: string, n: number): ScaledCopy {
  if (!Number.isInteger(n) || n < 1) throw new Error(`--scale: expected a whole number of copies, 1 or more; got ${n}.`);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(target, file));
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'), 'dir');

  const docsRoot = path.join(target, 'content', 'docs');
  for (const locale of LOCALES) {
    const localeDir = path.join(docsRoot, locale);
    const originals = relativeFilesUnder(localeDir);
    for (let k = 2; k <= n; k += 1) {
      for (const file of originals) {
        const to = path.join(localeDir, `scale${k}`, file);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.copyFileSync(path.join(localeDir, file), to);
      }
    }
  }
  const sidebarsFile = path.join(target, 'content', 'sidebars.yaml');
  fs.writeFileSync(sidebarsFile, scaledSidebars(fs.readFileSync(sidebarsFile, 'utf8'), n));
  return { dir: target, docsFiles: LOCALES.reduce((sum, locale) => sum + filesUnder(path.join(docsRoot, locale)).length, 0) };
}
