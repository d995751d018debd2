/**
 * A directory session as the dashboard shows it (spec 01 §3 "Dashboard session row"): names,
 * staff of the unit, participants coloured by last sign-in, the Next/today mark, the missing
 * evaluation-link warning, and the cohort's days whose attendance is not recorded.
 */
import type { DashboardCohort, DashboardParticipant, DashboardSession, LoginActivity, Person } from '../../shared/dashboard/types.ts';
import { EVALUATION_WARNING_DAYS, LOGIN_RECENT_DAYS } from '../../shared/constants.ts';
import { addDays, daysBetween, nyDate, nyUtcOffset } from '../../shared/time.ts';
import {
  sessionStaff,
  sessionsOf,
  type CohortDirectory,
  type CohortSession,
  type DirectoryCohort,
} from '../data/cohorts/cohort-directory.ts';
import { fullName, type SummaryPerson } from '../data/cohorts/cohort-summary.ts';

const person = (p: SummaryPerson): Person => ({ id: p.user_id, name: fullName(p), email: p.email });

export function loginActivity(lastLogin: string | null, today: string): LoginActivity {
  if (!lastLogin) return 'never';
  return daysBetween(nyDate(new Date(lastLogin)), today) > LOGIN_RECENT_DAYS ? 'over_15_days' : 'under_15_days';
}

/**
 * Coaching-type: a course delivered through a coaching delivery model (coaching, or the EDP
 * professional-support models). Their units need an end-of-unit evaluation link (spec 01 §8).
 */
function isCoachingType(cohort: DirectoryCohort, directory: CohortDirectory): boolean {
  const model = directory.reference.deliveryModels.get(cohort.delivery_model_id);
  return Boolean(model && (model.slug === 'coaching' || model.is_edp_pss));
}

/** The cohort's next session: the first starting today or later. */
function nextSessionOf(cohort: DirectoryCohort, today: string): string | undefined {
  const upcoming = sessionsOf(cohort)
    .filter((s) => s.start_date !== null && s.start_date >= today)
    .sort((a, b) => a.start_date!.localeCompare(b.start_date!));
  return upcoming[0]?.unit_id;
}

function dashboardCohort(cohort: DirectoryCohort, directory: CohortDirectory, today: string): DashboardCohort {
  const { courses, deliveryModels, states } = directory.reference;
  const course = courses.get(cohort.course_id);
  const model = deliveryModels.get(cohort.delivery_model_id);
  const state = states.get(cohort.state_id);
  const participants: DashboardParticipant[] = cohort.summary.members.map((m) => {
    const activity = loginActivity(directory.lastLogin(m.user_id, m.last_login), today);
    return { id: m.user_id, name: fullName(m), email: m.email, activity };
  });
  return {
    id: cohort.id,
    postId: cohort.post_id,
    name: cohort.name,
    city: cohort.city,
    state: { id: cohort.state_id, code: state?.code ?? '', name: state?.name ?? '' },
    course: { id: cohort.course_id, name: course?.name ?? '', key: course?.key ?? 0, is_edp: course?.is_edp ?? false },
    delivery_model: {
      id: cohort.delivery_model_id,
      name: model?.name ?? '',
      color: model?.color ?? '#757575',
      text_color: model?.text_color ?? '#ffffff',
      is_edp_pss: model?.is_edp_pss ?? false,
      is_virtual: model?.is_virtual ?? false,
    },
    contract: cohort.contract,
    material_status: cohort.material_status,
    participant_count: cohort.summary.members.length,
    participants,
    qualities: cohort.summary.staff.filter((s) => s.staff_type === 'quality').map(person),
    alp_coachs: cohort.summary.staff.filter((s) => s.staff_type === 'alp_coach').map(person),
  };
}

export function dashboardSession(session: CohortSession, directory: CohortDirectory, today = nyDate()): DashboardSession {
  const { cohort } = session;
  const next = nextSessionOf(cohort, today) === session.unit_id;
  const startsSoon =
    session.start_date !== null && session.start_date >= today && session.start_date <= addDays(today, EVALUATION_WARNING_DAYS);
  return {
    id: `${cohort.id}-${session.unit_id}`,
    cohort: dashboardCohort(cohort, directory, today),
    type_event: { slug: session.type_event },
    event_id: session.event_id,
    unit_id: session.unit_id,
    day: session.events[0].day,
    total_events_for_unit: session.events.length,
    start_date: session.start_date,
    end_date: session.end_date,
    is_tbd: session.events.some((e) => e.start_date === null),
    time: {
      start_time: session.start_time,
      end_time: session.end_time,
      utc: session.start_date ? nyUtcOffset(session.start_date) : nyUtcOffset(today),
    },
    meeting: { slug: session.meeting_type },
    facilitators: sessionStaff(session, 'facilitator').map(person),
    co_facilitators: sessionStaff(session, 'cofacilitator').map(person),
    producer: sessionStaff(session, 'webinar').map(person)[0] ?? null,
    makeups: cohort.summary.makeups.filter((m) => m.unit === session.unit_id).map(person),
    warning_url: startsSoon && session.unit_id !== 'orientation' && !session.has_evaluation && isCoachingType(cohort, directory),
    mark_next: next ? (session.start_date === today ? 'today' : 'next') : null,
    year: session.start_date ? Number(session.start_date.slice(0, 4)) : null,
  };
}
