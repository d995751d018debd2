/**
 * GET /api/dashboard_data: one page of the sessions the caller may see, filtered and in
 * order (spec 01 §2, §9). From today: sessions not yet over, by start date, then the 'Not Yet
 * Scheduled' ones. Past: sessions over before today back to 1 January of the past year, newest
 * first. Served from the cohort directory: at most one Query and one BatchGetItem.
 */
import {
  COLUMN_VIEWS,
  type DashboardResponse,
  type DashboardSession,
  type MissingAttendance,
  type VisualFilters,
} from '../../shared/dashboard/types.ts';
import { DASHBOARD_PAGE_SIZE } from '../../shared/constants.ts';
import { nyDate } from '../../shared/time.ts';
import type { RouteImplementation } from '../core/http.ts';
import type { CohortSession } from '../data/cohorts/cohort-directory.ts';
import { canSee, loadViewer } from '../domain/cohort-visibility.ts';
import { hiddenFilters, sessionFilter } from './session-filters.ts';
import { missingAttendance } from '../domain/missing-attendance.ts';
import { isCoachingCohort } from '../domain/attendance-audit.ts';
import { dashboardSession } from './session-rows.ts';

export const DEFAULT_VISUAL_FILTERS: VisualFilters = { viewCities: false, columnView: COLUMN_VIEWS[0] };

export const dashboardData: RouteImplementation<'GET /api/dashboard_data'> = async ({ auth, query }) => {
  const today = nyDate();
  const { filters, from, page } = query;
  const { directory, visibility, saved } = await loadViewer(
    auth,
    ['visualFilters'],
    from === 'today' ? today : `${filters.past_year}-01-01`,
  );
  const includeCoaching = query.include_coaching === 'true';
  const matches = sessionFilter(filters, hiddenFilters(auth.roles));
  const inRange =
    from === 'today'
      ? (s: CohortSession) => s.start_date === null || (s.end_date ?? s.start_date) >= today
      : (s: CohortSession) => s.start_date !== null && (s.end_date ?? s.start_date) < today && s.start_date >= `${filters.past_year}-01-01`;

  const all = directory.sessions();
  const selected: CohortSession[] = [];
  const units = new Set<string>();
  // The directory keeps sessions by start date; the past view walks it backwards (newest first).
  for (let i = 0; i < all.length; i += 1) {
    const session = all[from === 'today' ? i : all.length - 1 - i];
    if (!inRange(session) || !canSee(visibility, session.cohort)) continue;
    if (!includeCoaching && isCoachingCohort(session, directory.reference)) continue;
    if (!matches(session)) continue;
    selected.push(session);
    units.add(session.unit_id);
  }

  const skip = (page - 1) * DASHBOARD_PAGE_SIZE;
  const events: DashboardSession[] = selected.slice(skip, skip + DASHBOARD_PAGE_SIZE).map((s) => dashboardSession(s, directory, today));
  const cohorts = new Map(events.map((e) => [e.cohort.id, directory.cohorts.get(e.cohort.id)!]));
  const missing: Record<string, MissingAttendance[]> = {};
  const participants: Record<string, number[]> = {};
  for (const [id, cohort] of cohorts) {
    missing[id] = missingAttendance(cohort, directory.reference, today);
    participants[id] = cohort.summary.members.map((m) => m.user_id);
  }
  const answer: DashboardResponse = {
    events,
    total: selected.length,
    skip,
    from,
    last_load: skip + DASHBOARD_PAGE_SIZE >= selected.length,
    last_units: [...units],
    visualFilters: { filter: (saved.visualFilters as VisualFilters | undefined) ?? DEFAULT_VISUAL_FILTERS },
    missingAttendance: missing,
    nisl_ids: [...cohorts.keys()],
    cohort_user_ids: [...new Set(Object.values(participants).flat())],
    cohort_participants: participants,
  };
  return answer;
};
