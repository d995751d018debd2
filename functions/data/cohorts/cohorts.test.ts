import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../../test/integration/table.ts';
import { seedOrganisation } from '../../../scripts/seed/seed.ts';
import { runWithRequestContext, currentRequest } from '../../services/request-context.ts';
import { cohortsOfUser, eventsOfMonth, loadCohort } from './cohorts.ts';
import { findUserIdByLogin } from '../users/users.ts';

useTestTable();
const today = '2026-11-18';

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(`${today}T15:00:00Z`),
    cohorts: 20,
    participantsPerCohort: [20, 25],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 7,
    demoAccounts: true,
  });
}, 120_000);

describe('cohort aggregate', () => {
  it('loads a whole roster with one Query', async () => {
    const { aggregate, calls } = await runWithRequestContext('t', async () => ({
      aggregate: await loadCohort(2),
      calls: currentRequest()!.dynamo.calls,
    }));
    expect(calls).toBe(1);
    expect(aggregate!.cohort.id).toBe(2);
    expect(aggregate!.events[0].unit_id).toBe('orientation');
    expect(aggregate!.members.length).toBe(aggregate!.cohort.participant_count);
    expect(aggregate!.staff.some((s) => s.staff_type === 'facilitator')).toBe(true);
    expect(aggregate!.attendance.length).toBeGreaterThan(0);
    expect(await loadCohort(9999)).toBeUndefined();
  });

  it("finds a person's cohorts through the by-user index", async () => {
    const facilitator = (await findUserIdByLogin('facilitator'))!;
    const links = await cohortsOfUser(facilitator);
    expect(links.filter((l) => l.role === 'staff' && l.staff_type === 'facilitator').length).toBeGreaterThanOrEqual(4);
    const participant = (await findUserIdByLogin('participant'))!;
    expect((await cohortsOfUser(participant)).map((l) => l.role)).toEqual(['member', 'member']);
  });

  it('lists the events of a month in date order', async () => {
    const events = await eventsOfMonth(today.slice(0, 7));
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.start_date!.slice(0, 7)).toBe('2026-11');
    expect(events.map((e) => e.start_date)).toEqual([...events.map((e) => e.start_date)].sort());
  });
});
