/**
 * The sections of an operation's reference, in the order the page shows them: one list for the
 * rendered reference (its <h3> ids and titles), its Markdown copy and the page's table of contents.
 */
import { operationKey, type OperationView } from './types';

export type OperationPart = 'auth' | 'parameters' | 'request-body' | 'responses' | 'samples';

/** The UI string of each section's title: for an API call, and for a webhook Tesela sends. */
const TITLES: Record<OperationPart, { call: string; webhook: string }> = {
  auth: { call: 'api.authentication', webhook: 'api.signature' },
  parameters: { call: 'api.parameters', webhook: 'api.parameters' },
  'request-body': { call: 'api.requestBody', webhook: 'api.eventBody' },
  responses: { call: 'api.responses', webhook: 'api.webhookResponses' },
  samples: { call: 'api.samples', webhook: 'api.webhookSamples' },
};

/** A section's anchor: `card-auth`. */
export const sectionId = (op: Pick<OperationView, 'operationId'>, part: OperationPart): string => `${op.operationId}-${part}`;

/** The key of a section's title in the `api` strings. */
export const sectionTitleKey = (op: Pick<OperationView, 'kind'>, part: OperationPart): string => TITLES[part][op.kind === 'webhook' ? 'webhook' : 'call'];

/** The sections an operation has: parameters and a body only when it takes them. */
export function operationSections(op: Pick<OperationView, 'operationId' | 'kind' | 'parameters' | 'requestBody'>): { part: OperationPart; id: string; titleKey: string }[] {
  const parts: OperationPart[] = ['auth', ...(op.parameters.length > 0 ? (['parameters'] as const) : []), ...(op.requestBody ? (['request-body'] as const) : []), 'responses', 'samples'];
  return parts.map((part) => ({ part, id: sectionId(op, part), titleKey: sectionTitleKey(op, part) }));
}

interface TocEntry {
  depth: number;
  value: string;
  id: string;
}

/**
 * The page's headings with each operation's sections after the heading it follows, a level below
 * it: `keys` are the operations the page renders (api/operationId, in page order) and `anchors` the
 * id of the heading each follows ('' when none comes before it).
 */
export function withOperationSections(
  headings: readonly TocEntry[],
  keys: readonly string[],
  anchors: readonly string[],
  operations: readonly OperationView[],
  title: (key: string) => string,
): TocEntry[] {
  const byKey = new Map(operations.map((op) => [operationKey(op.api, op.operationId), op]));
  const sectionsAfter = new Map<string, TocEntry[]>();
  keys.forEach((key, i) => {
    const op = byKey.get(key);
    if (!op) return;
    const anchor = anchors[i] ?? '';
    const depth = (headings.find((h) => h.id === anchor)?.depth ?? 1) + 1;
    const entries = operationSections(op).map((s) => ({ depth, value: title(s.titleKey), id: s.id }));
    sectionsAfter.set(anchor, [...(sectionsAfter.get(anchor) ?? []), ...entries]);
  });
  if (sectionsAfter.size === 0) return [...headings];
  return [...(sectionsAfter.get('') ?? []), ...headings.flatMap((h) => [h, ...(sectionsAfter.get(h.id) ?? [])])];
}
