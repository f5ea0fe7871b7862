import React, { useId, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { initialValue, validate, type Issue, type Json } from '../../openapi/requestValue';
import type { SchemaView } from '../../openapi/types';
import { useGeneratorOperations } from './context';
import * as styles from './styles.module.css';

type Obj = { [key: string]: Json };
type Messages = Map<string, string[]>;
type T = (key: string, options?: Record<string, unknown>) => string;

const isObj = (value: Json): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);

function message(t: T, issue: Issue): string {
  const key = `tools.jsonGenerator.issues.${issue.code}`;
  switch (issue.code) {
    case 'pattern':
      return t(key, { pattern: issue.pattern });
    case 'enum':
      return t(key, { values: issue.values.map((v) => JSON.stringify(v)).join(', ') });
    case 'const':
      return t(key, { value: JSON.stringify(issue.value) });
    case 'oneOfRequired':
    case 'anyOfRequired':
      return t(key, { groups: issue.groups.map((g) => g.join(' + ')).join(', ') });
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
      return t(key, { count: issue.limit, limit: issue.limit });
    default:
      return t(key);
  }
}

interface FieldProps {
  label: string;
  path: string;
  schema: SchemaView;
  value: Json;
  onChange: (value: Json) => void;
  messages: Messages;
  idPrefix: string;
}

