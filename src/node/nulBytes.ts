/**
 * React 18's stream renderer (react-dom/server's renderToPipeableStream, which Gatsby's HTML
 * renderer uses) sometimes writes NUL bytes into a page: when a character of two or more bytes does
 * not fit at the end of its 2 KiB buffer, it sends the whole buffer, unfilled bytes included, and
 * the character again in the next one (`writeStringChunk` in react-dom 18.3.1; fixed upstream after
 * 18, facebook/react#24985). A page then read "cobrándose\0»": a stray byte before "»", "ó", "✎"…
 * The bytes are only ever extra, and HTML text never holds a NUL, so removing them restores the page
 * exactly as rendered.
 */
import fs from 'node:fs';

/** Removes the NUL bytes of each file that has any; returns the files changed and the bytes removed. */
export function stripNulBytes(files: string[]): { files: number; bytes: number } {
  let changed = 0;
  let removed = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(file);
    if (!bytes.includes(0)) continue;
    const kept = bytes.filter((byte) => byte !== 0);
    fs.writeFileSync(file, kept);
    changed += 1;
    removed += bytes.length - kept.length;
  }
  return { files: changed, bytes: removed };
}
