/**
 * `npm test`: type-check, lint (`npm run lint`: the layer rules, DynamoDB only in functions/data/,
 * no `as unknown as`, the format), unit and integration tests (vitest, emulators started once), CDK tests
 * (inside vitest), then the end-to-end tests in Chromium against the portal as `npm start`
 * starts it. Ends with one line `Tests: N passed, N failed` over everything that ran.
 * `npm test -- --no-e2e` skips the browser tests.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const results = join(root, '.cache/test-results');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const skipE2e = process.argv.includes('--no-e2e');

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(title: string, command: string, args: string[]): boolean {
  process.stdout.write(`\n=== ${title} ===\n`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR },
  });
  process.stdout.write(`=== ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s ===\n`);
  return status === 0;
}

interface Counts {
  passed: number;
  failed: number;
}

function vitestCounts(): Counts {
  const file = join(results, 'vitest.json');
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

function playwrightCounts(): Counts {
  const file = join(results, 'e2e.json');
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

const steps: boolean[] = [];
steps.push(
  ['tsconfig.json', 'web/tsconfig.json', 'test/e2e/tsconfig.json'].every((project) =>
    run(`type-check ${project}`, bin('tsc'), ['-p', project, '--noEmit']),
  ),
);
steps.push(run('lint (layer rules, DynamoDB, casts, format)', process.execPath, ['--import', 'tsx', join(root, 'scripts/lint/run.ts')]));
steps.push(
  run('unit, integration and CDK tests (vitest)', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(results, 'vitest.json')}`,
  ]),
);
if (!skipE2e)
  steps.push(run('end-to-end tests (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'test/e2e/playwright.config.ts']));

const counts = [vitestCounts(), playwrightCounts()].reduce((a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed }));
const ok = steps.every(Boolean);
// A failed step without a failed test (type errors, a crash) still counts as a failure.
const failed = counts.failed + (ok || counts.failed > 0 ? 0 : 1);
process.stdout.write(`\nTests: ${counts.passed} passed, ${failed} failed\n`);
process.exit(ok ? 0 : 1);
