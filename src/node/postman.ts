/**
 * The Postman collections offered next to the OpenAPI downloads (kept apart from apiNodes.ts, which
 * the components' tests import: the converter is for the build only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { convert as toPostman } from 'openapi-to-postmanv2';
import type { Locale } from '../utils/locale';
import { downloadPaths } from './apiNodes';
import type { OpenApiDocument } from './openapi';

/**
 * A Postman collection (v2.1) of a document in one language, made by Postman's own converter
 * (openapi-to-postmanv2): one folder per tag, the requests with the documents' examples as values,
 * the sandbox as `{{baseUrl}}` and the secret key as the collection's bearer token variable.
 */
export function postmanCollection(document: OpenApiDocument): Promise<object> {
  return new Promise((resolve, reject) => {
    toPostman(
      { type: 'json', data: document },
      { folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example', includeAuthInfoInExample: false },
      (error, result) => {
        if (error) reject(new Error(error.message));
        else if (!result?.result || !result.output?.[0]) reject(new Error(`the Postman converter refused the document: ${result?.reason ?? 'no reason given'}`));
        else resolve(result.output[0].data as object);
      },
    );
  });
}

/** Writes the Postman collection of every document under `publicDir`; returns the files written. */
export async function writePostmanCollections(publicDir: string, documents: { api: string; locale: Locale; document: OpenApiDocument }[]): Promise<string[]> {
  const written: string[] = [];
  for (const { api, locale, document } of documents) {
    const file = downloadPaths(api, locale).postman;
    let collection: object;
    try {
      collection = await postmanCollection(document);
    } catch (error) {
      throw new Error(`content/api/${api}.yaml (${locale}): ${(error as Error).message}`);
    }
    const target = path.join(publicDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(collection, null, 2)}\n`);
    written.push(file);
  }
  return written;
}
