import { beforeAll, describe, expect, it } from 'vitest';
import type { AbsenceAuditResponse } from '../../shared/roster-reports/types.ts';
import { COACHING_COURSE_KEY } from '../../shared/constants.ts';
import { addDays, nyDate, nyInstant } from '../../shared/time.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import { cohortSummary, type PersonFacts } from '../data/cohorts/cohort-summary.ts';
import {
  cohortItems,
  loadCohort,
  type AttendanceEntry,
  type AttendanceSheet,
  type CohortAggregate,
  type CohortRecord,
  type EventRecord,
  type MakeupRecord,
  type MemberRecord,
  type StaffRecord,
} from '../data/cohorts/cohorts.ts';
import { certificateEntity, type CertificateRecord } from '../data/certificates/certificate-item.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { absenceAudit } from './absence-audit.ts';
import { handler } from './handler.ts';

useTestTable();
const today = nyDate();
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let seeded: CohortAggregate[] = [];

/**
 * The audited cohort: orientation and three two-day units, all begun. Unit 1 everyone present;
 * unit 2: Ames absent on day 1, Baker absent on both days but made the unit up in the host
 * cohort, Cruz on Independent Study completed on day 2, Diaz on Independent Study not completed
 * on day 1; unit 3: day 1 all present, day 2 (the latest) not saved by anybody.
 */
const HOME = 9001;
const HOST = 9002;
const people = { ames: 80001, baker: 80002, cruz: 80003, diaz: 80004, hostMember: 80005, second: 80006 };
const dates = { orientation: addDays(today, -80), u1: addDays(today, -60), u2: addDays(today, -30), u3: addDays(today, -10) };
const day = (cohortId: number, id: number, unit: string, dayNo: number, date: string): EventRecord => ({
  id,
  cohort_id: cohortId,
  unit_id: unit,
  day: dayNo,
  type_event: unit === 'orientation' ? 'hours' : 'two_day',
  start_date: date,
  end_date: date,
  start_time: '12:00',
  end_time: '16:00',
  url_unit_evaluation: null,
  meeting_type: 'zoom',
});
const homeEvents = [
  day(HOME, 90001, 'orientation', 1, dates.orientation),
  day(HOME, 90002, '1', 1, dates.u1),
  day(HOME, 90003, '1', 2, addDays(dates.u1, 1)),
  day(HOME, 90004, '2', 1, dates.u2),
  day(HOME, 90005, '2', 2, addDays(dates.u2, 1)),
  day(HOME, 90006, '3', 1, dates.u3),
  day(HOME, 90007, '3', 2, addDays(dates.u3, 1)),
];
const hostEvents = [day(HOST, 90011, '2', 1, addDays(dates.u2, 7)), day(HOST, 90012, '2', 2, addDays(dates.u2, 8))];
const [u1d1, u1d2, u2d1, u2d2, u3d1, u3d2] = homeEvents.slice(1);
const members = [people.ames, people.baker, people.cruz, people.diaz];

const present: AttendanceEntry = { attendance: '1', independent: false, recorded_by: 1, recorded_at: '2026-01-01T00:00:00.000Z' };
const absent: AttendanceEntry = { ...present, attendance: '0' };
const sheet = (cohortId: number, unit: string, records: AttendanceSheet['records']): AttendanceSheet => ({
  cohort_id: cohortId,
  unit,
  version: 1,
  updated_at: present.recorded_at,
  updated_by: 1,
  records,
});
const allPresent = (days: EventRecord[], who = members) =>
  Object.fromEntries(who.map((u) => [u, Object.fromEntries(days.map((d) => [d.id, present]))]));

const names = new Map<number, PersonFacts>([
  [people.ames, { first_name: 'Ann', last_name: 'Ames', email: 'ann@example.org', login_at: null }],
  [people.baker, { first_name: 'Ben', last_name: 'Baker', email: 'ben@example.org', login_at: null }],
  [people.cruz, { first_name: 'Cat', last_name: 'Cruz', email: 'cat@example.org', login_at: null }],
  [people.diaz, { first_name: 'Dan', last_name: 'Diaz', email: 'dan@example.org', login_at: null }],
  [people.hostMember, { first_name: 'Hal', last_name: 'Host', email: 'hal@example.org', login_at: null }],
  [people.second, { first_name: 'Sue', last_name: 'Second', email: 'sue@example.org', login_at: null }],
]);

