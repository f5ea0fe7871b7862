#!/usr/bin/env node
/**
 * Lints the OpenAPI documents of the API reference (content/api/*.yaml) with Redocly's
 * `recommended` ruleset. Prints one line per problem (`file:line ruleId message`) and exits 1 on
 * any error, or on any warning that ALLOWED_WARNINGS below does not list explicitly.
 * Usage: node scripts/check-openapi.mjs [files…]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, getLineColLocation, lint } from '@redocly/openapi-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.join(root, 'content', 'api');

/** The six documents of the reference; a missing one is an error. */
const EXPECTED = ['payment', 'mdwr', 'paybylink', 'paygate', 'recu', 'taxfree'].map((api) => path.join(apiDir, `${api}.yaml`));

const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // Tesela's APIs are proprietary and offered under the merchant contract, not under a public
    // licence, so there is no licence name or URL to publish in info.license.
    'info-license': 'off',
    'info-license-strict': 'off',
    // Kept on, with one option changed. By default these rules close every subschema that has
    // `properties`, including the `then` branches of if/then constraints (Bizum and FinanPay limits,
    // the SCA exemption rules), so a valid example would fail there. Request bodies close themselves
    // with `additionalProperties: false`, and src/node/__tests__/openapi.test.ts checks that every
    // property of every example is declared in its schema.
    'no-invalid-media-type-examples': { severity: 'warn', allowAdditionalProperties: true },
    'no-invalid-schema-examples': { severity: 'warn', allowAdditionalProperties: true },
  },
});

/**
 * Warnings that are accepted on purpose, as `<file relative to the repo>#<ruleId>#<JSON pointer>`
 * with the reason next to each entry. Empty: every warning fails the check.
 */
const ALLOWED_WARNINGS = new Set([]);

const files = process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f)) : EXPECTED;
let errors = 0;
let warnings = 0;
let allowed = 0;

for (const file of files) {
  const rel = path.relative(root, file);
  if (!fs.existsSync(file)) {
    console.log(`${rel}:1 missing-document the document does not exist`);
    errors += 1;
    continue;
  }
  const problems = await lint({ ref: file, config });
  for (const problem of problems) {
    const location = problem.location[0];
    const line = location ? (getLineColLocation(location).start?.line ?? 1) : 1;
    const where = location ? path.relative(root, location.source.absoluteRef) : rel;
    const key = `${where}#${problem.ruleId}#${location?.pointer ?? ''}`;
    if (problem.severity === 'warn' && ALLOWED_WARNINGS.has(key)) {
      allowed += 1;
      continue;
    }
    if (problem.severity === 'error') errors += 1;
    else warnings += 1;
    console.log(`${where}:${line} ${problem.ruleId} ${problem.message}${problem.severity === 'warn' ? ' (warning)' : ''}`);
  }
}

const summary = `${files.length} document(s): ${errors} error(s), ${warnings} warning(s) not allowed, ${allowed} allowed warning(s)`;
if (errors > 0 || warnings > 0) {
  console.log(`check-openapi: FAILED, ${summary}`);
  process.exit(1);
}
console.log(`check-openapi: OK, ${summary}`);
