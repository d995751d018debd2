import { describe, expect, it } from 'vitest';
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
