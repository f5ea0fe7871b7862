/** Checks the API reference a page renders (src/node/mdx/derive.ts `apiUsage` reads it from the page tree) against the OpenAPI documents. */
/** Names no operation or API that exists: one message per unknown reference, naming what exists. */
export function checkApiUsage(
  docs: { sourceFile: string; apiOperations: string[]; apiOverviews: string[] }[],
  operations: Map<string, string[]>,
): string[] {
  const errors: string[] = [];
  for (const doc of docs) {
    for (const key of doc.apiOperations) {
      const [api, operationId] = key.split('/');
      const ids = operations.get(api);
      if (!ids) errors.push(`${doc.sourceFile}: <ApiOperation api="${api}"> names no API; the APIs are ${[...operations.keys()].join(', ')} (content/api/<api>.yaml).`);
      else if (!ids.includes(operationId)) {
        errors.push(`${doc.sourceFile}: <ApiOperation api="${api}" operationId="${operationId}"> names no operation of content/api/${api}.yaml; its operationIds are ${ids.join(', ')}.`);
      }
    }
    for (const api of doc.apiOverviews) {
      if (!operations.has(api)) errors.push(`${doc.sourceFile}: <ApiOverview api="${api}"> names no API; the APIs are ${[...operations.keys()].join(', ')} (content/api/<api>.yaml).`);
    }
  }
  return errors;
}
