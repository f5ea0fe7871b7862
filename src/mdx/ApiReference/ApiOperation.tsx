import React from 'react';
import clsx from 'clsx';
import { useTranslation } from '../../hooks/useTranslation';
import type { BodyView, ExampleView, ParameterView, ResponseView, SecuritySchemeView, ServerView } from '../../openapi/types';
import CodeBlock from '../../theme/CodeBlock';
import Tabs, { TabItem } from '../Tabs';
import { SAMPLE_LANGUAGES } from '../../openapi/sampleLanguages';
import { useApiOperation } from './context';
import InlineMarkdown from './InlineMarkdown';
import { Constraints, SchemaFields, typeLabel } from './Schema';
import Link from '../../theme/Link';
import { anchors, REFERENCE_DOCS } from '../Testing/anchors';
import { docRoute } from '../../utils/routes';
import InlineCode from '../../theme/InlineCode';
import { sectionId, sectionTitleKey } from '../../openapi/sections';
import * as styles from './styles.module.css';

export interface Props {
  /** The API: the name of its file in content/api (`payment`). */
  api: string;
  /** The operation's operationId in that file (`card`). */
  operationId: string;
}

function Code({ code, html, language, title }: { code: string; html: string; language: string; title?: string }): JSX.Element {
  return (
    <CodeBlock className={`language-${language}`} metastring={title ? `title=${JSON.stringify(title)}` : undefined} html={html}>
      {code}
    </CodeBlock>
  );
}

export function Endpoint({ method, path, webhook }: { method: string; path: string; webhook?: boolean }): JSX.Element {
  const { t } = useTranslation();
  return (
    <span className={styles.endpoint}>
      <span className={clsx(styles.method, styles[`method${method}`])}>{method}</span>{' '}
      {webhook ? <span>{t('api.webhookEndpoint')}</span> : <InlineCode className={styles.path}>{path}</InlineCode>}
    </span>
  );
}

