import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CohortDeleted, CohortForEdit, CohortFormValues, CohortSaved, UnitSchedule } from '../../shared/cohort-builder/form.types.ts';
import type { RosterResponse } from '../../shared/roster/types.ts';
import type { AttendanceReportResponse } from '../../shared/roster-reports/types.ts';
import type { CohortListResponse } from '../../shared/cohort-builder/list.types.ts';
import type { PageLockedAnswer } from '../../shared/locks/types.ts';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { addDays, nyDate } from '../../shared/time.ts';
import { COURSES, DELIVERY_MODELS, STATES } from '../../scripts/seed/reference-data.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { saveAttendanceSheet } from '../data/cohorts/attendance.ts';
import { putAll } from '../data/table/batch.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { cohortWrites, saveCohort } from '../data/cohorts/cohort-save.ts';
import { TRANSACTION_LIMIT } from '../data/cohorts/cohort-save-log.ts';
import { cohortSummary } from '../data/cohorts/cohort-summary.ts';
import { certificateEntity } from '../data/certificates/certificate-item.ts';
import { cohortsOfUser, eventsOfMonth, loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { takeLock } from '../data/users/page-locks.ts';
import { queryAll } from '../data/table/query.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { step, transact, type TransactItem } from '../data/table/transaction.ts';
import { newUserItems, type UserRecord } from '../data/users/users.ts';
import { userCohorts } from '../users/user-cohorts.ts';
import { handler as rosterHandler } from '../roster/handler.ts';
import { handler as rosterReportsHandler } from '../roster-reports/handler.ts';
import { cohortData } from '../jobs/data-sets/cohort-data.ts';
import { attendanceReportSheets } from '../roster-reports/export-attendance-report.ts';
import type { XlsxRow } from '../files/xlsx.ts';
import { handler } from './handler.ts';

useTestTable();
const today = nyDate();
const COURSE = COURSES.find((c) => c.section_units === 6)!;
const tokens: Record<string, string> = {};
/** Staff 11-16, participants 100-349. */
const STAFF = [11, 12, 13, 14, 15, 16];
const PARTICIPANTS = Array.from({ length: 250 }, (_, i) => 100 + i);
/**
 * The default facilitator and co-facilitator of each cohort the tests build (500-579): the cohorts
 * share their days, and the save refuses a person booked at the same time in two cohorts (issue 31).
 */
const STAFF_POOL = Array.from({ length: 80 }, (_, i) => 500 + i);
let pooled = 0;
function nextStaffPair(): [number, number] {
  if (pooled + 2 > STAFF_POOL.length) throw new Error('STAFF_POOL is used up: add accounts.');
  pooled += 2;
  return [STAFF_POOL[pooled - 2], STAFF_POOL[pooled - 1]];
}

function account(id: number, username: string, roles: number[], first = 'Test'): UserRecord {
  const at = new Date().toISOString();
  return { ...testAccount(username, { roles, first_name: first }), id, version: 1, created_at: at, updated_at: at, login_at: null };
}

beforeAll(async () => {
  await putAll(
    [
      account(1, 'ada.admin', [1], 'Ada'),
      account(2, 'grace.admin', [1], 'Grace'),
      account(3, 'pat.participant', [10]),
      ...[...STAFF, ...STAFF_POOL].map((id) => account(id, `staff${id}`, [5])),
      ...PARTICIPANTS.map((id) => account(id, `participant${id}`, [10], `P${id}`)),
    ].flatMap(newUserItems),
  );
  await putAll([
    ...COURSES.map((c) => referenceItem('COURSE', c)),
    ...DELIVERY_MODELS.map((m) => referenceItem('DELIVERY_MODEL', m)),
    ...STATES.map((s) => referenceItem('STATE', s)),
  ]);
  tokens.admin = await sessionToken(1, ['administrator'], 'ada.admin');
  tokens.other = await sessionToken(2, ['administrator'], 'grace.admin');
  tokens.participant = await sessionToken(3, ['participant'], 'pat.participant');
}, 120_000);

const slot = (date: string | null) => ({ date, start_time: date ? '09:00' : null, end_time: date ? '15:00' : null });
const unit = (n: number, event_type: UnitSchedule['event_type'], dates: Array<string | null>): UnitSchedule => ({
  unit: String(n),
  event_type,
  days: event_type === 'ext' ? [] : dates.map(slot),
  // An ext unit has no day of its own: its sub-units carry the link and meeting type.
  url_unit_evaluation: event_type === 'ext' ? null : `https://survey.example.org/${n}`,
  meeting_type: event_type === 'ext' ? null : 'zoom',
  sub_units:
    event_type === 'ext'
      ? dates.map((d, i) => ({
          event_ext: `${n}${'ABCDEFGH'[i]}`,
          event_type: 'ext' as const,
          days: [slot(d)],
          url_unit_evaluation: null,
          meeting_type: null,
        }))
      : [],
});

function defaultStaff(): CohortFormValues['staff'] {
  const [facilitator, cofacilitator] = nextStaffPair();
  return [
    { user_id: facilitator, staff_type: 'facilitator', units: ['all'] },
    { user_id: cofacilitator, staff_type: 'cofacilitator', units: ['1', '2-1'] },
  ];
}

/** A six-unit cohort: orientation, 2_day, split 3, ext with 4 sub-units, 2_day, split 4, split 4 = 20 days. */
function values(overrides: Partial<CohortFormValues> = {}): CohortFormValues {
  const d = (n: number) => addDays(today, 20 + n);
  return {
    id: null,
    version: null,
    name: 'PA Harrisburg EDP test',
    course_id: COURSE.id,
    delivery_model_id: 2,
    city: 'Harrisburg',
    state_id: 1,
    district_id: null,
    contract: 'C-1',
    has_suite: 'yes',
    is_internal: false,
    divide_units: true,
    collaboration: { communities: true, drive: false },
    link_folder: null,
    material_status: null,
    welcome_email: false,
    sub_courses: ['course12'],
    force_end: false,
    force_end_reason: null,
    meeting: { webinar_url: 'https://zoom.example.org/j/1', platform: 'Zoom', meeting_id: '123', password_meeting: 'pw' },
    orientation: { ...slot(d(0)), url_unit_evaluation: null, meeting_type: 'zoom' },
    units: [
      unit(1, '2_day', [d(1), d(2)]),
      unit(2, 'split', [d(3), d(5), d(7)]),
      unit(3, 'ext', [d(8), d(9), d(10), d(11)]),
      unit(4, '2_day', [d(12), d(13)]),
      unit(5, 'split', [d(14), d(15), d(16), d(17)]),
      unit(6, 'split', [d(18), d(19), d(20), null]),
    ],
    single: null,
    participants: PARTICIPANTS.slice(0, 3),
    staff: overrides.staff ?? defaultStaff(),
    ...overrides,
  };
}

const post = (body: unknown, token = tokens.admin) => handler(apiEvent('POST /api/cohort', { token, body }));
const get = (id: number, token = tokens.admin) => handler(apiEvent('GET /api/cohort/{id}', { token, params: { id: String(id) } }));
const remove = (id: number, token = tokens.admin) => handler(apiEvent('DELETE /api/cohort/{id}', { token, params: { id: String(id) } }));

async function create(body: CohortFormValues): Promise<CohortSaved> {
  const result = await post(body);
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<CohortSaved>(result);
}

async function read(id: number): Promise<CohortForEdit> {
  const result = await get(id);
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<CohortForEdit>(result);
}

const partition = (id: number) =>
  queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `COHORT#${id}` }, ConsistentRead: true });

