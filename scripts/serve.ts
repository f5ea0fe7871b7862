/** Serves the production build on http://localhost:9000 (PORT overrides) with the hosting's rules. */
import path from 'node:path';
import fs from 'node:fs';
import { createSiteServer } from './lib/server';

const root = path.resolve(__dirname, '..', 'public');
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No build found in ${root}. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 9000);
createSiteServer({ root }).then(
  (server) =>
    server.listen(port, () => {
      console.log(`Tesela Developers is served at http://localhost:${port}/ (Ctrl+C to stop)`);
    }),
  (error: Error) => {
    // The hosting's files hold a rule Netlify's parsers reject: each problem names its file.
    console.error(error.message);
    process.exit(1);
  },
);
