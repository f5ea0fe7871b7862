/** Reads the production build in public/: the whole-site checks and the browser tests share these. */
import fs from 'node:fs';
import path from 'node:path';
import { htmlFiles } from '../../src/node/hosting';

export const PUBLIC_DIR = path.resolve(__dirname, '../../public');

/** Every HTML route of the build (`/docs/api/`), the 404 files left out: the pages htmlFiles finds, as routes. */
export function builtRoutes(): string[] {
  return htmlFiles(PUBLIC_DIR)
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.relative(PUBLIC_DIR, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/+/, '/'))
    .filter((route) => !/\/404\/$/.test(route))
    .sort();
}

/** The built HTML of a route, or of a 404 file. */
export function builtHtml(routeOrFile: string): string | null {
  const file = routeOrFile.endsWith('.html') ? routeOrFile : `${routeOrFile}index.html`;
  const full = path.join(PUBLIC_DIR, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
}

/** Resolves a link's path to the route of a built page, following the hosting's rules. */
export function targetRoute(pathname: string): string {
  let route = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '/');
  if (!route.endsWith('/') && !/\.[a-z0-9]+$/i.test(route)) route += '/';
  return route;
}

/** Every file of the build, as URL paths (`/static/x.png`). */
export function builtFiles(): Set<string> {
  return new Set(
    (fs.readdirSync(PUBLIC_DIR, { recursive: true, encoding: 'utf8' }) as string[]).map((name) => `/${name.split(path.sep).join('/')}`),
  );
}
