/**
 * The hosting's rules, read from the files Netlify reads: netlify.toml, and the build's
 * public/_redirects and public/_headers. The local server applies them as Netlify does, so the
 * browser tests exercise the deployed configuration rather than a copy of it:
 * - a request for a file that exists is served, unless a forced rule (`301!`) matches it;
 * - a path without its final slash whose folder holds an index.html is redirected to the slash
 *   (pretty URLs);
 * - otherwise the first matching rule applies: a redirect keeps the query string, a 404 or 200
 *   rule serves its target with that status;
 * - every header rule whose path matches applies; Cache-Control defaults to revalidation.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { encodePath } from './requestTarget';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

export interface HostingRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Rules of a `_redirects` file: `from to status[!]` per line, `#` comments. */
export function parseRedirectsFile(text: string, file = '_redirects'): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const [from, to, status = '301', ...rest] = line.split(/\s+/);
    const match = /^(\d{3})(!?)$/.exec(status);
    if (!to || !match || rest.length > 0 || !from.startsWith('/')) {
      throw new Error(`${file}:${i + 1}: expected "/from /to [status][!]", got "${raw.trim()}".`);
    }
    rules.push({ from, to, status: Number(match[1]), force: match[2] === '!' });
  });
  return rules;
}

/** Rules of a `_headers` file: a path at the start of a line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string, file = '_headers'): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split('\n').forEach((raw, i) => {
    if (!raw.trim() || raw.trim().startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      rules.push({ for: raw.trim(), values: {} });
      return;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(raw);
    const rule = rules[rules.length - 1];
    if (!header || !rule) throw new Error(`${file}:${i + 1}: expected an indented "Name: value" under a path, got "${raw.trim()}".`);
    rule.values[header[1]] = rule.values[header[1]] ? `${rule.values[header[1]]}, ${header[2]}` : header[2];
  });
  return rules;
}

/** The `[[redirects]]` and `[[headers]]` of netlify.toml. */
export function parseNetlifyToml(text: string): HostingRules {
  const config = parseToml(text) as {
    redirects?: { from: string; to: string; status?: number; force?: boolean }[];
    headers?: { for: string; values: Record<string, string> }[];
  };
  return {
    redirects: (config.redirects ?? []).map((r) => ({ from: r.from, to: r.to, status: r.status ?? 301, force: r.force ?? false })),
    headers: (config.headers ?? []).map((h) => ({ for: h.for, values: { ...h.values } })),
  };
}

/** netlify.toml beside `root`'s parent, then the build's own files, which Netlify reads first. */
export function loadHostingRules(root: string, configFile = path.resolve(root, '..', 'netlify.toml')): HostingRules {
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const config = parseNetlifyToml(read(configFile));
  return {
    redirects: [...parseRedirectsFile(read(path.join(root, '_redirects'))), ...config.redirects],
    headers: [...parseHeadersFile(read(path.join(root, '_headers'))), ...config.headers],
  };
}

const withoutSlash = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Netlify matches a rule's `from` ignoring a final slash; `/*` at the end matches the rest, even nothing. */
export function redirectMatches(from: string, pathname: string): boolean {
  if (from.endsWith('/*')) {
    const prefix = from.slice(0, -2);
    return pathname === prefix || pathname.startsWith(`${prefix}/`) || prefix === '';
  }
  return withoutSlash(from).toLowerCase() === withoutSlash(pathname).toLowerCase();
}

// The build's _headers lists every hashed file by name (hundreds of rules): each is compiled once.
const patterns = new Map<string, RegExp>();

/** A header rule's path as Netlify reads it: `*` matches anything, a standalone `*` even nothing. */
export function headerPattern(forPath: string): RegExp {
  let pattern = patterns.get(forPath);
  if (!pattern) {
    pattern = compileHeaderPattern(forPath);
    patterns.set(forPath, pattern);
  }
  return pattern;
}

function compileHeaderPattern(forPath: string): RegExp {
  const parts = forPath
    .split('/')
    .filter(Boolean)
    .map((part) => (part === '*' ? '?(.*)' : part.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('(.*)')));
  return new RegExp(`^/${parts.join('/')}/?$`, 'i');
}

/** The headers of a response to `pathname`: every matching rule, values of one name joined as Netlify joins them. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    if (!headerPattern(rule.for).test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = Object.keys(result).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
      result[key] = result[key] ? `${result[key]}, ${value}` : value;
    }
  }
  if (!Object.keys(result).some((k) => k.toLowerCase() === 'cache-control')) result['Cache-Control'] = DEFAULT_CACHE_CONTROL;
  return result;
}

interface RuleIndex {
  /** Rules without a splat, by their lowercase path without a final slash, with their position. */
  exact: Map<string, { at: number; rule: RedirectRule }[]>;
  splats: { at: number; rule: RedirectRule }[];
}

// The build writes two rules per page: matching each request against all of them was most of the
// server's time under load. Indexed once per set of rules.
const ruleIndexes = new WeakMap<RedirectRule[], RuleIndex>();

function indexRules(rules: RedirectRule[]): RuleIndex {
  const index: RuleIndex = { exact: new Map(), splats: [] };
  rules.forEach((rule, at) => {
    if (rule.from.endsWith('/*')) index.splats.push({ at, rule });
    else {
      const key = withoutSlash(rule.from).toLowerCase();
      index.exact.set(key, [...(index.exact.get(key) ?? []), { at, rule }]);
    }
  });
  return index;
}

/** The rules whose `from` matches `pathname`, in their order (the same as filtering with redirectMatches). */
export function applicableRules(rules: RedirectRule[], pathname: string): RedirectRule[] {
  let index = ruleIndexes.get(rules);
  if (!index) {
    index = indexRules(rules);
    ruleIndexes.set(rules, index);
  }
  const exact = index.exact.get(withoutSlash(pathname).toLowerCase()) ?? [];
  const splats = index.splats.filter(({ rule }) => redirectMatches(rule.from, pathname));
  return [...exact, ...splats].sort((a, b) => a.at - b.at).map(({ rule }) => rule);
}

export type Resolution =
  | { kind: 'file'; file: string; status: number }
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'missing' };

/**
 * What the hosting answers for `pathname` (decoded, without the query). `fileFor` maps a URL
 * path to an existing file of the build, or null.
 */
export function resolveRequest(
  rules: RedirectRule[],
  pathname: string,
  search: string,
  fileFor: (urlPath: string) => string | null,
): Resolution {
  const direct = fileFor(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  // A folder with an index.html is content too (pretty URLs): it shadows the rules like a file.
  const folder = !direct && !pathname.endsWith('/') ? fileFor(`${pathname}/index.html`) : null;
  const applicable = applicableRules(rules, pathname);
  let rule = applicable.find((r) => r.force);
  if (!rule) {
    if (direct) return { kind: 'file', file: direct, status: 200 };
    // The path is decoded: encoded again so that the Location header carries a valid URL.
    if (folder) return { kind: 'redirect', location: `${encodePath(pathname)}/${search}`, status: 301 };
    rule = applicable[0];
    if (!rule) return { kind: 'missing' };
  }
  if (rule.status >= 300 && rule.status < 400) {
    return { kind: 'redirect', location: rule.to.includes('?') ? rule.to : `${rule.to}${search}`, status: rule.status };
  }
  const target = fileFor(rule.to.endsWith('/') ? `${rule.to}index.html` : rule.to);
  return target ? { kind: 'file', file: target, status: rule.status } : { kind: 'missing' };
}
