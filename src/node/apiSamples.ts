/**
 * Code samples of an operation in curl, PHP, Python and JavaScript, generated from its view: the
 * sandbox URL with the path parameters' examples, the headers that have examples, and the first
 * request example as the body. The secret key is read from the environment variable
 * TESELA_SECRET_KEY in every language, and a credential the operation sends in a header of its own
 * (PayGate's `Tesela-Session`) from the variable named after that header (TESELA_SESSION), so a
 * sample can be run as it is once those variables are set. Each sample of an operation that takes
 * an `Idempotency-Key` sends a key of its own, derived from the API and the operationId, so running
 * two different samples never makes an `idempotency_conflict`. A body is sent as
 * `Content-Type: application/json` (UTF-8, no charset parameter: RFC 8259 defines none).
 * A webhook's samples post its first example to the merchant's own endpoint, to try a handler.
 */
import { hashedUuid } from './hashedUuid';
import type { CodeSamples, OperationView, ParameterView } from '../openapi/types';

export const KEY_VARIABLE = 'TESELA_SECRET_KEY';
/** Where the webhook samples send the event: the example merchant's endpoint in the API documents. */
export const WEBHOOK_ENDPOINT = 'https://tienda.libreria-aurora.example/webhooks/tesela';

/** The header every idempotent operation declares; its sample value is made per operation. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The environment variable a sample reads an API key header from: `Tesela-Session` → `TESELA_SESSION`. */
export const headerVariable = (header: string): string => header.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/**
 * The `Idempotency-Key` of an operation's samples: a UUID in version 4 format whose 122 free bits
 * are the first bits of SHA-256 of `<api>/<operationId>`, so it is the same at every build and in
 * both languages, and different for every operation.
 */
export function sampleIdempotencyKey(api: string, operationId: string): string {
  return hashedUuid(`${api}/${operationId}`, 4);
}

interface Request {
  method: string;
  url: string;
  /** Headers with a fixed value, in order. */
  headers: [string, string][];
  /** Headers whose value is read from an environment variable (header name, variable), in order. */
  envHeaders: [string, string][];
  /** Whether the request carries the secret key as a bearer token. */
  bearer: boolean;
  body?: unknown;
  /** A webhook's endpoint is the merchant's own, which need not answer with JSON. */
  webhook: boolean;
}

function exampleOf(p: ParameterView): string | undefined {
  if (p.example !== undefined) return p.example;
  return p.schema.example;
}

