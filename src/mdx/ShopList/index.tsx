import React, { useId, useRef, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import Link from '../../theme/Link';
import { useLocale } from '../../hooks/useLocale';
import { useShopList, type ShopPlatform } from './context';
import * as styles from './styles.module.css';
import InlineCode from '../../theme/InlineCode';

/** Lowercase, without accents or other combining marks: "Commércé" → "commerce". */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim();
}

/** The platforms whose name contains the query (case and accents ignored) and that support every feature given. */
export function filterPlatforms(platforms: ShopPlatform[], query: string, features: string[]): ShopPlatform[] {
  const wanted = normalize(query);
  return platforms.filter((p) => normalize(p.name).includes(wanted) && features.every((f) => p.features.includes(f)));
}

/**
 * The e-commerce platforms with a Tesela plugin (content/shoplist.yaml), with a search by name
 * and a filter by the features a merchant needs.
 */
export default function ShopList(): JSX.Element {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { features, platforms } = useShopList();
  const [query, setQuery] = useState('');
  const [checked, setChecked] = useState<string[]>([]);
  const search = useRef<HTMLInputElement>(null);

  const id = useId();
  const ids = { title: `${id}-title`, search: `${id}-search`, searchHint: `${id}-search-hint`, featuresHint: `${id}-features-hint` };
  const labels = new Map(features.map((f) => [f.id, f.label[locale]]));
  const shown = filterPlatforms(platforms, query, checked);

  const toggle = (feature: string, on: boolean) =>
    setChecked((current) => (on ? features.map((f) => f.id).filter((f) => f === feature || current.includes(f)) : current.filter((f) => f !== feature)));

  const clear = () => {
    setQuery('');
    setChecked([]);
    // The button disappears with the empty state: keep the focus in the tool.
    search.current?.focus();
  };

  return (
    <section className={styles.shoplist} aria-labelledby={ids.title}>
      <p id={ids.title} className={styles.title}>
        {t('tools.shoplist.label')}
      </p>
      {/* A search landmark, but no <form>: the list filters as the reader types, so there is
          nothing to submit, and a form without a submit button fails WCAG technique H32. */}
      <div className={styles.filters} role="search" aria-labelledby={ids.title}>
        <div className={styles.field}>
          <label htmlFor={ids.search} className={styles.label}>
            {t('tools.shoplist.search')}
          </label>
          <input
            ref={search}
            id={ids.search}
            className={styles.control}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={query}
            aria-describedby={ids.searchHint}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p id={ids.searchHint} className={styles.hint}>
            {t('tools.shoplist.searchHint')}
          </p>
        </div>
        <fieldset className={styles.features} aria-describedby={ids.featuresHint}>
          <legend className={styles.label}>{t('tools.shoplist.features')}</legend>
          <p id={ids.featuresHint} className={styles.hint}>
            {t('tools.shoplist.featuresHint')}
          </p>
          <ul className={styles.checkboxes}>
            {features.map((feature) => (
              <li key={feature.id}>
                <label className={styles.checkbox}>
                  <input
                    type="checkbox"
                    value={feature.id}
                    checked={checked.includes(feature.id)}
                    onChange={(event) => toggle(feature.id, event.target.checked)}
                  />
                  {feature.label[locale]}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>

      <p className={styles.count} role="status" aria-live="polite">
        {t('tools.shoplist.count', { count: shown.length, total: platforms.length })}
      </p>

      {shown.length === 0 ? (
        <div className={styles.empty}>
          <p>{t('tools.shoplist.empty')}</p>
          <button type="button" className={styles.button} onClick={clear}>
            {t('tools.shoplist.clear')}
          </button>
        </div>
      ) : (
        <ul className={styles.platforms} aria-labelledby={ids.title}>
          {shown.map((platform) => (
            <li key={platform.id} className={styles.platform} data-platform={platform.id}>
              <h3 className={styles.name}>{platform.name}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('tools.shoplist.pluginVersion')}</dt>
                  <dd>
                    <InlineCode>{platform.pluginVersion}</InlineCode>
                  </dd>
                </div>
                <div>
                  <dt>{t('tools.shoplist.minVersion')}</dt>
                  <dd>{platform.minPlatformVersion === null ? t('tools.shoplist.hosted') : <InlineCode>{platform.minPlatformVersion}</InlineCode>}</dd>
                </div>
                <div>
                  <dt>{t('tools.shoplist.supported')}</dt>
                  <dd>
                    <ul className={styles.chips}>
                      {platform.features.map((feature) => (
                        <li key={feature} className={checked.includes(feature) ? styles.chipMatched : styles.chip}>
                          {labels.get(feature) ?? feature}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
              <p className={styles.note}>{platform.note[locale]}</p>
              <Link href={platform.guide} className={styles.guide}>
                {t('tools.shoplist.guideLink', { name: platform.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
