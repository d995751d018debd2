/**
 * GET /api/get_absence/{cohortId}: the roster's Attendance Audit (spec 01 §2 "Reports and
 * Downloads", §3 "Audit response"): every absence recorded on a day that has begun, whether it
 * was made up elsewhere, who may be certified, and the past days nobody saved. One Query for the
 * cohort, one per cohort where a member made a unit up, and the cached reference data.
 */
import type {
  AbsenceAuditResponse,
  AuditAbsence,
  AuditParticipant,
  AuditSession,
  PastEventWithoutSaveData,
} from '../../shared/roster-reports/types.ts';
import { COACHING_COURSE_KEY } from '../../shared/constants.ts';
import type { RouteImplementation } from '../core/http.ts';
import { fullName, type SummaryStaff } from '../data/cohorts/cohort-summary.ts';
import { facilitatorsOf } from '../data/cohorts/cohort-view.ts';
import { isActiveCertificate } from '../data/certificates/certificate-item.ts';
import type { CohortAggregate, EventRecord } from '../data/cohorts/cohorts.ts';
import { listReference } from '../data/reference/reference.ts';
import { attendanceDays, cohortAttendanceAudit } from '../domain/attendance-audit.ts';
import { visibleCohort } from '../domain/roster-access.ts';
import { rosterPerson } from '../domain/roster-sheet.ts';
import { sheetOf } from '../domain/roster-sheet.ts';
import { courseCompletion, loadCompletionHosts } from '../domain/certification.ts';

export interface AuditContext {
  now: Date;
  /** The coaching course takes no attendance: nothing to audit. */
  isCoaching: boolean;
  /** Meeting type slug → its name (reference data MEETING_TYPE). */
  meetingNames: ReadonlyMap<string, string>;
}

const session = (e: EventRecord): AuditSession => ({ eventId: e.id, unit: e.unit_id, day: e.day, date: e.start_date });

const byName = <T extends { lastName: string; firstName: string }>(a: T, b: T) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** `hosts`: the cohorts where members made units up (makeups-elsewhere.ts). */
export function absenceAudit(
  aggregate: CohortAggregate,
  hosts: ReadonlyMap<number, CohortAggregate>,
  ctx: AuditContext,
): AbsenceAuditResponse {
  const { summary } = aggregate;
  const facilitators = [
    ...new Map(summary.staff.filter((s) => s.staff_type === 'facilitator').map((s) => [s.user_id, rosterPerson(s)])).values(),
  ].sort(byName);
  const certified = [...new Set(aggregate.certificates.filter(isActiveCertificate).map((c) => c.user_id))].sort((a, b) => a - b);
  const answer: AbsenceAuditResponse = {
    cohort: { id: aggregate.cohort.id, name: aggregate.cohort.name },
    facilitators,
    lastSession: null,
    lastUnit: null,
    previousSession: null,
    previousUnit: null,
    totalCertificates: certified.length,
    totalCanBeCertified: 0,
    participantsCanBeCertified: [],
    participantsCertified: certified,
    participants: [],
    totalAbsences: 0,
    allParticipantsIds: [],
    pastEventsWithOutSaveData: [],
  };
  if (ctx.isCoaching) return answer;

  // The days, the absence rule and the members' rows are those of the manager reports
  // (domain/attendance-audit.ts): removed days and the orientation are out, a day counts from the
  // day it takes place; the members come by last, then first name.
  const { begun } = attendanceDays(aggregate, ctx.now);
  const { units } = courseCompletion(aggregate, hosts, ctx.now);
  answer.participants = cohortAttendanceAudit(aggregate, hosts, { now: ctx.now, coaching: false }).map(
    (member): AuditParticipant => ({
      id: member.user_id,
      firstName: member.first_name,
      lastName: member.last_name,
      email: member.email,
      events: member.absences.map(
        ({ event: e, madeUp, independent }): AuditAbsence => ({
          unit: e.unit_id,
          day: e.day,
          eventId: e.id,
          date: e.start_date,
          madeUp,
          independent,
        }),
      ),
      absences: member.absents,
      canBeCertified: !member.certified && member.completed,
      certified: member.certified,
    }),
  );
  answer.allParticipantsIds = answer.participants.map((p) => p.id);
  answer.participantsCanBeCertified = answer.participants.filter((p) => p.canBeCertified).map((p) => p.id);
  answer.totalCanBeCertified = answer.participantsCanBeCertified.length;
  answer.totalAbsences = answer.participants.reduce((sum, p) => sum + p.absences, 0);

  // In date order; the sort is stable, so days of one date stay in teaching order.
  const byDate = [...begun].sort((a, b) => a.start_date!.localeCompare(b.start_date!));
  const last = byDate.at(-1);
  const previous = byDate.at(-2);
  answer.lastSession = last ? session(last) : null;
  answer.previousSession = previous ? session(previous) : null;
  answer.lastUnit = last?.unit_id ?? null;
  answer.previousUnit = last ? (units[units.indexOf(last.unit_id) - 1] ?? null) : null;

  const staffById = new Map<number, SummaryStaff>(summary.staff.filter((s) => s.staff_type === 'facilitator').map((s) => [s.user_id, s]));
  answer.pastEventsWithOutSaveData = begun
    // A save writes the whole sheet, so one entry for the day (member or guest) means it was saved.
    .filter((e) => !Object.values(sheetOf(aggregate, e.unit_id)?.records ?? {}).some((days) => days[e.id] !== undefined))
    .map(
      (e): PastEventWithoutSaveData => ({
        event_id: e.id,
        unit_id: e.unit_id,
        day: e.day,
        start_date: e.start_date,
        facilitators: facilitatorsOf(aggregate, e)
          .map((s) => staffById.get(s.user_id))
          .filter((s): s is SummaryStaff => s !== undefined)
          .map((s) => ({ name: fullName(s), email: s.email })),
        meeting: { name: e.meeting_type === null ? null : (ctx.meetingNames.get(e.meeting_type) ?? e.meeting_type) },
      }),
    );
  return answer;
}

export const getAbsenceAudit: RouteImplementation<'GET /api/get_absence/{cohortId}'> = async ({ auth, params }) => {
  const [aggregate, courses, meetings] = await Promise.all([
    visibleCohort(auth, Number(params.cohortId)),
    listReference('COURSE'),
    listReference('MEETING_TYPE'),
  ]);
  const isCoaching = courses.find((c) => c.id === aggregate.cohort.course_id)?.key === COACHING_COURSE_KEY;
  const hosts = isCoaching ? new Map<number, CohortAggregate>() : await loadCompletionHosts(aggregate);
  return absenceAudit(aggregate, hosts, { now: new Date(), isCoaching, meetingNames: new Map(meetings.map((m) => [m.slug, m.name])) });
};
