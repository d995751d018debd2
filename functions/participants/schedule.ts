/**
 * GET /api/user_schedule/{course}/{userId}/{cohortId}: a participant's attendance schedule in one
 * cohort (spec 01 §2 "Attendance schedule dialog"), with the make-up days they attended in other
 * cohorts. A person sees their own; staff who may find participants or open the dashboard see
 * those of the people on the roster of a cohort they see (participant-access.ts), 403 otherwise.
 */
import type { ParticipantSchedule, ScheduleEvent } from '../../shared/participants/types.ts';
import { allows } from '../../shared/auth/capabilities.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { nyDate, nyUtcOffset } from '../../shared/time.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { loadCohort, type AttendanceEntry, type AttendanceSheet, type EventRecord } from '../data/cohorts/cohorts.ts';
import type { SummaryStaff } from '../data/cohorts/cohort-summary.ts';
import { readTogether } from '../data/cohorts/person-and-cohorts.ts';
import { districtsOfState, listReference } from '../data/reference/reference.ts';
import { getUsers, type UserRecord } from '../data/users/users.ts';
import { facilitatorsOf, inTeachingOrder, scheduledDays } from '../data/cohorts/cohort-view.ts';
import { mayReadParticipantIn } from '../domain/participant-access.ts';

/** A day as the schedule shows it: a stored event (the home cohort's) or a summary's (a host's, whose summary lists only its scheduled days). */
type ScheduledDay = Pick<EventRecord, 'id' | 'unit_id' | 'day' | 'type_event' | 'start_date' | 'start_time' | 'end_time' | 'removed_at'>;

const dayKey = (e: Pick<ScheduledDay, 'unit_id' | 'day'>) => `${e.unit_id}#${e.day}`;

