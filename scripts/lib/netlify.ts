/**
 * The hosting's rules, read with Netlify's own parsers (@netlify/headers-parser and
 * @netlify/redirect-parser) from the files Netlify reads: netlify.toml, and the build's
 * public/_redirects and public/_headers. The production server (scripts/lib/server.ts), the
 * hosting check (scripts/check-hosting.ts) and the tests all read them here. The local server
 * applies them as Netlify does, so the browser tests exercise the deployed configuration rather
 * than a copy of it:
 * - a request for a file that exists is served, unless a forced rule (`301!`) matches it;
 * - a path without its final slash whose folder holds an index.html is redirected to the slash
 *   (pretty URLs);
 * - otherwise the first matching rule applies: a redirect keeps the query string, a 404 or 200
 *   rule serves its target with that status;
 * - every header rule whose path matches applies; Cache-Control defaults to revalidation.
 */
import path from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
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

/** The files the rules are read from: the build's own, and netlify.toml beside the build's folder. */
export interface HostingFiles {
  headers: string;
  redirects: string;
  config: string;
}

export function hostingFiles(root: string, config = path.resolve(root, '..', 'netlify.toml')): HostingFiles {
  return { headers: path.join(root, '_headers'), redirects: path.join(root, '_redirects'), config };
}

/** A redirect as @netlify/redirect-parser returns it (`minimal: false`); its typings say `unknown`. */
interface ParsedRedirect extends Partial<RedirectRule> {
  from: string;
  query?: Record<string, string>;
  conditions?: Record<string, unknown>;
  headers?: Record<string, string>;
  signed?: string;
  rate_limit?: unknown;
  host?: string;
  proxy?: boolean;
}

/** What Netlify would do with a rule and the local server does not (null when it does it all). */
function unsupported(rule: ParsedRedirect): string | null {
  const nonEmpty = (value: object | undefined) => value !== undefined && Object.keys(value).length > 0;
  const features = [
    rule.host !== undefined && 'a host in "from"',
    nonEmpty(rule.query) && 'query parameters',
    nonEmpty(rule.conditions) && 'conditions',
    nonEmpty(rule.headers) && 'custom headers',
    rule.signed !== undefined && 'signing',
    rule.rate_limit !== undefined && 'rate limiting',
    rule.proxy === true && 'proxying',
    [rule.from, rule.to ?? ''].some((p) => /\/:[^/]/.test(p)) && 'placeholders',
  ].filter(Boolean);
  return features.length > 0 ? `the rule from "${rule.from}" uses ${features.join(', ')}, which the local server does not apply.` : null;
}

/** A parser's errors, each prefixed with the file it was reading. */
const inFile = (file: string, errors: unknown[]): string[] => errors.map((error) => `${file}: ${error instanceof Error ? error.message : String(error)}`);

/** The rules of one file that the local server could not apply as Netlify does, as errors naming the file. */
const unsupportedIn = (file: string, rules: unknown[]): string[] => inFile(file, (rules as ParsedRedirect[]).map(unsupported).filter((p) => p !== null));

export interface HostingRead {
  rules: HostingRules;
  /** Every problem the parsers (and the local server's limits) report, each naming its file. */
  errors: string[];
}

/**
 * Reads the rules as a deploy does: `_headers` and `_redirects` first, then netlify.toml, merged by
 * the parsers themselves (a rule given twice is kept once, in its later place). A missing file
 * holds no rules. Each file is parsed on its own, so that every error names its file.
 */
export async function readHostingRules(files: HostingFiles): Promise<HostingRead> {
  const [headerFile, headerConfig, redirectFile, redirectConfig] = await Promise.all([
    parseAllHeaders({ headersFiles: [files.headers], configHeaders: [], minimal: false }),
    parseAllHeaders({ headersFiles: [], netlifyConfigPath: files.config, configHeaders: [], minimal: false }),
    parseAllRedirects({ redirectsFiles: [files.redirects], configRedirects: [], minimal: false }),
    parseAllRedirects({ redirectsFiles: [], netlifyConfigPath: files.config, configRedirects: [], minimal: false }),
  ]);
  // The merge, in memory: rules already parsed are given back as the programmatic ones.
  const headers = await parseAllHeaders({
    headersFiles: [],
    configHeaders: [...headerFile.headers, ...headerConfig.headers].map((h) => ({ for: h.for, values: h.values })),
    minimal: true,
  });
  const redirects = await parseAllRedirects({
    redirectsFiles: [],
    // Its typings say string[]; it takes (and its merge passes) the rule objects it returns.
    configRedirects: [...redirectFile.redirects, ...redirectConfig.redirects] as string[],
    minimal: false,
  });
  const errors = [
    ...inFile(files.headers, headerFile.errors),
    ...inFile(files.config, headerConfig.errors),
    ...inFile(files.redirects, redirectFile.errors),
    ...inFile(files.config, redirectConfig.errors),
    ...unsupportedIn(files.redirects, redirectFile.redirects),
    ...unsupportedIn(files.config, redirectConfig.redirects),
    ...inFile(`${files.headers} and ${files.config}`, [...headers.errors, ...redirects.errors]),
  ];
  return {
    rules: {
      redirects: (redirects.redirects as ParsedRedirect[]).map((r) => ({ from: r.from, to: r.to as string, status: r.status ?? 301, force: r.force ?? false })),
      headers: headers.headers.map((h) => ({ for: h.for, values: { ...h.values } })),
    },
    errors,
  };
}

/** An error in the hosting's files: its message lists every problem, each naming its file. */
export class HostingRulesError extends Error {
  constructor(readonly problems: string[]) {
    super(`The hosting's rules cannot be applied:\n${problems.join('\n')}`);
    this.name = 'HostingRulesError';
  }
}

/** The rules of the build in `root` (netlify.toml beside it by default); throws a HostingRulesError on any problem. */
export async function loadHostingRules(root: string, configFile?: string): Promise<HostingRules> {
  const { rules, errors } = await readHostingRules(hostingFiles(root, configFile));
  if (errors.length > 0) throw new HostingRulesError(errors);
  return rules;
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
