/**
 * `npm test`: the install check, type-check, lint (`npm run lint`: the layer rules, DynamoDB only in
 * functions/data/, no `as unknown as`, the format), the unit, integration and CDK tests (vitest,
 * emulators started once), then the end-to-end tests in Chromium against the portal as `npm start`
 * starts it. Ends with a table of the phases and their seconds, the ten slowest test files of each
 * runner, and one line `Tests: N passed, N failed` over everything that ran.
 * `npm test -- --no-e2e` skips the browser tests.
 *
 * One after the other, not side by side: on two cores vitest's three workers and Playwright's two
 * slowed each other more than they gained (docs/decisions/testing.md, "The suite's time").
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { checkInstall } from './test-run/install-check.ts';
import { phaseTable, slowestFiles, type Phase } from './test-run/report.ts';
import { playwrightCounts, playwrightFiles, vitestCounts, vitestFiles, vitestProjects } from './test-run/results.ts';

const root = resolve(import.meta.dirname, '..');
const results = join(root, '.cache/test-results');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const skipE2e = process.argv.includes('--no-e2e');
const started = Date.now();
const phases: Phase[] = [];
const seconds = (ms: number) => ms / 1000;

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

interface RunOptions {
  /** Sees each line of output as it comes. */
  onLine?: (line: string) => void;
}

/** Runs one step; its phase is recorded with when it started and how long it took. */
function run(title: string, command: string, args: string[], options: RunOptions = {}): Promise<boolean> {
  const begin = Date.now();
  process.stdout.write(`\n=== ${title} ===\n`);
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TEST_RESULTS_DIR: results, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR },
    });
    let partial = '';
    const take = (chunk: Buffer) => {
      process.stdout.write(chunk);
      if (!options.onLine) return;
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) options.onLine(line);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (status) => {
      const ok = status === 0;
      phases.push({ name: title, startedAt: seconds(begin - started), seconds: seconds(Date.now() - begin), ok });
      process.stdout.write(`=== ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds(Date.now() - begin).toFixed(0)} s ===\n`);
      done(ok);
    });
  });
}

function vitest(): Promise<boolean> {
  return run('unit, integration and CDK tests (vitest)', bin('vitest'), [
    'run',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${join(results, 'vitest.json')}`,
  ]);
}

function playwright(): Promise<boolean> {
  const begin = Date.now();
  return run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts'], {
    // The portal says when it is ready and how long its start took (scripts/start.ts).
    onLine: (line) => {
      const ready = /Portal ready at .* \(started in ([\d.]+) s\)/.exec(line);
      if (ready)
        phases.push({ name: 'portal start (inside Playwright)', startedAt: seconds(begin - started), seconds: Number(ready[1]), ok: true });
    },
  });
}

const install = Date.now();
const installProblems = checkInstall(root, { e2e: !skipE2e });
phases.push({ name: 'install check', startedAt: 0, seconds: seconds(Date.now() - install), ok: installProblems.length === 0 });
for (const problem of installProblems) process.stdout.write(`install check: ${problem}\n`);

const steps: boolean[] = [installProblems.length === 0];
const typeCheck = (project: string) => run(`type-check ${project}`, bin('tsc'), ['-p', project, '--noEmit']);
// Two at a time, one per core (each is single-threaded and prints nothing when it passes): 14 s less than in a row.
steps.push(...(await Promise.all([typeCheck('tsconfig.json'), typeCheck('web/tsconfig.json')])));
steps.push(
  ...(await Promise.all([
    typeCheck('test/e2e/tsconfig.json'),
    run('lint (layer rules, DynamoDB, casts, format)', process.execPath, ['--import', 'tsx', join(root, 'scripts/lint/run.ts')]),
  ])),
);
steps.push(await vitest());
if (!skipE2e) steps.push(await playwright());

const emulatorsFile = join(results, 'emulators.json');
if (existsSync(emulatorsFile)) {
  const emulators = JSON.parse(readFileSync(emulatorsFile, 'utf8')) as { startedAt: number; seconds: number };
  phases.push({
    name: 'emulator start (inside vitest)',
    startedAt: seconds(emulators.startedAt - started),
    seconds: emulators.seconds,
    ok: true,
  });
}
phases.push(...vitestProjects(join(results, 'vitest.json'), root, started));

const toRoot = (file: string) => relative(root, resolve(root, file));
const table = [
  phaseTable(phases, seconds(Date.now() - started)),
  slowestFiles(
    'vitest',
    vitestFiles(join(results, 'vitest.json')).map((f) => ({ ...f, file: toRoot(f.file) })),
  ),
  skipE2e ? '' : slowestFiles('Playwright', playwrightFiles(join(results, 'e2e.json'))),
].join('');
process.stdout.write(table);
writeFileSync(join(results, 'timings.txt'), table);

const counts = [vitestCounts(join(results, 'vitest.json')), playwrightCounts(join(results, 'e2e.json'))].reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
}));
const ok = steps.every(Boolean);
// A failed step without a failed test (type errors, a crash) still counts as a failure.
const failed = counts.failed + (ok || counts.failed > 0 ? 0 : 1);
process.stdout.write(`\nTests: ${counts.passed} passed, ${failed} failed\n`);
process.exit(ok ? 0 : 1);
