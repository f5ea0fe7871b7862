/**
 * npm run search:push — sends the built site's search records to the Algolia index.
 * Needs a build (npm run build) and, in the environment, ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY
 * (an admin key with addObject, settings and deleteIndex rights; never the public search key).
 * ALGOLIA_INDEX_NAME overrides the index name of site.config.ts (live_doc).
 */
import path from 'node:path';
import siteConfig from '../site.config';
import { explainFailure } from '../src/search/algolia';
import { pushRecords, readBuiltRecords } from './lib/searchPush';

async function main(): Promise<void> {
  const appId = process.env.ALGOLIA_APP_ID || siteConfig.search.algolia.appId;
  const adminKey = process.env.ALGOLIA_ADMIN_KEY;
  const indexName = process.env.ALGOLIA_INDEX_NAME || siteConfig.search.algolia.indexName;
  const missing = [!appId && 'ALGOLIA_APP_ID (the application id)', !adminKey && 'ALGOLIA_ADMIN_KEY (an admin api key)'].filter(Boolean);
  if (missing.length > 0) {
    console.error(`search:push needs ${missing.join(' and ')} in the environment.`);
    process.exit(1);
  }
  const records = await readBuiltRecords(path.resolve('public'));
  console.log(`search:push: ${records.length} records to index "${indexName}" of application ${appId}`);
  const report = await pushRecords({ appId, adminKey: adminKey as string, indexName, records, log: (line) => console.log(`  ${line}`) });
  const languages = Object.entries(report.byLanguage).map(([language, count]) => `${count} ${language}`).join(', ');
  console.log(`search:push: done. ${report.records} records (${languages}) in ${report.batches} batch(es); index "${indexName}" replaced.`);
}

main().catch((failure: unknown) => {
  const error = explainFailure(failure) as Error & { status?: number };
  console.error(`search:push failed: ${error.message}${error.status ? ` (HTTP ${error.status})` : ''}`);
  process.exit(1);
});
