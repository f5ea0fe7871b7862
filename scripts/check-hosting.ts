/**
 * Reads the hosting configuration with Netlify's own parsers, as a deploy would, through the
 * reader the production server uses (scripts/lib/netlify.ts): netlify.toml, and the build's
 * public/_headers and public/_redirects. Prints every problem they report and exits 1 on any. Also
 * checks what the parsers do not: the policy on every path, and the rules that must exist (a
 * redirect per built page, the 404 of each locale).
 * Usage: tsx scripts/check-hosting.ts [build folder] (after `npm run build`; the folder defaults to
 * public/, and netlify.toml is read beside it)
 */
import fs from 'node:fs';
import path from 'node:path';
import { hostingFiles, readHostingRules } from './lib/netlify';

async function main(): Promise<string[]> {
  const root = path.resolve(__dirname, '..');
  const publicDir = path.resolve(process.argv[2] ?? path.join(root, 'public'));
  const shown = path.relative(root, publicDir) || '.';
  const problems: string[] = [];

  for (const file of ['_headers', '_redirects']) {
    if (!fs.existsSync(path.join(publicDir, file))) problems.push(`${shown}/${file}: missing (run "npm run build" first).`);
  }
  if (problems.length > 0) return problems;

  const { rules, errors } = await readHostingRules(hostingFiles(publicDir));
  problems.push(...errors);

  const everyPath = rules.headers.filter((h) => h.for === '/*');
  const named = (name: string) => everyPath.some((h) => Object.keys(h.values).some((k) => k.toLowerCase() === name));
  for (const name of ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
    if (!named(name)) problems.push(`headers: no "${name}" for every path ("/*").`);
  }
  const policy = everyPath.map((h) => Object.entries(h.values).find(([k]) => k.toLowerCase() === 'content-security-policy')?.[1]).find(Boolean) ?? '';
  const scripts = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? '';
  if (/unsafe-inline|unsafe-eval/.test(scripts)) problems.push(`headers: script-src must not allow unsafe-inline or unsafe-eval: ${scripts}`);
  if (!/frame-ancestors 'none'/.test(policy)) problems.push(`headers: the policy must forbid framing (frame-ancestors 'none').`);

  // Netlify applies header rules to 404 answers too: a year of caching must name files that exist, never a pattern.
  for (const rule of rules.headers) {
    if (!Object.values(rule.values).some((v) => /immutable/.test(v))) continue;
    if (/[*:]/.test(rule.for)) problems.push(`headers: "${rule.for}" is a pattern with immutable caching; a 404 under it would be cached for a year.`);
    else if (!fs.existsSync(path.join(publicDir, rule.for))) problems.push(`headers: "${rule.for}" is cached for a year but is not a file of the build.`);
  }

  const froms = new Set(rules.redirects.map((r) => r.from));
  for (const locale404 of ['/en/*', '/*']) {
    if (!rules.redirects.some((r) => r.from === locale404 && r.status === 404)) problems.push(`redirects: no 404 rule for "${locale404}".`);
  }
  if (!froms.has('/docs/index.html') || !froms.has('/en/docs/documentation/faq.html')) problems.push('redirects: the per-page .html and /index.html rules are missing.');
  console.log(`hosting: ${rules.headers.length} header rules and ${rules.redirects.length} redirect rules read with Netlify's parsers.`);
  return problems;
}

main().then(
  (problems) => {
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) process.exit(1);
  },
  (error: Error) => {
    console.error(error.stack ?? String(error));
    process.exit(1);
  },
);
