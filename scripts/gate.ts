/**
 * `npm test`: the whole gate. Its parts are npm scripts a contributor can also run alone (README,
 * "The test gate"). Parts in one stage run at the same time, because neither fills the machine's two
 * cores: TypeScript and ESLint each use one, and the build leaves about a core idle while webpack
 * works, which the unit tests use (with one jest worker). The parts that read the build come after
 * it, one at a time. The first part that fails stops the gate: the others of its stage are stopped,
 * its output is printed, and the gate exits with its code.
 */
import { spawn, type ChildProcess } from 'node:child_process';

interface Part {
  script: string;
  args?: string[];
}

const STAGES: Part[][] = [
  [{ script: 'typecheck' }, { script: 'lint' }, { script: 'check:openapi' }],
  [{ script: 'test:unit', args: ['--maxWorkers=1'] }, { script: 'build:test' }],
  [{ script: 'check:hosting' }],
  [{ script: 'test:site' }],
  [{ script: 'test:e2e' }],
];

const label = (part: Part) => ['npm run', part.script, ...(part.args ? ['--', ...part.args] : [])].join(' ');
const seconds = (since: number) => `${Math.round((Date.now() - since) / 100) / 10} s`;

interface Finished {
  part: Part;
  code: number;
  output: string;
  took: string;
}

/** Runs one part; alone in its stage it writes straight to the terminal, otherwise its output is kept and printed when it ends. */
function run(part: Part, alone: boolean, children: Set<ChildProcess>): Promise<Finished> {
  const started = Date.now();
  const child = spawn('npm', ['run', part.script, ...(part.args ? ['--', ...part.args] : [])], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: !alone,
  });
  children.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ part, code: code ?? (signal ? 1 : 0), output, took: seconds(started) });
    });
  });
}

/** Stops the other parts of a stage, with everything they started (each leads its own process group). */
function stop(children: Set<ChildProcess>): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already ended.
    }
  }
}

async function main(): Promise<number> {
  const gateStarted = Date.now();
  const timings: string[] = [];
  for (const stage of STAGES) {
    const alone = stage.length === 1;
    const children = new Set<ChildProcess>();
    if (!alone) process.stdout.write(`\n> ${stage.map(label).join('  |  ')}  (at the same time)\n`);
    let failed: Finished | undefined;
    await Promise.all(
      stage.map(async (part) => {
        const finished = await run(part, alone, children);
        if (!alone && (finished.code === 0 || !failed)) process.stdout.write(`\n----- ${label(part)}: ${finished.code === 0 ? 'passed' : 'FAILED'} in ${finished.took}\n${finished.output}`);
        timings.push(`${label(part).padEnd(40)} ${finished.took}${finished.code === 0 ? '' : '  FAILED'}`);
        if (finished.code !== 0 && !failed) {
          failed = finished;
          stop(children);
        }
      }),
    );
    if (failed) {
      process.stderr.write(`\nThe gate stopped: ${label(failed.part)} failed (exit ${failed.code}).\n`);
      return failed.code;
    }
  }
  process.stdout.write(`\nThe gate passed in ${seconds(gateStarted)}:\n${timings.map((t) => `  ${t}`).join('\n')}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
