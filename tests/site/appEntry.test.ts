import fs from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR } from './built';

/**
 * The browser bundle's entry (src/utils/appEntry.js) runs Gatsby's runtime a part at a time. Each
 * part must be a module the runtime itself loads: a part that resolved to another file (an ES
 * module build where the runtime requires the CommonJS one, say) would add a second copy of that
 * library to every page and run it twice. In the built bundles, every module a part names before the
 * last (the runtime, .cache/production-app) must also be required by some other module.
 */
const scripts = fs
  .readdirSync(PUBLIC_DIR)
  .filter((name) => name.endsWith('.js'))
  .map((name) => fs.readFileSync(path.join(PUBLIC_DIR, name), 'utf8'));
const app = scripts.find((text) => text.includes('new MessageChannel') && /\[\(\)=>\w+\(\d+\)(?:,\(\)=>\w+\(\d+\))+\]/.test(text)) ?? '';

describe("the browser bundle's entry", () => {
  const list = app.match(/\[\(\)=>\w+\(\d+\)(?:,\(\)=>\w+\(\d+\))+\]/)?.[0] ?? '';
  const parts = [...list.matchAll(/\(\)=>\w+\((\d+)\)/g)].map((m) => m[1]);

  it('starts the runtime in parts, from the app chunk', () => {
    expect(parts.length).toBeGreaterThanOrEqual(5);
  });

  it('names in each part before the runtime a module that the runtime requires too, so no library is bundled twice', () => {
    const elsewhere = scripts.map((text) => text.replace(list, ''));
    const unused = parts.slice(0, -1).filter((id) => !elsewhere.some((text) => new RegExp(`\\b\\w+\\(${id}\\)`).test(text)));
    expect(unused).toEqual([]);
  });
});
