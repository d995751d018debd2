/**
 * Hand-built cohorts whose attendance counts are known, for the tests of domain/attendance-audit.ts,
 * the per-cohort Attendance Audit routes and the attendance data sets.
 *
 * HOME (course 10, state 1): orientation, unit 1 (two days, past), unit 2 (day 1 past, day 2 today,
 * day 3 removed by the cohort form while it held a mark), unit 3 (day 1 in ten days, day 2 not
 * dated), ext sub-unit 4A (an 'hours' day three days ago, 09:00-11:30).
 *   Ames: absent unit 1 day 1; present 4A.                 -> absents 1, missing 1 (today's day)
 *   Baker: absent both days of unit 1, made up in HOST; absent 4A. -> absents 1, missing 1
 *   Cruz: absent unit 2 day 1 and on the removed day; Independent Study on 4A. -> absents 1, missing 1
 *   Diaz: unit 1 present, nothing after; holds an active certificate. -> absents 0, missing 3
 *   scheduled 5 (unit 1 ×2, unit 2 ×2, 4A), remaining 2 (unit 3).
 * HOST (course 10): unit 1, two past days: Hal (member) and Baker (make-up guest) present: Hal
 *   completed the course.
 * BOUNDS: one member present on days at the attendance periods' bounds.
 */
import { addDays } from '../../shared/time.ts';
import { putAll } from '../../functions/data/table/batch.ts';
import { cohortSummary, type PersonFacts } from '../../functions/data/cohorts/cohort-summary.ts';
import {
  cohortItems,
  type AttendanceEntry,
  type AttendanceSheet,
  type CohortAggregate,
  type CohortRecord,
  type EventRecord,
  type MakeupRecord,
  type MemberRecord,
  attendanceRecords,
} from '../../functions/data/cohorts/cohorts.ts';
import { certificateEntity, type CertificateRecord } from '../../functions/data/certificates/certificate-item.ts';
import { testCohort } from './cohorts.ts';

export const AUDIT = { home: 9101, host: 9102, bounds: 9103 } as const;
export const AUDIT_NAMES = { home: 'Attendance Audit Home', host: 'Attendance Audit Host', bounds: 'Attendance Bounds' } as const;
export const AUDIT_PEOPLE = { ames: 81001, baker: 81002, cruz: 81003, diaz: 81004, hal: 81005, bea: 81006 } as const;

/** The days the BOUNDS cohort's member is recorded present on (one unit per day, units 1-6). */
export const BOUND_DAYS = ['2016-04-30', '2018-12-31', '2019-01-01', '2021-01-01', '2021-12-31', '2022-01-01'] as const;

const people = new Map<number, PersonFacts>([
  [AUDIT_PEOPLE.ames, { first_name: 'Ann', last_name: 'Ames', email: 'ann.ames@example.org', login_at: null }],
  [AUDIT_PEOPLE.baker, { first_name: 'Ben', last_name: 'Baker', email: 'ben.baker@example.org', login_at: null }],
  [AUDIT_PEOPLE.cruz, { first_name: 'Cat', last_name: 'Cruz', email: 'cat.cruz@example.org', login_at: null }],
  [AUDIT_PEOPLE.diaz, { first_name: 'Dan', last_name: 'Diaz', email: 'dan.diaz@example.org', login_at: null }],
  [AUDIT_PEOPLE.hal, { first_name: 'Hal', last_name: 'Host', email: 'hal.host@example.org', login_at: null }],
  [AUDIT_PEOPLE.bea, { first_name: 'Bea', last_name: 'Bounds', email: 'bea.bounds@example.org', login_at: null }],
]);

const at = '2026-01-01T00:00:00.000Z';
/** Written now: the cohort directory reads its change feed from the snapshot the seed left. */
const written = () => new Date().toISOString();
export const PRESENT: AttendanceEntry = { attendance: '1', independent: false, recorded_by: 1, recorded_at: at };
export const ABSENT: AttendanceEntry = { ...PRESENT, attendance: '0' };

const day = (
  cohortId: number,
  id: number,
  unit: string,
  dayNo: number,
  date: string | null,
  extra: Partial<EventRecord> = {},
): EventRecord => ({
  id,
  cohort_id: cohortId,
  unit_id: unit,
  day: dayNo,
  type_event: unit === 'orientation' || /[A-Z]$/.test(unit) ? 'hours' : 'two_day',
  start_date: date,
  end_date: date,
  start_time: '12:00',
  end_time: '16:00',
  url_unit_evaluation: null,
  meeting_type: 'zoom',
  ...extra,
});

const sheet = (cohortId: number, unit: string, records: AttendanceSheet['records']): AttendanceSheet => ({
  cohort_id: cohortId,
  unit,
  version: 1,
  updated_at: at,
  updated_by: 1,
  records,
});

const member = (cohortId: number, user_id: number): MemberRecord => ({
  cohort_id: cohortId,
  user_id,
  alp_status: null,
  alp_form: false,
  alp_replies_count: 0,
  alp_comments_count: 0,
  joined_at: at,
});

export interface AuditCohorts {
  home: CohortAggregate;
  host: CohortAggregate;
  bounds: CohortAggregate;
  /** The HOME days by name. */
  days: Record<'orientation' | 'u1d1' | 'u1d2' | 'u2d1' | 'u2d2' | 'u2d3' | 'u3d1' | 'u3d2' | 'x4a', EventRecord>;
}

