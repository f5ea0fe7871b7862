/**
 * The view of an OpenAPI operation that the API reference renders: built at build time from the
 * documents in content/api (src/node/apiReference.ts), stored in the data layer (ApiOperation and
 * ApiDocument nodes) and read by the MDX components ApiOperation and ApiOverview. Text is already in
 * the page's language; descriptions keep their inline Markdown (code spans, emphasis).
 */

/** A rule a value must follow, rendered as words in the page's language. */
export type Constraint =
  | { kind: 'enum'; values: (string | number | boolean | null)[] }
  | { kind: 'const'; value: string | number | boolean | null }
  | { kind: 'pattern'; value: string }
  | { kind: 'format'; value: string }
  | { kind: 'minLength' | 'maxLength' | 'minItems' | 'maxItems' | 'minProperties'; value: number }
  | { kind: 'minimum' | 'maximum' | 'exclusiveMinimum' | 'exclusiveMaximum' | 'multipleOf'; value: number }
  | { kind: 'default'; value: string }
  /** `oneOf` of `required` lists: exactly one group; `anyOf`: at least one. */
  | { kind: 'oneOfRequired' | 'anyOfRequired'; groups: string[][] }
  | { kind: 'uniqueItems' }
  | { kind: 'readOnly' }
  | { kind: 'deprecated' };

export interface SchemaView {
  /** What the value is, in words a reader of any language understands: `string`, `integer`, `object`, `array`. */
  type: string;
  /** The component the schema comes from (`Amount`), when it is a named one. */
  name?: string;
  nullable: boolean;
  description?: string;
  constraints: Constraint[];
  /** A single example value, as JSON text. */
  example?: string;
  properties?: PropertyView[];
  /** Whether an object accepts properties it does not declare (requests are closed). */
  closed?: boolean;
  /** The schema of each item, for arrays. */
  items?: SchemaView;
  /** Alternatives (`oneOf`/`anyOf`): the value is one of these. */
  variants?: { title: string; schema: SchemaView }[];
  /** Set when the schema repeats one of the schemas it is nested in; it is not expanded again. */
  recursive?: boolean;
}

export interface PropertyView {
  name: string;
  required: boolean;
  schema: SchemaView;
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  deprecated: boolean;
  schema: SchemaView;
  example?: string;
}

export interface ExampleView {
  /** The example's key in the document (`card_approved`), unique within its list. */
  key: string;
  summary?: string;
  description?: string;
  /** The example value, pretty-printed JSON. */
  json: string;
  /** The same, highlighted at build time (`highlightCode`). */
  html: string;
}

export interface BodyView {
  description?: string;
  required: boolean;
  contentType: string;
  schema?: SchemaView;
  examples: ExampleView[];
}

export interface HeaderView {
  name: string;
  description?: string;
  schema?: SchemaView;
}

export interface ResponseView {
  /** `200`, `4XX` or `default`. */
  status: string;
  description: string;
  headers: HeaderView[];
  body?: BodyView;
  /** The codes it carries, linked to their rows in the code references (content/testing.yaml). */
  codes: { errorCodes: string[]; responseCodes: string[]; carriesResponseCode: boolean };
}

export interface SecuritySchemeView {
  key: string;
  /** `http`, `apiKey`… */
  type: string;
  /** `bearer` for HTTP bearer. */
  scheme?: string;
  /** For an API key: where it goes and under which name. */
  in?: string;
  headerName?: string;
  description?: string;
}

export interface ServerView {
  url: string;
  description?: string;
}

export interface CodeSamples {
  curl: string;
  php: string;
  python: string;
  javascript: string;
}

export interface OperationView {
  api: string;
  operationId: string;
  kind: 'path' | 'webhook';
  method: string;
  /** The path template, or the webhook's name. */
  path: string;
  summary: string;
  description?: string;
  deprecated: boolean;
  servers: ServerView[];
  /** Alternatives (any one is enough), each a set of schemes used together; empty means none. */
  security: SecuritySchemeView[][];
  parameters: ParameterView[];
  requestBody?: BodyView;
  responses: ResponseView[];
  samples: CodeSamples;
  /** The samples highlighted at build time (`highlightCode`). */
  samplesHtml: CodeSamples;
}

/** One line of an API's table of operations. */
export interface OperationSummary {
  operationId: string;
  kind: 'path' | 'webhook';
  method: string;
  path: string;
  summary: string;
  /** The reference page that renders the operation, in the same locale; null if none does. */
  route: string | null;
}

export interface DocumentView {
  api: string;
  title: string;
  version: string;
  description?: string;
  servers: ServerView[];
  security: SecuritySchemeView[][];
  /** Where the single-language OpenAPI files of this API can be downloaded. */
  /** Where the single-language OpenAPI files and the Postman collection of this API can be downloaded. */
  downloads: { yaml: string; json: string; postman: string };
}

/** How MDX names an operation: `payment/card`. */
export function operationKey(api: string, operationId: string): string {
  return `${api}/${operationId}`;
}
