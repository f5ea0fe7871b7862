/**
 * The examples of a page that a reader copies, read from its parsed tree and checked against the
 * contract (./check.ts), each problem named by file and line:
 * - every cURL command to the API (sandbox or production host);
 * - every JSON block titled as a response ("Respuesta 201", "Response 409 …"), against the
 *   operation of the request shown before it on the page;
 * - every JSON block that is a webhook event (`"id": "evt_…"` with a `type`);
 * - in a group of code tabs, the PHP, Python and JavaScript twins of a cURL command must send the
 *   same request: its URL, method, headers and every field and value of its body.
 */
import { isJsx, jsxAttributes, walk, type MdNode } from '../mdx/tree';
import type { JsonObject, JsonValue } from '../openapi';
import { API_HOSTS, checkEvent, checkRequest, checkResponse, documentsStatus, matchRequest, type ContractApi, type HttpRequest, type Matched } from './check';
import { curlRequests, type CurlRequest } from './curl';

const SHELL = new Set(['bash', 'sh', 'shell', 'console']);
const RESPONSE_TITLE = /^(?:Respuesta|Response)\b\D*(\d{3})\b/;

const titleOf = (meta: string | null | undefined): string | null => /title="([^"]*)"/.exec(meta ?? '')?.[1] ?? null;
const isApiUrl = (url: string) => API_HOSTS.some((host) => url.startsWith(`${host}/`));
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of one page's examples (its tree, from the build's parser), each as `file:line: problem`. */
export function pageContractProblems(contract: ContractApi[], file: string, root: MdNode): string[] {
  const problems: string[] = [];
  // The operations of the requests shown so far, latest first: a response example belongs to the
  // latest one that documents its status (a 409 after a lookup belongs to the payment before it).
  const shown: Matched[] = [];
  /** The requests named in the paragraph just before a block (`GET /mdwr/v1/allinone/op_…`): they own the response shown after it. */
  const namedBefore = (node: MdNode, parent: MdNode | null): Matched[] => {
    const siblings = parent?.children ?? [];
    const before = siblings[siblings.indexOf(node) - 1];
    if (before?.type !== 'paragraph') return [];
    const found: Matched[] = [];
    walk(before, (n) => {
      const named = n.type === 'inlineCode' ? /^(GET|POST|PUT|PATCH|DELETE) (\/[a-z]+\/v\d+\/\S*)$/.exec(n.value ?? '') : null;
      const matched = named ? matchRequest(contract, named[1], `${API_HOSTS[0]}${named[2].replace(/[{}]/g, '')}`) : null;
      if (matched && typeof matched !== 'string') found.unshift(matched);
    });
    return found;
  };
  walk(root, (node, parent) => {
    if (node.type !== 'code') return;
    const start = node.position?.start.line ?? 0;
    if (SHELL.has(node.lang ?? '') && /\bcurl\b/.test(node.value ?? '')) {
      let requests: CurlRequest[];
      try {
        requests = curlRequests(node.value ?? '');
      } catch (error) {
        problems.push(`${file}:${start}: ${(error as Error).message}`);
        return;
      }
      for (const request of requests) {
        if (!isApiUrl(request.url)) continue;
        const { problems: found, matched } = checkRequest(contract, request);
        problems.push(...found.map((p) => `${file}:${start + request.line}: ${p}`));
        if (matched) shown.unshift(matched);
      }
      return;
    }
    if (node.lang !== 'json') return;
    let value: JsonValue;
    try {
      value = JSON.parse(node.value ?? '') as JsonValue;
    } catch {
      // JSON with comments or an excerpt (…) is prose, not an example a client parses.
      return;
    }
    const status = RESPONSE_TITLE.exec(titleOf(node.meta) ?? '')?.[1];
    if (status) {
      const candidates = [...namedBefore(node, parent), ...shown];
      const owner = candidates.find((m) => documentsStatus(m, status)) ?? candidates[0];
      if (!owner) problems.push(`${file}:${start}: a response example with no request to the API before it on the page`);
      else problems.push(...checkResponse(owner, status, value).map((p) => `${file}:${start}: ${p}`));
    } else if (isObject(value) && typeof value.id === 'string' && value.id.startsWith('evt_') && typeof value.type === 'string') {
      problems.push(...checkEvent(contract, value).map((p) => `${file}:${start}: ${p}`));
    }
  });
  problems.push(...twinProblems(root, file));
  return problems;
}

/** The leaves of a JSON body: each field name, and each string, number, boolean or null value. */
function leaves(value: JsonValue, out: { keys: Set<string>; values: Set<string> } = { keys: new Set(), values: new Set() }) {
  if (Array.isArray(value)) value.forEach((v) => leaves(v, out));
  else if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      out.keys.add(key);
      leaves(v, out);
    }
  } else out.values.add(typeof value === 'string' ? value : JSON.stringify(value));
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a language writes a literal: `true` is `True` in Python and PHP accepts both. */
function literalPattern(value: string, lang: string): RegExp {
  if (value === 'true' || value === 'false') return new RegExp(`\\b${lang === 'python' ? value[0].toUpperCase() + value.slice(1) : value}\\b`);
  if (value === 'null') return new RegExp(`\\b${lang === 'python' ? 'None' : 'null'}\\b`);
  if (/^-?\d+(\.\d+)?$/.test(value)) return new RegExp(`(^|[^\\w.])${escape(value)}(?![\\w.])`);
  // A string: quoted in either quote, JSON escapes as the language writes them.
  const text = escape(value).replace(/\\\\/g, '\\\\{1,2}');
  return new RegExp(`['"]${text}['"]`);
}

