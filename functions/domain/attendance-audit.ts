/**
 * A cohort's attendance counted per participant: the absence rule of the roster's Attendance
 * Audit (roster-reports/absence-audit.ts) and of the manager reports (the per-cohort table of
 * GET /api/get-absent-report-by-cohort and its download, the Absent and Graduation data sets),
 * kept in one place.
 *
 * The days counted are the course's scheduled days: a day the cohort form removed is out (kept
 * for its history only, domain/roster-sheet.ts), and so are the orientation, where no attendance
 * is taken, and a unit the cohort does not deliver (n/a). A day counts from the day it takes place (New York), as save-attendance accepts it.
 * An absence is a day marked absent (Independent Study not completed included); it is made up
 * when the member was recorded present on that unit as a guest of another cohort
 * (makeups-elsewhere.ts). The coaching course takes no attendance.
 */
import type { AbsentReportCohortInfo, AbsentReportRow } from '../../shared/reports/types.ts';
import { COACHING_COURSE_KEY } from '../../shared/constants.ts';
import { isFutureDay, nyDate } from '../../shared/time.ts';
import type { SummaryPerson } from '../data/cohorts/cohort-summary.ts';
import { isActiveCertificate } from '../data/certificates/certificate-item.ts';
import type { AttendanceEntry, CohortAggregate, EventRecord } from '../data/cohorts/cohorts.ts';
import type { Course, DeliveryModel, StateRef } from '../data/reference/reference.ts';
import { courseCompletion } from './certification.ts';
import { makeupKey } from './makeups-elsewhere.ts';
import { sheetOf, taughtDays } from './roster-sheet.ts';

export interface AttendanceDays {
  /** The scheduled days attendance is taken on, in teaching order (orientation and removed days out). */
  taught: EventRecord[];
  /** Those that have begun: dated today or before (New York). */
  begun: EventRecord[];
  /** Those still to come: dated after today, or not dated yet. */
  ahead: EventRecord[];
}

export function attendanceDays(aggregate: CohortAggregate, now: Date): AttendanceDays {
  const taught = taughtDays(aggregate);
  const hasBegun = (e: EventRecord) => e.start_date !== null && !isFutureDay(e.start_date, now);
  return { taught, begun: taught.filter(hasBegun), ahead: taught.filter((e) => !hasBegun(e)) };
}

/** A member's day marked absent. */
export interface MemberAbsence {
  event: EventRecord;
  /** The unit was made up elsewhere: the absence does not count. */
  madeUp: boolean;
  independent: boolean;
}

/** The person's mark on a day in this cohort's sheet, if any. */
export const entryOf = (aggregate: CohortAggregate, userId: number, e: EventRecord): AttendanceEntry | undefined =>
  sheetOf(aggregate, e.unit_id)?.records[userId]?.[e.id];

/**
 * The member's absences on the begun days. `madeUp`: the keys (makeupKey) of the units the
 * cohort's members made up elsewhere (courseCompletion().madeUp).
 */
export function memberAbsences(
  aggregate: CohortAggregate,
  begun: readonly EventRecord[],
  madeUp: ReadonlyMap<string, unknown>,
  userId: number,
): MemberAbsence[] {
  const absences: MemberAbsence[] = [];
  for (const event of begun) {
    const entry = entryOf(aggregate, userId, event);
    if (entry?.attendance !== '0') continue;
    absences.push({ event, madeUp: madeUp.has(makeupKey(userId, event.unit_id)), independent: entry.independent });
  }
  return absences;
}

/** The absences that count: those not made up. */
export const countedAbsences = (absences: readonly MemberAbsence[]) => absences.filter((a) => !a.madeUp).length;

/** The reference data a cohort's heading names. */
export interface AuditReference {
  courses: ReadonlyMap<number, Course>;
  deliveryModels: ReadonlyMap<number, DeliveryModel>;
  states: ReadonlyMap<number, StateRef>;
}

export const isCoachingCohort = (aggregate: Pick<CohortAggregate, 'cohort'>, reference: Pick<AuditReference, 'courses'>) =>
  reference.courses.get(aggregate.cohort.course_id)?.key === COACHING_COURSE_KEY;