export function Servers({ servers, path }: { servers: ServerView[]; path?: string }): JSX.Element | null {
  const { t } = useTranslation();
  if (servers.length === 0) return null;
  return (
    <dl className={styles.servers} aria-label={t('api.servers')}>
      {servers.map((server) => (
        <div key={server.url} className={styles.server}>
          <dt>
            <InlineCode>{`${server.url}${path ?? ''}`}</InlineCode>
          </dt>
          <dd>
            <InlineMarkdown text={server.description} as="span" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function Security({ security }: { security: SecuritySchemeView[][] }): JSX.Element {
  const { t } = useTranslation();
  if (security.length === 0) return <p>{t('api.noAuth')}</p>;
  return (
    <ul className={styles.security}>
      {security.map((alternative, i) => (
        <li key={i}>
          {alternative.map((scheme, j) => (
            <div key={scheme.key} className={styles.scheme}>
              {j > 0 && <span className={styles.muted}>{t('api.and')} </span>}
              <strong>
                {scheme.type === 'http' && scheme.scheme === 'bearer' ? (
                  t('api.bearer')
                ) : scheme.type === 'apiKey' ? (
                  <>
                    {t(`api.apiKeyIn.${scheme.in}`)} <InlineCode>{scheme.headerName}</InlineCode>
                  </>
                ) : (
                  scheme.type
                )}
              </strong>
              <InlineMarkdown text={scheme.description} />
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}

function ParameterTable({ title, params }: { title: string; params: ParameterView[] }): JSX.Element {
  const { t } = useTranslation();
  return (
    <div className={styles.tableWrapper} role="group" aria-label={title} tabIndex={0}>
      <table className={styles.params}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('api.name')}</th>
            <th scope="col">{t('api.description')}</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => (
            <tr key={`${p.in}:${p.name}`}>
              <td>
                <InlineCode className={styles.name}>{p.name}</InlineCode>
                <span className={styles.type}>{typeLabel(p.schema, t)}</span>
                {p.required ? <span className={styles.required}>{t('api.required')}</span> : <span className={styles.optional}>{t('api.optional')}</span>}
              </td>
              <td>
                <InlineMarkdown text={p.description ?? p.schema.description} />
                <Constraints schema={p.example !== undefined && p.schema.example === undefined ? { ...p.schema, example: p.example } : p.schema} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Examples({ examples, label }: { examples: ExampleView[]; label: string }): JSX.Element | null {
  if (examples.length === 0) return null;
  if (examples.length === 1) {
    const [only] = examples;
    return (
      <>
        <InlineMarkdown text={only.description} />
        <Code code={only.json} html={only.html} language="json" title={only.summary ?? label} />
      </>
    );
  }
  return (
    <Tabs>
      {examples.map((example) => (
        <TabItem key={example.key} value={example.key} label={example.summary ?? example.key}>
          <InlineMarkdown text={example.description} />
          <Code code={example.json} html={example.html} language="json" />
        </TabItem>
      ))}
    </Tabs>
  );
}

function Body({ body, exampleLabel }: { body: BodyView; exampleLabel: string }): JSX.Element {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.muted}>
        <InlineCode>{body.contentType}</InlineCode>
        {body.schema && (
          <>
            {' · '}
            {typeLabel(body.schema, t)}
            {body.schema.name && <> ({body.schema.name})</>}
          </>
        )}
      </p>
      <InlineMarkdown text={body.description} />
      {body.schema && (
        <>
          <InlineMarkdown text={body.schema.description} className={styles.description} />
          <Constraints schema={{ ...body.schema, example: undefined }} />
          <SchemaFields schema={body.schema} />
        </>
      )}
      <Examples examples={body.examples} label={exampleLabel} />
    </>
  );
}

/** Links from a response to the rows of the codes it carries in the code references. */
function ResponseCodeLinks({ codes }: { codes: ResponseView['codes'] }): JSX.Element | null {
  const { t } = useTranslation();
  const errorPage = docRoute(REFERENCE_DOCS.errorCodes, 'es');
  const codesPage = docRoute(REFERENCE_DOCS.responseCodes, 'es');
  if (codes.errorCodes.length === 0 && codes.responseCodes.length === 0 && !codes.carriesResponseCode) return null;
  const list = (values: string[], href: (v: string) => string) =>
    values.map((value, i) => (
      <React.Fragment key={value}>
        {i > 0 && ', '}
        <Link href={href(value)}>
          <InlineCode>{value}</InlineCode>
        </Link>
      </React.Fragment>
    ));
  return (
    <p className={styles.codeLinks}>
      {codes.errorCodes.length > 0 && (
        <span>
          {t('api.codes.error')} {list(codes.errorCodes, (c) => `${errorPage}#${anchors.errorCode(c)}`)}.{' '}
        </span>
      )}
      {codes.responseCodes.length > 0 && (
        <span>
          {t('api.codes.response')} {list(codes.responseCodes, (c) => `${codesPage}#${anchors.responseCode(c)}`)}.{' '}
        </span>
      )}
      {codes.carriesResponseCode && <Link href={`${codesPage}#response-code-table`}>{t('api.codes.all')}</Link>}
    </p>
  );
}

function Response({ response, id }: { response: ResponseView; id: string }): JSX.Element {
  const { t } = useTranslation();
  const success = response.status.startsWith('2');
  return (
    <details className={styles.response} open={success} id={id}>
      <summary>
        <span className={clsx(styles.status, success ? styles.statusOk : styles.statusError)}>{response.status}</span>{' '}
        <InlineMarkdown text={response.description} as="span" />
      </summary>
      <div className={styles.responseBody}>
        {response.headers.length > 0 && (
          <ul className={styles.fields} aria-label={t('api.responseHeaders')} data-fields="">
            {response.headers.map((h) => (
              <li key={h.name} className={styles.field}>
                <span className={styles.fieldHead}>
                  <InlineCode className={styles.name}>{h.name}</InlineCode> <span className={styles.type}>{t('api.header')}</span>
                </span>
                <InlineMarkdown text={h.description} className={styles.description} />
              </li>
            ))}
          </ul>
        )}
        <ResponseCodeLinks codes={response.codes} />
        {response.body && <Body body={response.body} exampleLabel={t('api.responseExample', { status: response.status })} />}
      </div>
    </details>
  );
}


/**
 * A part of the reference that React hydrates on its own: a Suspense boundary (nothing in it
 * suspends), so the page's hydration commits each part apart instead of the whole operation at once.
 */
function Part({ children }: { children: React.ReactNode }): JSX.Element {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}

/** The reference of one operation, rendered from its OpenAPI document. */
export default function ApiOperation({ api, operationId }: Props): JSX.Element {
  const { t } = useTranslation();
  const op = useApiOperation(api, operationId);
  if (!op) {
    // The build checks every <ApiOperation> against content/api, so this only shows in development.
    throw new Error(`<ApiOperation api="${api}" operationId="${operationId}">: the page's query did not include this operation.`);
  }
  const id = (part: string) => `${op.operationId}-${part}`;
  const locations: [ParameterView['in'], string][] = [
    ['path', t('api.params.path')],
    ['query', t('api.params.query')],
    ['header', t('api.params.header')],
    ['cookie', t('api.params.cookie')],
  ];
  const webhook = op.kind === 'webhook';
  return (
    <section className={styles.operation} aria-label={op.summary} data-operation={`${op.api}/${op.operationId}`}>
      <p className={styles.summaryLine}>
        <Endpoint method={op.method} path={op.path} webhook={webhook} />
        {op.deprecated && <span className={styles.deprecated}>{t('api.deprecated')}</span>}
      </p>
      <InlineMarkdown text={op.description} />
      <Servers servers={op.servers} path={op.path} />

      <h3 id={sectionId(op, 'auth')}>{t(sectionTitleKey(op, 'auth'))}</h3>
      <Security security={op.security} />

      {op.parameters.length > 0 && (
        <>
          <h3 id={sectionId(op, 'parameters')}>{t(sectionTitleKey(op, 'parameters'))}</h3>
          {locations.map(([where, title]) => {
            const params = op.parameters.filter((p) => p.in === where);
            return params.length > 0 ? <ParameterTable key={where} title={title} params={params} /> : null;
          })}
        </>
      )}

      {op.requestBody && (
        <>
          <h3 id={sectionId(op, 'request-body')}>{t(sectionTitleKey(op, 'request-body'))}</h3>
          <Part>
            <Body body={op.requestBody} exampleLabel={t('api.requestExample')} />
          </Part>
        </>
      )}

      <h3 id={sectionId(op, 'responses')}>{t(sectionTitleKey(op, 'responses'))}</h3>
      {op.responses.map((response) => (
        <Part key={response.status}>
          <Response response={response} id={id(`response-${response.status}`)} />
        </Part>
      ))}

      <h3 id={sectionId(op, 'samples')}>{t(sectionTitleKey(op, 'samples'))}</h3>
      <Part>
        <Tabs groupId="code">
          {SAMPLE_LANGUAGES.map((lang) => (
            <TabItem key={lang.value} value={lang.value} label={lang.label}>
              <Code code={op.samples[lang.value]} html={op.samplesHtml[lang.value]} language={lang.prism} />
            </TabItem>
          ))}
        </Tabs>
      </Part>
    </section>
  );
}
