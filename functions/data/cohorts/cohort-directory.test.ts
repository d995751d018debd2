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
import { snapshotWithOldCohorts } from '../../../test/integration/directory-archive.ts';
import { readObject } from '../table/storage.ts';
import { gunzipSync } from 'node:zlib';
import { snapshotKey } from './cohort-directory.ts';

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

describe('cohort directory archive', () => {
  const later = (watermark: string, minutes: number) => new Date(Date.parse(watermark) + minutes * 60_000).toISOString();

  it('keeps cohorts over before last year out of a cold start, as facets, until a request may show them', async () => {
    const old = await snapshotWithOldCohorts([7, 8], 2019);
    try {
      const text = gunzipSync((await readObject(snapshotKey()))!).toString('utf8');
      // The snapshot's JSON line holds no member: they follow it as text, parsed when read.
      expect(text.slice(0, text.indexOf('\n'))).not.toContain('"members"');

      const active = await cohortDirectory({ since: today });
      expect(active.cohorts.has(7)).toBe(false);
      expect(active.archivedCount).toBe(2);
      // The facets are a third object, read only by a request that needs them.
      expect(() => active.facets()).toThrow(/facets: true/);
      expect(await cohortDirectory({ since: today, facets: true })).toBe(active);
      expect(active.archived.get(7)).toMatchObject({ id: 7, years: [2019] });
      expect(active.facets().map((f) => f.id)).toEqual(expect.arrayContaining([1, 7, 8]));
      const facilitator = active.archived.get(8)!.staff[0].user_id;
      expect(active.staffCohorts(facilitator).has(8)).toBe(true);
      expect(active.sessions().some((s) => s.cohort.id === 7)).toBe(false);
      expect(await cohortDirectory({ since: `${Number(today.slice(0, 4)) - 1}-01-01` })).toBe(active);
      expect(active.complete).toBe(false);

      const aggregate = (await loadCohort(7))!;
      const whole = await cohortDirectory({ since: '2019-01-01' });
      expect(whole).toBe(active);
      expect(whole.complete).toBe(true);
      expect(whole.cohorts.get(7)!.summary.events.every((e) => e.start_date!.startsWith('2019-'))).toBe(true);
      expect(
        whole.cohorts
          .get(7)!
          .summary.members.map((m) => m.user_id)
          .sort(),
      ).toEqual(aggregate.members.map((m) => m.user_id).sort());
      expect(whole.sessions().some((s) => s.cohort.id === 7)).toBe(true);
    } finally {
      await old.restore();
    }
  });

  it('lets the change feed win over the archive: an edited cohort is whole at once, a deleted one does not come back', async () => {
    const old = await snapshotWithOldCohorts([9, 10], 2019);
    try {
      const edited = (await loadCohort(9))!;
      const gone = (await loadCohort(10))!;
      const summary = (await cohortDirectory()).cohorts.get(9)!.summary;
      resetCohortDirectory();
      const put = (item: Record<string, unknown>) => db().send(new PutCommand({ TableName: tableName(), Item: item }));
      await put(cohortItems.cohort({ ...edited.cohort, name: 'Edited after the snapshot', updated_at: later(old.watermark, 1) }, summary));
      await put({ ...cohortItems.cohort({ ...gone.cohort, updated_at: later(old.watermark, 2) }, summary), deleted: true });

      const active = await cohortDirectory({ since: today, facets: true });
      expect(active.cohorts.get(9)!.name).toBe('Edited after the snapshot');
      expect(active.archived.has(9)).toBe(false);
      expect(active.archived.has(10)).toBe(false);
      const whole = await cohortDirectory();
      expect(whole.cohorts.get(9)!.name).toBe('Edited after the snapshot');
      expect(whole.cohorts.has(10)).toBe(false);
    } finally {
      await old.restore();
    }
  });
});
