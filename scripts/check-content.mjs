#!/usr/bin/env node
/**
 * Fast checks of MDX content without a build: every file compiles as MDX 2 (+ GFM), has valid
 * front matter with a title and description, and every root link (`/docs/…/#anchor`) points at a
 * page and heading id that exist in content/. Usage: npm run check:content [-- files…]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { parse as parseYaml } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const content = path.join(root, 'content');

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : e.name.endsWith('.mdx') ? [full] : [];
  });
}

function split(text) {
  const m = text.match(/^---\n([\s\S]*?)\n---\n/);
  return { fm: m ? m[1] : null, body: m ? text.slice(m[0].length) : text };
}

/** Route (without locale) and explicit heading ids of every Spanish doc and page. */
const targets = new Map();
for (const [kind, base] of [['docs', '/docs/'], ['pages', '/']]) {
  for (const file of walk(path.join(content, kind, 'es'))) {
    const id = path.relative(path.join(content, kind, 'es'), file).split(path.sep).join('/').replace(/\.mdx$/, '');
    const route = id === 'index' ? base : id.endsWith('/index') ? `${base}${id.slice(0, -5)}` : `${base}${id}/`;
    const ids = new Set([...fs.readFileSync(file, 'utf8').matchAll(/\\\{#([A-Za-z0-9_-]+)\\\}/g)].map((m) => m[1]));
    targets.set(route, ids);
  }
}
for (const route of ['/', '/docs/tags/']) if (!targets.has(route)) targets.set(route, new Set());

const files = process.argv.slice(2).length ? process.argv.slice(2).map((f) => path.resolve(f)) : [...walk(path.join(content, 'docs')), ...walk(path.join(content, 'pages'))];
let problems = 0;
const report = (file, message) => {
  problems += 1;
  console.log(`${path.relative(root, file)}: ${message}`);
};

for (const file of files) {
  const text = fs.readFileSync(file, 'utf8');
  const { fm, body } = split(text);
  let data = null;
  try {
    data = parseYaml(fm ?? '') ?? {};
  } catch (error) {
    report(file, `front matter is not valid YAML (quote values that contain ": "): ${String(error.message).split('\n')[0]}`);
  }
  if (data && (typeof data.title !== 'string' || typeof data.description !== 'string')) report(file, 'front matter needs a title and a description');
  try {
    await compile(body, { remarkPlugins: [remarkGfm] });
  } catch (error) {
    report(file, `MDX does not compile: ${error.message}${error.line ? ` (body line ${error.line})` : ''}`);
  }
  let inFence = false;
  body.split('\n').forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    for (const m of line.matchAll(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g)) {
      const [, route, hash] = m;
      const ids = targets.get(route);
      if (!ids) report(file, `line ${i + 1}: link to ${route}, which is not a page (routes end with "/")`);
      else if (hash && !ids.has(hash.slice(1))) report(file, `line ${i + 1}: link to ${route}${hash}, which has no heading with that id`);
    }
  });
}
console.log(problems ? `${problems} problem(s) in ${files.length} file(s)` : `${files.length} file(s) checked: no problems`);
process.exit(problems ? 1 : 0);
