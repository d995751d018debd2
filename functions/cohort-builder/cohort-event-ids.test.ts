/**
 * A cohort's scheduled days keep their identity through the form's edits (issue 13): the form
 * carries each day's event id, so removing sub-unit 3A (3B becomes 3A) or day 1 of a split unit
 * leaves every day's attendance with the day it was taken on. Against DynamoDB Local.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CohortForEdit, CohortFormValues, CohortSaved, UnitSchedule } from '../../shared/cohort-builder/form.types.ts';
import type { ParticipantSchedule } from '../../shared/participants/types.ts';
import type { RosterResponse, RosterUnitOption } from '../../shared/roster/types.ts';
import type { AttendanceReportResponse } from '../../shared/roster-reports/types.ts';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import { addDays, nyDate } from '../../shared/time.ts';
import { COURSES, DELIVERY_MODELS, STATES } from '../../scripts/seed/reference-data.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { saveAttendanceSheet } from '../data/cohorts/attendance.ts';
import { putAll } from '../data/table/batch.ts';
import { loadCohort, type AttendanceEntry } from '../data/cohorts/cohorts.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { newUserItems, type UserRecord } from '../data/users/users.ts';
import { handler as participantsHandler } from '../participants/handler.ts';
import { handler as rosterHandler } from '../roster/handler.ts';
import { handler as rosterReportsHandler } from '../roster-reports/handler.ts';
import { handler } from './handler.ts';
import { newCohortValues } from '../../shared/cohort-builder/form.texts.ts';

useTestTable();
const today = nyDate();
const COURSE = COURSES.find((c) => c.section_units >= 3)!;
const tokens: Record<string, string> = {};
/** Participants 130 and 131. */
const [ANN, BOB] = [130, 131];

function account(id: number, username: string, roles: number[]): UserRecord {
  const at = new Date().toISOString();
  return { ...testAccount(username, { roles, first_name: 'Test' }), id, version: 1, created_at: at, updated_at: at, login_at: null };
}

beforeAll(async () => {
  await putAll(
    [account(1, 'ada.admin', [1]), account(ANN, 'ann.participant', [10]), account(BOB, 'bob.participant', [10])].flatMap(newUserItems),
  );
  await putAll([
    ...COURSES.map((c) => referenceItem('COURSE', c)),
    ...DELIVERY_MODELS.map((m) => referenceItem('DELIVERY_MODEL', m)),
    ...STATES.map((s) => referenceItem('STATE', s)),
  ]);
  tokens.admin = await sessionToken(1, ['administrator'], 'ada.admin');
  tokens.ann = await sessionToken(ANN, ['participant'], 'ann.participant');
}, 120_000);

const day = (n: number) => addDays(today, n);
const slot = (date: string) => ({ date, start_time: '09:00', end_time: '15:00' });
const evaluation = { url_unit_evaluation: null, meeting_type: null };

/** Orientation; unit 1 Contiguous; unit 2 Split on two past days; unit 3 Ext with 3A, 3B, 3C (3A, 3B past). */
function values(): CohortFormValues {
  const units: UnitSchedule[] = [
    { unit: '1', event_type: '2_day', days: [slot(day(-30)), slot(day(-29))], ...evaluation, sub_units: [] },
    { unit: '2', event_type: 'split', days: [slot(day(-20)), slot(day(-13))], ...evaluation, sub_units: [] },
    {
      unit: '3',
      event_type: 'ext',
      days: [],
      ...evaluation,
      sub_units: [
        { event_ext: '3A', event_type: 'ext', days: [slot(day(-10))], ...evaluation },
        { event_ext: '3B', event_type: 'ext', days: [slot(day(-5))], ...evaluation },
        { event_ext: '3C', event_type: 'ext', days: [slot(day(10))], ...evaluation },
      ],
    },
  ];
  return {
    ...newCohortValues(),
    name: 'Event identity test',
    course_id: COURSE.id,
    delivery_model_id: DELIVERY_MODELS[0].id,
    city: 'Harrisburg',
    state_id: STATES[0].id,
    orientation: { ...slot(day(-40)), ...evaluation },
    units,
    participants: [ANN, BOB],
  };
}

const post = (body: unknown) => handler(apiEvent('POST /api/cohort', { token: tokens.admin, body }));

async function read(id: number): Promise<CohortForEdit> {
  const result = await handler(apiEvent('GET /api/cohort/{id}', { token: tokens.admin, params: { id: String(id) } }));
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<CohortForEdit>(result);
}

