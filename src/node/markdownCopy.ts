/**
 * The Markdown copies of the listed pages, and the llms.txt and llms-full.txt of each locale
 * (llmstxt.org), written beside the pages from the site model.
 *
 * The rule: a page's copy is its URL without the final slash, plus `.md`
 * (`/docs/api/payment/card/` → `/docs/api/payment/card.md`, `/en/blog/x/` → `/en/blog/x.md`); a
 * locale's root page is `index.md` in its folder. Each page links its copy with
 * `<link rel="alternate" type="text/markdown">`, and the hosting serves it as
 * `text/markdown; charset=utf-8`.
 *
 * The text comes from the page's parsed tree (src/node/mdx/markdown.ts); the components that render
 * data (the API reference, the platform list, the tools) are written here from the same data the
 * page renders: an operation becomes its method and path, authentication, parameter and body field
 * tables with what is required, its examples as JSON blocks and its code samples.
 */
import type { TFunction } from 'i18next';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Constraint, DocumentView, ExampleView, OperationSummary, OperationView, PropertyView, SchemaView } from '../openapi/types';
import { operationKey } from '../openapi/types';
import { SAMPLE_LANGUAGES } from '../openapi/sampleLanguages';
import { typeLabel } from '../openapi/typeLabel';
import { CURRENCIES, CURRENCY_EXPONENTS, formatMajor } from '../utils/currencies';
import { localizeHref, type Locale } from '../utils/locale';
import { markdownRoute } from '../utils/routes';
import { nodeT } from './i18n';
import { stringify, type MarkdownPart } from './mdx/markdown';
import { textOf, type MdNode } from './mdx/tree';
import type { ShopFeature, ShopPlatform } from './shoplist';
import type { Testing } from './schemas/testing';
import { anchors, REFERENCE_DOCS } from '../mdx/Testing/anchors';
import { docRoute } from '../utils/routes';
import { sectionId, sectionTitleKey } from '../openapi/sections';


/** The data the components of a copy are written from, in the copy's locale. */
export interface CopyData {
  locale: Locale;
  siteUrl: string;
  /** `api/operationId` → the operation's view. */
  operations: Map<string, OperationView>;
  /** api → the document's view and its operations with the page that renders each. */
  documents: Map<string, { view: DocumentView; operations: OperationSummary[] }>;
  features: ShopFeature[];
  platforms: ShopPlatform[];
  /** content/testing.yaml, when the site has it. */
  testing: Testing | null;
}

/** A page as its copy needs it. */
export interface CopyPage {
  route: string;
  title: string;
  description: string;
  markdown: MarkdownPart[];
  /** A post's publication date (ISO 8601). */
  date?: string;
}

// mdast builders.
const text = (value: string): MdNode => ({ type: 'text', value });
const code = (value: string): MdNode => ({ type: 'inlineCode', value });
const strong = (...children: MdNode[]): MdNode => ({ type: 'strong', children });
const paragraph = (...children: MdNode[]): MdNode => ({ type: 'paragraph', children });
const heading = (depth: number, children: MdNode[], id?: string): MdNode => ({
  type: 'heading',
  depth: Math.min(depth, 6),
  children: id ? [...children, text(` {#${id}}`)] : children,
});
const link = (url: string, ...children: MdNode[]): MdNode => ({ type: 'link', url, children });
const list = (items: MdNode[][]): MdNode => ({ type: 'list', ordered: false, children: items.map((children) => ({ type: 'listItem', children: [paragraph(...children)] })) });
const codeBlock = (value: string, lang: string): MdNode => ({ type: 'code', lang, meta: null, value });
const table = (header: string[], rows: MdNode[][][]): MdNode => ({
  type: 'table',
  children: [header.map((h) => [text(h)]), ...rows].map((cells) => ({ type: 'tableRow', children: cells.map((children) => ({ type: 'tableCell', children })) })),
});

/**
 * An OpenAPI text parsed once per build: the same descriptions come back for every operation that
 * shares a schema, a parameter or a response. The nodes are shared between copies, so nothing here
 * or in the serialiser changes them.
 */
const parsedTexts = new Map<string, MdNode>();

function parsed(markdown: string): MdNode {
  let root = parsedTexts.get(markdown);
  if (!root) {
    root = fromMarkdown(markdown) as unknown as MdNode;
    parsedTexts.set(markdown, root);
  }
  return root;
}

