/**
 * POST /api/save_attendance (spec 01 §5 "Roster"): the whole unit's sheet at once. Refused with
 * the spec's messages for a future day and for Independent Study on more than one day; refused
 * (409) when someone saved the sheet since the caller read it. Days later than today are never
 * stored; a saved sheet replaces the previous one in one transaction (data/cohorts/attendance.ts).
 */
import type { SaveAttendanceAnswer } from '../../shared/roster/types.ts';
import { COACHING_COURSE_KEY } from '../../shared/constants.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { isFutureDay } from '../../shared/time.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { AttendanceConflictError, saveAttendanceSheet } from '../data/cohorts/attendance.ts';
import type { AttendanceSheet } from '../data/cohorts/cohorts.ts';
import { listReference } from '../data/reference/reference.ts';
import { visibleCohort } from '../domain/roster-access.ts';
import { sheetOf, scheduledUnitDays } from '../domain/roster-sheet.ts';
import { countMetric } from '../services/metrics.ts';

const refuse = (status: number, reason: string) => httpError(status, MESSAGES.attendanceSaveError(reason));

export const saveAttendance: RouteImplementation<'POST /api/save_attendance'> = async ({ auth, body }) => {
  const [aggregate, courses] = await Promise.all([visibleCohort(auth, body.cohortId), listReference('COURSE')]);
  if (courses.find((c) => c.id === aggregate.cohort.course_id)?.key === COACHING_COURSE_KEY) throw refuse(422, MESSAGES.attendanceNotTaken);
  const days = scheduledUnitDays(aggregate, body.unit);
  if (days.length === 0 || body.courseId !== aggregate.cohort.course_id) throw httpError(404, MESSAGES.notFound);
  const dayByNumber = new Map(days.map((d) => [d.day, d]));
  const past = days.filter((d) => d.start_date !== null && !isFutureDay(d.start_date));
  if (past.length === 0) throw httpError(422, MESSAGES.attendanceFuture);

  const onRoster = new Set([
    ...aggregate.members.map((m) => m.user_id),
    ...aggregate.makeups.filter((m) => m.unit === body.unit).map((m) => m.user_id),
  ]);
  const at = new Date().toISOString();
  const previous = sheetOf(aggregate, body.unit);
  // People the payload leaves out keep what they had: a save never loses a record.
  const records: AttendanceSheet['records'] = structuredClone(previous?.records ?? {});
  for (const person of body.participants) {
    if (!onRoster.has(person.participantId)) throw refuse(422, MESSAGES.attendanceUnknownParticipant);
    const independentDays = person.infoAttendance.filter((d) => d.independentAttendance);
    if (independentDays.length > 1) throw httpError(422, MESSAGES.independentStudyOneDay);
    for (const mark of person.infoAttendance) {
      const day = dayByNumber.get(mark.day);
      if (!day) throw httpError(404, MESSAGES.notFound);
      const future = day.start_date === null || isFutureDay(day.start_date);
      if (future && (mark.attendance || mark.independentAttendance)) throw httpError(422, MESSAGES.attendanceFuture);
      if (future) continue;
      const was = previous?.records[person.participantId]?.[day.id];
      const attendance = mark.attendance ? '1' : '0';
      const unchanged = was && was.attendance === attendance && was.independent === mark.independentAttendance;
      (records[person.participantId] ??= {})[day.id] = unchanged
        ? was
        : { attendance, independent: mark.independentAttendance, recorded_by: auth.userId, recorded_at: at };
    }
  }

  const version = body.version + 1;
  try {
    await saveAttendanceSheet({
      sheet: { cohort_id: aggregate.cohort.id, unit: body.unit, version, updated_at: at, updated_by: auth.userId, records },
      expectedVersion: body.version,
      previous: previous?.records ?? {},
      recordedEvents: past.map((d) => d.id),
      actor: { id: auth.userId, realId: auth.masterUserId },
    });
  } catch (error) {
    if (error instanceof AttendanceConflictError) {
      countMetric('attendanceConflicts');
      throw refuse(409, MESSAGES.attendanceConflict);
    }
    throw error;
  }
  countMetric('attendanceSaves');
  const answer: SaveAttendanceAnswer = { message: MESSAGES.attendanceSaved, version };
  return answer;
};