export function cohortInfo(aggregate: CohortAggregate, reference: AuditReference): AbsentReportCohortInfo {
  const { cohort } = aggregate;
  return {
    cohort_id: cohort.id,
    state_name: reference.states.get(cohort.state_id)?.name ?? '',
    cohort_name: cohort.name,
    delivery_model: reference.deliveryModels.get(cohort.delivery_model_id)?.name ?? '',
    course: reference.courses.get(cohort.course_id)?.name ?? '',
    city: cohort.city,
    total_participants: aggregate.summary.members.length,
  };
}

/**
 * One member's row of the Attendance Audit: the counts the manager reports show (the per-cohort
 * table, the Absent and Graduation data sets), and the absences the roster's audit lists
 * (roster-reports/absence-audit.ts).
 */
export interface MemberAudit extends AbsentReportRow {
  email: string;
  /** The begun days marked absent, made up elsewhere or not (none for the coaching course). */
  absences: MemberAbsence[];
  /** Completed the course (domain/certification.ts). */
  completed: boolean;
  /** Holds an active (not voided) certificate of this cohort. */
  certified: boolean;
}

const byName = (a: SummaryPerson, b: SummaryPerson) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name);

/**
 * Every current member's counts, by last then first name. `hosts`: the cohorts where members
 * made units up (certification.ts loadCompletionHosts); `coaching`: the course takes no
 * attendance, so nothing is absent or missing and nobody completes it this way.
 */
export function cohortAttendanceAudit(
  aggregate: CohortAggregate,
  hosts: ReadonlyMap<number, CohortAggregate>,
  { now, coaching }: { now: Date; coaching: boolean },
): MemberAudit[] {
  const { begun, ahead } = attendanceDays(aggregate, now);
  const completion = courseCompletion(aggregate, hosts, now);
  const certified = new Set(aggregate.certificates.filter(isActiveCertificate).map((c) => c.user_id));
  // Members added after the cohort was created (as the attendance report's "added participants"
  // reads it): the New York day they joined.
  const joinedDay = new Map(
    aggregate.members.filter((m) => m.joined_at > aggregate.cohort.created_at).map((m) => [m.user_id, nyDate(new Date(m.joined_at))]),
  );
  return [...aggregate.summary.members].sort(byName).map((p) => {
    const absences = coaching ? [] : memberAbsences(aggregate, begun, completion.madeUp, p.user_id);
    const absents = countedAbsences(absences);
    // A day of a unit made up elsewhere has its mark in the host cohort, and a day before the
    // member joined had nobody to mark: neither is missing here.
    const joined = joinedDay.get(p.user_id);
    const missing = coaching
      ? 0
      : begun.filter(
          (e) =>
            entryOf(aggregate, p.user_id, e) === undefined &&
            !completion.madeUp.has(makeupKey(p.user_id, e.unit_id)) &&
            !(joined !== undefined && e.start_date! < joined),
        ).length;
    return {
      user_id: p.user_id,
      last_name: p.last_name,
      first_name: p.first_name,
      email: p.email,
      absences,
      absents,
      scheduled: begun.length,
      remaining: ahead.length,
      missing_attendance: missing,
      completed: !coaching && completion.completed(p.user_id),
      certified: certified.has(p.user_id),
    };
  });
}

/** The answer's row: the spec's columns only. */
export const absentReportRow = ({ user_id, last_name, first_name, absents, scheduled, remaining, missing_attendance }: MemberAudit) => ({
  user_id,
  last_name,
  first_name,
  absents,
  scheduled,
  remaining,
  missing_attendance,
});

/** Hours of a day from its wall-clock start and end times ('HH:mm'), two decimals; null without both. */
export function eventHours(e: Pick<EventRecord, 'start_time' | 'end_time'>): number | null {
  const minutes = (time: string | null) => {
    const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const start = minutes(e.start_time);
  const end = minutes(e.end_time);
  if (start === null || end === null || end < start) return null;
  return Math.round(((end - start) / 60) * 100) / 100;
}