describe('creating and reading a cohort', () => {
  it('creates a cohort with its schedule, staff and participants, reads it back as the form sent it, and lists it', async () => {
    const sent = values();
    const saved = await create(sent);
    expect(saved).toMatchObject({ version: 1, welcomed: 0 });
    const { result: opened, metrics } = await withDynamoMetrics(() => get(saved.id));
    // The session, the cohort (one Query), its people and authors (one BatchGetItem); the courses are cached.
    expect(metrics.calls).toBeLessThanOrEqual(3);
    const edit = parseBody<CohortForEdit>(opened);
    expect(edit.post_id).toBe(saved.post_id);
    const { id: _id, version: _v, ...rest } = sent;
    const byPerson = (a: { user_id: number }, b: { user_id: number }) => a.user_id - b.user_id;
    // Each day read back names its event (cohort-event-ids.test.ts); the rest is what was sent.
    const withoutIds = <T extends { event_id?: number | null }>({ event_id: _e, ...rest }: T) => rest;
    const read = {
      ...edit.values,
      orientation: withoutIds(edit.values.orientation),
      units: edit.values.units.map((u) => ({
        ...u,
        days: u.days.map(withoutIds),
        sub_units: u.sub_units.map((s) => ({ ...s, days: s.days.map(withoutIds) })),
      })),
    };
    const allDays = edit.values.units.flatMap((u) => [...u.days, ...u.sub_units.flatMap((s) => s.days)]);
    expect(allDays.every((d) => typeof d.event_id === 'number')).toBe(true);
    expect({ ...read, staff: [...edit.values.staff].sort(byPerson) }).toEqual({
      ...rest,
      staff: [...rest.staff].sort(byPerson),
      id: saved.id,
      version: 1,
      force_end_reason: null,
    });
    expect(edit.people.map((p) => p.user_id).sort()).toEqual([...PARTICIPANTS.slice(0, 3), ...sent.staff.map((s) => s.user_id)].sort());
    expect(edit.people.find((p) => p.user_id === 100)).toMatchObject({ first_name: 'P100', username: 'participant100' });
    expect(edit.created_by).toBe('Ada ada.admin');
    expect(edit.recorded_event_ids).toEqual([]);

    const aggregate = (await loadCohort(saved.id))!;
    expect(aggregate.events).toHaveLength(20);
    expect(aggregate.cohort).toMatchObject({ start_date: addDays(today, 20), end_date: addDays(today, 40), participant_count: 3 });
    expect(aggregate.summary.members.map((m) => m.user_id)).toEqual(PARTICIPANTS.slice(0, 3));
    // Derived records: by user (GSI1), by month (GSI2), the directory the dashboard, calendar and users list read.
    expect(await cohortsOfUser(100)).toContainEqual(expect.objectContaining({ cohort_id: saved.id, role: 'member' }));
    expect(await cohortsOfUser(sent.staff[0].user_id)).toContainEqual(
      expect.objectContaining({ cohort_id: saved.id, role: 'staff', staff_type: 'facilitator' }),
    );
    const month = await eventsOfMonth(addDays(today, 20).slice(0, 7));
    expect(month.some((e) => e.cohort_id === saved.id && e.unit_id === 'orientation')).toBe(true);
    const directory = await cohortDirectory({ fresh: true });
    expect(directory.cohorts.get(saved.id)).toMatchObject({ name: sent.name, participant_count: 3 });
    expect(directory.sessions().filter((s) => s.cohort.id === saved.id)).toHaveLength(1 + 6 + 3);
    // Its roster opens on the first unit's first day with its participants.
    const unitOne = aggregate.events.find((e) => e.unit_id === '1' && e.day === 1)!;
    const roster = await rosterHandler(
      apiEvent('GET /api/get_roster_info/{cohortId}/{eventId}', {
        token: tokens.admin,
        params: { cohortId: String(saved.id), eventId: String(unitOne.id) },
      }),
    );
    expect(roster.statusCode, roster.body).toBe(200);
    expect(
      parseBody<RosterResponse>(roster)
        .participants.map((p) => p.generalInformation.id)
        .sort(),
    ).toEqual(PARTICIPANTS.slice(0, 3));
    // The users list's Cohorts column (derived from the directory) and the roster link it gives.
    expect(userCohorts(directory).of(100)).toContain(saved.id);
    expect(userCohorts(directory).link(saved.id)).toMatchObject({ id: saved.id, name: sent.name, roster: { post_id: saved.post_id } });
  });

  it('carries divide_units through the save, the read, the list and the Cohort Data set', async () => {
    const on = await create(values({ name: 'Divide units on' }));
    const off = await create(values({ name: 'Divide units off', divide_units: false }));
    expect([(await read(on.id)).values.divide_units, (await read(off.id)).values.divide_units]).toEqual([true, false]);
    const list = parseBody<CohortListResponse>(
      await handler(apiEvent('GET /api/cohort-builder/cohorts', { token: tokens.admin, query: { search: 'Divide units' } })),
    );
    expect(list.cohorts.data.sort((a, b) => a.id - b.id).map((r) => [r.id, r.divide_units])).toEqual([
      [on.id, true],
      [off.id, false],
    ]);
    const rows: XlsxRow[] = [];
    const [sheet] = cohortData.sheets(new Date());
    for await (const row of sheet.rows) if (row.id === on.id || row.id === off.id) rows.push(row);
    expect(sheet.columns.find((c) => c.key === 'divide_units')?.header).toBe('Divide Units');
    expect(rows.map((r) => [r.id, r.divide_units])).toEqual([
      [on.id, 'Yes'],
      [off.id, 'No'],
    ]);
  });

  it('saves the body spec 03 documents (edit flag, cohort_schedule, dates list, ids_for_delete, sub-units) and reads it back', async () => {
    const d = (n: number) => addDays(today, 120 + n);
    const { units: _u, orientation: _o, single: _s, id: _i, version: _v, sub_courses: _c, ...fields } = values({ name: 'Documented body' });
    const posted = await post({
      ...fields,
      edit: false,
      sub_courses: 'course2,course5',
      orientation: { start_date: d(0), start_time: '09:00', end_time: '11:00', meeting_type: 'zoom' },
      cohort_schedule: [
        { unit: 1, event_type: '2_day', start_date: d(1), start_time: '09:00', end_time: '15:00' },
        { unit: 2, event_type: 'split', start_time: '08:00', end_time: '12:00', dates: [{ date: d(3) }, { date: d(5) }] },
        {
          unit: 3,
          event_type: 'ext',
          cohort_schedule_sub: [
            {
              event_ext: '3A',
              event_type_sub_unit: 'hours',
              start_date_sub_unit: d(7),
              start_time_sub_unit: '10:00',
              end_time_sub_unit: '11:00',
            },
            // An extension over two contiguous days (issue 31).
            {
              event_ext: '3B',
              event_type_sub_unit: '2_day',
              start_date_sub_unit: d(8),
              end_date_sub_unit: d(9),
              start_time_sub_unit: '13:00',
              end_time_sub_unit: '16:00',
            },
          ],
        },
        { unit: 4, event_type: 'n/a' },
      ],
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const created = parseBody<CohortSaved>(posted);
    const first = await read(created.id);
    expect(first.values).toMatchObject({ name: 'Documented body', sub_courses: ['course2', 'course5'], orientation: { date: d(0) } });
    const shape = (v: CohortForEdit['values']) =>
      v.units.map((u) => [
        u.unit,
        u.event_type,
        [...u.days, ...u.sub_units.flatMap((s) => s.days)].map((x) => [x.date, x.start_time, x.end_time]),
      ]);
    expect(shape(first.values)).toEqual([
      [
        '1',
        '2_day',
        [
          [d(1), '09:00', '15:00'],
          [d(2), '09:00', '15:00'],
        ],
      ],
      [
        '2',
        'split',
        [
          [d(3), '08:00', '12:00'],
          [d(5), '08:00', '12:00'],
        ],
      ],
      [
        '3',
        'ext',
        [
          [d(7), '10:00', '11:00'],
          [d(8), '13:00', '16:00'],
          [d(9), '13:00', '16:00'],
        ],
      ],
      ['4', 'n/a', []],
    ]);
    expect(first.values.units[2].sub_units.map((s) => [s.event_ext, s.event_type])).toEqual([
      ['3A', 'ext'],
      ['3B', '2_day'],
    ]);

    // An edit as an outside client sends it: no version; unit 2 keeps its first day by id, flags its second for deletion, adds one.
    const [kept, dropped] = first.values.units[1].days.map((x) => x.event_id!);
    const edited = await post({
      ...fields,
      edit: true,
      id: created.id,
      orientation: { start_date: d(0), start_time: '09:00', end_time: '11:00', id: first.values.orientation.event_id },
      cohort_schedule: [
        { unit: 1, event_type: '2_day', start_date: d(1), end_date: d(2), start_time: '09:00', end_time: '15:00' },
        {
          unit: 2,
          event_type: 'split',
          dates: [{ date: d(4), start_time: '13:00', end_time: '16:00', id: kept }, { date: d(5) }],
          ids_for_delete: [dropped],
        },
        { unit: 3, event_type: 'n/a' },
        { unit: 4, event_type: 'split', dates: [{ date: d(9) }] },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const second = await read(created.id);
    expect(second.values.version).toBe(2);
    expect(second.values.units[1].days.map((x) => [x.date, x.event_id === kept, x.event_id === dropped])).toEqual([
      [d(4), true, false],
      [d(5), false, false],
    ]);
    expect(second.values.units.map((u) => [u.unit, u.event_type])).toEqual([
      ['1', '2_day'],
      ['2', 'split'],
      ['3', 'n/a'],
      ['4', 'split'],
    ]);
  });

  it('refuses what the form cannot mean, and a role outside the admin area', async () => {
    expect((await post({ ...values(), name: '  ' })).statusCode).toBe(422);
    expect(parseBody(await post({ ...values(), name: '' })).message).toBe(COHORT_TEXT.titleRequired);
    const unknownPerson = await post(values({ participants: [999_999] }));
    expect(unknownPerson.statusCode).toBe(422);
    expect(parseBody(unknownPerson).message).toBe(COHORT_TEXT.saveFailedDetail);
    expect((await post(values({ course_id: 9999 }))).statusCode).toBe(422);
    expect((await post(values(), tokens.participant)).statusCode).toBe(403);
    expect((await get(1, tokens.participant)).statusCode).toBe(403);
    expect((await remove(1, tokens.participant)).statusCode).toBe(403);
    expect((await get(424_242)).statusCode).toBe(404);
  });
});

describe('editing a cohort', () => {
  it('keeps the ids of the days it keeps, adds and drops the others, and moves the version', async () => {
    const saved = await create(values());
    const before = (await loadCohort(saved.id))!;
    const idOf = (unitId: string, day: number) => before.events.find((e) => e.unit_id === unitId && e.day === day)?.id;
    const edit = await read(saved.id);
    const units = [...edit.values.units];
    // Unit 1 becomes split on three days; unit 3 loses its sub-unit D; unit 6 gets a date on its last day.
    units[0] = unit(1, 'split', [addDays(today, 50), addDays(today, 51), addDays(today, 52)]);
    units[2] = { ...units[2], sub_units: units[2].sub_units.slice(0, 3) };
    units[5] = unit(6, 'split', [addDays(today, 38), addDays(today, 39), addDays(today, 40), addDays(today, 41)]);
    const result = await post({ ...edit.values, units, name: 'Renamed cohort', state_id: 2, participants: [101, 102, 103] });
    expect(result.statusCode, result.body).toBe(200);
    expect(parseBody<CohortSaved>(result)).toMatchObject({ id: saved.id, post_id: saved.post_id, version: 2 });

    const after = (await loadCohort(saved.id))!;
    const afterId = (unitId: string, day: number) => after.events.find((e) => e.unit_id === unitId && e.day === day)?.id;
    expect(afterId('orientation', 1)).toBe(idOf('orientation', 1));
    expect(afterId('1', 1)).toBe(idOf('1', 1));
    expect(afterId('1', 2)).toBe(idOf('1', 2));
    expect(after.events.find((e) => e.unit_id === '1' && e.day === 1)?.type_event).toBe('split');
    expect(afterId('1', 3)).toBeGreaterThan(Math.max(...before.events.map((e) => e.id)));
    expect(afterId('3D', 1)).toBeUndefined();
    expect(afterId('6', 4)).toBe(idOf('6', 4));
    expect(after.events).toHaveLength(20);
    expect(after.cohort).toMatchObject({ name: 'Renamed cohort', state_id: 2, version: 2, end_date: addDays(today, 52) });
    expect(after.members.map((m) => m.user_id).sort()).toEqual([101, 102, 103]);
    expect(await cohortsOfUser(100)).not.toContainEqual(expect.objectContaining({ cohort_id: saved.id }));
    const directory = await cohortDirectory({ fresh: true });
    expect(directory.cohorts.get(saved.id)).toMatchObject({ name: 'Renamed cohort', state_id: 2 });
    expect(directory.cohorts.get(saved.id)?.summary.members.map((m) => m.user_id)).toEqual([101, 102, 103]);
  });

  it('answers 409 to a save made from an older reading, and loses nothing of the first', async () => {
    const saved = await create(values());
    const [first, second] = [await read(saved.id), await read(saved.id)];
    expect((await post({ ...first.values, name: 'First wins' })).statusCode).toBe(200);
    const late = await post({ ...second.values, name: 'Second loses', participants: [] });
    expect(late.statusCode).toBe(409);
    expect(parseBody(late).message).toBe(COHORT_TEXT.changedMeanwhile);
    const now = await read(saved.id);
    expect(now.values).toMatchObject({ name: 'First wins', participants: first.values.participants, version: 2 });
  });

  it("refuses a save or a deletion while someone else holds the edit page (423, the user form's message)", async () => {
    const saved = await create(values());
    expect(await takeLock(`cohortbuilder/edit/${saved.post_id}`, { user_id: 2, name: 'Grace Admin', email: 'grace@example.org' })).toEqual({
      taken: true,
    });
    const edit = await read(saved.id);
    const refused = await post({ ...edit.values, name: 'Locked out' });
    expect(refused.statusCode).toBe(423);
    const body = parseBody<PageLockedAnswer>(refused);
    expect(body.message).toBe(USER_FORM_TEXT.pageLocked('Grace Admin', 'grace@example.org'));
    expect(body.page.user).toEqual({ user_id: 2, name: 'Grace Admin', email: 'grace@example.org' });
    expect((await remove(saved.id)).statusCode).toBe(423);
    // The holder saves.
    expect((await post({ ...edit.values, name: 'Holder saves' }, tokens.other)).statusCode).toBe(200);
  });

  it('sends the welcome e-mail to the participants a save adds, after it is written', async () => {
    const saved = await create(values({ welcome_email: true, participants: [120, 121] }));
    expect(saved.welcomed).toBe(2);
    const edit = await read(saved.id);
    const again = parseBody<CohortSaved>(await post({ ...edit.values, participants: [120, 121, 122] }));
    expect(again.welcomed).toBe(1);
    const dir = process.env.MAIL_OUTBOX_DIR!;
    const mails = await Promise.all((await readdir(dir)).map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8'))));
    const welcomes = mails.filter((m) => m.subject === 'Welcome to PA Harrisburg EDP test');
    expect(welcomes.map((m) => m.to[0]).sort()).toEqual([
      'participant120@example.org',
      'participant121@example.org',
      'participant122@example.org',
    ]);
    expect(welcomes[0].text).toContain('PA Harrisburg EDP test');
  });
});

/** A save of 180 participants whose transactions fail after the first (a Lambda that stops mid-save). */
async function cutShortSave(cohortId: number, before: CohortAggregate) {
  const wanted = PARTICIPANTS.slice(50, 230);
  const members = wanted.map((userId) => ({
    cohort_id: cohortId,
    user_id: userId,
    alp_status: null,
    alp_form: false,
    alp_replies_count: 0,
    alp_comments_count: 0,
    project: null,
    joined_at: new Date().toISOString(),
  }));
  const people = new Map(wanted.map((id) => [id, { first_name: `P${id}`, last_name: 'x', email: `p${id}@example.org`, login_at: null }]));
  // The data layer's transactions fail after the first (a Lambda that stops mid-save).
  let sent = 0;
  const failing = async (items: TransactItem[]) => {
    sent += 1;
    if (sent > 1) throw new Error('injected failure');
    return transact(items);
  };
  const at = new Date().toISOString();
  const result = await saveCohort(
    { before, target: { cohort: before.cohort, events: before.events, members, staff: before.staff }, people, at },
    { send: failing },
  );
  expect(result).toMatchObject({ saved: true, version: 2 });
  expect(sent).toBe(2);
  return { wanted, people };
}

describe('a big cohort', () => {
  it('saves 150 participants, 6 staff and 20 days (more than one transaction) as one change', async () => {
    const participants = PARTICIPANTS.slice(0, 150);
    const staff = STAFF.map((id, i) => ({
      user_id: id,
      staff_type: (['facilitator', 'cofacilitator', 'webinar', 'alp_coach', 'quality', 'cofacilitator'] as const)[i],
      units: ['all'],
    }));
    const { result, metrics } = await withDynamoMetrics(() => post(values({ participants, staff })));
    expect(result.statusCode, result.body).toBe(200);
    const saved = parseBody<CohortSaved>(result);
    // 177 item writes: the META with the intent and 98 of them, then the other 79 with the intent's deletion.
    expect(metrics.ops.TransactWriteItems).toBe(2);
    // Session, the three reference kinds (cold), the people (2 × 100), the schedule conflict check (issue 31: one Query per
    // facilitator and co-facilitator, three, and the change feed), three counters (cohort, post, events), two transactions.
    expect(metrics.calls).toBeLessThanOrEqual(15);
    const items = await partition(saved.id);
    expect(items.filter((i) => i.type === 'member')).toHaveLength(150);
    expect(items.filter((i) => i.type === 'staff')).toHaveLength(6);
    expect(items.filter((i) => i.type === 'event')).toHaveLength(20);
    expect(items.some((i) => i.type === 'cohort_saving')).toBe(false);
    expect((await cohortsOfUser(249)).some((l) => l.cohort_id === saved.id)).toBe(true);
    const edit = await read(saved.id);
    expect(edit.values.participants).toHaveLength(150);
    // Swapping 120 participants is again more than one transaction.
    const swapped = [...participants.slice(0, 30), ...PARTICIPANTS.slice(150, 250), ...PARTICIPANTS.slice(130, 150)];
    const swap = await withDynamoMetrics(() => post({ ...edit.values, participants: swapped }));
    expect(swap.result.statusCode).toBe(200);
    // Session, the cohort (one Query), the lock, the people, then 241 item writes in three transactions.
    expect(swap.metrics.ops.TransactWriteItems).toBe(3);
    expect(swap.metrics.calls).toBeLessThanOrEqual(8);
    const after = (await loadCohort(saved.id))!;
    expect(after.members.map((m) => m.user_id).sort()).toEqual([...swapped].sort());
    expect(after.summary.members).toHaveLength(150);
  });

  it('completes a save cut short after its first transaction on the next read', async () => {
    const saved = await create(values());
    const before = (await loadCohort(saved.id))!;
    // What did not change is not written again.
    expect(cohortWrites(before, { cohort: before.cohort, events: before.events, members: before.members, staff: before.staff })).toEqual(
      [],
    );
    const { wanted, people } = await cutShortSave(saved.id, before);
    // Half written: the intent is there and only the first chunk's members.
    const half = await partition(saved.id);
    expect(half.some((i) => i.type === 'cohort_saving')).toBe(true);
    expect(half.filter((i) => i.type === 'member').length).toBeLessThan(wanted.length);
    expect(wanted.length + before.members.length).toBeGreaterThan(TRANSACTION_LIMIT);

    // The next reader sees the whole save and completes it.
    const settledRead = (await loadCohort(saved.id))!;
    expect(settledRead.members.map((m) => m.user_id).sort()).toEqual([...wanted].sort());
    const settled = await partition(saved.id);
    expect(settled.some((i) => i.type === 'cohort_saving')).toBe(false);
    expect(
      settled
        .filter((i) => i.type === 'member')
        .map((i) => i.user_id)
        .sort(),
    ).toEqual([...wanted].sort());
    expect((await cohortsOfUser(229)).some((l) => l.cohort_id === saved.id)).toBe(true);
    // The lists had the whole save from its first transaction.
    expect(settledRead.summary.members).toHaveLength(wanted.length);
    expect(cohortSummary(settledRead, people).members.map((m) => m.user_id)).toEqual(settledRead.summary.members.map((m) => m.user_id));
    // A next save goes through from the settled version.
    const edit = await read(saved.id);
    expect(edit.values.version).toBe(2);
    expect((await post({ ...edit.values, name: 'After the roll-forward' })).statusCode).toBe(200);
  });
});

describe('a save cut short, then another save', () => {
  it('is completed by the next save, which then applies its own change', async () => {
    const sent = values({ participants: [] });
    const saved = await create(sent);
    const { wanted } = await cutShortSave(saved.id, (await loadCohort(saved.id))!);
    expect((await partition(saved.id)).some((i) => i.type === 'cohort_saving')).toBe(true);
    // The form had read version 2 (the lists and GET show the save whole from its first transaction).
    const next = await post({ ...sent, id: saved.id, version: 2, participants: [...wanted, 340] });
    expect(next.statusCode, next.body).toBe(200);
    const items = await partition(saved.id);
    expect(items.some((i) => i.type === 'cohort_saving')).toBe(false);
    expect(
      items
        .filter((i) => i.type === 'member')
        .map((i) => Number(i.user_id))
        .sort((a, b) => a - b),
    ).toEqual([...wanted, 340]);
    expect((await loadCohort(saved.id))!.cohort.version).toBe(3);
  });
});

describe('force end', () => {
  it('is refused while a scheduled day lies ahead, needs a reason, and logs who ended it and when', async () => {
    const saved = await create(values());
    const edit = await read(saved.id);
    const refused = await post({ ...edit.values, force_end: true, force_end_reason: 'Contract cancelled' });
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toBe(COHORT_TEXT.forceEndBlocked);
    // Without the future days (past orientation, every unit without dates), it is allowed.
    const past = {
      ...edit.values,
      orientation: { ...edit.values.orientation, ...slot(addDays(today, -10)) },
      units: edit.values.units.map((u) => unit(Number(u.unit), u.event_type, u.event_type === 'ext' ? [null] : u.days.map(() => null))),
    };
    const noReason = await post({ ...past, force_end: true, force_end_reason: null });
    expect(parseBody(noReason).message).toBe(COHORT_TEXT.forceEndReasonRequired);
    expect((await post({ ...past, force_end: true, force_end_reason: 'Contract cancelled' })).statusCode).toBe(200);
    const ended = await read(saved.id);
    expect(ended.values).toMatchObject({ force_end: true, force_end_reason: 'Contract cancelled' });
    expect(ended.force_end_log).toEqual([{ reason: 'Contract cancelled', author: 'Ada ada.admin', created_at: expect.any(String) }]);
    expect((await cohortDirectory({ fresh: true })).cohorts.get(saved.id)?.force_end).toBe(true);
  });
});

describe('recorded attendance and deletion', () => {
  async function recordAttendance(cohortId: number, unitId: string, userId: number) {
    const aggregate = (await loadCohort(cohortId))!;
    const days = aggregate.events.filter((e) => e.unit_id === unitId);
    const at = new Date().toISOString();
    const records = {
      [userId]: Object.fromEntries(
        days.map((e) => [e.id, { attendance: '1' as const, independent: false, recorded_by: 1, recorded_at: at }]),
      ),
    };
    await saveAttendanceSheet({
      sheet: { cohort_id: cohortId, unit: unitId, version: 1, updated_at: at, updated_by: 1, records },
      expectedVersion: 0,
      previous: {},
      recordedEvents: days.map((e) => e.id),
      actor: { id: 1 },
    });
    return days.map((e) => e.id);
  }

  it("keeps recorded attendance when a participant or a unit's days are removed, and refuses to delete the cohort", async () => {
    const saved = await create(values({ participants: [130, 131] }));
    const recorded = await recordAttendance(saved.id, '2', 130);
    const edit = await read(saved.id);
    expect(edit.recorded_event_ids).toEqual(recorded.sort((a, b) => a - b));
    // Participant 130 leaves; unit 2 becomes an ext unit (its three days are no longer scheduled).
    const units = edit.values.units.map((u) => (u.unit === '2' ? unit(2, 'ext', [addDays(today, 60)]) : u));
    const result = await post({ ...edit.values, units, participants: [131] });
    expect(result.statusCode, result.body).toBe(200);

    const after = (await loadCohort(saved.id))!;
    expect(after.members.map((m) => m.user_id)).toEqual([131]);
    expect(after.sheets[0].records['130']).toEqual(
      expect.objectContaining({ [recorded[0]]: expect.objectContaining({ attendance: '1' }) }),
    );
    // The recorded days stay (the roster and reports show them), marked removed: the lists and the form no longer do.
    const kept = after.events.filter((e) => recorded.includes(e.id));
    expect(kept).toHaveLength(3);
    expect(kept.every((e) => e.removed_at)).toBe(true);
    expect(after.summary.events.some((e) => recorded.includes(e.id))).toBe(false);
    const again = await read(saved.id);
    expect(again.values.units.find((u) => u.unit === '2')).toMatchObject({ event_type: 'ext', days: [] });
    expect(again.recorded_event_ids).toEqual(recorded);

    const refused = await remove(saved.id);
    expect(refused.statusCode).toBe(409);
    expect(parseBody(refused).message).toBe(COHORT_TEXT.deleteHasAttendance);
    expect(await loadCohort(saved.id)).toBeDefined();
  });

  it('saves an n/a unit without days (its recorded days kept, removed), reads it back, refuses days on it; the report shows it', async () => {
    const saved = await create(values({ participants: [140] }));
    const recorded = await recordAttendance(saved.id, '2', 140);
    const edit = await read(saved.id);
    const notDelivered = (n: number, days: UnitSchedule['days'] = []): UnitSchedule => ({
      unit: String(n),
      event_type: 'n/a',
      days,
      url_unit_evaluation: null,
      meeting_type: null,
      sub_units: [],
    });
    const withDays = await post({ ...edit.values, units: edit.values.units.map((u) => (u.unit === '4' ? notDelivered(4, u.days) : u)) });
    expect(withDays.statusCode).toBe(422);
    expect(parseBody(withDays).message).toBe(COHORT_TEXT.notDeliveredHasDays('4'));

    const units = edit.values.units.map((u) => (u.unit === '2' || u.unit === '4' ? notDelivered(Number(u.unit)) : u));
    const result = await post({ ...edit.values, units });
    expect(result.statusCode, result.body).toBe(200);
    const after = (await loadCohort(saved.id))!;
    expect(after.cohort.na_units).toEqual(['2', '4']);
    expect(after.events.filter((e) => e.unit_id === '4')).toEqual([]);
    expect(after.events.filter((e) => e.unit_id === '2').every((e) => recorded.includes(e.id) && e.removed_at)).toBe(true);
    expect((await read(saved.id)).values.units.map((u) => [u.unit, u.event_type, u.days.length])).toEqual([
      ['1', '2_day', 2],
      ['2', 'n/a', 0],
      ['3', 'ext', 0],
      ['4', 'n/a', 0],
      ['5', 'split', 4],
      ['6', 'split', 4],
    ]);
    const report = parseBody<AttendanceReportResponse>(
      await rosterReportsHandler(
        apiEvent('GET /api/get_attendance_report/{cohortId}', { token: tokens.admin, params: { cohortId: String(saved.id) } }),
      ),
    );
    expect(report.headers.map((h) => [h.unitId, h.events.length, h.notDelivered ?? false])).toEqual([
      ['1', 2, false],
      ['2', 3, true],
      ['3A', 1, false],
      ['3B', 1, false],
      ['3C', 1, false],
      ['3D', 1, false],
      ['4', 0, true],
      ['5', 4, false],
      ['6', 4, false],
    ]);
    const [participants] = attendanceReportSheets(report);
    expect(participants.columns.find((c) => c.key === 'na4')?.header).toBe('Unit 4 n/a');
    expect([...(participants.rows as XlsxRow[])].map((r) => r.na4)).toEqual(['n/a']);
  });

  it('refuses to delete a cohort with an issued certificate', async () => {
    const saved = await create(values({ participants: [140] }));
    await transact([
      step.put({
        Item: certificateEntity.item({
          id: 1,
          cohort_id: saved.id,
          user_id: 140,
          created_by: 1,
          created_at: new Date().toISOString(),
          void_at: null,
          void_by: null,
          void_reason: null,
        }),
      }),
    ]);
    const refused = await remove(saved.id);
    expect(refused.statusCode).toBe(409);
    expect(parseBody(refused).message).toBe(COHORT_TEXT.deleteHasCertificates);
  });

  it('deletes an empty cohort completely, with its derived records, and the lists drop it', async () => {
    const participants = PARTICIPANTS.slice(0, 120);
    const saved = await create(values({ participants }));
    expect((await cohortDirectory({ fresh: true })).cohorts.has(saved.id)).toBe(true);
    const result = await remove(saved.id);
    expect(result.statusCode, result.body).toBe(200);
    expect(parseBody<CohortDeleted>(result)).toEqual({ id: saved.id });
    expect(await partition(saved.id)).toEqual([]);
    expect((await cohortsOfUser(100)).some((l) => l.cohort_id === saved.id)).toBe(false);
    const month = await eventsOfMonth(addDays(today, 20).slice(0, 7));
    expect(month.some((e) => e.cohort_id === saved.id)).toBe(false);
    expect((await cohortDirectory({ fresh: true })).cohorts.has(saved.id)).toBe(false);
    expect((await get(saved.id)).statusCode).toBe(404);
    expect((await remove(saved.id)).statusCode).toBe(404);
  });
});