/** Problems of the PHP, Python and JavaScript tabs that do not send their cURL tab's request. */
function twinProblems(root: MdNode, file: string): string[] {
  const problems: string[] = [];
  walk(root, (node) => {
    if (!isJsx(node) || node.name !== 'Tabs') return;
    const blocks = (node.children ?? [])
      .filter((child) => isJsx(child) && child.name === 'TabItem')
      .flatMap((item) => {
        const label = String(jsxAttributes(item).get('label') ?? jsxAttributes(item).get('value'));
        const codes: MdNode[] = [];
        walk(item, (n) => {
          if (n.type === 'code') codes.push(n);
        });
        return codes.length === 1 ? [{ label, code: codes[0] }] : [];
      });
    const curl = blocks.find((b) => SHELL.has(b.code.lang ?? '') && /\bcurl\b/.test(b.code.value ?? ''));
    if (!curl) return;
    let requests: CurlRequest[];
    try {
      requests = curlRequests(curl.code.value ?? '').filter((r) => isApiUrl(r.url));
    } catch {
      return;
    }
    if (requests.length !== 1) return;
    const [request] = requests;
    for (const twin of blocks.filter((b) => ['php', 'python', 'javascript'].includes(b.code.lang ?? ''))) {
      const missing = twinMismatches(request, twin.code.lang ?? '', twin.code.value ?? '');
      if (missing.length > 0) {
        problems.push(`${file}:${twin.code.position?.start.line ?? 0}: the ${twin.label} tab does not send the request of the cURL tab: missing ${missing.slice(0, 6).join(', ')}${missing.length > 6 ? ` and ${missing.length - 6} more` : ''}`);
      }
    }
  });
  return problems;
}

/**
 * What a PHP, Python or JavaScript sample leaves out of the request of its cURL twin: the path
 * (whole, or built from its segments), the method, each header other than the credentials and
 * content type with its value (a twin may make a fresh idempotency key), and every field name and
 * value of the body, written as the language writes literals.
 */
export function twinMismatches(request: HttpRequest, lang: string, source: string): string[] {
  // A long string split over lines ('abc ' + 'def', or Python's adjacent literals) counts as one.
  const code = source.replace(/(['"])\s*\+?\s*\n\s*\1/g, '');
  const url = new URL(request.url.replace(/\$\{?[A-Z_][A-Z0-9_]*\}?/g, 'VARIABLE'));
  let body: JsonValue = null;
  try {
    body = request.body === null ? null : (JSON.parse(request.body) as JsonValue);
  } catch {
    return [];
  }
  const { keys, values } = body === null ? { keys: new Set<string>(), values: new Set<string>() } : leaves(body);
  const missing: string[] = [];
  // The path as one string, or built from its segments (`'/mdwr/v1/allinone/' . $operationId` with the id set above).
  const segments = url.pathname.split('/').filter((segment) => segment && segment !== 'VARIABLE');
  if (!code.includes(url.pathname) && !segments.every((segment) => code.includes(segment))) missing.push(`the path ${url.pathname}`);
  const method = request.method;
  const sendsMethod =
    new RegExp(`(^|[^\\w])${method}\\b|\\.${method.toLowerCase()}\\(`).test(code) ||
    (method === 'POST' && /CURLOPT_POST\b/.test(code)) ||
    (method === 'GET' && !/(^|[^\w])(POST|PUT|PATCH|DELETE)\b|CURLOPT_POST\b|\.(post|put|patch|delete)\(/.test(code));
  if (!sendsMethod) missing.push(`the method ${method}`);
  for (const [name, value] of request.headers) {
    if (/^(authorization|content-type|accept)$/i.test(name)) continue;
    if (!code.toLowerCase().includes(name.toLowerCase())) missing.push(`the header ${name}`);
    // A twin may make a fresh idempotency key where the cURL command shows one.
    else if (!/^\$/.test(value) && !code.includes(value) && !(/^idempotency-key$/i.test(name) && /uuid|random_bytes|randomUUID/i.test(code))) missing.push(`the ${name} value ${value}`);
  }
  for (const key of keys) if (!new RegExp(`['"]?\\b${escape(key)}\\b['"]?\\s*(=>|:)|\\b${escape(key)}\\s*=`).test(code)) missing.push(`the field ${key}`);
  for (const value of values) if (!literalPattern(value, lang).test(code)) missing.push(`the value ${JSON.stringify(value)}`);
  return missing;
}
