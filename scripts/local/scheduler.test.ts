import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_METRICS, METRIC_DIMENSIONS } from '../../shared/observability.ts';
import { dueJobs } from './scheduler.ts';

describe('local scheduler', () => {
  it('fires jobs on New York wall-clock times in summer and in winter', () => {
    // 00:00 in New York: 04:00 UTC in summer (EDT), 05:00 UTC in winter (EST).
    expect(dueJobs(new Date('2026-07-01T04:00:10Z'))).toEqual(['nightly-reports']);
    expect(dueJobs(new Date('2026-12-01T05:00:10Z'))).toEqual(['nightly-reports']);
    expect(dueJobs(new Date('2026-12-01T04:00:10Z'))).toEqual([]);
    // 11:00 runs both the master schedule and the survey refresh.
    expect(dueJobs(new Date('2026-12-01T16:00:00Z')).sort()).toEqual(['master-schedule', 'survey-refresh']);
    expect(dueJobs(new Date('2026-07-01T19:05:30Z'))).toEqual(['survey-refresh']); // 15:05 EDT
    expect(dueJobs(new Date('2026-03-08T06:15:00Z'))).toEqual(['survey-refresh']); // 01:15 EST, spring-forward night
  });
});

describe('a job the local scheduler runs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('records a failed run as the cloud does: the JobFailed metric (EMF on stdout) and the reason in the log', async () => {
    // Metrics on, and a survey source the job refuses: survey-refresh fails before it reads anything.
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.stubEnv('SURVEY_SOURCE', 'ftp://surveys.example.org');
    vi.stubEnv('TABLE_NAME', 'unused');
    vi.resetModules();
    const { runDueJobs } = await import('./scheduler.ts');
    const stdout: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => stdout.push(String(chunk)) > 0);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const log: string[] = [];

    // 15:05 New York (EDT): survey-refresh alone is due.
    await runDueJobs(new Date('2026-07-01T19:05:30Z'), new Set(), { log: (line) => log.push(line) });

    const emf = stdout
      .flatMap((chunk) => chunk.split('\n'))
      .filter((line) => line.includes('"_aws"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(emf).toEqual([
      expect.objectContaining({ [METRIC_DIMENSIONS.job]: 'survey-refresh', [JOB_METRICS.failed]: 1, [JOB_METRICS.succeeded]: 0 }),
    ]);
    expect(log).toEqual([
      'scheduler: running survey-refresh (2026-7-1 15:05 New York time)',
      expect.stringMatching(/^scheduler: survey-refresh failed: SURVEY_SOURCE must be/),
    ]);
  });
});
