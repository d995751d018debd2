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
import { cohortsOfUser, loadCohort, type CohortAggregate, type EventRecord } from '../data/cohorts/cohorts.ts';
import { districtsOfState, listReference } from '../data/reference/reference.ts';
import { getUser, getUsers } from '../data/users/users.ts';
import { facilitatorsOf, inTeachingOrder, scheduledDays } from '../data/cohorts/cohort-view.ts';
import { mayReadParticipantIn } from '../domain/participant-access.ts';

const dayKey = (e: Pick<EventRecord, 'unit_id' | 'day'>) => `${e.unit_id}#${e.day}`;

export const participantSchedule: RouteImplementation<'GET /api/user_schedule/{course}/{userId}/{cohortId}'> = async ({ params, auth }) => {
  const userId = Number(params.userId);
  if (userId !== auth.userId && !allows('find_participant', auth.roles) && !allows('dashboard', auth.roles)) {
    throw httpError(403, MESSAGES.forbidden);
  }
  const [home, user, links, courses] = await Promise.all([
    loadCohort(Number(params.cohortId)),
    getUser(userId),
    cohortsOfUser(userId),
    listReference('COURSE'),
  ]);
  if (!home) throw httpError(404, MESSAGES.notFound);
  // Refused before anything else is told (the user's existence, the cohort's course).
  if (!mayReadParticipantIn(auth, home, userId)) throw httpError(403, MESSAGES.forbidden);
  const course = courses.find((c) => c.id === home.cohort.course_id);
  if (!user || course?.cms_key !== params.course) throw httpError(404, MESSAGES.notFound);
  const enrolled = home.members.some((m) => m.user_id === userId);

  // Make-ups of this course taken in other cohorts.
  const makeupLinks = links.filter((l) => l.role === 'makeup' && l.cohort_id !== home.cohort.id);
  const hosts = (await Promise.all(makeupLinks.map((l) => loadCohort(l.cohort_id)))).filter(
    (a): a is CohortAggregate => a !== undefined && a.cohort.course_id === home.cohort.course_id,
  );
  const [states, models, districts] = await Promise.all([
    listReference('STATE'),
    listReference('DELIVERY_MODEL'),
    user.state_id ? districtsOfState(user.state_id) : Promise.resolve([]),
  ]);
  const staffIds = [home, ...hosts].flatMap((a) => a.staff.filter((s) => s.staff_type === 'facilitator').map((s) => s.user_id));
  const people = await getUsers(staffIds);

  const toEvent = (aggregate: CohortAggregate, e: EventRecord, isMakeup: boolean): ScheduleEvent => {
    const record = aggregate.attendance.find((a) => a.event_id === e.id && a.user_id === userId);
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
      cohort: { name: aggregate.cohort.name },
      cohort_id: aggregate.cohort.id,
      facilitators: facilitatorsOf(aggregate, e)
        .map((s) => ({ username: people.get(s.user_id)?.username ?? '' }))
        .filter((f) => f.username),
      attendance: record ? { attendance: present ? '1' : '0', date: record.recorded_at } : null,
    };
  };

  // A day the cohort form removed (kept for its recorded attendance) is not on the schedule.
  const homeEvents = inTeachingOrder(scheduledDays(home.events)).map((e) => toEvent(home, e, false));
  const makeupUnits = new Set(makeupLinks.map((l) => l.unit));
  const makeupEvents = hosts.flatMap((host) =>
    inTeachingOrder(scheduledDays(host.events))
      .filter((e) => makeupUnits.has(e.unit_id))
      .map((e) => toEvent(host, e, true)),
  );

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
