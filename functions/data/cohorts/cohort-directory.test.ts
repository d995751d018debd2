import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { nyDate } from '../../../shared/time.ts';
import { seedOrganisation } from '../../../scripts/seed/seed.ts';
import { useTestTable } from '../../../test/integration/table.ts';
import { db, tableName } from '../table/client.ts';
import { cohortDirectory, resetCohortDirectory, sessionsOf, writeDirectorySnapshot } from './cohort-directory.ts';
import { cohortSummary } from './cohort-summary.ts';
import { cohortItems, loadCohort } from './cohorts.ts';
import { getUser, recordSuccessfulLogin } from '../users/users.ts';

useTestTable();
const today = nyDate();

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: 12,
    participantsPerCohort: [2, 4],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 3,
    demoAccounts: true,
  });
}, 120_000);

describe('cohort directory', () => {
  it('starts from the snapshot the seed wrote and matches the items', async () => {
    resetCohortDirectory();
    const directory = await cohortDirectory({ fresh: true });
    expect(directory.cohorts.size).toBe(12);
    const aggregate = (await loadCohort(3))!;
    const cohort = directory.cohorts.get(3)!;
    expect(cohort.summary.events.map((e) => e.id).sort()).toEqual(aggregate.events.map((e) => e.id).sort());
    expect(cohort.summary.members.map((m) => m.user_id).sort()).toEqual(aggregate.members.map((m) => m.user_id).sort());
    expect(new Set(cohort.recorded_events)).toEqual(new Set(aggregate.attendance.map((a) => a.event_id)));
    expect(
      sessionsOf(cohort)
        .map((s) => s.unit_id)
        .sort(),
    ).toEqual([...new Set(aggregate.events.map((e) => e.unit_id))].sort());
    expect(directory.reference.courses.size).toBeGreaterThan(0);
    expect(directory.reference.states.get(cohort.state_id)).toBeDefined();
  });

  it('sees a changed cohort and a new sign-in through the change feed, and keeps them in the next snapshot', async () => {
    const before = await cohortDirectory({ fresh: true });
    const aggregate = (await loadCohort(4))!;
    const renamed = {
      ...aggregate.cohort,
      name: 'Renamed Cohort',
      updated_at: new Date().toISOString(),
      version: aggregate.cohort.version + 1,
    };
    await db().send(new PutCommand({ TableName: tableName(), Item: cohortItems.cohort(renamed, cohortSummary(aggregate, new Map())) }));
    const member = aggregate.members[0].user_id;
    await recordSuccessfulLogin((await getUser(member))!, { sourceIp: '127.0.0.1', userAgent: 'vitest' });

    const after = await cohortDirectory({ fresh: true });
    expect(after).toBe(before);
    expect(after.cohorts.get(4)!.name).toBe('Renamed Cohort');
    const signedIn = after.lastLogin(member, null)!;
    expect(Date.now() - Date.parse(signedIn)).toBeLessThan(60_000);

    await writeDirectorySnapshot();
    resetCohortDirectory();
    const cold = await cohortDirectory();
    expect(cold.cohorts.get(4)!.name).toBe('Renamed Cohort');
    expect(cold.lastLogin(member, null)).toBe(signedIn);
  });

  it('drops a deleted cohort and ignores an older copy of a cohort', async () => {
    const directory = await cohortDirectory({ fresh: true });
    const aggregate = (await loadCohort(5))!;
    const stale = { ...aggregate.cohort, name: 'Stale copy', updated_at: '2000-01-01T00:00:00.000Z' };
    const newer = directory.cohorts.get(5)!;
    directory.apply([{ ...cohortItems.cohort(stale, newer.summary) }]);
    expect(directory.cohorts.get(5)!.name).toBe(newer.name);
    directory.apply([{ ...cohortItems.cohort({ ...newer, updated_at: new Date().toISOString() }, newer.summary), deleted: true }]);
    expect(directory.cohorts.has(5)).toBe(false);
  });
});
