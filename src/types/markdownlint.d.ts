// markdownlint types its subpath exports for moduleResolution node16/bundler only; this project
// resolves as "node". The part the site tests use.
declare module 'markdownlint/promise' {
  export interface LintError {
    lineNumber: number;
    ruleNames: string[];
    ruleDescription: string;
    errorDetail: string | null;
    errorContext: string | null;
  }
  export function lint(options: { strings: Record<string, string>; config?: Record<string, unknown> }): Promise<Record<string, LintError[]>>;
}
