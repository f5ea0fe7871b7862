/** The `locales` block every page query returns (the PageChrome fragment). */
export interface LocaleData {
  locales: { edges: { node: { data: string } }[] };
}

/**
 * A UI string for `Head`, which renders outside the i18n provider: read from the page's own
 * locale data by its dotted key (`notFound.title`), or the fallback when absent.
 */
export function headString(data: LocaleData, key: string, fallback: string): string {
  for (const edge of data.locales.edges) {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], JSON.parse(edge.node.data));
    if (typeof value === 'string') return value;
  }
  return fallback;
}

/** A UI string for `Head`, by its dotted key (the key itself when absent), with its {{values}} filled in. */
export function headText(data: LocaleData, key: string, values: Record<string, string | number> = {}): string {
  return headString(data, key, key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
