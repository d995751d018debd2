/**
 * GET /api/calendar_data/{start}/{end}: the sessions overlapping a range as calendar events,
 * the caller's availability (My Schedule) and, for a unit schedule, the facilitators certified
 * to run that unit; with `per_day`, only the events the month grid shows (./per-day.ts). At most
 * three round trips: the directory's change Query, the profile with saved state or the busy days,
 * and the facilitators.
 */
import { AVAILABILITY, type Availability, type BusyDay, type CalendarEvent, type CalendarResponse } from '../../shared/calendar/types.ts';
import { weekday, addDays } from '../../shared/time.ts';
import { unitLabel } from '../../shared/units.ts';
import type { RouteImplementation } from '../core/http.ts';
import { sessionStaff, type CohortDirectory, type CohortSession } from '../data/cohorts/cohort-directory.ts';
import { fullName } from '../data/cohorts/cohort-summary.ts';
import { unitsCoverUnit } from '../../shared/units.ts';
import { canSee, loadViewer } from '../domain/cohort-visibility.ts';
import { busyDays } from '../data/users/preferences.ts';
import { listFacilitators } from '../data/users/users.ts';
import { resolveMode } from './calendar-mode.ts';
import { firstPerDay } from './per-day.ts';

const SATURDAY = 6;

/** A day's availability: what the person stored, else busy on Saturdays in My Schedule, else free. */
export function effectiveAvailability(day: string, stored: ReadonlyMap<string, Availability>): Availability {
  return stored.get(day) ?? (weekday(day) === SATURDAY ? AVAILABILITY.busy : AVAILABILITY.free);
}

function calendarEvent(session: CohortSession, directory: CohortDirectory, isBusy: boolean): CalendarEvent {
  const { cohort } = session;
  const model = directory.reference.deliveryModels.get(cohort.delivery_model_id);
  return {
    event_id: session.unit_id,
    unit_id: session.event_id,
    title: unitLabel(session.unit_id),
    start: session.start_date!,
    end: session.end_date ?? session.start_date!,
    cohort: {
      id: cohort.id,
      name: cohort.name,
      city: cohort.city,
      state: { code: directory.reference.states.get(cohort.state_id)?.code ?? '' },
      postId: cohort.post_id,
      delivery_model: { color: model?.color ?? '#757575', text_color: model?.text_color ?? '#ffffff' },
    },
    facilitators: sessionStaff(session, 'facilitator').map((s) => ({ name: fullName(s) })),
    is_busy: isBusy,
  };
}

function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

export const calendarData: RouteImplementation<'GET /api/calendar_data/{start}/{end}'> = async ({ auth, params, query }) => {
  const { mode, canSwitch } = resolveMode(auth.roles, query.calendar);
  const filters = query.filters;
  const unit = mode === 'complete' ? filters.unit : null;
  const [viewer, stored, facilitators] = await Promise.all([
    loadViewer(auth, [], params.start),
    mode === 'my_schedule' ? busyDays(auth.userId, params.start, params.end) : Promise.resolve([] as BusyDay[]),
    unit ? listFacilitators() : Promise.resolve([]),
  ]);
  const { directory, visibility } = viewer;
  const availability = new Map(stored.map((d) => [d.available_date, d.available]));

  const events: CalendarEvent[] = [];
  for (const session of directory.sessions()) {
    if (session.start_date === null) break; // undated sessions sort last
    if (session.start_date > params.end) break;
    const end = session.end_date ?? session.start_date;
    if (end < params.start) continue;
    if (mode === 'my_schedule') {
      if (!session.cohort.summary.staff.some((s) => s.user_id === auth.userId && unitsCoverUnit(s.units, session.unit_id))) continue;
    } else {
      const { cohort } = session;
      if (!canSee(visibility, cohort)) continue;
      if (filters.courses.length && !filters.courses.includes(cohort.course_id)) continue;
      if (filters.types.length && !filters.types.includes(cohort.delivery_model_id)) continue;
      if (filters.states.length && !filters.states.includes(cohort.state_id)) continue;
      if (filters.facilitators.length && !sessionStaff(session, 'facilitator').some((s) => filters.facilitators.includes(s.user_id)))
        continue;
      if (unit && session.unit_id !== unit) continue;
    }
    const isBusy =
      mode === 'my_schedule' &&
      daysOf(session.start_date, end).some((day) => effectiveAvailability(day, availability) === AVAILABILITY.busy);
    events.push(calendarEvent(session, directory, isBusy));
  }

  const shown = query.per_day === undefined ? null : firstPerDay(events, params, query.per_day);
  const answer: CalendarResponse = {
    events: shown?.events ?? events,
    busy_days: stored,
    certifications: facilitators
      .filter((f) => f.status === 'active' && f.certifications.includes(Number(unit)))
      .map((f) => ({ id: f.id, name: fullName(f) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    mode,
    can_switch: canSwitch,
    ...(shown && { more_by_day: shown.more }),
  };
  return answer;
};
