/**
 * People's profiles read together with cohorts' META items, attendance sheets, a person's member,
 * make-up and certificate items in one BatchGetItem (per 100 keys): the participant dialog, the
 * attendance schedule and My Record know every key they need after one earlier read, so a page
 * load stays within three round trips (issues 32, 33). Whole cohorts' sheets, whose units the
 * caller cannot know before the META items, are read by a Query per cohort sent with the batch.
 * Each item is read through the entity of the module that owns it.
 */
import { certificateEntity, issuedCertificateOf, type IssuedCertificate } from '../certificates/certificate-item.ts';
import { getAll } from '../table/batch.ts';
import { userProfileEntity, type UserRecord } from '../users/users.ts';
import { eventOfSummary } from './cohort-summary.ts';
import {
  attendanceRecords,
  attendanceSheetEntity,
  attendanceSheetsOf,
  cohortEntity,
  makeupAwayOf,
  makeupEntity,
  memberEntity,
  type AttendanceSheet,
  type CohortAggregate,
  type MakeupRecord,
  type MemberRecord,
  type StoredCohort,
} from './cohorts.ts';

export interface TogetherRequest {
  profiles?: readonly number[];
  cohorts?: readonly number[];
  sheets?: ReadonlyArray<{ cohort_id: number; unit: string }>;
  /** Every attendance sheet of these cohorts (one Query each, sent with the BatchGetItem). */
  allSheetsOf?: readonly number[];
  /** A person's certificate items in these cohorts (CERT#<userId>). */
  certificates?: { user_id: number; cohorts: readonly number[] };
  /** A person's MEMBER items in these cohorts. */
  members?: { user_id: number; cohorts: readonly number[] };
  /** A person's MAKEUP items in these hosts, by unit. */
  makeups?: { user_id: number; of: ReadonlyArray<{ cohort_id: number; unit: string }> };
}

export interface TogetherAnswer {
  profiles: Map<number, UserRecord>;
  cohorts: Map<number, StoredCohort>;
  sheets: AttendanceSheet[];
  /** The issued ones found, voided ones included. */
  certificates: IssuedCertificate[];
  members: MemberRecord[];
  makeups: MakeupRecord[];
}

const byCohortUnit = <T extends { cohort_id: number; unit: string }>(list: readonly T[] | undefined) => [
  ...new Map(list?.map((s) => [`${s.cohort_id}#${s.unit}`, s])).values(),
];

export async function readTogether(request: TogetherRequest): Promise<TogetherAnswer> {
  const keys = [
    ...[...new Set(request.profiles)].map((id) => userProfileEntity.key(id)),
    ...[...new Set(request.cohorts)].map((id) => cohortEntity.key(id)),
    ...byCohortUnit(request.sheets).map((s) => attendanceSheetEntity.key(s.cohort_id, s.unit)),
    ...[...new Set(request.certificates?.cohorts)].map((cohortId) => certificateEntity.key(cohortId, request.certificates!.user_id)),
    ...[...new Set(request.members?.cohorts)].map((cohortId) => memberEntity.key(cohortId, request.members!.user_id)),
    ...byCohortUnit(request.makeups?.of).map((m) => makeupEntity.key(m.cohort_id, m.unit, request.makeups!.user_id)),
  ];
  const [items, ...sheetsOfCohorts] = await Promise.all([
    keys.length ? getAll(keys) : [],
    ...[...new Set(request.allSheetsOf)].map((id) => attendanceSheetsOf(id)),
  ]);
  const byKey = new Set(byCohortUnit(request.sheets).map((s) => `${s.cohort_id}#${s.unit}`));
  const answer: TogetherAnswer = {
    profiles: new Map(),
    cohorts: new Map(),
    // A sheet asked both by key and as its cohort's comes once.
    sheets: sheetsOfCohorts.flat().filter((s) => !byKey.has(`${s.cohort_id}#${s.unit}`)),
    certificates: [],
    members: [],
    makeups: [],
  };
  for (const item of items) {
    if (item.type === userProfileEntity.type) {
      const user = userProfileEntity.fromItem(item);
      answer.profiles.set(user.id, user);
    } else if (item.type === cohortEntity.type) {
      const stored = cohortEntity.fromItem(item);
      answer.cohorts.set(stored.cohort.id, stored);
    } else if (item.type === attendanceSheetEntity.type) {
      answer.sheets.push(attendanceSheetEntity.fromItem(item));
    } else if (item.type === certificateEntity.type) {
      const certificate = issuedCertificateOf(item);
      if (certificate) answer.certificates.push(certificate);
    } else if (item.type === memberEntity.type) {
      answer.members.push(memberEntity.fromItem(item));
    } else if (item.type === makeupEntity.type) {
      answer.makeups.push(makeupEntity.fromItem(item));
    }
  }
  return answer;
}

/**
 * A cohort as one person's figures read it (My Record), from its META item and items read by key
 * rather than its whole partition: its scheduled days, staff and members as the summary lists them
 * (eventOfSummary), the sheets given (each holds everyone's marks of its unit), and of the person
 * only: their MEMBER item, their make-ups as host and as home cohort (the MAKEUP item tells the
 * home's marker: makeupAwayOf) and their certificates. Other members' items, removed days and
 * evaluation links are not in it: rules read of it the person's figures only.
 */
export function cohortForPerson(
  { cohort, summary }: StoredCohort,
  person: {
    members: readonly MemberRecord[];
    makeups: readonly MakeupRecord[];
    certificates: readonly IssuedCertificate[];
    sheets: readonly AttendanceSheet[];
  },
): CohortAggregate {
  const sheets = person.sheets.filter((s) => s.cohort_id === cohort.id);
  return {
    cohort,
    events: summary.events.map((e) => eventOfSummary(cohort.id, e)),
    members: person.members.filter((m) => m.cohort_id === cohort.id),
    staff: summary.staff.map((s) => ({ cohort_id: cohort.id, user_id: s.user_id, staff_type: s.staff_type, units: s.units })),
    attendance: sheets.flatMap(attendanceRecords),
    sheets,
    makeups: person.makeups.filter((m) => m.cohort_id === cohort.id),
    makeupsAway: person.makeups.filter((m) => m.home_cohort_id === cohort.id).map(makeupAwayOf),
    certificates: person.certificates.filter((c) => c.cohort_id === cohort.id),
    summary,
  };
}
