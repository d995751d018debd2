/**
 * Shapes of the cohort dashboard calls (spec 01 §3 "Dashboard session row", "Dashboard
 * response", §7 "Dashboard and calendar"), shared by the dashboard group and the web.
 *
 * A dashboard row is one *session*: one unit (or the orientation) of one cohort, spanning its
 * days. Dates are New York `YYYY-MM-DD`; `null` means 'TBD' (not yet scheduled).
 */

/** The saved-filter types of POST /api/user/saveFilters ('facilitatorUtilization': the utilization report's Filter, spec 03 §3). */
export const FILTER_TYPES = ['cohort', 'calendar', 'visualFilters', 'dashboard_include_coaching', 'facilitatorUtilization'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

/** Column views of the dashboard, in the order the button cycles them (spec 01 §4). */
export const COLUMN_VIEWS = ['participant_activity', 'assignments_attendance', 'assignments'] as const;
export type ColumnView = (typeof COLUMN_VIEWS)[number];

/** Where the list starts: sessions from today on, or past sessions back to the past year. */
export type DashboardFrom = 'today' | 'past';

/** `schedule` filter: sessions with a date, or the 'Not Yet Scheduled' ones. */
export type ScheduleOption = 'scheduled' | 'not_scheduled';
/** `participants` filter (single choice): cohorts with or without enrolled participants. */
export type ParticipantsOption = 'with' | 'without';
/** The `qualities` filter's option for cohorts with no quality reviewer. */
export const QUALITY_NONE = 'n/a';

/** The dashboard filter modal's fields (spec 01 §2); ids are numbers, units strings. */
export interface DashboardFilters {
  courses: number[];
  /** Delivery models. */
  types: number[];
  meeting_types: string[];
  facilitators: number[];
  /** 'orientation' or unit numbers. */
  units: string[];
  cohorts: number[];
  states: number[];
  /** Lead facilitator or co-facilitator. */
  facilitators_cofac: number[];
  co_facilitators: number[];
  coaches_alp: number[];
  schedule: ScheduleOption[];
  participants: ParticipantsOption | null;
  webinar_producer: number[];
  qualities: Array<number | typeof QUALITY_NONE>;
  /** Contains, case-insensitive. */
  contract: string;
  /** Contains, case-insensitive, on the cohort's material status. */
  materials: string;
  years: number[];
  /** Show past sessions (the 'from' switch, remembered with the filters). */
  check_past: boolean;
  /** Restore these filters on the next visit. */
  retain_filter: boolean;
  /** Contains, case-insensitive. */
  cohort_name: string;
  /** Past sessions go back to 1 January of this year (Clear restores DEFAULT_PAST_YEAR). */
  past_year: number;
}

/** Filter fields that accounts with role id 16 or 36 do not get (spec 01 §2; the set is our choice). */
export const ASSIGNMENT_FILTERS = [
  'facilitators',
  'facilitators_cofac',
  'co_facilitators',
  'coaches_alp',
  'webinar_producer',
  'qualities',
] as const satisfies ReadonlyArray<keyof DashboardFilters>;

export interface VisualFilters {
  viewCities: boolean;
  columnView: ColumnView;
}

export interface Person {
  id: number;
  name: string;
  email: string;
}

/** Login information of a participant, coloured by the web (spec 01 §2). */
export type LoginActivity = 'never' | 'over_15_days' | 'under_15_days';

/**
 * A participant as the activity column shows them: the sign-in instant itself is not sent (issue
 * 32: a timestamp per participant and row was two fifths of a compressed dashboard page), only
 * its band.
 */
export interface DashboardParticipant {
  id: number;
  name: string;
  email: string;
  activity: LoginActivity;
}

export interface DashboardCohort {
  id: number;
  postId: number;
  name: string;
  city: string;
  state: { id: number; code: string; name: string };
  course: { id: number; name: string; key: number; is_edp: boolean };
  delivery_model: { id: number; name: string; color: string; text_color: string; is_edp_pss: boolean; is_virtual: boolean };
  contract: string | null;
  material_status: string | null;
  participant_count: number;
  participants: DashboardParticipant[];
  qualities: Person[];
  alp_coachs: Person[];
}

export interface DashboardSession {
  /** `<cohortId>-<unitId>`: stable across pages. */
  id: string;
  cohort: DashboardCohort;
  /** 'unique' marks an ongoing coaching cohort. */
  type_event: { slug: string };
  /** The unit's first event: the roster route's `{eventId}`. */
  event_id: number;
  unit_id: string;
  day: number;
  total_events_for_unit: number;
  start_date: string | null;
  end_date: string | null;
  is_tbd: boolean;
  time: { start_time: string | null; end_time: string | null; utc: string };
  meeting: { slug: string | null };
  facilitators: Person[];
  co_facilitators: Person[];
  producer: Person | null;
  /** Make-up guests of this unit. */
  makeups: Person[];
  /** The coaching-course warning of spec 01 §8: set when no end-of-unit evaluation link is near. */
  warning_url: boolean;
  mark_next: 'next' | 'today' | null;
  /** Year group for past sessions; 'Not Yet Scheduled' rows have null. */
  year: number | null;
}

/** A past day of a cohort whose attendance has not been recorded. */
export interface MissingAttendance {
  event_id: number;
  unit_id: string;
  day: number;
  date: string;
}

export interface DashboardResponse {
  events: DashboardSession[];
  total: number;
  skip: number;
  from: DashboardFrom;
  last_load: boolean;
  /** Units present in the whole result (for the units filter). */
  last_units: string[];
  visualFilters: { filter: VisualFilters };
  missingAttendance: Record<string, MissingAttendance[]>;
  nisl_ids: number[];
  cohort_user_ids: number[];
  cohort_participants: Record<string, number[]>;
}

export interface Option<T = number> {
  value: T;
  label: string;
}

/** GET /api/filter-cohort?type_filter: the modal's choices (only what the caller may see) and the saved filters. */
export interface FilterOptions {
  courses: Option[];
  states: Option[];
  facilitators: Option[];
  co_facilitators: Option[];
  units: Option<string>[];
  cohorts: Option[];
  delivery_models: Option[];
  participant: Option<ParticipantsOption>[];
  producer: Option[];
  qualities: Option<number | typeof QUALITY_NONE>[];
  alp: Option[];
  schedule: Option<ScheduleOption>[];
  facilitators_cofac: Option[];
  years: number[];
  meeting_types: Option<string>[];
  /** Fields hidden for this account (role ids 16 and 36). */
  hidden: string[];
  filters: {
    filters: Partial<DashboardFilters> | null;
    visualFilters: VisualFilters | null;
    include_coaching: boolean;
  };
}

/** POST /api/get_alp_data: action-learning activity per participant id. */
export interface AlpData {
  participants: Record<string, { alp_replies_count: number; alp_comments_count: number; alp_status: string | null }>;
}

/** GET /api/searchCohort[/{text}]: names of visible cohorts, best matches first. */
export interface CohortSearchResponse {
  cohorts: Array<{ id: number; name: string; city: string; state: string }>;
}

/** POST /api/user/saveFilters: whether the filters were kept for next time. */
export interface SaveFiltersAnswer {
  saved: boolean;
}