async function writeCohort(
  cohort: CohortRecord,
  events: EventRecord[],
  staff: StaffRecord[],
  memberIds: number[],
  sheets: AttendanceSheet[],
  makeups: MakeupRecord[],
) {
  const memberRecords: MemberRecord[] = memberIds.map((user_id) => ({
    cohort_id: cohort.id,
    user_id,
    alp_status: null,
    alp_form: false,
    alp_replies_count: 0,
    alp_comments_count: 0,
    joined_at: cohort.created_at,
  }));
  const summary = cohortSummary({ events, staff, members: memberRecords, makeups }, names);
  await putAll([
    ...events.map(cohortItems.event),
    ...staff.map(cohortItems.staff),
    ...memberRecords.map(cohortItems.member),
    ...sheets.map(cohortItems.attendanceSheet),
    ...makeups.flatMap((m) => [cohortItems.makeup(m), cohortItems.makeupAway(m)]),
    cohortItems.cohort(cohort, summary),
  ]);
}

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: 20,
    participantsPerCohort: [4, 6],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 9,
    demoAccounts: true,
  });
  for (const name of ['admin', 'facilitator', 'local.facilitator', 'coordinator', 'participant'])
    ids[name] = (await findUserIdByLogin(name))!;
  names.set(ids.facilitator, { first_name: 'Felix', last_name: 'Facilitator', email: 'facilitator@portal.example.org', login_at: null });
  tokens.admin = await sessionToken(ids.admin, ['administrator']);
  tokens.facilitator = await sessionToken(ids.facilitator, ['facilitator_national']);
  tokens.local = await sessionToken(ids['local.facilitator'], ['facilitator_local']);
  tokens.participant = await sessionToken(ids.participant, ['participant']);
  seeded = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);

  const template = seeded[0].cohort;
  const course = COURSES.find((c) => c.key !== COACHING_COURSE_KEY)!.id;
  const makeup: MakeupRecord = {
    cohort_id: HOST,
    unit: '2',
    user_id: people.baker,
    home_cohort_id: HOME,
    added_by: 1,
    added_at: present.recorded_at,
  };
  await writeCohort(
    { ...template, id: HOME, name: 'Audit Home', course_id: course, state_id: 1 },
    homeEvents,
    [
      { cohort_id: HOME, user_id: ids.facilitator, staff_type: 'facilitator', units: ['all'] },
      // Leads only the second day of unit 3, the unsaved one.
      { cohort_id: HOME, user_id: people.second, staff_type: 'facilitator', units: ['3-2'] },
    ],
    members,
    [
      sheet(HOME, '1', allPresent([u1d1, u1d2])),
      sheet(HOME, '2', {
        [people.ames]: { [u2d1.id]: absent, [u2d2.id]: present },
        [people.baker]: { [u2d1.id]: absent, [u2d2.id]: absent },
        [people.cruz]: { [u2d1.id]: present, [u2d2.id]: { ...present, independent: true } },
        [people.diaz]: { [u2d1.id]: { ...absent, independent: true }, [u2d2.id]: present },
      }),
      sheet(HOME, '3', allPresent([u3d1])),
    ],
    [],
  );
  await putAll([cohortItems.makeupAway(makeup)]);
  await writeCohort(
    { ...template, id: HOST, name: 'Audit Host', course_id: course, state_id: 1 },
    hostEvents,
    [{ cohort_id: HOST, user_id: people.second, staff_type: 'facilitator', units: ['all'] }],
    [people.hostMember],
    [sheet(HOST, '2', { ...allPresent(hostEvents, [people.hostMember, people.baker]) })],
    [makeup],
  );
  tokens.coordinator = await sessionToken(ids.coordinator, ['state_coordinator'], 'coordinator', [1]);
}, 120_000);

