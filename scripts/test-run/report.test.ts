import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { phaseTable, slowestFiles } from './report.ts';
import { playwrightCounts, playwrightFiles, vitestFiles, vitestProjects } from './results.ts';
import { nodeTestFiles, projectOf } from './vitest-projects.ts';

const root = join(import.meta.dirname, '../..');

describe("npm test's closing table", () => {
  it('lists phases in the order they started, with the total in minutes', () => {
    const table = phaseTable(
      [
        { name: 'vitest', startedAt: 20, seconds: 500, ok: true },
        { name: 'type-check', startedAt: 1, seconds: 9, ok: true },
        { name: 'Playwright', startedAt: 20, seconds: 700, ok: false },
      ],
      725,
    );
    const lines = table.trim().split('\n');
    expect(lines.map((line) => line.split(/\s{2,}/)[0])).toEqual(['phase', 'type-check', 'vitest', 'Playwright', 'npm test in all']);
    expect(lines[3]).toMatch(/Playwright\s+20\s+700\s+FAILED$/);
    expect(lines[4]).toMatch(/725\s+\(12\.1 min\)$/);
  });

  it('names the slowest files first, at most ten', () => {
    const files = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}.test.ts`, seconds: i, tests: 1 }));
    const lines = slowestFiles('vitest', files).trim().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(/11\s+1\s+f11\.test\.ts$/);
    expect(lines[10]).toMatch(/f2\.test\.ts$/);
  });

  it("reads Playwright's report: counts, and seconds per file over nested suites", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'e2e.json');
    const test = (duration: number) => ({ tests: [{ results: [{ duration }] }] });
    writeFileSync(
      file,
      JSON.stringify({
        stats: { expected: 3, unexpected: 1, flaky: 1 },
        suites: [
          { file: 'a.e2e.ts', specs: [test(1000)], suites: [{ file: 'a.e2e.ts', specs: [test(2500)] }] },
          { file: 'b.e2e.ts', specs: [test(500)] },
        ],
      }),
    );
    expect(playwrightCounts(file)).toEqual({ passed: 4, failed: 1 });
    expect(playwrightFiles(file)).toEqual([
      { file: 'test/e2e/a.e2e.ts', seconds: 3.5, tests: 2 },
      { file: 'test/e2e/b.e2e.ts', seconds: 0.5, tests: 1 },
    ]);
  });

  it("spans each vitest project from its first file's start to its last file's end", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'vitest.json');
    const result = (name: string, startTime: number, endTime: number) => ({
      name: join(root, name),
      startTime,
      endTime,
      assertionResults: [{}],
    });
    writeFileSync(
      file,
      JSON.stringify({
        numPassedTests: 3,
        numFailedTests: 0,
        testResults: [
          result('shared/time.test.ts', 1_000, 3_000),
          result('functions/auth/auth.test.ts', 2_000, 9_000),
          result('web/src/app/router.test.tsx', 4_000, 6_000),
        ],
      }),
    );
    expect(vitestFiles(file).map((f) => f.seconds)).toEqual([2, 7, 2]);
    expect(vitestProjects(file, root, 0)).toEqual([
      { name: 'vitest project unit (1 files)', startedAt: 1, seconds: 2, ok: true },
      { name: 'vitest project integration (1 files)', startedAt: 2, seconds: 7, ok: true },
      { name: 'vitest project web (1 files)', startedAt: 4, seconds: 2, ok: true },
    ]);
  });
});

describe('vitest projects', () => {
  it('puts a server-side test that takes a table on the emulators in integration, a pure one in unit', () => {
    const { unit, integration } = nodeTestFiles(root);
    expect(integration).toContain('functions/auth/auth.test.ts');
    expect(unit).toContain('shared/time.test.ts');
    expect(unit).toContain('scripts/test-run/report.test.ts');
    expect(unit.filter((file) => integration.includes(file))).toEqual([]);
    expect(projectOf('web/src/app/router.test.tsx', new Set(integration))).toBe('web');
  });
});