export const participantSchedule: RouteImplementation<'GET /api/user_schedule/{course}/{userId}/{cohortId}'> = async ({ params, auth }) => {
  const userId = Number(params.userId);
  if (userId !== auth.userId && !allows('find_participant', auth.roles) && !allows('dashboard', auth.roles)) {
    throw httpError(403, MESSAGES.forbidden);
  }
  const home = await loadCohort(Number(params.cohortId));
  if (!home) throw httpError(404, MESSAGES.notFound);
  // Refused before anything else is told (the user's existence, the cohort's course).
  if (!mayReadParticipantIn(auth, home, userId)) throw httpError(403, MESSAGES.forbidden);

  // Make-ups taken elsewhere: the home cohort keeps a marker of each (makeups.ts). The person, the
  // hosts' META items (days, staff with usernames) and the hosts' sheets of those units come in
  // one BatchGetItem: the session, the home cohort's Query and this are the three round trips (issue 32).
  const away = home.makeupsAway.filter((m) => m.user_id === userId && m.host_cohort_id !== home.cohort.id);
  const read = await readTogether({
    profiles: [userId],
    cohorts: away.map((m) => m.host_cohort_id),
    sheets: away.map((m) => ({ cohort_id: m.host_cohort_id, unit: m.unit })),
  });
  const user = read.profiles.get(userId);
  const [courses, states, models, districts] = await Promise.all([
    listReference('COURSE'),
    listReference('STATE'),
    listReference('DELIVERY_MODEL'),
    user?.state_id ? districtsOfState(user.state_id) : Promise.resolve([]),
  ]);
  const course = courses.find((c) => c.id === home.cohort.course_id);
  if (!user || course?.cms_key !== params.course) throw httpError(404, MESSAGES.notFound);
  const enrolled = home.members.some((m) => m.user_id === userId);

  /** A cohort as the schedule reads it: its days, its staff as the summary names them, this person's marks. */
  interface Attended {
    cohort: { id: number; name: string };
    events: ScheduledDay[];
    staff: SummaryStaff[];
    marks: Map<number, AttendanceEntry>;
  }
  const marksOf = (sheets: readonly AttendanceSheet[]) =>
    new Map(
      sheets.flatMap((sheet) => Object.entries(sheet.records[userId] ?? {}).map(([eventId, entry]) => [Number(eventId), entry] as const)),
    );
  const homeRead: Attended = { cohort: home.cohort, events: home.events, staff: home.summary.staff, marks: marksOf(home.sheets) };
  const awayUnits = new Map<number, Set<string>>();
  for (const m of away) awayUnits.set(m.host_cohort_id, (awayUnits.get(m.host_cohort_id) ?? new Set()).add(m.unit));
  // Only make-ups of this course count (a host since moved to another course does not).
  const hosts: Attended[] = [...read.cohorts.values()]
    .filter(({ cohort }) => cohort.course_id === home.cohort.course_id)
    .map(({ cohort, summary }) => ({
      cohort,
      events: summary.events.filter((e) => awayUnits.get(cohort.id)?.has(e.unit_id)),
      staff: summary.staff,
      marks: marksOf(read.sheets.filter((sheet) => sheet.cohort_id === cohort.id)),
    }));

  // Summaries written before issue 32 lack the usernames: those profiles are read (a fourth round trip, once per such cohort's save).
  const unnamed = [homeRead, ...hosts].flatMap((a) => a.staff.filter((s) => s.staff_type === 'facilitator' && s.username === undefined));
  const names = unnamed.length ? await getUsers(unnamed.map((s) => s.user_id)) : new Map<number, UserRecord>();
  const usernameOf = (s: SummaryStaff) => s.username ?? names.get(s.user_id)?.username ?? '';

  const toEvent = (attended: Attended, e: ScheduledDay, isMakeup: boolean): ScheduleEvent => {
    const record = attended.marks.get(e.id);
    const present = record && (record.attendance === '1' || record.independent);
    return {
      id: e.id,
      start_date: e.start_date,
      start_time: e.start_time,
      end_time: e.end_time,
      utc: e.start_date ? nyUtcOffset(e.start_date) : nyUtcOffset(nyDate()),
      unit_id: e.unit_id,
      event_id: e.id,
      day: e.day,
      type_event: { slug: e.type_event },
      is_makeup: isMakeup,
      cohort: { name: attended.cohort.name },
      cohort_id: attended.cohort.id,
      facilitators: facilitatorsOf(attended, e)
        .map((s) => ({ username: usernameOf(s) }))
        .filter((f) => f.username),
      attendance: record ? { attendance: present ? '1' : '0', date: record.recorded_at } : null,
    };
  };

  // A day the cohort form removed (kept for its recorded attendance) is not on the schedule.
  const homeEvents = inTeachingOrder(scheduledDays(homeRead.events)).map((e) => toEvent(homeRead, e, false));
  const makeupEvents = hosts.flatMap((host) => inTeachingOrder(scheduledDays(host.events)).map((e) => toEvent(host, e, true)));

  // A home day counts as attended when recorded present (or Independent Study), or made up elsewhere.
  const today = nyDate();
  const madeUp = new Set(makeupEvents.filter((e) => e.attendance?.attendance === '1').map(dayKey));
  const attended = (e: ScheduleEvent) => e.attendance?.attendance === '1' || madeUp.has(dayKey(e));
  const pastDays = homeEvents.filter((e) => e.unit_id !== 'orientation' && e.start_date !== null && e.start_date < today);
  const attendedDays = pastDays.filter(attended).length;
  const units = new Map<string, ScheduleEvent[]>();
  for (const e of homeEvents.filter((ev) => ev.unit_id !== 'orientation')) units.set(e.unit_id, [...(units.get(e.unit_id) ?? []), e]);
  const completedUnits = [...units.values()].filter((days) =>
    days.every((d) => d.start_date !== null && d.start_date < today && attended(d)),
  ).length;

  const state = states.find((s) => s.id === home.cohort.state_id);
  const answer: ParticipantSchedule = {
    show_user_schedule: enrolled || hosts.length > 0,
    events: [...homeEvents, ...makeupEvents],
    user: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      district: districts.find((d) => d.id === user.district_id)?.name ?? null,
      state: states.find((s) => s.id === user.state_id)?.name ?? null,
    },
    enrrolled_cohort: {
      name: home.cohort.name,
      city: home.cohort.city,
      state: { code: state?.code ?? '' },
      course: { name: course.name },
      delivery_model: { is_virtual: models.find((m) => m.id === home.cohort.delivery_model_id)?.is_virtual ?? false },
    },
    avg_attendance: {
      total_attendance: attendedDays,
      percentaje_attendance: pastDays.length ? Math.round((100 * attendedDays) / pastDays.length) : 0,
    },
    completed_units: completedUnits,
  };
  return answer;
};
