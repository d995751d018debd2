/**
 * Bench sample of the roster's save (POST /api/save_attendance, spec 01 §5): the whole unit as the
 * web sends it (every participant, every day), with the first participant's first past day turned
 * over on each call, so that every call is a real change: the sheet replaced in one transaction
 * with its history entry. The roster is read untimed before each call for the sheet's version
 * (a stale version is refused with 409).
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import type { RosterResponse, SaveAttendanceBody } from '../../shared/roster/types.ts';
import type { BenchData, Sample } from './samples.ts';

const ADMIN = 'senior.admin';

/** The unit's roster as the web would save it after one tick: `turned` (participant index) on the first past day. */
export function rosterSaveBody(d: Pick<BenchData, 'cohortId' | 'courseId'>, roster: RosterResponse, turned = 0): SaveAttendanceBody {
  const firstPast = roster.days.find((day) => !day.isFuture)?.day;
  return {
    cohortId: d.cohortId,
    courseId: d.courseId,
    unit: roster.unit,
    isExtended: roster.isExtended,
    version: roster.version,
    participants: roster.participants.map((participant, index) => ({
      key: String(participant.generalInformation.id),
      participantId: participant.generalInformation.id,
      isMakeup: participant.generalInformation.isMakeup,
      infoAttendance: roster.days.map((day) => {
        const mark = participant.infoAttendance.find((m) => m.day === day.day);
        const attendance = mark?.attendance ?? false;
        if (index === turned && day.day === firstPast) return { day: day.day, attendance: !attendance, independentAttendance: false };
        return { day: day.day, attendance, independentAttendance: mark?.independentAttendance ?? false };
      }),
    })),
  };
}

export const ROSTER_SAVE_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'POST /api/save_attendance': (d) => ({
    as: ADMIN,
    prepare: async (tools) => {
      const roster = (await tools.getJson(`/api/get_roster_info/${d.cohortId}/${d.eventId}`, ADMIN)) as RosterResponse;
      return { body: rosterSaveBody(d, roster) };
    },
    note: 'the whole unit as the web sends it, one mark turned over per call; the roster read untimed before each call',
  }),
};