export function requestOf(view: Omit<OperationView, 'samples' | 'samplesHtml'>): Request {
  const params = view.parameters;
  let url: string;
  if (view.kind === 'webhook') url = WEBHOOK_ENDPOINT;
  else {
    const base = view.servers[0]?.url ?? '';
    const path = view.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const p = params.find((x) => x.in === 'path' && x.name === name);
      const value = p && exampleOf(p);
      if (value === undefined) throw new Error(`path parameter "${name}" has no example for the code samples`);
      return encodeURIComponent(value);
    });
    const query = params
      .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
      .map((p) => {
        const value = exampleOf(p);
        if (value === undefined) throw new Error(`required query parameter "${p.name}" has no example for the code samples`);
        return `${encodeURIComponent(p.name)}=${encodeURIComponent(value)}`;
      });
    url = `${base}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  }
  const headers: [string, string][] = [];
  for (const p of params.filter((x) => x.in === 'header')) {
    const value = p.name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase() ? sampleIdempotencyKey(view.api, view.operationId) : exampleOf(p);
    if (value !== undefined) headers.push([p.name, value]);
    else if (p.required) throw new Error(`required header "${p.name}" has no example for the code samples`);
  }
  const bodyExample = view.requestBody?.examples[0];
  if (bodyExample) headers.push(['Content-Type', 'application/json']);
  const bearer = view.security.some((alternative) => alternative.some((s) => s.type === 'http' && s.scheme === 'bearer'));
  // The first alternative is the one the samples follow; its API keys in headers (PayGate's
  // Tesela-Session) are credentials like the secret key, so they come from the environment too.
  const envHeaders: [string, string][] = [];
  for (const scheme of view.security[0] ?? []) {
    if (scheme.type !== 'apiKey') continue;
    if (scheme.in !== 'header' || !scheme.headerName) throw new Error(`security scheme "${scheme.key}" is an API key outside a header, which the code samples cannot send`);
    envHeaders.push([scheme.headerName, headerVariable(scheme.headerName)]);
  }
  return { method: view.method, url, headers, envHeaders, bearer, webhook: view.kind === 'webhook', ...(bodyExample ? { body: JSON.parse(bodyExample.json) as unknown } : {}) };
}

/** A single-quoted shell word: everything literal, a quote written as '\''. */
const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

function curl(r: Request): string {
  const lines = [`curl -X ${r.method} ${shellQuote(r.url)}`];
  if (r.bearer) lines.push(`-H "Authorization: Bearer $${KEY_VARIABLE}"`);
  for (const [name, variable] of r.envHeaders) lines.push(`-H "${name}: $${variable}"`);
  for (const [name, value] of r.headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (r.body !== undefined) lines.push(`--data-raw ${shellQuote(JSON.stringify(r.body, null, 2))}`);
  return lines.join(' \\\n  ');
}

const phpString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function php(r: Request): string {
  const out = ['<?php'];
  if (r.body !== undefined) {
    // A nowdoc keeps the JSON exactly as it is; the closing marker cannot appear in it.
    out.push('$payload = <<<\'JSON\'', JSON.stringify(r.body, null, 4), 'JSON;', '');
  }
  const headers = [
    ...(r.bearer ? [`'Authorization: Bearer ' . getenv('${KEY_VARIABLE}')`] : []),
    ...r.envHeaders.map(([name, variable]) => `${phpString(`${name}: `)} . getenv(${phpString(variable)})`),
    ...r.headers.map(([name, value]) => phpString(`${name}: ${value}`)),
  ];
  out.push(
    `$ch = curl_init(${phpString(r.url)});`,
    'curl_setopt_array($ch, [',
    `    CURLOPT_CUSTOMREQUEST => ${phpString(r.method)},`,
    '    CURLOPT_HTTPHEADER => [',
    ...headers.map((h) => `        ${h},`),
    '    ],',
    ...(r.body !== undefined ? ['    CURLOPT_POSTFIELDS => $payload,'] : []),
    '    CURLOPT_RETURNTRANSFER => true,',
    '    CURLOPT_TIMEOUT => 30,',
    ']);',
    '$response = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
    '',
    'echo $status, PHP_EOL;',
    ...(r.webhook ? [] : ['print_r(json_decode($response, true));']),
  );
  return out.join('\n');
}

/** A Python literal of a JSON value: JSON's syntax with True, False and None. */
export function pythonLiteral(value: unknown, indent = 0): string {
  const pad = ' '.repeat(indent + 4);
  const end = ' '.repeat(indent);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${pythonLiteral(v, indent + 4)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${pythonLiteral(v, indent + 4)},`).join('\n')}\n${end}}`;
}

function python(r: Request): string {
  const method = r.method.toLowerCase();
  const headers = [
    ...(r.bearer ? [`        "Authorization": f"Bearer {os.environ['${KEY_VARIABLE}']}",`] : []),
    ...r.envHeaders.map(([name, variable]) => `        ${JSON.stringify(name)}: os.environ[${JSON.stringify(variable)}],`),
    ...r.headers.filter(([name]) => name !== 'Content-Type').map(([name, value]) => `        ${JSON.stringify(name)}: ${JSON.stringify(value)},`),
  ];
  return [
    ...(r.bearer || r.envHeaders.length > 0 ? ['import os', ''] : []),
    'import requests',
    '',
    ...(r.body !== undefined ? [`payload = ${pythonLiteral(r.body)}`, ''] : []),
    `response = requests.${['get', 'post', 'put', 'delete', 'patch'].includes(method) ? method : 'request'}(`,
    ...(['get', 'post', 'put', 'delete', 'patch'].includes(method) ? [] : [`    ${JSON.stringify(r.method)},`]),
    `    ${JSON.stringify(r.url)},`,
    '    headers={',
    ...headers,
    '    },',
    ...(r.body !== undefined ? ['    json=payload,'] : []),
    '    timeout=30,',
    ')',
    'print(response.status_code)',
    ...(r.webhook ? [] : ['print(response.json())']),
  ].join('\n');
}

const jsString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const jsKey = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name));

function javascript(r: Request): string {
  const body = r.body !== undefined ? JSON.stringify(r.body, null, 2) : undefined;
  return [
    '// Node.js 18 or later (an ES module, for the top-level await)',
    ...(body !== undefined ? [`const payload = ${body};`, ''] : []),
    `const response = await fetch(${jsString(r.url)}, {`,
    `  method: ${jsString(r.method)},`,
    '  headers: {',
    ...(r.bearer ? [`    Authorization: \`Bearer \${process.env.${KEY_VARIABLE}}\`,`] : []),
    ...r.envHeaders.map(([name, variable]) => `    ${jsKey(name)}: process.env.${variable},`),
    ...r.headers.map(([name, value]) => `    ${jsKey(name)}: ${jsString(value)},`),
    '  },',
    ...(body !== undefined ? ['  body: JSON.stringify(payload),'] : []),
    '});',
    'console.log(response.status);',
    ...(r.webhook ? [] : ['console.log(await response.json());']),
  ].join('\n');
}

export function codeSamples(view: Omit<OperationView, 'samples' | 'samplesHtml'>): CodeSamples {
  const request = requestOf(view);
  return { curl: curl(request), php: php(request), python: python(request), javascript: javascript(request) };
}