/** Inline Markdown of the OpenAPI descriptions (code spans, emphasis, links) as mdast inline nodes, paragraphs joined. */
function inline(markdown: string | undefined): MdNode[] {
  if (!markdown) return [];
  const out: MdNode[] = [];
  for (const block of parsed(markdown).children ?? []) {
    if (out.length > 0) out.push(text(' '));
    if (block.type === 'paragraph') out.push(...(block.children ?? []));
    else out.push(text(markdownText(block)));
  }
  return out;
}

function markdownText(node: MdNode): string {
  if (node.value !== undefined) return node.value;
  return (node.children ?? []).map(markdownText).join(' ');
}

/** Description paragraphs of an OpenAPI text. */
function blocks(markdown: string | undefined): MdNode[] {
  if (!markdown) return [];
  return [...(parsed(markdown).children ?? [])];
}

const literal = (value: string | number | boolean | null): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** A constraint in words, as the reference page writes it. */
function constraintNodes(c: Constraint, t: TFunction): MdNode[] {
  const joined = (values: string[], separator = ', ') => values.flatMap((v, i) => (i > 0 ? [text(separator), code(v)] : [code(v)]));
  switch (c.kind) {
    case 'enum':
      return [text(`${t('api.constraint.enum')} `), ...joined(c.values.map(literal))];
    case 'const':
    case 'pattern':
    case 'format':
    case 'default':
      return [text(`${t(`api.constraint.${c.kind}`)} `), code(literal(c.value))];
    case 'oneOfRequired':
    case 'anyOfRequired':
      return [text(`${t(`api.constraint.${c.kind}`)} `), ...c.groups.flatMap((group, i) => [...(i > 0 ? [text(', ')] : []), ...joined(group, ' + ')])];
    case 'uniqueItems':
    case 'readOnly':
    case 'deprecated':
      return [text(t(`api.constraint.${c.kind}`))];
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
      return [text(t(`api.constraint.${c.kind}`, { count: c.value }))];
    default:
      return [text(t(`api.constraint.${c.kind}`, { value: c.value }))];
  }
}


/**
 * The description cell of a field: its description, then its constraints and example separated by
 * `; `. The description is a sentence of its own: the facts follow it after its full stop.
 */
function describe(schema: SchemaView, t: TFunction, description = schema.description): MdNode[] {
  const pieces: MdNode[][] = [];
  for (const c of schema.constraints) pieces.push(constraintNodes(c, t));
  if (schema.example !== undefined) pieces.push([text(`${t('api.constraint.example')} `), code(schema.example)]);
  const facts = pieces.flatMap((piece, i) => (i > 0 ? [text('; '), ...piece] : piece));
  const own = inline(description);
  if (own.length === 0 || facts.length === 0) return [...own, ...facts];
  const stopped = /[.!?:]$/.test(own.map(textOf).join('').trimEnd());
  return [...own, text(stopped ? ' ' : '. '), ...facts];
}

/** The rows of a body's fields, nested fields by their path (`card.number`, `items[].sku`). */
function fieldRows(schema: SchemaView, t: TFunction, prefix = '', rows: MdNode[][][] = []): MdNode[][][] {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  const base = schema.type === 'array' && schema.items && prefix ? `${prefix}[]` : prefix;
  const field = (p: PropertyView) => {
    const name = base ? `${base}.${p.name}` : p.name;
    rows.push([[code(name)], [text(typeLabel(p.schema, t))], [text(p.required ? t('api.required') : t('api.optional'))], describe(p.schema, t)]);
    if (!p.schema.recursive) fieldRows(p.schema, t, name, rows);
  };
  target.properties?.forEach(field);
  for (const variant of target.variants ?? []) {
    // The alternatives of a oneOf: their fields, each row saying which alternative it belongs to.
    const start = rows.length;
    fieldRows(variant.schema, t, base, rows);
    for (const row of rows.slice(start)) row[3] = [strong(text(`${variant.title}:`)), text(' '), ...row[3]];
  }
  return rows;
}

function fieldTable(schema: SchemaView, t: TFunction): MdNode[] {
  const rows = fieldRows(schema, t);
  if (rows.length === 0) return [];
  return [table([t('markdown.field'), t('markdown.type'), t('markdown.requirement'), t('api.description')], rows)];
}

function examples(list: ExampleView[], label: string): MdNode[] {
  return list.flatMap((example) => [paragraph(strong(text(`${example.summary ?? label}:`))), ...blocks(example.description), codeBlock(example.json, 'json')]);
}

