/**
 * Content negotiation for the site server: which precompressed copy of a file to send
 * (Accept-Encoding, RFC 9110 §12.5.3) and which bytes of it (Range, RFC 9110 §14.2).
 */

export type Encoding = 'br' | 'gzip';

/** The weight of each coding an Accept-Encoding header names (`*` included); malformed entries are dropped. */
export function acceptedWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q.slice(2)) : null;
    if (weight !== null) weights.set(name, weight);
  }
  return weights;
}

/**
 * The coding to send among those available (brotli first on equal weight, it is smaller), or
 * null for the file as it is. `q=0` refuses a coding, also when `*` would allow it; without the
 * header, or with `identity` alone, the file goes uncompressed.
 */
export function negotiateEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const weights = acceptedWeights(header);
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const coding of ['br', 'gzip'] as const) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (available.includes(coding) && weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * What a Range header asks of a representation of `size` bytes. One range is served (206); a
 * header that is not a single well-formed byte range is ignored and the whole file sent (RFC 9110
 * allows it); a range that starts past the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  if (match[1] === '') {
    // A suffix range: the last n bytes.
    const length = Number(match[2]);
    return length === 0 || size === 0 ? { kind: 'unsatisfiable' } : { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const last = match[2] === '' ? Infinity : Number(match[2]);
  // `bytes=5-1` is malformed, not unsatisfiable.
  if (last < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(last, size - 1) };
}
