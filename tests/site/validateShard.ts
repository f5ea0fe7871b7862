/**
 * html-validate over every built page, split in two halves that jest runs in its two workers
 * (tests/site/validate.1.test.ts and validate.2.test.ts): about 150 ms a page on one core, the
 * largest cost of the whole-site checks, and the one that grows with the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createPageValidator } from '../../scripts/lib/htmlValidate';
import { htmlFiles } from '../../src/node/hosting';
import { PUBLIC_DIR } from './built';

export const SHARDS = 2;

/** The pages of one half: every other page of the sorted list, so both halves get pages of every kind. */
export function shardFiles(shard: number): string[] {
  return htmlFiles(PUBLIC_DIR)
    .sort()
    .filter((_, i) => i % SHARDS === shard);
}

/** The html-validate test of one half of the site. */
export function describeValidation(shard: number): void {
  describe(`markup of the built site, html-validate (pages ${shard + 1} of ${SHARDS})`, () => {
    it('has no html-validate error on any page of this half', async () => {
      const files = shardFiles(shard);
      expect(files.length).toBeGreaterThan(100);
      const validate = createPageValidator();
      const errors: string[] = [];
      for (const file of files) errors.push(...(await validate(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file))));
      expect(errors).toEqual([]);
    }, 900_000);
  });
}
