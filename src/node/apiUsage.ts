/**
 * Which API reference components an MDX body uses: `<ApiOperation api="payment" operationId="card" />`
 * and `<ApiOverview api="payment" />`. A page queries only the operations and documents it names, so
 * it ships no data of other pages. Attributes must be plain string literals so the build can read them.
 */
import { operationKey } from '../openapi/types';

export interface ApiUsage {
  /** `payment/card` keys, in the order they appear. */
  operations: string[];
  /** API names of the overviews. */
  overviews: string[];
}

const TAG = /<(ApiOperation|ApiOverview)\b([^>]*?)\/?>/g;
const ATTRIBUTE = /([A-Za-z]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^}]*)\})/g;
const ALLOWED: Record<string, string[]> = { ApiOperation: ['api', 'operationId'], ApiOverview: ['api'] };

/** Reads the components' attributes; throws with the file, the component and what is wrong. */
export function apiUsage(body: string, sourceFile: string): ApiUsage {
  const usage: ApiUsage = { operations: [], overviews: [] };
  // Code blocks may show the components as text: they are not uses.
  const prose = body.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [tag, component, rest] of prose.matchAll(TAG)) {
    const attrs: Record<string, string> = {};
    for (const [, name, double, single, expression] of rest.matchAll(ATTRIBUTE)) {
      if (expression !== undefined) {
        throw new Error(`${sourceFile}: ${tag.trim()} — write ${name} as a plain string (${name}="…"), so the build can find the data the page needs.`);
      }
      attrs[name] = double ?? single ?? '';
    }
    const allowed = ALLOWED[component];
    const unknown = Object.keys(attrs).filter((name) => !allowed.includes(name));
    if (unknown.length > 0) throw new Error(`${sourceFile}: ${tag.trim()} — unknown attribute ${unknown.join(', ')}; ${component} takes ${allowed.join(' and ')}.`);
    const missing = allowed.filter((name) => !attrs[name]);
    if (missing.length > 0) throw new Error(`${sourceFile}: ${tag.trim()} — missing ${missing.join(' and ')}; ${component} takes ${allowed.join(' and ')}.`);
    if (component === 'ApiOperation') usage.operations.push(operationKey(attrs.api, attrs.operationId));
    else usage.overviews.push(attrs.api);
  }
  return usage;
}

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
