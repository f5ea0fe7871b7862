/**
 * content/testing.yaml, validated by its schema (src/node/schemas/testing.ts): the response codes,
 * the API's error codes and the sandbox's test data. Errors name the file, the key and what is allowed.
 */
import { parseYamlWithSchema } from './schemas/parse';
import { testingSchema, type Testing } from './schemas/testing';

export type { ErrorCode, ResponseCode, TestDatum, Testing } from './schemas/testing';

export const TESTING_FILE = 'content/testing.yaml';

export { anchors, REFERENCE_DOCS, TESTING_COMPONENTS } from '../mdx/Testing/anchors';

export function parseTesting(text: string, file = TESTING_FILE): Testing {
  return parseYamlWithSchema(testingSchema, text, file, 'testing data');
}
