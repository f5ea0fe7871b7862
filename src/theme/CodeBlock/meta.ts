/** Reads a fenced code block's meta string: `title="Crear un pago" {2,4-5}`. */
export function parseCodeMeta(meta: string | undefined): { title?: string; highlight: Set<number> } {
  const title = meta?.match(/title=(?:"([^"]*)"|'([^']*)')/);
  const ranges = meta?.match(/\{([\d,\s-]+)\}/);
  const highlight = new Set<number>();
  for (const part of ranges?.[1].split(',') ?? []) {
    const [from, to] = part.split('-').map((n) => Number.parseInt(n.trim(), 10));
    if (Number.isNaN(from)) continue;
    for (let line = from; line <= (Number.isNaN(to ?? Number.NaN) ? from : to); line += 1) highlight.add(line);
  }
  return { title: title?.[1] ?? title?.[2], highlight };
}

/** The language of a `language-xxx` class name, or 'text'. */
export function languageOf(className: string | undefined): string {
  return className?.match(/language-([\w-]+)/)?.[1] ?? 'text';
}
