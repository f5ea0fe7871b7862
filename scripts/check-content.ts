/**
 * Fast checks of the MDX content without a build, with the build's own functions: every file
 * parses (src/node/mdx), its front matter passes its kind's schema, it uses only the authors'
 * components and plain attributes, and every root link (`/docs/…/#anchor`) points at a page and
 * heading id that exist in the same locale. Usage: npm run check:content [-- files…]
 */
import fs from 'node:fs';
import path from 'node:path';
import { blogPostFields } from '../src/node/blog';
import { docFields, markdownPageFields } from '../src/node/content';
import { analyseMdx, type PageFacts } from '../src/node/mdx/page';
import { isLocale, LOCALES, localizeHref, localizePath, type Locale } from '../src/utils/locale';
import { blogRoute, docRoute, pageRoute } from '../src/utils/routes';

const root = path.resolve(__dirname, '..');
const KINDS = { docs: docFields, pages: markdownPageFields, blog: blogPostFields } as const;
type Kind = keyof typeof KINDS;

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.name.endsWith('.mdx') ? [full] : [];
  });
}

interface Checked {
  file: string;
  locale: string;
  page: PageFacts;
}

/** A page that could not be read: links to it are not checked for anchors. */
const ANY_ANCHOR = new Set<string>();

/** The route of a file from its place alone, for a file that could not be read. */
function fallbackRoute(kind: Kind, relative: string): string {
  const [locale, ...rest] = relative.split(path.sep);
  const slug = rest.join('/').replace(/\.mdx$/, '');
  if (!isLocale(locale)) return relative;
  if (kind === 'docs') return docRoute(slug, locale);
  return kind === 'pages' ? pageRoute(slug, locale) : blogRoute(locale, slug);
}

let problems = 0;
const report = (file: string, message: string) => {
  problems += 1;
  console.log(`${file}: ${message}`);
};

/** Every page of the content, analysed once: the link targets come from all of them. */
const pages: Checked[] = [];
/** Route → the anchors of that page. */
const targets = new Map<string, Set<string>>();
for (const kind of Object.keys(KINDS) as Kind[]) {
  for (const absolute of walk(path.join(root, 'content', kind))) {
    const file = path.relative(root, absolute).split(path.sep).join('/');
    const relative = path.relative(path.join(root, 'content', kind), absolute);
    try {
      const page = analyseMdx(fs.readFileSync(absolute, 'utf8'), file);
      const fields = KINDS[kind](relative, page);
      targets.set(fields.route, new Set(page.anchors));
      pages.push({ file, locale: fields.locale, page });
    } catch (error) {
      report(file, (error as Error).message.replace(`${file}: `, '').replace(`${file}:`, 'line '));
      // Its links are not checked, and links to it are not reported again: any anchor passes.
      targets.set(fallbackRoute(kind, relative), ANY_ANCHOR);
    }
  }
}
// Pages the build makes from no single file.
for (const locale of LOCALES) for (const route of ['/', '/docs/tags/', '/blog/']) if (!targets.has(localizePath(route, locale))) targets.set(localizePath(route, locale), new Set());

const only = process.argv.slice(2).map((f) => path.relative(root, path.resolve(f)).split(path.sep).join('/'));
const checked = only.length > 0 ? pages.filter((p) => only.includes(p.file)) : pages;
for (const { file, locale, page } of checked) {
  for (const link of page.links) {
    if (!/^\/(?!\/)/.test(link.url)) continue;
    // Resolved as the page resolves it (src/theme/Link): `.html` dropped, the page's locale added.
    const [, route, hash] = localizeHref(link.url, locale as Locale).match(/^([^#?]*)(?:\?[^#]*)?(#.*)?$/) ?? [];
    if (!route || /\.[a-z]+$/.test(route)) continue;
    const where = link.line ? `line ${link.line}: ` : '';
    const anchors = targets.get(route);
    if (!anchors) report(file, `${where}link to ${route}, which is not a page (routes end with "/")`);
    else if (hash && anchors !== ANY_ANCHOR && !anchors.has(decodeURIComponent(hash.slice(1)))) report(file, `${where}link to ${route}${hash}, which has no heading with that id`);
  }
}
console.log(problems ? `${problems} problem(s) in ${checked.length} file(s)` : `${checked.length} file(s) checked: no problems`);
process.exit(problems ? 1 : 0);
