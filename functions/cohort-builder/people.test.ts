/** The cohort form's people search and facilitator conflict check (spec 03 §5, §7), against DynamoDB Local. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CohortPeopleAnswer, FacilitatorCheckAnswer, ScheduledDay } from '../../shared/cohort-builder/people.types.ts';
import { ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import { COHORT_PEOPLE_TEXT } from '../../shared/cohort-builder/people.texts.ts';
import { unitsCoverDay } from '../../shared/units.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { demoSessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { nyDate } from '../../shared/time.ts';
import { cohortDirectory, type DirectoryCohort } from '../data/cohorts/cohort-directory.ts';
import type { SummaryEvent } from '../data/cohorts/cohort-summary.ts';
import { createUser, findUserIdByLogin } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
let admin = '';
let participant = '';
let facilitatorId = 0;
const people: Record<string, number> = {};
const role = (slug: keyof typeof ROLE_BY_SLUG) => ROLE_BY_SLUG[slug].id;

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 14,
    participantsPerCohort: [3, 5],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 13,
    demoAccounts: true,
  });
  admin = await demoSessionToken('admin', ['administrator']);
  participant = await demoSessionToken('participant', ['participant']);
  facilitatorId = (await findUserIdByLogin('facilitator'))!;
  const accounts = [
    testAccount('zyx.active', { first_name: 'Zyxwa', last_name: 'Active' }),
    testAccount('zyx.inactive', { first_name: 'Zyxwa', last_name: 'Inactive', status: 'inactive' }),
    testAccount('zyx.pending', { first_name: 'Zyxwa', last_name: 'Pending', status: 'pending' }),
    testAccount('zyx.merged', { first_name: 'Zyxwa', last_name: 'Merged', status: 'merged' }),
    testAccount('zyx.local', { first_name: 'Zyxwa', last_name: 'Local', roles: [role('facilitator_local')] }),
    testAccount('zyx.certified', { first_name: 'Zyxwa', last_name: 'Certified', roles: [role('facilitator_local')], certifications: [12] }),
    testAccount('zyx.national', { first_name: 'Zyxwa', last_name: 'National', roles: [role('facilitator_national')] }),
  ];
  for (const account of accounts) people[account.username] = (await createUser(account)).id;
}, 120_000);

const search = (body: Record<string, unknown>, token = admin) =>
  handler(apiEvent('POST /api/user/getUsers/cohort-builder', { token, body }));
const found = async (body: Record<string, unknown>) => parseBody<CohortPeopleAnswer>(await search(body)).users;
const check = (body: Record<string, unknown>, token = admin) =>
  handler(apiEvent('POST /api/event/validate-schedule-facilitator', { token, body }));

describe('people search of the cohort form', () => {
  it('offers active and inactive people, never merged or pending accounts', async () => {
    const users = await found({ users: 'zyxwa', list: 'participant' });
    const names = users.map((u) => u.last_name).sort();
    expect(names).toEqual(['Active', 'Certified', 'Inactive', 'Local', 'National']);
    expect(users.find((u) => u.last_name === 'Inactive')!.status).toBe('inactive');
    expect(await found({ users: 'zyx.pending', list: 'participant' })).toEqual([]);
    expect(await found({ users: 'Zyxwa Merged', list: 'participant' })).toEqual([]);
  });

  it('offers only facilitators to the facilitator lists, any role asked for, and leaves out who is already listed', async () => {
    const facilitators = await found({ users: 'zyxwa', list: 'facilitator' });
    expect(facilitators.map((u) => u.last_name).sort()).toEqual(['Certified', 'Local', 'National']);
    expect(
      (await found({ users: 'zyxwa', list: 'cofacilitator', exclude_users: [people['zyx.local']] })).map((u) => u.last_name).sort(),
    ).toEqual(['Certified', 'National']);
    expect((await found({ users: 'zyxwa', list: 'webinar', roles: ['facilitator_national'] })).map((u) => u.last_name)).toEqual([
      'National',
    ]);
  });

  it('says who is national or NISL certified, for the NISL rule', async () => {
    const byName = new Map((await found({ users: 'zyxwa', list: 'facilitator' })).map((u) => [u.last_name, u]));
    expect(byName.get('National')).toMatchObject({ national: true, nisl_certified: false, roles: ['facilitator_national'] });
    expect(byName.get('Certified')).toMatchObject({ national: false, nisl_certified: true });
    expect(byName.get('Local')).toMatchObject({ national: false, nisl_certified: false });
    expect(byName.get('Local')).toMatchObject({ user_id: people['zyx.local'], username: 'zyx.local', email: 'zyx.local@example.org' });
  });

  it('answers nothing under 3 characters, in at most 3 round trips and no Scan', async () => {
    expect(await found({ users: 'zy', list: 'participant' })).toEqual([]);
    const { result, metrics } = await withDynamoMetrics(() => search({ users: 'zyxwa', list: 'participant' }));
    expect(result.statusCode).toBe(200);
    expect(metrics.calls).toBeLessThanOrEqual(3);
    expect(metrics.ops.Scan ?? 0).toBe(0);
  });

  it('is refused to roles outside the admin area and validates its body', async () => {
    expect((await search({ users: 'zyxwa', list: 'participant' }, participant)).statusCode).toBe(403);
    expect((await search({ users: 'zyxwa', list: 'students' })).statusCode).toBe(422);
    expect((await search({ users: 'zyxwa', roles: ['wizard'] })).statusCode).toBe(422);
  });
});

describe('facilitator schedule conflict check', () => {
  /** A dated event of a cohort the demo facilitator works (not force ended), covered by their units. */
  let other: { cohort: DirectoryCohort; event: SummaryEvent & { start_date: string } };
  const dayOf = (event: SummaryEvent & { start_date: string }, times: Partial<ScheduledDay> = {}): ScheduledDay => ({
    unit: '2',
    day: 1,
    date: event.start_date,
    start_time: event.start_time,
    end_time: event.end_time,
    ...times,
  });

  beforeAll(async () => {
    const directory = await cohortDirectory({ fresh: true });
    for (const cohort of directory.cohorts.values()) {
      if (cohort.force_end) continue;
      const staff = cohort.summary.staff.find((s) => s.user_id === facilitatorId && s.staff_type === 'facilitator');
      const event = cohort.summary.events.find(
        (e) => e.start_date && e.start_time && staff && unitsCoverDay(staff.units, e.unit_id, e.day),
      );
      if (event) {
        other = { cohort, event: event as SummaryEvent & { start_date: string } };
        break;
      }
    }
    expect(other).toBeDefined();
  });

  it("finds the facilitator's event of another cohort at the same time: an OK message, the day to clear", async () => {
    const answer = parseBody<FacilitatorCheckAnswer>(
      await check({
        id_fac: facilitatorId,
        id_cohort: null,
        unit_work: ['all'],
        dates_events: [dayOf(other.event)],
        delivery: 1,
        name: 'Felix Facilitator',
      }),
    );
    expect(answer.programed).toBe(true);
    expect(answer.onlearn_validate).toBe(false);
    const coincidence = answer.date_coincidence.find((c) => c.other.cohort_id === other.cohort.id)!;
    expect(coincidence).toMatchObject({ unit: '2', day: 1, date: other.event.start_date, same_time: true });
    expect(coincidence.other).toMatchObject({ cohort_name: other.cohort.name, unit_id: other.event.unit_id, day: other.event.day });
    expect(answer.message.startsWith('Felix Facilitator is already scheduled at the same time in another cohort: ')).toBe(true);
    expect(answer.message).toContain(COHORT_PEOPLE_TEXT.conflictLine(coincidence));
  });

  it('asks Yes/No when only the day is shared, at another time', async () => {
    const late = other.event.end_time! < '20:00' ? { start_time: '20:30', end_time: '21:30' } : { start_time: '05:00', end_time: '06:00' };
    const answer = parseBody<FacilitatorCheckAnswer>(
      await check({ id_fac: facilitatorId, unit_work: ['2'], dates_events: [dayOf(other.event, late)], name: 'Felix Facilitator' }),
    );
    const mine = answer.date_coincidence.filter((c) => c.other.cohort_id === other.cohort.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((c) => !c.same_time)).toBe(true);
    if (answer.date_coincidence.every((c) => !c.same_time)) {
      expect(answer.onlearn_validate).toBe(true);
      expect(answer.message).toContain('Do you want to assign Felix Facilitator to these units anyway?');
    }
  });

  it('never counts the cohort being edited, nor days outside the units the person works', async () => {
    const same = parseBody<FacilitatorCheckAnswer>(
      await check({ id_fac: facilitatorId, id_cohort: other.cohort.id, unit_work: ['all'], dates_events: [dayOf(other.event)], name: 'F' }),
    );
    expect(same.date_coincidence.filter((c) => c.other.cohort_id === other.cohort.id)).toEqual([]);
    const notMine = parseBody<FacilitatorCheckAnswer>(
      await check({ id_fac: facilitatorId, unit_work: ['orientation', '2-2'], dates_events: [dayOf(other.event)], name: 'F' }),
    );
    expect(notMine).toEqual({ programed: false, onlearn_validate: true, message: '', date_coincidence: [] });
    const someoneElse = parseBody<FacilitatorCheckAnswer>(
      await check({ id_fac: people['zyx.local'], unit_work: ['all'], dates_events: [dayOf(other.event)], name: 'L' }),
    );
    expect(someoneElse.programed).toBe(false);
  });

  it('reads at most 3 round trips, no Scan; refused to roles outside the admin area; validates its body', async () => {
    const body = { id_fac: facilitatorId, unit_work: ['all'], dates_events: [dayOf(other.event)], name: 'F' };
    const { result, metrics } = await withDynamoMetrics(() => check(body));
    expect(result.statusCode).toBe(200);
    expect(metrics.calls).toBeLessThanOrEqual(3);
    expect(metrics.ops.Scan ?? 0).toBe(0);
    expect((await check(body, participant)).statusCode).toBe(403);
    expect((await check({ ...body, id_fac: undefined })).statusCode).toBe(422);
    expect((await check({ ...body, dates_events: [{ unit: '2', day: 1, date: '03/04/2027' }] })).statusCode).toBe(422);
    expect((await check({ ...body, unit_work: ['everything'] })).statusCode).toBe(422);
  });
});
