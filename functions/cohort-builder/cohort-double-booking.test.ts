/**
 * Scheduling that cannot double-book (issue 31): POST /api/cohort refuses a day a facilitator or
 * co-facilitator would work at the same time as in another cohort, whatever the client sent (the
 * form's check runs only when people or units are added), against DynamoDB Local.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CohortForEdit,
  CohortFormValues,
  CohortSaved,
  StaffAssignment,
  UnitSchedule,
} from '../../shared/cohort-builder/form.types.ts';
import { newCohortValues } from '../../shared/cohort-builder/form.texts.ts';
import { usDate } from '../../shared/cohort-builder/people.texts.ts';
import { addDays, nyDate } from '../../shared/time.ts';
import { ALL_REMAINING_UNITS_USER_ID } from '../../shared/constants.ts';
import { COURSES, DELIVERY_MODELS, STATES } from '../../scripts/seed/reference-data.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { loadCohort } from '../data/cohorts/cohorts.ts';
import { putAll } from '../data/table/batch.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { newUserItems, type UserRecord } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
const today = nyDate();
const COURSE = COURSES.find((c) => c.section_units === 4)!;
const NORA = 21;
const CARL = 22;
let token = '';

function account(id: number, username: string, extra: Partial<UserRecord> = {}): UserRecord {
  const at = new Date().toISOString();
  return { ...testAccount(username, extra), id, version: 1, created_at: at, updated_at: at, login_at: null };
}

beforeAll(async () => {
  await putAll(
    [
      account(1, 'ada.admin', { roles: [1], first_name: 'Ada' }),
      account(NORA, 'nora.national', { roles: [5], first_name: 'Nora', last_name: 'National' }),
      account(CARL, 'carl.national', { roles: [5], first_name: 'Carl', last_name: 'Cofac' }),
    ].flatMap(newUserItems),
  );
  await putAll([
    ...COURSES.map((c) => referenceItem('COURSE', c)),
    ...DELIVERY_MODELS.map((m) => referenceItem('DELIVERY_MODEL', m)),
    ...STATES.map((s) => referenceItem('STATE', s)),
  ]);
  token = await sessionToken(1, ['administrator'], 'ada.admin');
}, 120_000);

const slot = (offset: number, start = '09:00', end = '15:00') => ({ date: addDays(today, offset), start_time: start, end_time: end });
const twoDay = (n: number, first: number, start?: string, end?: string): UnitSchedule => ({
  unit: String(n),
  event_type: '2_day',
  days: [slot(first, start, end), slot(first + 1, start, end)],
  url_unit_evaluation: null,
  meeting_type: null,
  sub_units: [],
});
const staff = (user_id: number, staff_type: 'facilitator' | 'cofacilitator', units = ['all']): StaffAssignment => ({
  user_id,
  staff_type,
  units,
});

function values(name: string, units: UnitSchedule[], people: StaffAssignment[]): CohortFormValues {
  return {
    ...newCohortValues(),
    name,
    course_id: COURSE.id,
    delivery_model_id: 2,
    city: 'Harrisburg',
    state_id: 1,
    orientation: { date: null, start_time: null, end_time: null, url_unit_evaluation: null, meeting_type: null },
    units,
    staff: people,
  };
}

const post = (body: unknown) => handler(apiEvent('POST /api/cohort', { token, body }));
async function create(body: CohortFormValues): Promise<CohortSaved> {
  const result = await post(body);
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<CohortSaved>(result);
}
async function read(id: number): Promise<CohortForEdit['values']> {
  const result = await handler(apiEvent('GET /api/cohort/{id}', { token, params: { id: String(id) } }));
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<CohortForEdit>(result).values;
}
/** The values with unit `n`'s days moved (each keeps its event id, as the Schedule pane sends them). */
function moved(v: CohortFormValues, n: number, first: number, start?: string, end?: string): CohortFormValues {
  return {
    ...v,
    units: v.units.map((u) => {
      if (u.unit !== String(n)) return u;
      const next = twoDay(n, first, start, end);
      return { ...u, days: u.days.map((d, i) => ({ ...next.days[i], event_id: d.event_id })) };
    }),
  };
}