/** The links of a response to the rows of its codes in the code references. */
function codeLinkNodes(codes: OperationView['responses'][number]['codes'], t: TFunction, siteUrl: string, locale: Locale): MdNode[] {
  const errorPage = `${siteUrl}${docRoute(REFERENCE_DOCS.errorCodes, locale)}`;
  const codesPage = `${siteUrl}${docRoute(REFERENCE_DOCS.responseCodes, locale)}`;
  const listed = (values: string[], href: (v: string) => string) => values.flatMap((v, i) => [...(i > 0 ? [text(', ')] : []), link(href(v), code(v))]);
  const out: MdNode[] = [];
  if (codes.errorCodes.length > 0) out.push(text(`${t('api.codes.error')} `), ...listed(codes.errorCodes, (c) => `${errorPage}#${anchors.errorCode(c)}`), text('. '));
  if (codes.responseCodes.length > 0) out.push(text(`${t('api.codes.response')} `), ...listed(codes.responseCodes, (c) => `${codesPage}#${anchors.responseCode(c)}`), text('. '));
  if (codes.carriesResponseCode) out.push(link(`${codesPage}#response-code-table`, text(t('api.codes.all'))));
  return out.length > 0 ? [paragraph(...out)] : [];
}

/** The reference of one operation, under a heading of `depth` (its sections a level below). */
export function operationNodes(op: OperationView, t: TFunction, depth: number, siteUrl = '', locale: Locale = 'es'): MdNode[] {
  const id = (part: string) => `${op.operationId}-${part}`;
  const webhook = op.kind === 'webhook';
  const section = depth + 1;
  const out: MdNode[] = [];
  const endpoint = webhook ? [code(op.method), text(` ${t('api.webhookEndpoint')}`)] : [code(`${op.method} ${op.path}`)];
  out.push(paragraph(...endpoint, ...(op.deprecated ? [text(` (${t('api.deprecated')})`)] : [])));
  out.push(...blocks(op.description));
  if (op.servers.length > 0) {
    out.push(paragraph(strong(text(`${t('api.servers')}:`))));
    out.push(list(op.servers.map((s) => [code(`${s.url}${webhook ? '' : op.path}`), ...(s.description ? [text(': '), ...inline(s.description)] : [])])));
  }
  out.push(heading(section, [text(t(sectionTitleKey(op, 'auth')))], sectionId(op, 'auth')));
  out.push(...securityNodes(op.security, t));
  if (op.parameters.length > 0) {
    out.push(heading(section, [text(t(sectionTitleKey(op, 'parameters')))], sectionId(op, 'parameters')));
    for (const where of ['path', 'query', 'header', 'cookie'] as const) {
      const params = op.parameters.filter((p) => p.in === where);
      if (params.length === 0) continue;
      out.push(paragraph(strong(text(`${t(`api.params.${where}`)}:`))));
      out.push(
        table(
          [t('api.name'), t('markdown.type'), t('markdown.requirement'), t('api.description')],
          params.map((p) => [
            [code(p.name)],
            [text(typeLabel(p.schema, t))],
            [text(p.required ? t('api.required') : t('api.optional'))],
            describe({ ...p.schema, example: p.example ?? p.schema.example }, t, p.description ?? p.schema.description),
          ]),
        ),
      );
    }
  }
  if (op.requestBody) {
    const body = op.requestBody;
    out.push(heading(section, [text(t(sectionTitleKey(op, 'request-body')))], sectionId(op, 'request-body')));
    out.push(paragraph(code(body.contentType), ...(body.schema ? [text(` · ${typeLabel(body.schema, t)}${body.schema.name ? ` (${body.schema.name})` : ''}`)] : [])));
    out.push(...blocks(body.description));
    if (body.schema) {
      out.push(...blocks(body.schema.description));
      const rules = body.schema.constraints.map((c) => constraintNodes(c, t));
      if (rules.length > 0) out.push(list(rules));
      out.push(...fieldTable(body.schema, t));
    }
    out.push(...examples(body.examples, t('api.requestExample')));
  }
  out.push(heading(section, [text(t(sectionTitleKey(op, 'responses')))], sectionId(op, 'responses')));
  for (const response of op.responses) {
    out.push(heading(section + 1, [code(response.status)], id(`response-${response.status}`)));
    out.push(...blocks(response.description));
    out.push(...codeLinkNodes(response.codes, t, siteUrl, locale));
    if (response.headers.length > 0) {
      out.push(list(response.headers.map((h) => [code(h.name), text(` (${t('api.header')})`), ...(h.description ? [text(': '), ...inline(h.description)] : [])])));
    }
    if (response.body) out.push(...examples(response.body.examples, t('api.responseExample', { status: response.status })));
  }
  out.push(heading(section, [text(t(sectionTitleKey(op, 'samples')))], sectionId(op, 'samples')));
  for (const lang of SAMPLE_LANGUAGES) {
    out.push(heading(section + 1, [text(lang.label)]));
    out.push(codeBlock(op.samples[lang.value], lang.prism));
  }
  return out;
}

