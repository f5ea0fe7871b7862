/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { OperationView } from '../../openapi/types';
import { buildOperationViews } from '../apiReference';
import { headerVariable, IDEMPOTENCY_HEADER, KEY_VARIABLE, sampleIdempotencyKey } from '../apiSamples';
import { loadApiDocument, localizeDocument } from '../openapi';

const API_DIR = path.resolve(__dirname, '../../../content/api');
const APIS = ['payment', 'mdwr', 'paybylink', 'paygate', 'recu', 'taxfree'];
const docs = Object.fromEntries(APIS.map((api) => [api, loadApiDocument(path.join(API_DIR, `${api}.yaml`))]));
const viewsIn = (locale: 'es' | 'en'): OperationView[] => APIS.flatMap((api) => buildOperationViews(localizeDocument(docs[api], locale)));
const all = viewsIn('es');
const english = viewsIn('en');
const find = (views: OperationView[], api: string, id: string) => views.find((v) => v.api === api && v.operationId === id)!;
const SESSION = 'ses_8Kp3Vx6Qa1Rt';
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The headers the curl sample sends, read by bash with a fake curl and both variables set. */
function curlHeaders(sample: string): string[] {
  const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${KEY_VARIABLE}=sk_test_51TeselaExampleKey0001\nTESELA_SESSION=${SESSION}\n${sample}\n`;
  const args = execFileSync('bash', ['-c', script], { encoding: 'utf8' }).split('\0').slice(0, -1);
  return args.filter((_, i) => args[i - 1] === '-H');
}

const idempotent = all.filter((v) => v.parameters.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_HEADER));
/** The operations whose first security alternative has an API key in a header (PayGate's session). */
const withApiKeyHeader = all.filter((v) => (v.security[0] ?? []).some((s) => s.type === 'apiKey'));

describe('the Tesela-Session header of PayGate', () => {
  it('is required by every PayGate operation except opening the session', () => {
    expect(withApiKeyHeader.map((v) => `${v.api}/${v.operationId}`).sort()).toEqual(['paygate/delete_payments', 'paygate/delete_refunds', 'paygate/post_payments', 'paygate/post_refunds']);
  });

  it.each(['post_payments', 'delete_payments', 'post_refunds', 'delete_refunds'])('paygate/%s sends it in all four languages, read from TESELA_SESSION', (id) => {
    const { samples } = find(all, 'paygate', id);
    expect(curlHeaders(samples.curl)).toContain(`Tesela-Session: ${SESSION}`);
    expect(samples.curl).toContain('-H "Tesela-Session: $TESELA_SESSION"');
    expect(samples.php).toContain(`'Tesela-Session: ' . getenv('TESELA_SESSION'),`);
    expect(samples.python).toContain('"Tesela-Session": os.environ["TESELA_SESSION"],');
    expect(samples.python.startsWith('import os\n')).toBe(true);
    expect(samples.javascript).toContain("'Tesela-Session': process.env.TESELA_SESSION,");
  });

  it('is not sent where the operation does not ask for it', () => {
    const init = find(all, 'paygate', 'post_init');
    expect(curlHeaders(init.samples.curl).some((h) => h.startsWith('Tesela-Session:'))).toBe(false);
    for (const view of all.filter((v) => !withApiKeyHeader.includes(v))) {
      for (const sample of Object.values(view.samples)) expect(sample).not.toContain('Tesela-Session');
    }
  });

  it('names the variable after the header', () => {
    expect(headerVariable('Tesela-Session')).toBe('TESELA_SESSION');
  });
});

describe('the Idempotency-Key of the samples', () => {
  const keyOf = (view: OperationView): string | undefined =>
    curlHeaders(view.samples.curl)
      .find((h) => h.startsWith(`${IDEMPOTENCY_HEADER}: `))
      ?.slice(IDEMPOTENCY_HEADER.length + 2);

  it('is sent by every operation that declares the header, as a UUID v4', () => {
    expect(idempotent.length).toBeGreaterThanOrEqual(20);
    for (const view of idempotent) expect(keyOf(view)).toMatch(UUID_V4);
  });

  it('is different for every operation, so two samples never conflict', () => {
    const keys = idempotent.map(keyOf);
    expect(new Set(keys).size).toBe(idempotent.length);
  });

  it('is derived from the API and the operationId: the same at every build, in both languages and in the four samples', () => {
    for (const view of idempotent) {
      const key = sampleIdempotencyKey(view.api, view.operationId);
      expect(keyOf(view)).toBe(key);
      expect(sampleIdempotencyKey(view.api, view.operationId)).toBe(key);
      expect(keyOf(find(english, view.api, view.operationId))).toBe(key);
      expect(view.samples.php).toContain(`'${IDEMPOTENCY_HEADER}: ${key}'`);
      expect(view.samples.python).toContain(`"${IDEMPOTENCY_HEADER}": "${key}"`);
      expect(view.samples.javascript).toContain(`'${IDEMPOTENCY_HEADER}': '${key}'`);
    }
    // The same operationId in two APIs gets two keys.
    expect(sampleIdempotencyKey('payment', 'refund')).not.toBe(sampleIdempotencyKey('mdwr', 'refund'));
  });

  it('is absent where the operation does not declare the header', () => {
    for (const view of all.filter((v) => !idempotent.includes(v))) expect(view.samples.curl).not.toContain(IDEMPOTENCY_HEADER);
  });
});

describe('the Content-Type of the samples', () => {
  it('is application/json, without a charset parameter, wherever there is a body', () => {
    for (const view of all.filter((v) => v.requestBody?.examples.length)) {
      expect(curlHeaders(view.samples.curl)).toContain('Content-Type: application/json');
      expect(view.samples.php).toContain("'Content-Type: application/json',");
      expect(view.samples.javascript).toContain("'Content-Type': 'application/json',");
      // requests' json= sets application/json itself.
      expect(view.samples.python).toContain('json=payload,');
      for (const sample of Object.values(view.samples)) expect(sample).not.toMatch(/charset/i);
    }
  });
});

describe("the key's environment variable in the content's own samples", () => {
  it('is the one the generated samples read, on every page and post of both languages', () => {
    const content = path.resolve(__dirname, '../../../content');
    const files = (fs.readdirSync(content, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.mdx'));
    const others = files.flatMap((file) =>
      [...fs.readFileSync(path.join(content, file), 'utf8').matchAll(/\bTESELA_[A-Z_]*KEY\b/g)].filter((m) => m[0] !== KEY_VARIABLE).map((m) => `${file}: ${m[0]}`),
    );
    expect(files.length).toBeGreaterThan(200);
    expect(others).toEqual([]);
  });
});