describe('the save refuses a facilitator booked at the same time in another cohort (issue 31)', () => {
  let booked: CohortSaved;

  beforeAll(async () => {
    // Nora teaches unit 1 of "Booked cohort" on days 30 and 31, 09:00-15:00.
    booked = await create(values('Booked cohort', [twoDay(1, 30), twoDay(2, 40)], [staff(NORA, 'facilitator')]));
  });

  it('refuses moving a unit onto a day the facilitator teaches elsewhere, naming her, the date and the other cohort, and writes nothing', async () => {
    const saved = await create(values('Moving cohort', [twoDay(1, 50), twoDay(2, 60)], [staff(NORA, 'facilitator')]));
    const stored = await read(saved.id);
    const before = await loadCohort(saved.id);

    const refused = await post(moved(stored, 1, 30));
    expect(refused.statusCode, refused.body).toBe(422);
    const { message } = parseBody<{ message: string }>(refused);
    expect(message.startsWith('Nora National is already scheduled at the same time in another cohort: ')).toBe(true);
    expect(message).toContain(`Unit 1 on ${usDate(addDays(today, 30))} (Booked cohort, Unit 1 9:00 AM-3:00 PM)`);
    expect(message).toContain(`Unit 1 on ${usDate(addDays(today, 31))} (Booked cohort, Unit 1 9:00 AM-3:00 PM)`);
    expect(message).toContain("Change these dates, or take these units off Nora National's assignment, before saving.");
    // Nothing written: the same events, dates and version.
    const after = await loadCohort(saved.id);
    expect(after!.cohort.version).toBe(before!.cohort.version);
    expect(after!.events).toEqual(before!.events);

    // The same move without the clash saves.
    const ok = await post(moved(stored, 1, 32));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await read(saved.id)).units[0].days.map((d) => d.date)).toEqual([addDays(today, 32), addDays(today, 33)]);
  });

  it('checks co-facilitators, people newly assigned and only the units they work', async () => {
    const saved = await create(values('Second cohort', [twoDay(1, 30), twoDay(2, 70)], [staff(CARL, 'facilitator')]));
    const stored = await read(saved.id);
    // Nora as co-facilitator of all units: unit 1 is her booked day.
    const co = await post({ ...stored, staff: [...stored.staff, staff(NORA, 'cofacilitator')] });
    expect(co.statusCode).toBe(422);
    expect(parseBody<{ message: string }>(co).message).toContain('Nora National is already scheduled at the same time');
    // Only unit 2: no clash.
    const unit2 = await post({ ...stored, staff: [...stored.staff, staff(NORA, 'cofacilitator', ['2'])] });
    expect(unit2.statusCode, unit2.body).toBe(200);
    // Her units widened to unit 1 day 1 later: refused again.
    const again = await read(saved.id);
    const widened = await post({
      ...again,
      staff: again.staff.map((s) => (s.user_id === NORA ? { ...s, units: ['2', '1-1'] } : s)),
    });
    expect(widened.statusCode).toBe(422);
    expect(parseBody<{ message: string }>(widened).message).toContain(`Unit 1 on ${usDate(addDays(today, 30))} (Booked cohort`);
  });

  it('lets through the same day at other times (the form asks Yes/No), a cohort without a clash, and the placeholder', async () => {
    // Same days, 16:00-18:00: the form's Yes keeps them; the save does too.
    const later = await create(values('Afternoon cohort', [twoDay(1, 30, '16:00', '18:00')], [staff(NORA, 'facilitator')]));
    // Its other fields still save, the kept days unchanged.
    expect((await post({ ...(await read(later.id)), name: 'Afternoon cohort renamed' })).statusCode).toBe(200);
    // Moving them into the morning is a new clash: refused.
    const morning = await post(moved(await read(later.id), 1, 30, '10:00', '12:00'));
    expect(morning.statusCode).toBe(422);
    // 'All remaining units' is no person.
    await create(values('Placeholder cohort', [twoDay(1, 30)], [staff(ALL_REMAINING_UNITS_USER_ID, 'facilitator')]));
  });

  it("sees both days of a two-day extension: its second day on her booked day is refused, in the sub-unit's own name", async () => {
    const extension: UnitSchedule = {
      ...twoDay(3, 0),
      event_type: 'ext',
      days: [],
      sub_units: [{ event_ext: '3A', event_type: '2_day', days: [slot(29), slot(30)], url_unit_evaluation: null, meeting_type: null }],
    };
    const refused = await post(values('Extension cohort', [twoDay(1, 50), extension], [staff(NORA, 'facilitator', ['3A'])]));
    expect(refused.statusCode, refused.body).toBe(422);
    const { message } = parseBody<{ message: string }>(refused);
    expect(message).toContain(`Unit 3A on ${usDate(addDays(today, 30))} (Booked cohort, Unit 1 9:00 AM-3:00 PM)`);
    expect(message).not.toContain(usDate(addDays(today, 29)));
  });

  it('reads one Query per person at most, never a Scan', async () => {
    const stored = await read(booked.id);
    const clash = values('Clash cohort', [twoDay(1, 30)], [staff(NORA, 'facilitator'), staff(CARL, 'cofacilitator')]);
    const { result, metrics } = await withDynamoMetrics(() => post(clash));
    expect(result.statusCode).toBe(422);
    expect(metrics.ops.Scan ?? 0).toBe(0);
    // Two people's staff items and the change feed; nothing is written.
    expect(metrics.ops.Query ?? 0).toBeLessThanOrEqual(3);
    expect(metrics.ops.TransactWriteItems ?? 0).toBe(0);
    // The booked cohort itself (its own days) is never a conflict with itself.
    expect((await post({ ...stored, name: 'Booked cohort' })).statusCode).toBe(200);
  });
});