function securityNodes(security: OperationView['security'], t: TFunction): MdNode[] {
  if (security.length === 0) return [paragraph(text(t('api.noAuth')))];
  return [
    list(
      security.map((alternative) =>
        alternative.flatMap((scheme, j) => {
          const and = j > 0 ? [text(` ${t('api.and')} `)] : [];
          // After "and also" the label goes on the sentence, so it starts in lower case.
          const label = (value: string) => (j > 0 ? value.charAt(0).toLowerCase() + value.slice(1) : value);
          if (scheme.type === 'http' && scheme.scheme === 'bearer') return [...and, text(label(t('api.bearer')))];
          return [...and, text(`${label(t(`api.apiKeyIn.${scheme.in}`))} `), code(scheme.headerName ?? scheme.key)];
        }),
      ),
    ),
  ];
}

/** An API at a glance: version, servers, authentication, downloads and its operations. */
function overviewNodes(api: string, data: CopyData, t: TFunction): MdNode[] {
  const doc = data.documents.get(api);
  if (!doc) throw new Error(`<ApiOverview api="${api}">: there is no API "${api}" in content/api.`);
  const { view } = doc;
  const out: MdNode[] = [paragraph(text(`${view.title} · ${t('api.version', { version: view.version })}`))];
  if (view.servers.length > 0) out.push(list(view.servers.map((s) => [code(s.url), ...(s.description ? [text(': '), ...inline(s.description)] : [])])));
  out.push(...securityNodes(view.security, t));
  out.push(
    paragraph(
      text(`${t('api.download')} `),
      link(`${data.siteUrl}${view.downloads.yaml}`, text(t('api.downloadYaml', { api }))),
      text(' · '),
      link(`${data.siteUrl}${view.downloads.json}`, text(t('api.downloadJson', { api }))),
      text(' · '),
      link(`${data.siteUrl}${view.downloads.postman}`, text(t('api.downloadPostman'))),
    ),
  );
  out.push(
    table(
      [t('api.operation'), t('api.endpoint')],
      doc.operations.map((op) => [
        op.route ? [link(`${data.siteUrl}${markdownRoute(op.route)}`, text(op.summary))] : [text(op.summary)],
        [code(op.kind === 'webhook' ? op.method : `${op.method} ${op.path}`)],
      ]),
    ),
  );
  return out;
}

function shopListNodes(data: CopyData, t: TFunction): MdNode[] {
  const label = new Map(data.features.map((f) => [f.id, f.label[data.locale]]));
  return [
    table(
      [t('markdown.platform'), t('tools.shoplist.pluginVersion'), t('tools.shoplist.minVersion'), t('tools.shoplist.supported'), t('markdown.notes')],
      data.platforms.map((p) => [
        [text(p.name)],
        [code(p.pluginVersion)],
        p.minPlatformVersion === null ? [text(t('tools.shoplist.hosted'))] : [code(p.minPlatformVersion)],
        [text(p.features.map((f) => label.get(f) ?? f).join(', '))],
        [
          ...inline(p.note[data.locale]),
          text(' '),
          link(`${data.siteUrl}${localizeHref(p.guide, data.locale)}`, text(t('tools.shoplist.guideLink', { name: p.name }))),
        ],
      ]),
    ),
  ];
}

function generatorNodes(data: CopyData, t: TFunction): MdNode[] {
  // In the page's order (its query sorts by key, api/operationId), whatever order the views were read in.
  const operations = [...data.operations.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, op]) => op)
    .filter((op) => op.kind === 'path' && op.requestBody?.schema);
  return [
    paragraph(text(t('markdown.generator'))),
    list(operations.map((op) => [code(`${op.method} ${op.path}`), text(` (${op.api}): ${op.summary}`)])),
  ];
}

function currencyNodes(t: TFunction): MdNode[] {
  return [
    paragraph(text(t('markdown.converter'))),
    table(
      [t('markdown.currency'), t('markdown.exponent'), t('markdown.oneUnit')],
      Object.entries(CURRENCY_EXPONENTS).map(([currency, exponent]) => [[code(currency)], [text(String(exponent))], [code(String(10 ** exponent))]]),
    ),
  ];
}

/** A text of content/testing.yaml as inline nodes, its site links made absolute in the copy's locale. */
function dataText(markdown: string, data: CopyData): MdNode[] {
  const nodes = inline(markdown);
  const fix = (node: MdNode) => {
    if (node.type === 'link' && node.url?.startsWith('/')) node.url = `${data.siteUrl}${localizeHref(node.url, data.locale)}`;
    node.children?.forEach(fix);
  };
  nodes.forEach(fix);
  return nodes;
}

