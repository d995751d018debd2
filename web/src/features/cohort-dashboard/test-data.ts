/** Sample answers of the dashboard calls, for the tests of this feature. */
import type { DashboardResponse, DashboardSession, FilterOptions } from '@shared/dashboard/types';

export function dashboardSession(overrides: Partial<DashboardSession> = {}): DashboardSession {
  return {
    id: '11-3',
    cohort: {
      id: 11,
      postId: 5011,
      name: 'NY Albany EDP 2025 #1',
      city: 'Albany',
      state: { id: 36, code: 'NY', name: 'New York' },
      course: { id: 39, name: 'Executive Development Program', key: 39, is_edp: true },
      delivery_model: { id: 2, name: 'Virtual', color: '#1f4e79', text_color: '#ffffff', is_edp_pss: false, is_virtual: true },
      contract: null,
      material_status: null,
      participant_count: 2,
      participants: [
        { id: 77, name: 'Pat Participant', email: 'pat@example.org', activity: 'never' },
        { id: 78, name: 'Robin Reader', email: 'robin@example.org', activity: 'under_15_days' },
      ],
      qualities: [{ id: 91, name: 'Quinn Quality', email: 'quinn@example.org' }],
      alp_coachs: [{ id: 92, name: 'Casey Coach', email: 'casey@example.org' }],
    },
    type_event: { slug: 'days' },
    event_id: 301,
    unit_id: '3',
    day: 1,
    total_events_for_unit: 2,
    start_date: '2026-03-10',
    end_date: '2026-03-11',
    is_tbd: false,
    time: { start_time: '08:30', end_time: '15:30', utc: '-05:00' },
    meeting: { slug: 'zoom' },
    facilitators: [{ id: 81, name: 'Fran Facilitator', email: 'fran@example.org' }],
    co_facilitators: [],
    producer: { id: 85, name: 'Pia Producer', email: 'pia@example.org' },
    makeups: [],
    warning_url: false,
    mark_next: null,
    year: 2026,
    ...overrides,
  };
}

export function dashboardPage(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  const events = overrides.events ?? [dashboardSession()];
  return {
    events,
    total: events.length,
    skip: 0,
    from: 'today',
    last_load: true,
    last_units: ['3'],
    visualFilters: { filter: { viewCities: false, columnView: 'participant_activity' } },
    missingAttendance: {},
    nisl_ids: [11],
    cohort_user_ids: [77, 78],
    cohort_participants: { '11': [77, 78] },
    ...overrides,
  };
}

/** `count` sessions with distinct ids, starting at `first`. */
export function sessions(count: number, first = 1): DashboardSession[] {
  return Array.from({ length: count }, (_, index) => dashboardSession({ id: `s-${first + index}` }));
}

export function filterOptions(overrides: Partial<FilterOptions> = {}): FilterOptions {
  return {
    courses: [{ value: 39, label: 'Executive Development Program' }],
    states: [{ value: 36, label: 'New York' }],
    facilitators: [{ value: 81, label: 'Fran Facilitator' }],
    co_facilitators: [{ value: 82, label: 'Cody Cofac' }],
    units: [
      { value: 'orientation', label: 'Orientation' },
      { value: '3', label: 'Unit 3' },
    ],
    cohorts: [{ value: 11, label: 'NY Albany EDP 2025 #1' }],
    delivery_models: [{ value: 2, label: 'Virtual' }],
    participant: [
      { value: 'with', label: 'With participants' },
      { value: 'without', label: 'Without participants' },
    ],
    producer: [{ value: 85, label: 'Pia Producer' }],
    qualities: [
      { value: 'n/a', label: 'n/a' },
      { value: 91, label: 'Quinn Quality' },
    ],
    alp: [{ value: 92, label: 'Casey Coach' }],
    schedule: [
      { value: 'scheduled', label: 'Scheduled' },
      { value: 'not_scheduled', label: 'Not Yet Scheduled' },
    ],
    facilitators_cofac: [{ value: 81, label: 'Fran Facilitator' }],
    years: [2025, 2026],
    meeting_types: [{ value: 'zoom', label: 'Zoom' }],
    hidden: [],
    filters: { filters: null, visualFilters: null, include_coaching: false },
    ...overrides,
  };
}
