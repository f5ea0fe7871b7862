/**
 * Fast checks of the MDX content without a build, with the build's own functions: every file
 * parses (src/node/mdx), its front matter passes its kind's schema, it uses only the authors'
 * components and plain attributes, every root link (`/docs/…/#anchor`) points at a page and
 * heading id that exist in the same locale, no code block of the docs or the blog holds a
 * literal secret key (`sk_test_…`, `sk_live_…`): samples read it from the environment, and no
 * table has a header cell without text.
 * Usage: npm run check:content [-- files…]
 */
import fs from 'node:fs';
import path from 'node:path';
import { KEY_VARIABLE } from '../src/node/apiSamples';
import { blogPostFields } from '../src/node/blog';
import { mdxFilesUnder } from '../src/node/files';
import { docFields, markdownPageFields } from '../src/node/content';
import { codeBlocksOf, emptyHeaderCells } from '../src/node/mdx/derive';
import { analyseParsed, type PageFacts } from '../src/node/mdx/page';
import { parseMdx } from '../src/node/mdx/parse';
import type { MdNode } from '../src/node/mdx/tree';
import { isLocale, LOCALES, localizeHref, localizePath, type Locale } from '../src/utils/locale';
import { blogRoute, docRoute, pageRoute } from '../src/utils/routes';

const root = path.resolve(__dirname, '..');
const KINDS = { docs: docFields, pages: markdownPageFields, blog: blogPostFields } as const;
type Kind = keyof typeof KINDS;
/** The kinds whose code blocks must not hold a secret key. */
const KEYLESS_KINDS: readonly Kind[] = ['docs', 'blog'];

/** A secret API key written out: its prefix followed by key characters (`sk_test_…` with an ellipsis is prose). */
const SECRET_KEY = /\bsk_(test|live)_[A-Za-z0-9]+/;
/** A shell line that puts a value in the environment (`export TESELA_SECRET_KEY="sk_test_…"`): where the key belongs. */
const EXPORTS_VARIABLE = /^\s*export\s+[A-Za-z_][A-Za-z0-9_]*=/;
const SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);
/** How a sample in each language reads the key from the environment. */
const READ_KEY: Record<string, string> = {
  bash: `"$${KEY_VARIABLE}"`,
  sh: `"$${KEY_VARIABLE}"`,
  shell: `"$${KEY_VARIABLE}"`,
  zsh: `"$${KEY_VARIABLE}"`,
  console: `"$${KEY_VARIABLE}"`,
  php: `getenv('${KEY_VARIABLE}')`,
  python: `os.environ["${KEY_VARIABLE}"]`,
  javascript: `process.env.${KEY_VARIABLE}`,
  typescript: `process.env.${KEY_VARIABLE}`,
  java: `System.getenv("${KEY_VARIABLE}")`,
  kotlin: `System.getenv("${KEY_VARIABLE}")`,
};

/** A secret key found in a code block: the line of the file it is on and the key's prefix (never the key). */
export interface SecretKeyInCode {
  line: number;
  prefix: 'sk_test_' | 'sk_live_';
  lang: string | null;
}

/**
 * The literal secret keys in the fenced code blocks of an MDX file, read from the build's parsed
 * tree (prose, which may show the key's format, is not read). A shell `export` of an environment
 * variable is allowed: it is how a reader sets the variable the samples read.
 */
export function secretKeysInCode(source: string, tree: ReturnType<typeof parseMdx>['tree']): SecretKeyInCode[] {
  if (!SECRET_KEY.test(source)) return [];
  const lines = source.split(/\r?\n/);
  const found: SecretKeyInCode[] = [];
  for (const block of codeBlocksOf(tree as unknown as MdNode)) {
    if (block.line === null) continue;
    // A fenced block's text starts on the line after its fence; an indented one on its own line.
    const first = block.line + (/^\s*(`{3,}|~{3,})/.test(lines[block.line - 1] ?? '') ? 1 : 0);
    block.value.split('\n').forEach((text, i) => {
      const match = SECRET_KEY.exec(text);
      if (!match || (SHELL.has(block.lang ?? '') && EXPORTS_VARIABLE.test(text))) return;
      found.push({ line: first + i, prefix: `sk_${match[1]}_` as SecretKeyInCode['prefix'], lang: block.lang });
    });
  }
  return found;
}

/** The problem `check:content` reports for a secret key in a code block: where it is and what to write instead. */
export function secretKeyProblem({ line, prefix, lang }: SecretKeyInCode): string {
  const read = READ_KEY[lang ?? ''];
  const what = `line ${line}: a code block has a literal secret key (${prefix}…)`;
  return read
    ? `${what}: read it from the ${KEY_VARIABLE} environment variable instead, with ${read}`
    : `${what}: code reads it from the ${KEY_VARIABLE} environment variable, and a block that only shows a format, such as an HTTP message, writes ${prefix}… instead`;
}

interface Checked {
  file: string;
  locale: string;
  page: PageFacts;
  secretKeys: SecretKeyInCode[];
  /** The lines of table header cells without text. */
  emptyHeaders: number[];
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

function main(): void {
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
    for (const absolute of mdxFilesUnder(path.join(root, 'content', kind))) {
      const file = path.relative(root, absolute).split(path.sep).join('/');
      const relative = path.relative(path.join(root, 'content', kind), absolute);
      try {
        const source = fs.readFileSync(absolute, 'utf8');
        // One parse: the code blocks are read before the analysis consumes the tree.
        const parsed = parseMdx(source, file);
        const secretKeys = KEYLESS_KINDS.includes(kind) ? secretKeysInCode(source, parsed.tree) : [];
        const emptyHeaders = emptyHeaderCells(parsed.tree as unknown as MdNode);
        const page = analyseParsed(parsed, file);
        const fields = KINDS[kind](relative, page);
        targets.set(fields.route, new Set(page.anchors));
        pages.push({ file, locale: fields.locale, page, secretKeys, emptyHeaders });
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
  for (const { file, locale, page, secretKeys, emptyHeaders } of checked) {
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
    for (const found of secretKeys) report(file, secretKeyProblem(found));
    for (const line of emptyHeaders) report(file, `line ${line}: a table's header cell is empty: name its column (a screen reader announces each cell with its column's header)`);
  }
  console.log(problems ? `${problems} problem(s) in ${checked.length} file(s)` : `${checked.length} file(s) checked: no problems`);
  process.exit(problems ? 1 : 0);
}

if (require.main === module) main();
