/**
 * When each content file last changed, from one git pass per build (src/node/sitemap.ts,
 * `gitLastModified`), shared by the pages' "last updated" line and the sitemap's `lastmod`. A file
 * git does not date (no git, a shallow clone's cut-off, an uncommitted file) has no date, and the
 * page leaves the line out.
 */
import { gitLastModified } from '../sitemap';

let cached: Map<string, string> | null = null;

/** Source file (`content/docs/es/hpp.mdx`) → ISO 8601 date of its last commit. */
export function contentDates(): Map<string, string> {
  cached ??= gitLastModified(process.cwd(), ['content']);
  return cached;
}
