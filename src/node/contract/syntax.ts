/**
 * Whether the code samples a reader copies parse in their language: the shell commands (bash -n),
 * the JavaScript (as an ES module, or else as a CommonJS file) and the Python (compile()). The
 * contract gate (./pages.ts) checks what a sample sends; this checks that it runs at all. PHP is
 * left out: this machine has no PHP, and the PHP tabs are checked against their cURL twins.
 */
import { execFileSync } from 'node:child_process';
import { walk, type MdNode } from '../mdx/tree';

export type SampleLanguage = 'shell' | 'javascript' | 'python';

export interface Sample {
  /** Where a failure is reported: `file:line` or an operation's name. */
  where: string;
  language: SampleLanguage;
  code: string;
}

const LANGUAGES: Record<string, SampleLanguage> = { bash: 'shell', sh: 'shell', shell: 'shell', javascript: 'javascript', js: 'javascript', python: 'python', py: 'python' };

/** The shell, JavaScript and Python code blocks of an MDX page (its tree, from the build's parser), with their test values in place. */
export function pageSamples(file: string, tree: MdNode): Sample[] {
  const samples: Sample[] = [];
  walk(tree, (node) => {
    const language = node.type === 'code' ? LANGUAGES[node.lang ?? ''] : undefined;
    if (language) samples.push({ where: `${file}:${node.position?.start.line ?? 0}`, language, code: node.value ?? '' });
  });
  return samples;
}

/** Node's check of each source, in one child process: a module first (import, top-level await), then a CommonJS file. */
const JAVASCRIPT_CHECK = `
const vm = require('node:vm');
const sources = JSON.parse(require('node:fs').readFileSync(0, 'utf8'));
const out = sources.map((source) => {
  try { new vm.SourceTextModule(source); return null; } catch (moduleError) {
    try { new vm.Script('(function (exports, require, module, __filename, __dirname) {' + source + '\\n})'); return null; } catch { return String(moduleError.message); }
  }
});
process.stdout.write(JSON.stringify(out));
`;

/** Python's compile() of each source, in one child process. */
const PYTHON_CHECK = `
import json, sys
out = []
for source in json.load(sys.stdin):
    try:
        compile(source, 'sample', 'exec')
        out.append(None)
    except SyntaxError as error:
        out.append(f'{error.msg} (line {error.lineno})')
print(json.dumps(out))
`;

function checkAll(command: string, args: string[], sources: string[]): (string | null)[] {
  if (sources.length === 0) return [];
  return JSON.parse(execFileSync(command, args, { input: JSON.stringify(sources), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as (string | null)[];
}

/** Each sample that does not parse, as `where (language): why`. */
export function syntaxProblems(samples: Sample[]): string[] {
  const problems: string[] = [];
  const of = (language: SampleLanguage) => samples.filter((s) => s.language === language);
  const bashProblem = (code: string): string | null => {
    try {
      execFileSync('bash', ['-n'], { input: code, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
      return null;
    } catch (error) {
      return String((error as { stderr?: string }).stderr ?? error).trim().replace(/^bash: /, '');
    }
  };
  // All the shell samples at once, each the body of a function of its own (one bash instead of
  // hundreds); one at a time only when that fails, to name the ones that do not parse.
  const shell = of('shell');
  if (shell.length > 0 && bashProblem(shell.map((s, i) => `__sample_${i}() {\n${s.code}\n:\n}\n`).join('')) !== null) {
    for (const sample of shell) {
      const why = bashProblem(sample.code);
      if (why) problems.push(`${sample.where} (shell): ${why}`);
    }
  }
  const checks: [SampleLanguage, string, string[]][] = [
    ['javascript', process.execPath, ['--experimental-vm-modules', '--no-warnings', '-e', JAVASCRIPT_CHECK]],
    ['python', 'python3', ['-c', PYTHON_CHECK]],
  ];
  for (const [language, command, args] of checks) {
    const list = of(language);
    checkAll(command, args, list.map((s) => s.code)).forEach((why, i) => {
      if (why) problems.push(`${list[i].where} (${language}): ${why}`);
    });
  }
  return problems;
}
