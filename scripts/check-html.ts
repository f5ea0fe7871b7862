/**
 * Validates every built page (`public/**\/*.html`) with html-validate and the repository's
 * configuration (`.htmlvalidate.cjs`). Prints every error as `file:line:col rule-id message`, then
 * the count, and exits with 1 when there is any. Run after a build: `npx tsx scripts/check-html.ts`
 * (a directory may be given instead of `public`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createPageValidator } from './lib/htmlValidate';

/**
 * Every `.html` file under a directory, sorted so that the output is stable between runs. Only
 * files: Gatsby also writes directories whose names end in `.html` (`page-data/404.html/`).
 */
export function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'public');
  if (!fs.existsSync(dir)) {
    console.error(`${path.relative(process.cwd(), dir) || dir} does not exist: build the site first (npm run build).`);
    process.exit(2);
  }
  const files = htmlFiles(dir);
  const validate = createPageValidator();
  let errors = 0;
  let pagesWithErrors = 0;
  for (const file of files) {
    const messages = await validate(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file));
    if (messages.length > 0) pagesWithErrors += 1;
    errors += messages.length;
    for (const message of messages) console.log(message);
  }
  console.log(`html-validate: ${errors} error${errors === 1 ? '' : 's'} on ${pagesWithErrors} of ${files.length} pages`);
  process.exit(errors === 0 ? 0 : 1);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(2);
  });
}
