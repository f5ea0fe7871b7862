import fs from 'node:fs';
import path from 'node:path';

/** Every regular file under `dir`, as absolute paths. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The MDX files under `dir` in a stable (sorted) order, as absolute paths; none if `dir` does not exist. */
export function mdxFilesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return filesUnder(dir)
    .filter((file) => file.endsWith('.mdx'))
    .sort();
}
