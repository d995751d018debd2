/**
 * GET /api/filter-cohort?type_filter: the choices of the dashboard's (or the calendar's) filter
 * modal, drawn from the cohorts the caller may see, with what the caller saved last. `cohorts` holds
 * only the cohorts of the saved filters, not every cohort (not from the spec, docs/architecture.md).
 */
import { QUALITY_NONE, type FilterOptions, type Option } from '../../shared/dashboard/types.ts';
import { hasAnyRole } from '../../shared/auth/roles.ts';
import { unitLabel, unitRank } from '../../shared/units.ts';
import { nyDate } from '../../shared/time.ts';
import type { RouteImplementation } from '../core/http.ts';
import { fullName, type SummaryStaff } from '../data/cohorts/cohort-summary.ts';
import { canSee, loadViewer } from '../domain/cohort-visibility.ts';
import { hiddenFilters } from './session-filters.ts';

const byLabel = <T>(a: Option<T>, b: Option<T>) => a.label.localeCompare(b.label);

/** State coordinators start with coaching cohorts included (spec 01 §6). */
export const defaultIncludeCoaching = (roles: readonly string[]) => hasAnyRole(roles, ['state_coordinator']);

export const filterOptions: RouteImplementation<'GET /api/filter-cohort'> = async ({ auth, query }) => {
  const type = query.type_filter;
  // Choices from every cohort, archived ones included: their facets are enough.
  const { directory, visibility, saved } = await loadViewer(auth, [type, 'visualFilters', 'dashboard_include_coaching'], nyDate(), {
    facets: true,
  });
  const { courses, deliveryModels, states, meetingTypes } = directory.reference;
  const hidden = hiddenFilters(auth.roles);

  const seen = {
    courses: new Set<number>(),
    models: new Set<number>(),
    states: new Set<number>(),
    meetings: new Set<string>(),
    units: new Set<string>(),
    years: new Set<number>(),
  };
  const people = {
    facilitator: new Map<number, string>(),
    cofacilitator: new Map<number, string>(),
    webinar: new Map<number, string>(),
    quality: new Map<number, string>(),
    alp_coach: new Map<number, string>(),
  };
  const savedFilters = saved[type] as FilterOptions['filters']['filters'] | undefined;
  // Only the saved choices' names (issue 32: every cohort was 240 KB at 5,000 cohorts); the modal's
  // picker finds the others by GET /api/searchCohort/{text}.
  const chosenCohorts = new Set(savedFilters?.cohorts ?? []);
  const cohorts: Option[] = [];
  for (const cohort of directory.facets()) {
    if (!canSee(visibility, cohort)) continue;
    if (chosenCohorts.has(cohort.id)) cohorts.push({ value: cohort.id, label: cohort.name });
    seen.courses.add(cohort.course_id);
    seen.models.add(cohort.delivery_model_id);
    seen.states.add(cohort.state_id);
    for (const unit of cohort.units) seen.units.add(unit);
    for (const meeting of cohort.meeting_types) seen.meetings.add(meeting);
    for (const year of cohort.years) seen.years.add(year);
    for (const s of cohort.staff) people[s.staff_type as SummaryStaff['staff_type']].set(s.user_id, fullName(s));
  }
  const options = (map: Map<number, string>): Option[] => [...map].map(([value, label]) => ({ value, label })).sort(byLabel);
  const facilitatorsCofac = new Map([...people.facilitator, ...people.cofacilitator]);

  const answer: FilterOptions = {
    courses: [...seen.courses].map((id) => ({ value: id, label: courses.get(id)?.name ?? String(id) })).sort(byLabel),
    states: [...seen.states].map((id) => ({ value: id, label: states.get(id)?.name ?? String(id) })).sort(byLabel),
    facilitators: hidden.has('facilitators') ? [] : options(people.facilitator),
    co_facilitators: hidden.has('co_facilitators') ? [] : options(people.cofacilitator),
    units: [...seen.units].sort((a, b) => unitRank(a) - unitRank(b) || a.localeCompare(b)).map((u) => ({ value: u, label: unitLabel(u) })),
    cohorts: cohorts.sort(byLabel),
    delivery_models: [...seen.models].map((id) => ({ value: id, label: deliveryModels.get(id)?.name ?? String(id) })).sort(byLabel),
    participant: [
      { value: 'with', label: 'With participants' },
      { value: 'without', label: 'Without participants' },
    ],
    producer: hidden.has('webinar_producer') ? [] : options(people.webinar),
    qualities: hidden.has('qualities') ? [] : [{ value: QUALITY_NONE, label: 'n/a' }, ...options(people.quality)],
    alp: hidden.has('coaches_alp') ? [] : options(people.alp_coach),
    schedule: [
      { value: 'scheduled', label: 'Scheduled' },
      { value: 'not_scheduled', label: 'Not Yet Scheduled' },
    ],
    facilitators_cofac: hidden.has('facilitators_cofac') ? [] : options(facilitatorsCofac),
    years: [...seen.years].sort((a, b) => b - a),
    meeting_types: [...seen.meetings].map((slug) => ({ value: slug, label: meetingTypes.get(slug)?.name ?? slug })).sort(byLabel),
    hidden: [...hidden],
    filters: {
      filters: savedFilters ?? null,
      visualFilters: (saved.visualFilters as FilterOptions['filters']['visualFilters'] | undefined) ?? null,
      include_coaching: (saved.dashboard_include_coaching as boolean | undefined) ?? defaultIncludeCoaching(auth.roles),
    },
  };
  return answer;
};