async function saved(body: unknown): Promise<CohortSaved> {
  const result = await post(body);
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<CohortSaved>(result);
}

const mark = (attendance: '1' | '0'): AttendanceEntry => ({
  attendance,
  independent: false,
  recorded_by: 1,
  recorded_at: new Date().toISOString(),
});

/** Records one sheet: each event id → Ann's and Bob's marks. */
async function record(cohortId: number, unit: string, marks: Record<number, ['1' | '0', '1' | '0']>) {
  const records: Record<string, Record<string, AttendanceEntry>> = { [ANN]: {}, [BOB]: {} };
  for (const [eventId, [ann, bob]] of Object.entries(marks)) {
    records[ANN][eventId] = mark(ann);
    records[BOB][eventId] = mark(bob);
  }
  await saveAttendanceSheet({
    sheet: { cohort_id: cohortId, unit, version: 1, updated_at: new Date().toISOString(), updated_by: 1, records },
    expectedVersion: 0,
    previous: {},
    recordedEvents: Object.keys(marks).map(Number),
    actor: { id: 1 },
  });
}

async function roster(cohortId: number, eventId: number): Promise<RosterResponse> {
  const result = await rosterHandler(
    apiEvent('GET /api/get_roster_info/{cohortId}/{eventId}', {
      token: tokens.admin,
      params: { cohortId: String(cohortId), eventId: String(eventId) },
    }),
  );
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<RosterResponse>(result);
}

/** Whom the roster shows present on each of its days: eventId → ids present. */
function presentByDay(answer: RosterResponse): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (const day of answer.days) out[day.eventId] = [];
  for (const p of answer.participants)
    for (const a of p.infoAttendance) if (a.recorded && a.attendance) out[a.eventId].push(p.generalInformation.id);
  return out;
}

