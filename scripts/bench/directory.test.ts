import { beforeAll, describe, expect, it } from 'vitest';
import { nyDate } from '../../shared/time.ts';
import { cohortDirectory } from '../../functions/data/cohorts/cohort-directory.ts';
import { seedOrganisation } from '../seed/seed.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { measureDirectoryColdStart, measureWithHistory } from './directory.ts';

useTestTable();

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 6,
    participantsPerCohort: [2, 3],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 5,
    demoAccounts: true,
    unitsPerCohort: 3,
  });
}, 120_000);

describe('directory cold start', () => {
  it('loads the seeded snapshot from scratch in a fresh process, counting its calls and sizes', async () => {
    const result = await measureDirectoryColdStart({ state: 'as seeded', runs: 2 });
    expect(result).toMatchObject({ state: 'as seeded', cohorts: 6, gc: true });
    // Five cohorts of orientation + 3 units, the demo's extension day after unit 3, and the coaching cohort's one session.
    expect(result.sessions).toBe(5 * 4 + 1 + 1);
    expect(result.snapshotBytes).toBeGreaterThan(500);
    expect(result.snapshotJsonBytes).toBeGreaterThan(result.snapshotBytes);
    expect(result.runs).toHaveLength(2);
    for (const run of result.runs) {
      expect(run.dynamo).toMatchObject({ calls: 1, ops: { Query: 1 } });
      expect(run.loadMs).toBeGreaterThan(0);
      expect(run.heapPeakMiB).toBeGreaterThan(0);
    }
  });

  it('grows the organisation by its history: the older generation is archived, and the seeded snapshot is back after', async () => {
    const result = await measureWithHistory({ state: 'history', factor: 2, runs: 1 });
    expect(result).toMatchObject({ factor: 2, cohorts: 6, archived: 6, sessions: 5 * 4 + 1 + 1 });
    expect(result.archiveBytes).toBeGreaterThan(500);
    expect(result.runs[0].archiveMs).toBeGreaterThan(0);
    const after = await cohortDirectory();
    expect(after.cohorts.size).toBe(6);
    expect(after.complete).toBe(true);
  });
});
