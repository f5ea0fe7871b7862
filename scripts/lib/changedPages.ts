/**
 * The pages a change touches, when the change can be known: with GATE_CHANGED_SINCE set to a git
 * revision (`GATE_CHANGED_SINCE=origin/main npm run test:e2e`), every built page whose source file
 * changed since that revision joins the Chromium sample, in both locales. Without it, or without
 * git, no page is added: the sample of page kinds still runs.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** The route of a content file (`content/docs/es/api/index.mdx` → `/docs/api/`), or null for other files. */
export function routeOfSource(file: string): string | null {
  const match = /^content\/(docs|blog|pages)\/(es|en)\/(.+)\.mdx$/.exec(file);
  if (!match) return null;
  const [, section, locale, id] = match;
  const prefix = locale === 'en' ? '/en' : '';
  const slug = id === 'index' ? '' : id.endsWith('/index') ? `${id.slice(0, -'/index'.length)}/` : `${id}/`;
  if (section === 'pages') return `${prefix}/${slug}`;
  return `${prefix}/${section}/${slug}`;
}

/** Routes whose source changed since GATE_CHANGED_SINCE, in both locales; empty when that cannot be known. */
export function changedRoutes(since = process.env.GATE_CHANGED_SINCE, cwd = ROOT): string[] {
  if (!since) return [];
  let files: string[];
  try {
    files = execFileSync('git', ['diff', '--name-only', '--diff-filter=ACMR', `${since}...HEAD`, '--', 'content'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n');
  } catch {
    return [];
  }
  const routes = new Set<string>();
  for (const route of files.map(routeOfSource)) {
    if (!route) continue;
    routes.add(route);
    routes.add(route.startsWith('/en/') ? route.slice(3) : `/en${route}`);
  }
  return [...routes].sort();
}
