/**
 * The cohort form's rules the server holds and the history it keeps (issue 13), against DynamoDB
 * Local: the NISL certification rule on save, an ext unit's own evaluation link and meeting type,
 * the coaching course in the facilitator conflict check, and a removed participant's attendance
 * in the attendance report.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CohortForEdit, CohortFormValues, CohortSaved, UnitSchedule } from '../../shared/cohort-builder/form.types.ts';
import type { FacilitatorCheckAnswer } from '../../shared/cohort-builder/people.types.ts';
import type { AttendanceReportResponse } from '../../shared/roster-reports/types.ts';
import { ALL_REMAINING_UNITS_USER_ID, COACHING_COURSE_KEY } from '../../shared/constants.ts';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import { addDays, nyDate } from '../../shared/time.ts';
import { COURSES, DELIVERY_MODELS, STATES } from '../../scripts/seed/reference-data.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { saveAttendanceSheet } from '../data/cohorts/attendance.ts';
import { putAll } from '../data/table/batch.ts';
import { loadCohort } from '../data/cohorts/cohorts.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { newUserItems, type UserRecord } from '../data/users/users.ts';
import { handler as reportsHandler } from '../roster-reports/handler.ts';
import { handler } from './handler.ts';
import { newCohortValues } from '../../shared/cohort-builder/form.texts.ts';

useTestTable();
const today = nyDate();
const NISL_COURSE = COURSES.find((c) => c.is_nisl && c.section_units === 6)!;
const COACHING = COURSES.find((c) => c.key === COACHING_COURSE_KEY)!;
const NATIONAL = 21;
const CERTIFIED = 22;
const LOCAL = 23;
const LOCAL_TOO = 24;
let token = '';

function account(id: number, username: string, extra: Partial<UserRecord> = {}): UserRecord {
  const at = new Date().toISOString();
  return { ...testAccount(username, extra), id, version: 1, created_at: at, updated_at: at, login_at: null };
}

beforeAll(async () => {
  await putAll(
    [
      account(1, 'ada.admin', { roles: [1], first_name: 'Ada' }),
      account(NATIONAL, 'nora.national', { roles: [5], first_name: 'Nora', last_name: 'National' }),
      // Certified for units 4-6 of the NISL program, as the seed gives its facilitators.
      account(CERTIFIED, 'carl.certified', { roles: [7], first_name: 'Carl', last_name: 'Certified', certifications: [4, 5, 6] }),
      account(LOCAL, 'lou.local', { roles: [7], first_name: 'Lou', last_name: 'Local' }),
      account(LOCAL_TOO, 'liz.local', { roles: [7], first_name: 'Liz', last_name: 'Local' }),
      ...[100, 101, 102].map((id) => account(id, `participant${id}`, { first_name: `P${id}`, last_name: `Member${id}` })),
    ].flatMap(newUserItems),
  );
  await putAll([
    ...COURSES.map((c) => referenceItem('COURSE', c)),
    ...DELIVERY_MODELS.map((m) => referenceItem('DELIVERY_MODEL', m)),
    ...STATES.map((s) => referenceItem('STATE', s)),
  ]);
  token = await sessionToken(1, ['administrator'], 'ada.admin');
}, 120_000);

const slot = (date: string | null) => ({ date, start_time: date ? '09:00' : null, end_time: date ? '15:00' : null });
const twoDay = (n: number, first: number): UnitSchedule => ({
  unit: String(n),
  event_type: '2_day',
  days: [slot(addDays(today, first)), slot(addDays(today, first + 1))],
  url_unit_evaluation: null,
  meeting_type: null,
  sub_units: [],
});

function values(overrides: Partial<CohortFormValues> = {}): CohortFormValues {
  return {
    ...newCohortValues(),
    name: 'Rules test cohort',
    course_id: NISL_COURSE.id,
    delivery_model_id: 2,
    city: 'Harrisburg',
    state_id: 1,
    orientation: { ...slot(null), url_unit_evaluation: null, meeting_type: null },
    units: [twoDay(1, 30), twoDay(2, 40)],
    ...overrides,
  };
}

const post = (body: unknown) => handler(apiEvent('POST /api/cohort', { token, body }));
async function create(body: CohortFormValues): Promise<CohortSaved> {
  const result = await post(body);
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<CohortSaved>(result);
}
async function read(id: number): Promise<CohortForEdit> {
  const result = await handler(apiEvent('GET /api/cohort/{id}', { token, params: { id: String(id) } }));
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<CohortForEdit>(result);
}
const staff = (user_id: number, staff_type: 'facilitator' | 'cofacilitator') => ({ user_id, staff_type, units: ['all'] });

describe('the NISL certification rule on save (spec 03 §5)', () => {
  it("refuses a facilitator or co-facilitator of a NISL course who is neither national nor certified, with the spec's texts", async () => {
    const facilitator = await post(values({ staff: [staff(LOCAL, 'facilitator')] }));
    expect(facilitator.statusCode).toBe(422);
    expect(parseBody(facilitator).message).toBe(COHORT_TEXT.facilitatorNotCertified);
    const co = await post(values({ staff: [staff(NATIONAL, 'facilitator'), staff(LOCAL, 'cofacilitator')] }));
    expect(co.statusCode).toBe(422);
    expect(parseBody(co).message).toBe(COHORT_TEXT.coFacilitatorNotCertified);
  });

  it('lets national and certified people through, the placeholder, any other list, and any course not marked NISL', async () => {
    await create(
      values({
        staff: [
          staff(NATIONAL, 'facilitator'),
          staff(CERTIFIED, 'cofacilitator'),
          staff(ALL_REMAINING_UNITS_USER_ID, 'facilitator'),
          { user_id: LOCAL, staff_type: 'webinar', units: ['all'] },
        ],
      }),
    );
    await create(
      values({
        course_id: COACHING.id,
        units: [],
        single: { start_date: addDays(today, 5), end_date: addDays(today, 90), start_time: null, end_time: null },
        staff: [staff(LOCAL, 'facilitator')],
      }),
    );
  });

  it('checks whom the save assigns: not who was on the list already, everyone when the course becomes a NISL one', async () => {
    // Someone assigned before a certification lapsed stays; the cohort's other edits still save.
    // Days of its own: Carl co-facilitates the days of the cohort above, and the save refuses a double booking (issue 31).
    const saved = await create(values({ units: [twoDay(1, 60), twoDay(2, 70)], staff: [staff(CERTIFIED, 'facilitator')] }));
    await putAll(newUserItems(account(CERTIFIED, 'carl.certified', { roles: [7], first_name: 'Carl', last_name: 'Certified' })));
    const edit = await read(saved.id);
    expect((await post({ ...edit.values, name: 'Renamed' })).statusCode).toBe(200);
    const added = await post({ ...(await read(saved.id)).values, staff: [...edit.values.staff, staff(LOCAL_TOO, 'cofacilitator')] });
    expect(parseBody(added).message).toBe(COHORT_TEXT.coFacilitatorNotCertified);
    // A coaching cohort (not NISL) with a local facilitator becomes a NISL course's cohort: refused.
    const coaching = await create(
      values({ course_id: COACHING.id, units: [], single: { start_date: null, end_date: null, start_time: null, end_time: null } }),
    );
    const withLocal = (await read(coaching.id)).values;
    expect((await post({ ...withLocal, staff: [staff(LOCAL, 'facilitator')] })).statusCode).toBe(200);
    const switched = await post({ ...(await read(coaching.id)).values, course_id: NISL_COURSE.id, single: null, units: [twoDay(1, 30)] });
    expect(switched.statusCode).toBe(422);
    expect(parseBody(switched).message).toBe(COHORT_TEXT.facilitatorNotCertified);
    await putAll(
      newUserItems(
        account(CERTIFIED, 'carl.certified', { roles: [7], first_name: 'Carl', last_name: 'Certified', certifications: [4, 5, 6] }),
      ),
    );
  });
});

describe("an ext unit's own evaluation link and meeting type", () => {
  const ext: UnitSchedule = {
    unit: '2',
    event_type: 'ext',
    days: [],
    url_unit_evaluation: 'https://survey.example.org/unit-2',
    meeting_type: 'zoom',
    sub_units: [
      {
        event_ext: '2A',
        event_type: 'ext',
        days: [slot(addDays(today, 40))],
        url_unit_evaluation: 'https://survey.example.org/2A',
        meeting_type: 'webex',
      },
      { event_ext: '2B', event_type: 'ext', days: [slot(addDays(today, 41))], url_unit_evaluation: null, meeting_type: null },
    ],
  };

  it('is stored with the cohort and read back, beside the sub-units own', async () => {
    const saved = await create(values({ units: [twoDay(1, 30), ext] }));
    const edit = await read(saved.id);
    expect(edit.values.units.find((u) => u.unit === '2')).toMatchObject(ext);
    // Changed and cleared like any other field.
    const changed = { ...ext, url_unit_evaluation: null, meeting_type: 'teams' };
    expect((await post({ ...edit.values, units: [twoDay(1, 30), changed] })).statusCode).toBe(200);
    const again = await read(saved.id);
    expect(again.values.units.find((u) => u.unit === '2')).toMatchObject(changed);
    // Back to Contiguous: the unit's days carry their own, nothing of the ext unit is kept.
    expect((await post({ ...again.values, units: [twoDay(1, 30), twoDay(2, 40)] })).statusCode).toBe(200);
    expect((await loadCohort(saved.id))!.cohort.ext_units).toEqual({});
  });
});

describe('the coaching course in the facilitator conflict check', () => {
  const check = (body: Record<string, unknown>) => handler(apiEvent('POST /api/event/validate-schedule-facilitator', { token, body }));

  it("never counts a coaching cohort's one long event against a day elsewhere; a unit day still is", async () => {
    await create(
      values({
        name: 'Coaching of Nora',
        course_id: COACHING.id,
        units: [],
        single: { start_date: addDays(today, 100), end_date: addDays(today, 300), start_time: '09:00', end_time: '17:00' },
        staff: [staff(NATIONAL, 'facilitator')],
      }),
    );
    await create(values({ name: 'Units of Nora', units: [twoDay(1, 150)], staff: [staff(NATIONAL, 'facilitator')] }));
    const day = (offset: number) => ({ unit: '1', day: 1, date: addDays(today, offset), start_time: '10:00', end_time: '12:00' });
    const within = parseBody<FacilitatorCheckAnswer>(
      await check({ id_fac: NATIONAL, unit_work: ['all'], dates_events: [day(120)], name: 'Nora National' }),
    );
    expect(within).toEqual({ programed: false, onlearn_validate: true, message: '', date_coincidence: [] });
    const unitDay = parseBody<FacilitatorCheckAnswer>(
      await check({ id_fac: NATIONAL, unit_work: ['all'], dates_events: [day(150)], name: 'Nora National' }),
    );
    expect(unitDay.programed).toBe(true);
    expect(unitDay.date_coincidence.map((c) => c.other.cohort_name)).toEqual(['Units of Nora']);
  });
});

describe("a removed participant's attendance in the attendance report", () => {
  const report = async (cohortId: number) => {
    const result = await reportsHandler(
      apiEvent('GET /api/get_attendance_report/{cohortId}', { token, params: { cohortId: String(cohortId) } }),
    );
    expect(result.statusCode, result.body).toBe(200);
    return parseBody<AttendanceReportResponse>(result);
  };

  it('lists them after the members with their marks, marked removed, until they are added again', async () => {
    const saved = await create(values({ units: [twoDay(1, -20), twoDay(2, 40)], participants: [100, 101, 102] }));
    const aggregate = (await loadCohort(saved.id))!;
    const unitOne = aggregate.events.filter((e) => e.unit_id === '1');
    const at = new Date().toISOString();
    const mark = (attendance: '1' | '0') =>
      Object.fromEntries(unitOne.map((e) => [e.id, { attendance, independent: false, recorded_by: 1, recorded_at: at }]));
    await saveAttendanceSheet({
      sheet: { cohort_id: saved.id, unit: '1', version: 1, updated_at: at, updated_by: 1, records: { 100: mark('1'), 101: mark('0') } },
      expectedVersion: 0,
      previous: {},
      recordedEvents: unitOne.map((e) => e.id),
      actor: { id: 1 },
    });
    // 100 (recorded) and 102 (never recorded) leave.
    const edit = await read(saved.id);
    expect((await post({ ...edit.values, participants: [101] })).statusCode).toBe(200);

    const after = await report(saved.id);
    expect(after.participantAttendance.map((p) => [p.id, p.removedAt !== undefined])).toEqual([
      [101, false],
      [100, true],
    ]);
    const removed = after.participantAttendance[1];
    expect(removed).toMatchObject({ firstName: 'P100', lastName: 'Member100', email: 'participant100@example.org' });
    const dayColumns = after.headers.find((h) => h.unitId === '1')!.events.map((e) => e.eventId);
    expect(removed.events.filter((m) => dayColumns.includes(m.eventId)).map((m) => m.letter)).toEqual(['y', 'y']);

    // A later save keeps the history; adding them again makes them a member like the others.
    const later = await read(saved.id);
    expect((await post({ ...later.values, name: 'Renamed again' })).statusCode).toBe(200);
    expect((await report(saved.id)).participantAttendance.find((p) => p.id === 100)?.removedAt).toBe(removed.removedAt);
    expect((await post({ ...(await read(saved.id)).values, participants: [101, 100] })).statusCode).toBe(200);
    const back = await report(saved.id);
    expect(back.participantAttendance.map((p) => [p.id, p.removedAt])).toEqual([
      [100, undefined],
      [101, undefined],
    ]);
    expect((await loadCohort(saved.id))!.cohort.removed_members).toEqual([]);
  });
});