function testingNodes(component: 'ResponseCodes' | 'ErrorCodes' | 'TestData', kind: string | undefined, data: CopyData, t: TFunction): MdNode[] {
  const testing = data.testing;
  if (!testing) throw new Error(`<${component}>: content/testing.yaml is missing`);
  const l = data.locale;
  if (component === 'ResponseCodes') {
    return [
      table(
        [t('tools.testing.code'), t('tools.testing.meaning'), t('tools.testing.shopper'), t('tools.testing.retry'), t('tools.testing.action')],
        testing.responseCodes.map((c) => [[code(c.code), text(` (${c.status})`)], dataText(c.meaning[l], data), dataText(c.shopper[l], data), dataText(c.retry[l], data), dataText(c.action[l], data)]),
      ),
    ];
  }
  if (component === 'ErrorCodes') {
    return [
      table(
        ['HTTP', 'error.code', t('tools.testing.when'), t('tools.testing.action')],
        testing.errorCodes.map((c) => [[text(String(c.http))], [code(c.code)], dataText(c.when[l], data), dataText(c.action[l], data)]),
      ),
    ];
  }
  const codesPage = `${data.siteUrl}${docRoute(REFERENCE_DOCS.responseCodes, l)}`;
  return [
    table(
      [t('tools.testing.value'), t('tools.testing.scenario'), t('tools.testing.status'), 'responseCode', t('tools.testing.webhook')],
      testing.testData
        .filter((d) => !kind || d.kind === kind)
        .map((d) => [
          [code(d.value), ...(d.brand ? [text(` (${d.brand})`)] : [])],
          dataText(d.scenario[l], data),
          dataText(d.status, data),
          d.responseCode ? [link(`${codesPage}#${anchors.responseCode(d.responseCode)}`, code(d.responseCode))] : [text('—')],
          d.webhook ? [code(d.webhook)] : [text('—')],
        ]),
    ),
  ];
}

/** The Markdown of a data component, under a heading of `depth`. */
function componentMarkdown(part: Extract<MarkdownPart, { component: string }>, data: CopyData): string {
  const t = nodeT(data.locale);
  const { api, operationId } = part.attributes;
  let nodes: MdNode[];
  switch (part.component) {
    case 'ApiOperation': {
      const op = data.operations.get(operationKey(api, operationId));
      if (!op) throw new Error(`<ApiOperation api="${api}" operationId="${operationId}">: no such operation in content/api.`);
      nodes = operationNodes(op, t, part.depth, data.siteUrl, data.locale);
      break;
    }
    case 'ApiOverview':
      nodes = overviewNodes(api, data, t);
      break;
    case 'ShopList':
      nodes = shopListNodes(data, t);
      break;
    case 'JsonGenerator':
      nodes = generatorNodes(data, t);
      break;
    case 'MinorUnitsConverter':
      nodes = currencyNodes(t);
      break;
    case 'Currencies':
      nodes = [
        table(
          [t('tools.currencies.code'), t('tools.currencies.name'), t('tools.currencies.numeric'), t('tools.currencies.decimals'), `amount ${t('tools.currencies.amountIs')}`],
          CURRENCIES.map((c) => [[code(c.code)], [text(c.name[data.locale])], [code(c.numeric)], [text(String(c.exponent))], [text(`${formatMajor(BigInt(1250), c.exponent, data.locale, false)} ${c.code}`)]]),
        ),
      ];
      break;
    case 'ResponseCodes':
    case 'ErrorCodes':
    case 'TestData':
      nodes = testingNodes(part.component, part.attributes.kind, data, t);
      break;
  }
  return stringify({ type: 'root', children: nodes }).trim();
}

/** The whole copy of a page: its title and description, where it is published, then its content. */
export function pageMarkdown(page: CopyPage, data: CopyData): string {
  const t = nodeT(data.locale);
  const url = `${data.siteUrl}${page.route}`;
  const where: MdNode[] = [text(`${t('markdown.source')} `), link(url, text(url))];
  if (page.date) where.push({ type: 'break' }, text(t('markdown.published', { date: page.date.slice(0, 10) })));
  const head = stringify({
    type: 'root',
    children: [heading(1, [text(page.title)]), { type: 'blockquote', children: [paragraph(text(page.description.replace(/\s+/g, ' ').trim()))] }, paragraph(...where)],
  }).trim();
  const body = page.markdown.map((part) => ('text' in part ? part.text : componentMarkdown(part, data)));
  return `${[head, ...body].join('\n\n')}\n`;
}
