/** Reading the runners' JSON reports: counts, per-file seconds, and vitest's projects as phases. */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Phase } from './report.ts';
import { nodeTestFiles, projectOf } from './vitest-projects.ts';

export interface Counts {
  passed: number;
  failed: number;
}

export interface FileTime {
  file: string;
  seconds: number;
  tests: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

const read = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);

export function vitestCounts(file: string): Counts {
  const report = read<VitestReport>(file);
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : { passed: 0, failed: 0 };
}

export function playwrightCounts(file: string): Counts {
  const report = read<PlaywrightReport>(file);
  if (!report) return { passed: 0, failed: 0 };
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

export function vitestFiles(file: string): FileTime[] {
  return (read<VitestReport>(file)?.testResults ?? []).map((result) => ({
    file: result.name,
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }));
}

/** Seconds per file: the sum of its tests' durations (the tests of a file may have run in two workers). */
export function playwrightFiles(file: string): FileTime[] {
  const byFile = new Map<string, FileTime>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const entry = byFile.get(suite.file) ?? { file: `test/e2e/${suite.file}`, seconds: 0, tests: 0 };
          entry.seconds += result.duration / 1000;
          entry.tests += 1;
          byFile.set(suite.file, entry);
        }
    for (const child of suite.suites ?? []) walk({ ...child, file: suite.file });
  };
  for (const suite of read<PlaywrightReport>(file)?.suites ?? []) walk(suite);
  return [...byFile.values()];
}

/**
 * vitest runs its projects in one pool, side by side: each project's phase is the span from its
 * first file's start to its last file's end.
 */
export function vitestProjects(file: string, root: string, runStartedAt: number): Phase[] {
  const report = read<VitestReport>(file);
  if (!report) return [];
  const integration = new Set(nodeTestFiles(root).integration);
  return (['unit', 'integration', 'web'] as const).flatMap((name) => {
    const files = report.testResults.filter((result) => projectOf(relative(root, result.name), integration) === name);
    if (files.length === 0) return [];
    const start = Math.min(...files.map((f) => f.startTime));
    const end = Math.max(...files.map((f) => f.endTime));
    return [
      {
        name: `vitest project ${name} (${files.length} files)`,
        startedAt: (start - runStartedAt) / 1000,
        seconds: (end - start) / 1000,
        ok: true,
      },
    ];
  });
}
