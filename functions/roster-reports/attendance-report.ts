/**
 * GET /api/get_attendance_report/{cohortId}: the whole cohort's attendance with the spec's legend
 * (spec 01 §2 "Attendance legend", §3 "Attendance report response"). One Query for the cohort,
 * plus one per other cohort involved in a make-up (the hosts where its members made units up,
 * the homes of its guests), to tell y(M) and duplicate records.
 */
import type {
  AddedParticipant,
  AttendanceMark,
  AttendanceReportHeader,
  AttendanceReportResponse,
  DuplicatedRecord,
  MakeupParticipant,
  MakeupRecordRow,
  ParticipantAttendance,
  ReportCohort,
  UnitUsersInfo,
} from '../../shared/roster-reports/types.ts';
import { ATTENDANCE_COLORS } from '../../shared/roster-reports/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { unitRank } from '../../shared/units.ts';
import type { RouteImplementation } from '../core/http.ts';
import type { SessionClaims } from '../services/tokens.ts';
import { staffOfUnit, type SummaryPerson, type SummaryStaff } from '../data/cohorts/cohort-summary.ts';
import { inTeachingOrder } from '../data/cohorts/cohort-view.ts';
import type { AttendanceEntry, CohortAggregate, EventRecord } from '../data/cohorts/cohorts.ts';
import { visibleCohort } from '../domain/roster-access.ts';
import { rosterPerson } from '../domain/roster-sheet.ts';
import { notDeliveredUnits, scheduledUnitDays, sheetOf } from '../domain/roster-sheet.ts';
import { attendedElsewhere, hostCohortIds, loadOtherCohorts, makeupKey, presentIn } from '../domain/makeups-elsewhere.ts';

const EMPTY: Omit<AttendanceMark, 'eventId'> = { letter: '', color: null, border: false };

const cohortRef = (a: CohortAggregate): ReportCohort => ({ id: a.cohort.id, name: a.cohort.name });

/**
 * A member's mark on one day. `madeUpElsewhere`: recorded present on the unit as a guest of
 * another cohort. Present here too makes the day a duplicate (orange); absent or not recorded
 * here makes it y(M) (blue).
 */
export function memberMark(entry: AttendanceEntry | undefined, madeUpElsewhere: boolean): Omit<AttendanceMark, 'eventId'> {
  if (entry?.attendance === '1') {
    if (madeUpElsewhere) return { letter: 'y', color: ATTENDANCE_COLORS.orange, border: false };
    if (entry.independent) return { letter: 'I/S', color: ATTENDANCE_COLORS.green, border: true };
    return { letter: 'y', color: ATTENDANCE_COLORS.green, border: false };
  }
  if (madeUpElsewhere) return { letter: 'y(M)', color: ATTENDANCE_COLORS.blue, border: false };
  if (entry?.attendance === '0') {
    if (entry.independent) return { letter: 'I/S', color: ATTENDANCE_COLORS.red, border: true };
    return { letter: 'n', color: ATTENDANCE_COLORS.red, border: false };
  }
  return EMPTY;
}

/** A make-up guest's mark: grey whether recorded or not, the letter tells which. */
function guestMark(entry: AttendanceEntry | undefined): Omit<AttendanceMark, 'eventId'> {
  const letter = entry === undefined ? '' : entry.independent ? 'I/S' : entry.attendance === '1' ? 'y' : 'n';
  return { letter, color: ATTENDANCE_COLORS.grey, border: entry?.independent ?? false };
}

const byName = <T extends { lastName: string; firstName: string }>(a: T, b: T) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);
const names = (p: SummaryPerson) => ({ id: p.user_id, firstName: p.first_name, lastName: p.last_name });

/**
 * The report of `aggregate`; `others` holds the cohorts its make-ups involve (hosts of its
 * members' make-ups, homes of its guests), those missing are taken as having no attendance.
 */
