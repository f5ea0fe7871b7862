/**
 * The API reference in the data layer: from the text of content/api/<api>.yaml, one ApiDocument
 * and one ApiOperation per operation for each locale, and the single-language files readers download.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { DocumentView, OperationSummary, OperationView } from '../openapi/types';
import { operationKey } from '../openapi/types';
import { LOCALES, type Locale } from '../utils/locale';
import { buildDocumentView, buildOperationView } from './apiReference';
import { apiName, listOperations, localizeDocument, parseApiDocument, type OpenApiDocument } from './openapi';

export interface ApiDocumentFields {
  api: string;
  locale: Locale;
  title: string;
  version: string;
  view: DocumentView;
  operations: Omit<OperationSummary, 'route'>[];
  document: OpenApiDocument;
}

export interface ApiOperationFields {
  key: string;
  api: string;
  operationId: string;
  locale: Locale;
  kind: string;
  method: string;
  path: string;
  summary: string;
  view: OperationView;
}

/** Where a single-language copy of an API document is served. */
export function downloadPaths(api: string, locale: Locale): DocumentView['downloads'] {
  return { yaml: `/openapi/${locale}/${api}.yaml`, json: `/openapi/${locale}/${api}.json`, postman: `/openapi/${locale}/${api}.postman_collection.json` };
}

/** The nodes of one document; errors name the file. */
export function apiNodeFields(text: string, sourceFile: string): { documents: ApiDocumentFields[]; operations: ApiOperationFields[] } {
  const source = parseApiDocument(text, sourceFile);
  const documents: ApiDocumentFields[] = [];
  const operations: ApiOperationFields[] = [];
  try {
    const api = apiName(source);
    const expected = path.basename(sourceFile, '.yaml');
    if (api !== expected) throw new Error(`the first server URL names the API "${api}", but the file is ${expected}.yaml; they must agree`);
    for (const locale of LOCALES) {
      const doc = localizeDocument(source, locale);
      const ops = listOperations(doc);
      documents.push({
        api,
        locale,
        title: String(doc.info.title),
        version: String(doc.info.version ?? ''),
        view: buildDocumentView(doc, api, downloadPaths(api, locale)),
        operations: ops.map((op) => ({ operationId: op.operationId, kind: op.kind, method: op.method.toUpperCase(), path: op.path, summary: op.summary })),
        document: doc,
      });
      for (const op of ops) {
        operations.push({
          key: operationKey(api, op.operationId),
          api,
          operationId: op.operationId,
          locale,
          kind: op.kind,
          method: op.method.toUpperCase(),
          path: op.path,
          summary: op.summary,
          view: buildOperationView(doc, op),
        });
      }
    }
  } catch (error) {
    throw new Error(`${sourceFile}: ${(error as Error).message}`);
  }
  return { documents, operations };
}

/** Writes the downloadable copies of every document under `publicDir`; returns the files written. */
export function writeApiDownloads(publicDir: string, documents: { api: string; locale: Locale; document: OpenApiDocument }[]): string[] {
  const written: string[] = [];
  for (const { api, locale, document } of documents) {
    const paths = downloadPaths(api, locale);
    const header = `# ${String(document.info.title)} (OpenAPI ${document.openapi}), ${locale === 'es' ? 'en español' : 'in English'}.\n`;
    for (const [file, content] of [
      [paths.yaml, header + stringify(document, { lineWidth: 0 })],
      [paths.json, `${JSON.stringify(document, null, 2)}\n`],
    ] as const) {
      const target = path.join(publicDir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, content);
      written.push(file);
    }
  }
  return written;
}