function Errors({ id, list }: { id: string; list: string[] | undefined }): JSX.Element | null {
  if (!list?.length) return null;
  return (
    <ul id={id} className={styles.errors}>
      {list.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** An array or free-form value, edited as JSON text. */
function JsonField({ label, path, value, onChange, messages, idPrefix }: FieldProps): JSX.Element {
  const { t } = useTranslation();
  const [text, setText] = useState(() => JSON.stringify(value));
  const [bad, setBad] = useState(false);
  const id = `${idPrefix}-${path}`;
  const list = [...(bad ? [t('tools.jsonGenerator.notJson')] : []), ...(messages.get(path) ?? [])];
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.control}
        rows={2}
        spellCheck={false}
        value={text}
        aria-invalid={list.length > 0}
        aria-describedby={list.length > 0 ? `${id}-errors` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          try {
            onChange(JSON.parse(event.target.value) as Json);
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      <Errors id={`${id}-errors`} list={list} />
    </div>
  );
}

function Field(props: FieldProps): JSX.Element {
  const { t } = useTranslation();
  const { label, path, schema, value, onChange, messages, idPrefix } = props;
  const id = `${idPrefix}-${path}`;
  const list = messages.get(path);
  const described = list?.length ? `${id}-errors` : undefined;

  if (schema.type === 'object' && schema.variants?.length && !schema.properties?.length) {
    const index = Math.max(0, schema.variants.findIndex((v) => validate(v.schema, value).length === 0));
    const variant = schema.variants[index];
    return (
      <fieldset className={styles.group}>
        <legend className={styles.label}>{label}</legend>
        <label htmlFor={`${id}-variant`} className={styles.label}>
          {t('tools.jsonGenerator.variant')}
        </label>
        <select
          id={`${id}-variant`}
          className={styles.control}
          value={index}
          onChange={(event) => onChange(initialValue(schema.variants?.[Number(event.target.value)]?.schema ?? schema))}
        >
          {schema.variants.map((v, i) => (
            <option key={v.title} value={i}>
              {v.title}
            </option>
          ))}
        </select>
        <Errors id={`${id}-errors`} list={list} />
        <ObjectFields {...props} schema={variant.schema} />
      </fieldset>
    );
  }
  if (schema.type === 'object' && schema.properties) {
    return (
      <fieldset className={styles.group}>
        <legend className={styles.label}>{label}</legend>
        <Errors id={`${id}-errors`} list={list} />
        <ObjectFields {...props} />
      </fieldset>
    );
  }
  if (schema.type === 'boolean') {
    return (
      <div className={styles.field}>
        <label className={styles.checkbox}>
          <input type="checkbox" id={id} checked={value === true} onChange={(event) => onChange(event.target.checked)} aria-describedby={described} />
          {label}
        </label>
        <Errors id={`${id}-errors`} list={list} />
      </div>
    );
  }
  const choices = schema.constraints.find((c) => c.kind === 'enum');
  if (schema.type === 'string' || schema.type === 'integer' || schema.type === 'number') {
    const numeric = schema.type !== 'string';
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {choices && choices.kind === 'enum' ? (
          <select
            id={id}
            className={styles.control}
            value={JSON.stringify(value)}
            aria-describedby={described}
            onChange={(event) => onChange(JSON.parse(event.target.value) as Json)}
          >
            {choices.values.map((v) => (
              <option key={String(v)} value={JSON.stringify(v)}>
                {String(v)}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            className={styles.control}
            type="text"
            inputMode={numeric ? 'numeric' : undefined}
            autoComplete="off"
            spellCheck={false}
            value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
            aria-invalid={Boolean(list?.length)}
            aria-describedby={described}
            onChange={(event) => {
              const text = event.target.value;
              onChange(numeric && /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);
            }}
          />
        )}
        <Errors id={`${id}-errors`} list={list} />
      </div>
    );
  }
  return <JsonField {...props} />;
}

function ObjectFields({ path, schema, value, onChange, messages, idPrefix }: FieldProps): JSX.Element {
  const { t } = useTranslation();
  const object = isObj(value) ? value : {};
  const child = (name: string) => (path ? `${path}.${name}` : name);
  return (
    <>
      {(schema.properties ?? [])
        .filter((p) => !p.schema.recursive)
        .map((property) => {
          const present = property.name in object;
          const set = (next: Json) => onChange({ ...object, [property.name]: next });
          return (
            <div key={property.name} className={styles.property}>
              {!property.required && (
                <label className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={present}
                    onChange={(event) => {
                      const next = { ...object };
                      if (event.target.checked) next[property.name] = initialValue(property.schema);
                      else delete next[property.name];
                      onChange(next);
                    }}
                  />
                  {t('tools.jsonGenerator.include', { name: child(property.name) })}
                </label>
              )}
              {(present || property.required) && (
                <Field
                  label={property.required ? t('tools.jsonGenerator.required', { name: property.name }) : property.name}
                  path={child(property.name)}
                  schema={property.schema}
                  value={object[property.name] ?? initialValue(property.schema)}
                  onChange={set}
                  messages={messages}
                  idPrefix={idPrefix}
                />
              )}
            </div>
          );
        })}
    </>
  );
}

/** Builds the JSON body of a request from a form generated from the operation's schema, checked as it is typed. */
export default function JsonGenerator(): JSX.Element {
  const { t } = useTranslation();
  const operations = useGeneratorOperations().filter((op) => op.requestSchema);
  const [key, setKey] = useState(operations[0]?.key ?? '');
  const operation = operations.find((op) => op.key === key) ?? operations[0];
  const [values, setValues] = useState<Record<string, Json>>({});
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  const id = useId();

  const schema = operation?.requestSchema ?? null;
  const value = operation ? (values[operation.key] ?? (schema ? initialValue(schema) : {})) : {};
  const issues = schema ? validate(schema, value) : [];
  const messages: Messages = new Map();
  for (const issue of issues) messages.set(issue.path, [...(messages.get(issue.path) ?? []), message(t as T, issue)]);
  const json = JSON.stringify(value, null, 2);

  if (!operation || !schema) return <p>{t('tools.jsonGenerator.none')}</p>;

  const copy = () => {
    const done = navigator.clipboard?.writeText(json);
    if (!done) setCopied('failed');
    else void done.then(() => setCopied('done'), () => setCopied('failed'));
  };

  return (
    <section className={styles.generator} aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className={styles.title}>
        {t('tools.jsonGenerator.title')}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-operation`} className={styles.label}>
          {t('tools.jsonGenerator.operation')}
        </label>
        <select
          id={`${id}-operation`}
          className={styles.control}
          value={operation.key}
          onChange={(event) => {
            setKey(event.target.value);
            setCopied('idle');
          }}
        >
          {[...new Set(operations.map((op) => op.api))].map((api) => (
            <optgroup key={api} label={api}>
              {operations
                .filter((op) => op.api === api)
                .map((op) => (
                  <option key={op.key} value={op.key}>
                    {`${op.method.toUpperCase()} ${op.path} — ${op.summary}`}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className={styles.columns}>
        {/* Not a <form>: nothing is submitted, the JSON follows every keystroke. A form without a
            submit button fails WCAG technique H32 (pa11y); a named group keeps the fields together. */}
        <div className={styles.form} role="group" aria-label={t('tools.jsonGenerator.form')}>
          <Field
            key={operation.key}
            label={t('tools.jsonGenerator.body')}
            path=""
            schema={schema}
            value={value}
            onChange={(next) => {
              setValues((all) => ({ ...all, [operation.key]: next }));
              setCopied('idle');
            }}
            messages={messages}
            idPrefix={id}
          />
        </div>
        <div className={styles.output}>
          <p className={styles.status} role="status" aria-live="polite">
            {issues.length === 0 ? t('tools.jsonGenerator.valid') : t('tools.jsonGenerator.invalid', { count: issues.length })}
          </p>
          {/* The name goes on a figure around the block: aria-label is not allowed on a <pre>. The
              <pre> stays focusable, so that a long JSON can be scrolled from the keyboard. */}
          <figure className={styles.figure} aria-label={t('tools.jsonGenerator.json')}>
            <pre className={styles.json} tabIndex={0}>
              <code data-testid="generated-json">{json}</code>
            </pre>
          </figure>
          <button type="button" className={styles.button} onClick={copy}>
            {t('tools.jsonGenerator.copy')}
          </button>
          <span className={styles.copied} aria-live="polite">
            {copied === 'done' ? t('tools.jsonGenerator.copied') : copied === 'failed' ? t('tools.jsonGenerator.copyFailed') : ''}
          </span>
        </div>
      </div>
    </section>
  );
}
