/** Reads the production build in public/: the whole-site checks and the browser tests share these. */
import fs from 'node:fs';
import path from 'node:path';

export const PUBLIC_DIR = path.resolve(__dirname, '../../public');

/** Every HTML route of the build (`/docs/api/`), the 404 files left out. */
export function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['page-data', 'static', '_gatsby', '~partytown'].includes(entry.name)) walk(full);
      } else if (entry.name === 'index.html') {
        const route = `/${path.relative(PUBLIC_DIR, dir).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/');
        if (!/\/404\/$/.test(route)) routes.push(route.replace('//', '/'));
      }
    }
  };
  walk(PUBLIC_DIR);
  return routes.sort();
}

/** The built HTML of a route, or of a 404 file. */
export function builtHtml(routeOrFile: string): string | null {
  const file = routeOrFile.endsWith('.html') ? routeOrFile : `${routeOrFile}index.html`;
  const full = path.join(PUBLIC_DIR, file);
  return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
}