function aggregate(
  cohort: CohortRecord,
  events: EventRecord[],
  memberIds: number[],
  sheets: AttendanceSheet[],
  extra: Partial<Pick<CohortAggregate, 'makeups' | 'makeupsAway' | 'certificates'>> = {},
): CohortAggregate {
  const members = memberIds.map((id) => member(cohort.id, id));
  const makeups = extra.makeups ?? [];
  return {
    cohort: { ...cohort, participant_count: members.length, updated_at: written() },
    events,
    members,
    staff: [],
    attendance: sheets.flatMap(attendanceRecords),
    sheets,
    makeups,
    makeupsAway: extra.makeupsAway ?? [],
    certificates: extra.certificates ?? [],
    summary: cohortSummary({ events: events.filter((e) => !e.removed_at), staff: [], members, makeups }, people),
  };
}

/** The three cohorts around `today` (a New York date). */
export function auditCohorts(today: string, courseId = 10): AuditCohorts {
  const { home: H, host: O, bounds: B } = AUDIT;
  const P = AUDIT_PEOPLE;
  const days = {
    orientation: day(H, 91001, 'orientation', 1, addDays(today, -40)),
    u1d1: day(H, 91002, '1', 1, addDays(today, -30)),
    u1d2: day(H, 91003, '1', 2, addDays(today, -29)),
    u2d1: day(H, 91004, '2', 1, addDays(today, -10)),
    u2d2: day(H, 91005, '2', 2, today),
    u2d3: day(H, 91006, '2', 3, addDays(today, -9), { removed_at: at }),
    u3d1: day(H, 91007, '3', 1, addDays(today, 10)),
    u3d2: day(H, 91008, '3', 2, null),
    x4a: day(H, 91009, '4A', 1, addDays(today, -3), { start_time: '09:00', end_time: '11:30' }),
  };
  const makeup: MakeupRecord = { cohort_id: O, unit: '1', user_id: P.baker, home_cohort_id: H, added_by: 1, added_at: at };
  const certificate: CertificateRecord = {
    id: 7001,
    cohort_id: H,
    user_id: P.diaz,
    created_by: 1,
    created_at: at,
    void_at: null,
    void_by: null,
    void_reason: null,
  };
  const voided: CertificateRecord = { ...certificate, id: 7002, user_id: P.ames, void_at: at, void_by: 1, void_reason: 'Mistake' };
  const home = aggregate(
    testCohort({ id: H, name: AUDIT_NAMES.home, course_id: courseId, city: 'Lancaster' }),
    Object.values(days),
    [P.ames, P.baker, P.cruz, P.diaz],
    [
      sheet(H, '1', {
        [P.ames]: { [days.u1d1.id]: ABSENT, [days.u1d2.id]: PRESENT },
        [P.baker]: { [days.u1d1.id]: ABSENT, [days.u1d2.id]: ABSENT },
        [P.cruz]: { [days.u1d1.id]: PRESENT, [days.u1d2.id]: PRESENT },
        [P.diaz]: { [days.u1d1.id]: PRESENT, [days.u1d2.id]: PRESENT },
      }),
      sheet(H, '2', {
        [P.ames]: { [days.u2d1.id]: PRESENT },
        [P.baker]: { [days.u2d1.id]: PRESENT },
        [P.cruz]: { [days.u2d1.id]: ABSENT, [days.u2d3.id]: ABSENT },
      }),
      sheet(H, '4A', {
        [P.ames]: { [days.x4a.id]: PRESENT },
        [P.baker]: { [days.x4a.id]: ABSENT },
        [P.cruz]: { [days.x4a.id]: { ...PRESENT, independent: true } },
      }),
    ],
    { makeupsAway: [{ unit: '1', user_id: P.baker, host_cohort_id: O, added_at: at }], certificates: [certificate, voided] },
  );
  const hostDays = [day(O, 91101, '1', 1, addDays(today, -20)), day(O, 91102, '1', 2, addDays(today, -19))];
  const both = { [hostDays[0].id]: PRESENT, [hostDays[1].id]: PRESENT };
  const host = aggregate(
    testCohort({ id: O, name: AUDIT_NAMES.host, course_id: courseId }),
    hostDays,
    [P.hal],
    [sheet(O, '1', { [P.hal]: both, [P.baker]: both })],
    { makeups: [makeup] },
  );
  const boundDays = BOUND_DAYS.map((date, i) => day(B, 91201 + i, String(i + 1), 1, date));
  const bounds = aggregate(
    testCohort({ id: B, name: AUDIT_NAMES.bounds, course_id: courseId }),
    boundDays,
    [P.bea],
    boundDays.map((d) => sheet(B, d.unit_id, { [P.bea]: { [d.id]: PRESENT } })),
  );
  return { home, host, bounds, days };
}

/** The items of a cohort built by `auditCohorts`. */
export function aggregateItems(a: CohortAggregate): Record<string, unknown>[] {
  return [
    ...a.events.map(cohortItems.event),
    ...a.members.map(cohortItems.member),
    ...a.sheets.map(cohortItems.attendanceSheet),
    ...a.makeups.flatMap((m) => [cohortItems.makeup(m)]),
    ...a.makeupsAway.map((m) =>
      cohortItems.makeupAway({
        cohort_id: m.host_cohort_id,
        unit: m.unit,
        user_id: m.user_id,
        home_cohort_id: a.cohort.id,
        added_by: 1,
        added_at: m.added_at,
      }),
    ),
    ...a.certificates.map(certificateEntity.item),
    // The days with saved attendance, as the roster's save adds them (data/cohorts/attendance.ts).
    cohortItems.cohort(a.cohort, a.summary, new Set(a.attendance.map((record) => record.event_id))),
  ];
}

export async function writeAuditCohorts(cohorts: AuditCohorts): Promise<void> {
  await putAll([cohorts.home, cohorts.host, cohorts.bounds].flatMap(aggregateItems));
}
