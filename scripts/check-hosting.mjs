#!/usr/bin/env node
/**
 * Reads the hosting configuration with Netlify's own parsers, as a deploy would: netlify.toml,
 * and the build's public/_headers and public/_redirects. Prints every problem they report and
 * exits 1 on any. Also checks what the parsers do not: the policy on every path, and the rules
 * that must exist (a redirect per built page, the 404 of each locale).
 * Usage: node scripts/check-hosting.mjs (after `npm run build`)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = path.join(root, 'netlify.toml');
const publicDir = path.join(root, 'public');
const problems = [];

for (const file of ['_headers', '_redirects']) {
  if (!fs.existsSync(path.join(publicDir, file))) problems.push(`public/${file}: missing (run "npm run build" first).`);
}

if (problems.length === 0) {
  const headers = await parseAllHeaders({ headersFiles: [path.join(publicDir, '_headers')], netlifyConfigPath: config, configHeaders: [], minimal: false });
  const redirects = await parseAllRedirects({ redirectsFiles: [path.join(publicDir, '_redirects')], netlifyConfigPath: config, configRedirects: [], minimal: false });
  for (const error of [...headers.errors, ...redirects.errors]) problems.push(String(error.message ?? error));

  const everyPath = headers.headers.filter((h) => h.for === '/*');
  const named = (name) => everyPath.some((h) => Object.keys(h.values).some((k) => k.toLowerCase() === name));
  for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
    if (!named(name)) problems.push(`headers: no "${name}" for every path ("/*").`);
  }
  const policy = everyPath.map((h) => Object.entries(h.values).find(([k]) => k.toLowerCase() === 'content-security-policy')?.[1]).find(Boolean) ?? '';
  const scripts = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
  if (/unsafe-inline|unsafe-eval/.test(scripts)) problems.push(`headers: script-src must not allow unsafe-inline or unsafe-eval: ${scripts}`);
  if (!/frame-ancestors 'none'/.test(policy)) problems.push(`headers: the policy must forbid framing (frame-ancestors 'none').`);

  // Netlify applies header rules to 404 answers too: a year of caching must name files that exist, never a pattern.
  for (const rule of headers.headers) {
    if (!Object.values(rule.values).some((v) => /immutable/.test(v))) continue;
    if (/[*:]/.test(rule.for)) problems.push(`headers: "${rule.for}" is a pattern with immutable caching; a 404 under it would be cached for a year.`);
    else if (!fs.existsSync(path.join(publicDir, rule.for))) problems.push(`headers: "${rule.for}" is cached for a year but is not a file of the build.`);
  }

  const froms = new Set(redirects.redirects.map((r) => r.from));
  for (const locale404 of ['/en/*', '/*']) {
    if (!redirects.redirects.some((r) => r.from === locale404 && r.status === 404)) problems.push(`redirects: no 404 rule for "${locale404}".`);
  }
  if (!froms.has('/docs/index.html') || !froms.has('/en/docs/documentation/faq.html')) problems.push('redirects: the per-page .html and /index.html rules are missing.');
  console.log(`hosting: ${headers.headers.length} header rules and ${redirects.redirects.length} redirect rules read with Netlify's parsers.`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