export function attendanceReport(aggregate: CohortAggregate, others: ReadonlyMap<number, CohortAggregate>): AttendanceReportResponse {
  const { summary } = aggregate;
  const entryOf = (userId: number, event: EventRecord) => sheetOf(aggregate, event.unit_id)?.records[userId]?.[event.id];
  // A day the cohort form removed stays a column only while it holds recorded attendance, so
  // that history shows; it says it was removed, since another day may now carry its number.
  const hasMarks = (event: EventRecord) =>
    Object.values(sheetOf(aggregate, event.unit_id)?.records ?? {}).some((r) => r[event.id] !== undefined);
  const columns = inTeachingOrder(aggregate.events).filter((e) => e.unit_id !== 'orientation' && (!e.removed_at || hasMarks(e)));
  const units = [...new Set(columns.map((e) => e.unit_id))];
  // A unit the cohort does not deliver (n/a) takes its place too, with no days (or only removed ones still holding marks).
  const notDelivered = notDeliveredUnits(aggregate);
  const headers: AttendanceReportHeader[] = [...new Set([...units, ...notDelivered])]
    .sort((a, b) => unitRank(a) - unitRank(b) || a.localeCompare(b))
    .map((unitId, i) => ({
      unitId,
      index: i + 1,
      events: columns
        .filter((e) => e.unit_id === unitId)
        .map((e) => ({ label: e.removed_at ? `Day ${e.day} (removed)` : `Day ${e.day}`, eventId: e.id })),
      ...(notDelivered.includes(unitId) ? { notDelivered: true as const } : {}),
    }));

  // Make-ups this cohort's members took elsewhere, and whether they attended there.
  const makeupRecords: MakeupRecordRow[] = [];
  const attendedAway = attendedElsewhere(aggregate, others);
  for (const away of aggregate.makeupsAway) {
    const person = summary.members.find((m) => m.user_id === away.user_id);
    const host = others.get(away.host_cohort_id);
    const attended = presentIn(host, away.unit, away.user_id);
    makeupRecords.push({
      id: away.user_id,
      firstName: person?.first_name ?? '',
      lastName: person?.last_name ?? '',
      unit: away.unit,
      hostCohort: host ? cohortRef(host) : { id: away.host_cohort_id, name: '' },
      attended,
      addedAt: away.added_at,
    });
  }
  makeupRecords.sort((a, b) => byName(a, b) || a.unit.localeCompare(b.unit));

  const participantRow = (p: SummaryPerson): ParticipantAttendance => ({
    id: p.user_id,
    firstName: p.first_name,
    lastName: p.last_name,
    email: p.email,
    events: columns.map((e) => ({
      eventId: e.id,
      ...memberMark(entryOf(p.user_id, e), attendedAway.has(makeupKey(p.user_id, e.unit_id))),
    })),
  });
  // Participants the cohort form removed after their attendance was taken keep their history,
  // listed after the current members and marked with when they were removed.
  const current = new Set(summary.members.map((m) => m.user_id));
  const removed = (aggregate.cohort.removed_members ?? [])
    .filter((r) => !current.has(r.user_id))
    .map((r) => ({ ...participantRow(r), removedAt: r.removed_at }))
    .sort(byName);
  const participantAttendance: ParticipantAttendance[] = [...summary.members.map(participantRow).sort(byName), ...removed];

  const guests = aggregate.makeups;
  const makeupsParticipants: MakeupParticipant[] = summary.makeups
    .map((p) => {
      const home = guests.find((g) => g.user_id === p.user_id && g.unit === p.unit)?.home_cohort_id ?? 0;
      const homeCohort = others.get(home);
      return {
        id: p.user_id,
        firstName: p.first_name,
        lastName: p.last_name,
        email: p.email,
        unit: p.unit,
        homeCohort: homeCohort ? cohortRef(homeCohort) : { id: home, name: '' },
        events: columns.map((e) => ({ eventId: e.id, ...(e.unit_id === p.unit ? guestMark(entryOf(p.user_id, e)) : EMPTY) })),
      };
    })
    .sort((a, b) => byName(a, b) || a.unit.localeCompare(b.unit));

  // The same unit recorded present in two cohorts: here and as a guest elsewhere, or here as a
  // guest and at home.
  const duplicatedRecords: DuplicatedRecord[] = [];
  for (const p of summary.members) {
    for (const unit of units) {
      const hosts = attendedAway.get(makeupKey(p.user_id, unit));
      if (hosts && presentIn(aggregate, unit, p.user_id))
        duplicatedRecords.push({ user: names(p), unit, cohorts: [cohortRef(aggregate), ...hosts.map(cohortRef)] });
    }
  }
  for (const p of summary.makeups) {
    const home = others.get(guests.find((g) => g.user_id === p.user_id && g.unit === p.unit)?.home_cohort_id ?? 0);
    if (home && presentIn(aggregate, p.unit, p.user_id) && presentIn(home, p.unit, p.user_id)) {
      duplicatedRecords.push({ user: names(p), unit: p.unit, cohorts: [cohortRef(home), cohortRef(aggregate)] });
    }
  }
  duplicatedRecords.sort((a, b) => byName(a.user, b.user) || a.unit.localeCompare(b.unit));

  const usersInfo: UnitUsersInfo[] = units.map((unit) => {
    const days = scheduledUnitDays(aggregate, unit);
    const staffOf = (type: SummaryStaff['staff_type']) => staffOfUnit(summary, type, unit).map(rosterPerson);
    const people = [...summary.members.map((m) => m.user_id), ...summary.makeups.filter((m) => m.unit === unit).map((m) => m.user_id)];
    const records = sheetOf(aggregate, unit)?.records ?? {};
    const recorded = people.filter((id) => days.some((d) => records[id]?.[d.id] !== undefined)).length;
    return {
      unit,
      facilitators: staffOf('facilitator'),
      cofacilitators: staffOf('cofacilitator'),
      attendanceInfo: { recorded, participants: people.length },
    };
  });

  // Members who joined after a unit had ended. A member enrolled with the cohort (joined_at not
  // later than the cohort's creation, e.g. a cohort entered after its first units) is not "added".
  const addedParticipants: AddedParticipant[] = [];
  for (const m of aggregate.members) {
    if (!(m.joined_at > aggregate.cohort.created_at)) continue;
    const joinedDay = nyDate(new Date(m.joined_at));
    const missed = units.filter((unit) => {
      const last = scheduledUnitDays(aggregate, unit)
        .map((d) => d.end_date ?? d.start_date)
        .filter((d): d is string => d !== null)
        .sort()
        .at(-1);
      return last !== undefined && last < joinedDay;
    });
    const person = summary.members.find((p) => p.user_id === m.user_id);
    if (missed.length && person) addedParticipants.push({ ...names(person), joinedAt: m.joined_at, units: missed });
  }
  addedParticipants.sort(byName);

  return {
    cohort: cohortRef(aggregate),
    headers,
    participantAttendance,
    usersInfo,
    makeupsParticipants,
    makeupRecords,
    addedParticipants,
    duplicatedRecords,
  };
}

/** The cohort (404/403 as the roster) and the report, with the other cohorts its make-ups involve. */
export async function loadAttendanceReport(auth: SessionClaims, cohortId: number): Promise<AttendanceReportResponse> {
  const aggregate = await visibleCohort(auth, cohortId);
  const others = await loadOtherCohorts([...hostCohortIds(aggregate), ...aggregate.makeups.map((m) => m.home_cohort_id)], cohortId);
  return attendanceReport(aggregate, others);
}

export const getAttendanceReport: RouteImplementation<'GET /api/get_attendance_report/{cohortId}'> = async ({ auth, params }) =>
  loadAttendanceReport(auth, Number(params.cohortId));
