/**
 * html-validate over built pages, with the repository's configuration (`.htmlvalidate.cjs`).
 * Used by the whole-site check of every built page (tests/site/validateShard.ts, in two halves).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';

/** The repository root: this file lives in scripts/lib/. */
const ROOT = path.resolve(__dirname, '..', '..');

/** The configuration file at the repository root, which html-validate's own CLI also finds. */
export const CONFIG_FILE = path.join(ROOT, '.htmlvalidate.cjs');

/**
 * Loads the configuration with `require`, not with html-validate's file-system loader: that loader
 * reads JS configurations with `import()`, which Jest refuses without --experimental-vm-modules,
 * and the unit tests must check the very configuration the gate uses.
 */
export function loadConfig(file: string = CONFIG_FILE): ConfigData {
  const load = createRequire(__filename);
  return load(file) as ConfigData;
}

/** One message as `file:line:col rule-id message`, the form editors and CI logs link to. */
export function formatMessage(file: string, message: Pick<Message, 'line' | 'column' | 'ruleId' | 'message'>): string {
  return `${file}:${message.line}:${message.column} ${message.ruleId} ${message.message}`;
}

/** Validates one page's HTML and answers its errors, formatted; an empty list when the page is valid. */
export type PageValidator = (html: string, file: string) => Promise<string[]>;

/**
 * A validator with the repository's configuration, created once and reused for every page (the
 * configuration and the element metadata are resolved once). Warnings are not errors: the gate
 * counts severity 2 only, and the configuration sets no rule to "warn".
 */
export function createPageValidator(config: ConfigData = loadConfig()): PageValidator {
  const validator = new HtmlValidate(new StaticConfigLoader(config));
  return async (html, file) => {
    const report = await validator.validateString(html, file);
    return report.results.flatMap((result) => result.messages.filter((m) => m.severity === 2).map((m) => formatMessage(file, m)));
  };
}
