/**
 * `npm run fuzz`: the contract fuzz suite (functions/core/contract-fuzz.test.ts) in its long mode,
 * then its figures per route: cases, answers by class, 5xx and partial writes (both must be 0).
 * `npm test` runs the same suite with 4 cases per route and a fixed seed; this explores.
 *
 * Settings (environment):
 *   FUZZ_RUNS  cases per route (default 200: about three minutes on two cores)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderFuzzTable, type RouteFuzzStats } from '../../test/fuzz/fuzz-report.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const report = join(mkdtempSync(join(tmpdir(), 'fuzz-')), 'report.json');
const runs = process.env.FUZZ_RUNS ?? '200';

const run = spawnSync('npx', ['vitest', 'run', '--project', 'integration', 'functions/core/contract-fuzz.test.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs, FUZZ_REPORT: report },
});
try {
  const stats = JSON.parse(readFileSync(report, 'utf8')) as Record<string, RouteFuzzStats>;
  process.stdout.write(`\nContract fuzz, ${runs} cases per route:\n\n${renderFuzzTable(stats)}\n`);
} catch {
  process.stderr.write('npm run fuzz: the suite wrote no report\n');
}
process.exit(run.status ?? 1);
