import React from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { Constraint, PropertyView, SchemaView } from '../../openapi/types';
import InlineMarkdown from './InlineMarkdown';
import { typeLabel } from '../../openapi/typeLabel';
import InlineCode from '../../theme/InlineCode';
import * as styles from './styles.module.css';

export { typeLabel };

const literal = (value: string | number | boolean | null): string => (typeof value === 'string' ? value : JSON.stringify(value));

function ConstraintItem({ constraint: c }: { constraint: Constraint }): JSX.Element {
  const { t } = useTranslation();
  switch (c.kind) {
    case 'enum':
      return (
        <>
          {t('api.constraint.enum')}{' '}
          {c.values.map((v, i) => (
            <React.Fragment key={i}>
              {i > 0 && ', '}
              <InlineCode>{literal(v)}</InlineCode>
            </React.Fragment>
          ))}
        </>
      );
    case 'const':
      return (
        <>
          {t('api.constraint.const')} <InlineCode>{literal(c.value)}</InlineCode>
        </>
      );
    case 'pattern':
      return (
        <>
          {t('api.constraint.pattern')} <InlineCode>{c.value}</InlineCode>
        </>
      );
    case 'format':
      return (
        <>
          {t('api.constraint.format')} <InlineCode>{c.value}</InlineCode>
        </>
      );
    case 'default':
      return (
        <>
          {t('api.constraint.default')} <InlineCode>{c.value}</InlineCode>
        </>
      );
    case 'oneOfRequired':
    case 'anyOfRequired':
      return (
        <>
          {t(`api.constraint.${c.kind}`)}{' '}
          {c.groups.map((group, i) => (
            <React.Fragment key={i}>
              {i > 0 && ', '}
              {group.map((name, j) => (
                <React.Fragment key={name}>
                  {j > 0 && ' + '}
                  <InlineCode>{name}</InlineCode>
                </React.Fragment>
              ))}
            </React.Fragment>
          ))}
        </>
      );
    case 'uniqueItems':
    case 'readOnly':
    case 'deprecated':
      return <>{t(`api.constraint.${c.kind}`)}</>;
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
      return <>{t(`api.constraint.${c.kind}`, { count: c.value })}</>;
    default:
      return <>{t(`api.constraint.${c.kind}`, { value: c.value })}</>;
  }
}

export function Constraints({ schema }: { schema: SchemaView }): JSX.Element | null {
  const { t } = useTranslation();
  // A pattern that only restates the length limits still says which characters are allowed: keep both.
  if (schema.constraints.length === 0 && schema.example === undefined) return null;
  return (
    <ul className={styles.constraints}>
      {schema.constraints.map((c, i) => (
        <li key={i}>
          <ConstraintItem constraint={c} />
        </li>
      ))}
      {schema.example !== undefined && (
        <li>
          {t('api.constraint.example')} <InlineCode>{schema.example}</InlineCode>
        </li>
      )}
    </ul>
  );
}

/** The fields of an object (or of the items of an array), nested objects folded in <details>. */
export function SchemaFields({ schema, depth = 0 }: { schema: SchemaView; depth?: number }): JSX.Element | null {
  const { t } = useTranslation();
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  if (target.recursive) return <p className={styles.muted}>{t('api.schema.recursive', { name: target.name })}</p>;
  return (
    <>
      {target.properties && target.properties.length > 0 && (
        // data-fields: a phone may skip each field while the page loads (src/utils/progressiveLayout.ts).
        <ul className={styles.fields} data-fields="">
          {target.properties.map((p) => (
            <Field key={p.name} property={p} depth={depth} />
          ))}
        </ul>
      )}
      {target.variants && (
        <div className={styles.variants}>
          <p className={styles.muted}>{t('api.schema.oneOf')}</p>
          {target.variants.map((variant, i) => (
            <details key={i} className={styles.nested}>
              <summary>
                <InlineCode>{variant.title}</InlineCode> <span className={styles.type}>{typeLabel(variant.schema, t)}</span>
              </summary>
              <InlineMarkdown text={variant.schema.description} className={styles.description} />
              <Constraints schema={variant.schema} />
              <SchemaFields schema={variant.schema} depth={depth + 1} />
            </details>
          ))}
        </div>
      )}
    </>
  );
}

function hasChildren(schema: SchemaView): boolean {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  return Boolean((target.properties && target.properties.length > 0) || target.variants || target.recursive);
}

function Field({ property: p, depth }: { property: PropertyView; depth: number }): JSX.Element {
  const { t } = useTranslation();
  const head = (
    <span className={styles.fieldHead}>
      <InlineCode className={styles.name}>{p.name}</InlineCode> <span className={styles.type}>{typeLabel(p.schema, t)}</span>
      {p.required && <span className={styles.required}>{t('api.required')}</span>}
    </span>
  );
  return (
    <li className={styles.field}>
      {head}
      <InlineMarkdown text={p.schema.description} className={styles.description} />
      <Constraints schema={p.schema} />
      {hasChildren(p.schema) && (
        <details className={styles.nested}>
          <summary>{t('api.schema.fieldsOf', { name: p.name })}</summary>
          <SchemaFields schema={p.schema} depth={depth + 1} />
        </details>
      )}
    </li>
  );
}