const call = (cohortId: number, token = tokens.admin) =>
  handler(apiEvent('GET /api/get_absence/{cohortId}', { token, params: { cohortId: String(cohortId) } }));
async function audit(cohortId: number, token = tokens.admin): Promise<AbsenceAuditResponse> {
  const result = await call(cohortId, token);
  expect(result.statusCode).toBe(200);
  return parseBody<AbsenceAuditResponse>(result);
}
const session = (e: EventRecord) => ({ eventId: e.id, unit: e.unit_id, day: e.day, date: e.start_date });

describe('GET /api/get_absence/{cohortId}', () => {
  it('lists every absence, made up or not, counts those not made up, and names the day nobody saved', async () => {
    const answer = await audit(HOME, tokens.facilitator);
    expect(answer.cohort).toEqual({ id: HOME, name: 'Audit Home' });
    expect(answer.facilitators.map((f) => f.lastName)).toEqual(['Facilitator', 'Second']);
    expect(answer.participants.map((p) => p.lastName)).toEqual(['Ames', 'Baker', 'Cruz', 'Diaz']);
    expect(answer.allParticipantsIds).toEqual(members);
    const [ames, baker, cruz, diaz] = answer.participants;
    expect(ames.events).toEqual([{ unit: '2', day: 1, eventId: u2d1.id, date: u2d1.start_date, madeUp: false, independent: false }]);
    expect(ames.absences).toBe(1);
    expect(baker.events).toEqual([
      { unit: '2', day: 1, eventId: u2d1.id, date: u2d1.start_date, madeUp: true, independent: false },
      { unit: '2', day: 2, eventId: u2d2.id, date: u2d2.start_date, madeUp: true, independent: false },
    ]);
    expect(baker.absences).toBe(0);
    // Independent Study completed is attendance.
    expect(cruz.events).toEqual([]);
    expect(diaz.events).toEqual([{ unit: '2', day: 1, eventId: u2d1.id, date: u2d1.start_date, madeUp: false, independent: true }]);
    expect(answer.totalAbsences).toBe(2);

    expect(answer.lastSession).toEqual(session(u3d2));
    expect(answer.previousSession).toEqual(session(u3d1));
    expect(answer.lastUnit).toBe('3');
    expect(answer.previousUnit).toBe('2');
    expect(answer.pastEventsWithOutSaveData).toEqual([
      {
        event_id: u3d2.id,
        unit_id: '3',
        day: 2,
        start_date: u3d2.start_date,
        facilitators: [
          { name: 'Felix Facilitator', email: 'facilitator@portal.example.org' },
          { name: 'Sue Second', email: 'sue@example.org' },
        ],
        meeting: { name: 'Zoom' },
      },
    ]);
    // Unit 3 is not taken by anyone while its second day is unsaved.
    expect(answer.participantsCanBeCertified).toEqual([]);
    expect(answer.totalCanBeCertified).toBe(0);
    expect(answer.totalCertificates).toBe(0);
    expect(answer.participantsCertified).toEqual([]);
  });

  it('lets those who took every unit be certified once the last day is saved, and counts active certificates', async () => {
    await putAll([cohortItems.attendanceSheet(sheet(HOME, '3', allPresent([u3d1, u3d2])))]);
    let answer = await audit(HOME);
    expect(answer.pastEventsWithOutSaveData).toEqual([]);
    // Baker made unit 2 up, Cruz completed Independent Study; Ames and Diaz missed a day of unit 2.
    expect(answer.participantsCanBeCertified).toEqual([people.baker, people.cruz]);
    expect(answer.totalCanBeCertified).toBe(2);

    const certificate = (user_id: number, void_at: string | null): CertificateRecord => ({
      id: user_id,
      cohort_id: HOME,
      user_id,
      created_by: ids.admin,
      created_at: present.recorded_at,
      void_at,
      void_by: null,
      void_reason: void_at ? 'Issued by mistake' : null,
    });
    await putAll([
      certificateEntity.item(certificate(people.cruz, null)),
      certificateEntity.item(certificate(people.baker, '2026-02-01T00:00:00.000Z')),
    ]);
    answer = await audit(HOME);
    expect(answer.totalCertificates).toBe(1);
    expect(answer.participantsCertified).toEqual([people.cruz]);
    expect(answer.participants.find((p) => p.id === people.cruz)).toMatchObject({ certified: true, canBeCertified: false });
    // A voided certificate does not count: Baker may be certified again.
    expect(answer.participants.find((p) => p.id === people.baker)).toMatchObject({ certified: false, canBeCertified: true });
    expect(answer.participantsCanBeCertified).toEqual([people.baker]);
  });

  it('counts a day from the day it takes place, and certifies nobody before the last day is over', async () => {
    const aggregate = (await loadCohort(HOME))!;
    const host = (await loadCohort(HOST))!;
    const ctx = { isCoaching: false, meetingNames: new Map([['zoom', 'Zoom']]) };
    // The evening of unit 3's second day: begun, recorded, but not over.
    const onLastDay = absenceAudit(aggregate, new Map([[HOST, host]]), { ...ctx, now: nyInstant(u3d2.start_date!, '20:00:00') });
    expect(onLastDay.lastSession).toEqual(session(u3d2));
    expect(onLastDay.participantsCanBeCertified).toEqual([]);
    // The day before it: day 2 has not begun.
    const before = absenceAudit(aggregate, new Map([[HOST, host]]), { ...ctx, now: nyInstant(u3d1.start_date!, '20:00:00') });
    expect(before.lastSession).toEqual(session(u3d1));
    expect(before.previousSession).toEqual(session(u2d2));
    // Without the host's sheet the make-up is not proven: Baker's absences count.
    const noHost = absenceAudit(aggregate, new Map(), { ...ctx, now: new Date() });
    expect(noHost.participants.find((p) => p.id === people.baker)!.absences).toBe(2);
    expect(noHost.participantsCanBeCertified).not.toContain(people.baker);
  });

  it('marks the seeded make-up as made up in the home cohort', async () => {
    const host = seeded.find((c) => c.makeups.length > 0)!;
    const guest = host.makeups[0];
    const answer = await audit(guest.home_cohort_id);
    const row = answer.participants.find((p) => p.id === guest.user_id)!;
    const unitTwo = row.events.filter((e) => e.unit === guest.unit);
    expect(unitTwo.length).toBeGreaterThan(0);
    for (const absence of unitTwo) expect(absence.madeUp).toBe(true);
    expect(answer.totalAbsences).toBe(answer.participants.reduce((sum, p) => sum + p.events.filter((e) => !e.madeUp).length, 0));
  });

  it('answers the coaching course with nothing to audit', async () => {
    const coachingCourse = COURSES.find((c) => c.key === COACHING_COURSE_KEY)!.id;
    const coaching = seeded.find((c) => c.cohort.course_id === coachingCourse)!;
    const answer = await audit(coaching.cohort.id);
    expect(answer).toMatchObject({
      participants: [],
      allParticipantsIds: [],
      totalAbsences: 0,
      pastEventsWithOutSaveData: [],
      participantsCanBeCertified: [],
      lastSession: null,
      lastUnit: null,
    });
  });

  it('is refused to a participant, a state coordinator, a facilitator not on the cohort, and 404 for an unknown cohort', async () => {
    expect((await call(HOME, tokens.participant)).statusCode).toBe(403);
    // The coordinator sees the cohort (its state) and its attendance report, but not the audit.
    expect((await call(HOME, tokens.coordinator)).statusCode).toBe(403);
    expect(
      (
        await handler(
          apiEvent('GET /api/get_attendance_report/{cohortId}', { token: tokens.coordinator, params: { cohortId: String(HOME) } }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await call(HOME, tokens.local)).statusCode).toBe(403);
    expect((await call(99_999)).statusCode).toBe(404);
    expect((await call(Number.NaN)).statusCode).toBe(422);
  });
});