describe('scheduled days keep their identity through edits', () => {
  it('keeps attendance with the day it was taken on when sub-unit 3A and split day 1 are removed', async () => {
    const { id } = await saved(values());
    const form = await read(id);
    // The form's days carry their events' ids.
    const aggregate = (await loadCohort(id))!;
    const eventOf = (unit: string, n: number) => aggregate.events.find((e) => e.unit_id === unit && e.day === n)!.id;
    const [x, y, a, b, c] = [eventOf('2', 1), eventOf('2', 2), eventOf('3A', 1), eventOf('3B', 1), eventOf('3C', 1)];
    const unit2 = form.values.units.find((u) => u.unit === '2')!;
    const unit3 = form.values.units.find((u) => u.unit === '3')!;
    expect(unit2.days.map((d) => d.event_id)).toEqual([x, y]);
    expect(unit3.sub_units.map((s) => s.days.map((d) => d.event_id))).toEqual([[a], [b], [c]]);
    expect(form.values.orientation.event_id).toBe(eventOf('orientation', 1));

    // Ann attended 3A and split day 1; Bob attended 3B and split day 2.
    await record(id, '3A', { [a]: ['1', '0'] });
    await record(id, '3B', { [b]: ['0', '1'] });
    await record(id, '2', { [x]: ['1', '0'], [y]: ['0', '1'] });

    // The schedule pane removes 3A (3B and 3C move up a letter) and day 1 of unit 2, keeping the ids.
    const units = form.values.units.map((u) => {
      if (u.unit === '2') return { ...u, days: u.days.slice(1) };
      if (u.unit === '3') return { ...u, sub_units: u.sub_units.slice(1).map((s, i) => ({ ...s, event_ext: `3${'AB'[i]}` })) };
      return u;
    });
    await saved({ ...form.values, units });

    const after = (await loadCohort(id))!;
    const event = (eventId: number) => after.events.find((e) => e.id === eventId)!;
    // 3B's day is now lettered 3A, with its date; 3C is 3B; 3A's day is removed, its date kept.
    expect(event(b)).toMatchObject({ unit_id: '3A', day: 1, start_date: day(-5) });
    expect(event(b).removed_at).toBeUndefined();
    expect(event(c)).toMatchObject({ unit_id: '3B', start_date: day(10) });
    expect(event(a)).toMatchObject({ unit_id: '3A', start_date: day(-10), removed_at: expect.any(String) });
    // Split day 2 is now day 1 with its own date; day 1 removed with its date.
    expect(event(y)).toMatchObject({ unit_id: '2', day: 1, start_date: day(-13) });
    expect(event(y).removed_at).toBeUndefined();
    expect(event(x)).toMatchObject({ unit_id: '2', start_date: day(-20), removed_at: expect.any(String) });

    // Every mark is still on its own day: Bob on b (now 3A), Ann on a (removed), nothing moved to another day.
    const sheet = (unit: string) => after.sheets.find((s) => s.unit === unit)?.records ?? {};
    expect(sheet('3A')[BOB][b].attendance).toBe('1');
    expect(sheet('3A')[ANN][b].attendance).toBe('0');
    expect(sheet('3A')[ANN][a].attendance).toBe('1');
    expect(sheet('3B')[BOB]?.[b]).toBeUndefined();
    expect(sheet('2')[ANN][x].attendance).toBe('1');
    expect(sheet('2')[BOB][y].attendance).toBe('1');
    expect(after.attendance.filter((r) => r.attendance === '1').map((r) => [r.user_id, r.event_id])).toEqual(
      expect.arrayContaining([
        [ANN, a],
        [BOB, b],
        [ANN, x],
        [BOB, y],
      ]),
    );
    expect(after.attendance.filter((r) => r.attendance === '1')).toHaveLength(4);

    // The rosters: 3A shows b (Bob present), not a; unit 2 shows y (Bob present), not x.
    const rosterA = await roster(id, b);
    expect(rosterA.unit).toBe('3A');
    expect(presentByDay(rosterA)).toEqual({ [b]: [BOB] });
    expect(presentByDay(await roster(id, y))).toEqual({ [y]: [BOB] });
    expect((await roster(id, c)).days.map((d) => d.eventId)).toEqual([c]);

    // The attendance report keeps the removed days that hold marks, saying so, beside the days now in their place.
    const reported = await rosterReportsHandler(
      apiEvent('GET /api/get_attendance_report/{cohortId}', { token: tokens.admin, params: { cohortId: String(id) } }),
    );
    expect(reported.statusCode, reported.body).toBe(200);
    const headers = parseBody<AttendanceReportResponse>(reported).headers;
    const labels = (unitId: string) => headers.find((h) => h.unitId === unitId)?.events.map((e) => [e.eventId, e.label]);
    const sorted = (unitId: string) => labels(unitId)?.sort((p, q) => Number(p[0]) - Number(q[0]));
    expect(sorted('2')).toEqual([
      [x, 'Day 1 (removed)'],
      [y, 'Day 1'],
    ]);
    expect(sorted('3A')).toEqual([
      [a, 'Day 1 (removed)'],
      [b, 'Day 1'],
    ]);
    expect(labels('3B')).toEqual([[c, 'Day 1']]);

    // The form no longer shows the removed days; the lists' summary neither.
    const again = await read(id);
    expect(again.values.units.find((u) => u.unit === '3')!.sub_units.map((s) => [s.event_ext, s.days[0].event_id])).toEqual([
      ['3A', b],
      ['3B', c],
    ]);
    expect(again.values.units.find((u) => u.unit === '2')!.days.map((d) => d.event_id)).toEqual([y]);
    expect(after.summary.events.map((e) => e.id)).not.toContain(a);
    expect(after.summary.events.map((e) => e.id)).not.toContain(x);

    // Ann's schedule: the removed days are not on it.
    const schedule = await participantsHandler(
      apiEvent('GET /api/user_schedule/{course}/{userId}/{cohortId}', {
        token: tokens.ann,
        params: { course: COURSE.cms_key, userId: String(ANN), cohortId: String(id) },
      }),
    );
    expect(schedule.statusCode, schedule.body).toBe(200);
    const ids = parseBody<ParticipantSchedule>(schedule).events.map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([b, c, y]));
    expect(ids).not.toContain(a);
    expect(ids).not.toContain(x);
  });

  it('keeps a sub-unit day with attendance when the sub-unit runs a second day, after an edit and when the unit collapses', async () => {
    const { id } = await saved(values());
    const stored = (await loadCohort(id))!;
    const a = stored.events.find((e) => e.unit_id === '3A')!;
    // A sub-unit is stored as it always was: one 'hours' day of its own unit id.
    expect(a).toMatchObject({ day: 1, type_event: 'hours', start_date: day(-10) });
    await record(id, '3A', { [a.id]: ['1', '0'] });

    // The form reads it as a one-day (ext) sub-unit and makes it an extension over two contiguous days.
    const form = await read(id);
    const unit3 = form.values.units.find((u) => u.unit === '3')!;
    expect(unit3.sub_units[0]).toMatchObject({ event_ext: '3A', event_type: 'ext', days: [{ event_id: a.id, date: day(-10) }] });
    const twoDays = {
      ...unit3.sub_units[0],
      event_type: '2_day' as const,
      days: [...unit3.sub_units[0].days, { ...slot(day(-9)), event_id: null }],
    };
    const withUnit3 = (values: CohortFormValues, unit: UnitSchedule) => ({
      ...values,
      units: values.units.map((u) => (u.unit === '3' ? unit : u)),
    });
    await saved(withUnit3(form.values, { ...unit3, sub_units: [twoDays, ...unit3.sub_units.slice(1)] }));

    const edited = await read(id);
    const [first, second] = edited.values.units.find((u) => u.unit === '3')!.sub_units[0].days;
    expect(edited.values.units.find((u) => u.unit === '3')!.sub_units[0].event_type).toBe('2_day');
    expect([first.event_id, first.date, second.date]).toEqual([a.id, day(-10), day(-9)]);
    // The roster of 3A shows both days, Ann's mark on the first; the unit drop-down offers 3A once.
    const sheet = await roster(id, a.id);
    expect(sheet.days.map((d) => d.eventId)).toEqual([a.id, second.event_id]);
    expect(presentByDay(sheet)).toEqual({ [a.id]: [ANN], [second.event_id!]: [] });
    const units = await rosterHandler(
      apiEvent('GET /api/get_events_list/{cohortId}', { token: tokens.admin, params: { cohortId: String(id) } }),
    );
    expect(parseBody<RosterUnitOption[]>(units).filter((u) => u.value === '3A')).toEqual([
      expect.objectContaining({ unit_id: a.id, label: 'Unit 3A' }),
    ]);

    // Another edit (a rename) keeps both days and the mark.
    await saved({ ...edited.values, name: 'Renamed' });
    expect(presentByDay(await roster(id, a.id))).toEqual({ [a.id]: [ANN], [second.event_id!]: [] });

    // Contiguous chosen on the sub-unit: one unit again, its sub-units cleared. The day with attendance stays,
    // marked removed, with its mark; the second day (no attendance) is gone.
    const again = await read(id);
    const collapsed = {
      ...again.values.units.find((u) => u.unit === '3')!,
      event_type: '2_day' as const,
      days: [slot(day(20)), slot(day(21))],
      sub_units: [],
    };
    await saved(withUnit3(again.values, collapsed));
    const after = (await loadCohort(id))!;
    expect(after.events.find((e) => e.id === a.id)).toMatchObject({ unit_id: '3A', removed_at: expect.any(String) });
    expect(after.events.find((e) => e.id === second.event_id)).toBeUndefined();
    expect(after.sheets.find((s) => s.unit === '3A')?.records[ANN][a.id].attendance).toBe('1');
    expect((await read(id)).values.units.find((u) => u.unit === '3')).toMatchObject({ event_type: '2_day', sub_units: [] });
  });

  it("refuses a day that is not this cohort's, and moving a day with attendance to another unit", async () => {
    const first = await saved(values());
    const other = await saved(values());
    const form = await read(first.id);
    const foreign = (await read(other.id)).values.orientation.event_id;
    const unknown = await post({ ...form.values, orientation: { ...form.values.orientation, event_id: foreign } });
    expect(unknown.statusCode).toBe(422);
    expect(parseBody(unknown).message).toBe(COHORT_TEXT.unknownScheduledDay);

    const unit2 = form.values.units.find((u) => u.unit === '2')!;
    await record(first.id, '2', { [unit2.days[0].event_id!]: ['1', '1'] });
    // Split day 1 of unit 2 (with attendance) sent as unit 1's second day.
    const moved = form.values.units.map((u) => {
      if (u.unit === '1') return { ...u, days: [u.days[0], unit2.days[0]] };
      if (u.unit === '2') return { ...u, days: u.days.slice(1) };
      return u;
    });
    const refused = await post({ ...form.values, units: moved });
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toBe(COHORT_TEXT.attendedDayToOtherUnit('Unit 2, day 1', 'Unit 1'));
    // Nothing was written.
    expect((await read(first.id)).values.version).toBe(form.values.version);
  });

  it('matches days sent without ids by unit and day, as before', async () => {
    const { id } = await saved(values());
    const before = (await loadCohort(id))!;
    const stripped = values();
    const form = await read(id);
    await saved({ ...stripped, id, version: form.values.version });
    const after = (await loadCohort(id))!;
    expect(after.events.map((e) => [e.id, e.unit_id, e.day]).sort()).toEqual(before.events.map((e) => [e.id, e.unit_id, e.day]).sort());
  });
});
