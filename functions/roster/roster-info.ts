/**
 * GET /api/get_roster_info/{cohortId}/{eventId}: the roster of the event's unit (spec 01 §2-§3):
 * its days, staff, the participants with each day's attendance, the make-up guests of the unit,
 * and the sheet's version that a save must name. One Query for the cohort; the attendance history
 * is a call of its own (attendance-history.ts).
 */
import type { RosterDay, RosterParticipant, RosterResponse } from '../../shared/roster/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { isFutureDay, nyEndOfDay } from '../../shared/time.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { staffOfUnit, type SummaryPerson, type SummaryStaff } from '../data/cohorts/cohort-summary.ts';
import type { AttendanceSheet, EventRecord, MemberProject } from '../data/cohorts/cohorts.ts';
import { visibleCohort } from '../domain/roster-access.ts';
import { rosterPerson, sheetOf, scheduledUnitDays } from '../domain/roster-sheet.ts';

/** A guest's project belongs to their home cohort's roster: `project` null. */
function participant(
  person: SummaryPerson,
  days: readonly EventRecord[],
  sheet: AttendanceSheet | undefined,
  extra: Pick<RosterParticipant['generalInformation'], 'isMakeup' | 'alpForm' | 'alpStatus' | 'homeCohortId'>,
  comments: number,
  project: MemberProject | null | undefined,
): RosterParticipant {
  const records = sheet?.records[person.user_id] ?? {};
  return {
    generalInformation: { id: person.user_id, firstName: person.first_name, lastName: person.last_name, email: person.email, ...extra },
    projectInfo: {
      progress: project?.progress ?? null,
      idProject: project?.id ?? null,
      lastModified: project?.last_modified ?? null,
      countComments: comments,
    },
    infoAttendance: days.map((d) => {
      const entry = records[d.id];
      return {
        day: d.day,
        eventId: d.id,
        attendance: entry?.attendance === '1',
        independentAttendance: entry?.independent ?? false,
        recorded: entry !== undefined,
      };
    }),
  };
}

export const rosterInfo: RouteImplementation<'GET /api/get_roster_info/{cohortId}/{eventId}'> = async ({ auth, params }) => {
  const cohortId = Number(params.cohortId);
  const aggregate = await visibleCohort(auth, cohortId);
  const event = aggregate.events.find((e) => e.id === Number(params.eventId));
  if (!event) throw httpError(404, MESSAGES.notFound);
  const unit = event.unit_id;
  const days = scheduledUnitDays(aggregate, unit);
  const sheet = sheetOf(aggregate, unit);
  const { summary } = aggregate;
  const staffOf = (type: SummaryStaff['staff_type']) => staffOfUnit(summary, type, unit).map(rosterPerson);
  const memberFacts = new Map(aggregate.members.map((m) => [m.user_id, m]));
  const guests = aggregate.makeups.filter((m) => m.unit === unit);
  const participants = [
    ...summary.members.map((p) => {
      const m = memberFacts.get(p.user_id);
      return participant(
        p,
        days,
        sheet,
        { isMakeup: false, alpForm: m?.alp_form ?? false, alpStatus: m?.alp_status ?? null, homeCohortId: null },
        m?.alp_comments_count ?? 0,
        m?.project,
      );
    }),
    ...summary.makeups
      .filter((p) => p.unit === unit)
      .map((p) =>
        participant(
          p,
          days,
          sheet,
          {
            isMakeup: true,
            alpForm: false,
            alpStatus: null,
            homeCohortId: guests.find((g) => g.user_id === p.user_id)?.home_cohort_id ?? null,
          },
          0,
          null,
        ),
      ),
  ];
  const dated = days
    .map((d) => d.start_date)
    .filter((d): d is string => d !== null)
    .sort();
  const lastDay =
    days
      .map((d) => d.end_date ?? d.start_date)
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? null;
  const rosterDays: RosterDay[] = days.map((d) => ({
    day: d.day,
    eventId: d.id,
    date: d.start_date,
    startTime: d.start_time,
    endTime: d.end_time,
    isFuture: d.start_date === null || isFutureDay(d.start_date),
  }));
  return {
    unit,
    days: rosterDays,
    facilitators: staffOf('facilitator'),
    cofacilitators: staffOf('cofacilitator'),
    producers: staffOf('webinar'),
    advisers: summary.staff.filter((s) => s.staff_type === 'alp_coach').map(rosterPerson),
    isExtended: days.length > 2,
    from: dated[0] ?? null,
    to: lastDay,
    minDateExt: dated[0] ?? null,
    maxDateExt: lastDay,
    meetingType: event.meeting_type,
    totalParticipants: summary.members.length,
    totalMakeups: guests.length,
    totalWithProgress: aggregate.members.filter((m) => (m.project?.progress ?? 0) > 0).length,
    lastEvent: { lastEventOfUnit: { end: lastDay } },
    unitPassed: unit !== 'orientation' && lastDay !== null && nyEndOfDay(lastDay).getTime() < Date.now(),
    participants,
    version: sheet?.version ?? 0,
  } satisfies RosterResponse;
};
