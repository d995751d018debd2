/**
 * Shapes of the Cohort Builder list's calls (spec 03 §2.2-2.3, §4, §7): the paged list and its
 * search, the filter of the Filter Cohort Builder List modal, the filter choices, the course
 * options, a course's units and the form's configuration.
 */
import type { PageOf } from '../api/common.ts';
import type { UnitEventType } from './form.types.ts';

/** Sortable columns of the list (spec 03 §2.2; default created_at descending). */
export const COHORT_SORT_COLUMNS = [
  'id',
  'name',
  'course',
  'delivery_model',
  'start',
  'next',
  'participants',
  'created_at',
  'updated_at',
] as const;
export type CohortSortColumn = (typeof COHORT_SORT_COLUMNS)[number];
export const COHORT_SORT_ORDERS = ['asc', 'desc'] as const;
export type CohortSortOrder = (typeof COHORT_SORT_ORDERS)[number];

export const HAS_SUITE_VALUES = ['yes', 'no', 'some'] as const;
export type HasSuiteValue = (typeof HAS_SUITE_VALUES)[number];
export const YES_NO = ['yes', 'no'] as const;

/**
 * The Filter Cohort Builder List modal (spec 03 §2.3). Every field optional; an empty one does not
 * filter. Texts match anywhere, case-insensitive; lists match any of their values; date ranges are
 * New York days, inclusive.
 */
export interface CohortListFilter {
  id?: number | null;
  name?: string;
  city?: string;
  states?: number[];
  courses?: number[];
  delivery_models?: number[];
  contract?: string;
  /** 'Client has GSuite?'. */
  has_suite?: HasSuiteValue | null;
  /** 'Internal?'. */
  internal?: (typeof YES_NO)[number] | null;
  /** The material status, matched anywhere. */
  materials?: string;
  /** Meeting type slugs: a cohort with a unit of any of them. */
  meeting_types?: string[];
  /** A participant: a user id, or text matched in a member's name or e-mail. */
  participant?: number | string | null;
  /** Shown by the web beside a chosen participant id; the server ignores it. */
  participant_label?: string | null;
  /** Number of participants, 0 to 100. */
  participants_from?: number | null;
  participants_to?: number | null;
  /** A cohort with a day starting in this range. */
  events_start_from?: string | null;
  events_start_to?: string | null;
  /** The cohort's next day (from today) starts in this range. */
  next_event_from?: string | null;
  next_event_to?: string | null;
  created_by?: number[];
  created_from?: string | null;
  created_to?: string | null;
  updated_by?: number[];
  updated_from?: string | null;
  updated_to?: string | null;
}

/** The Next column (spec 03 §4). */
export type CohortNext =
  | {
      status: 'next';
      /** 'orientation', '1', '3A'… */
      unit_id: string;
      /** The day of the unit (1, 2…) and how many days it has. */
      day: number;
      days: number;
      /** New York date and wall times. */
      date: string;
      end_date: string | null;
      start_time: string | null;
      end_time: string | null;
    }
  | { status: 'ended'; date: string }
  | { status: 'force_ended' }
  | { status: 'tbd' };

/** Who and when of the Created and Modified columns: the author's last name (null when unknown) and the instant. */
export interface CohortAuthorship {
  at: string;
  by: string | null;
}

/** One row of the Cohort Builder list. */
export interface CohortListRow {
  id: number;
  post_id: number;
  name: string;
  course: string | null;
  course_id: number;
  delivery_model: string | null;
  state: string;
  city: string;
  /** The cohort's first dated day (New York date, wall time); null shows TBD. */
  start: { date: string; time: string | null } | null;
  next: CohortNext;
  participants: number;
  /** Spec 03 §3's divide_units (false on cohorts saved before it was recorded). */
  divide_units: boolean;
  created: CohortAuthorship;
  modified: CohortAuthorship;
  /** The Title link: the cohort's dashboard (roster) route; null when the cohort has no days yet. */
  dashboard: { event_id: number; unit_id: string; post_id: number } | null;
}

export type CohortListPage = PageOf<CohortListRow>;

/** GET /api/cohort-builder/cohorts and GET /api/cohort/search/{text}: `totalCohorts` counts every cohort. */
export interface CohortListResponse {
  cohorts: CohortListPage;
  totalCohorts: number;
}

export interface IdName {
  id: number;
  name: string;
}

/** GET /api/get_cohort_builder_filters: the modal's choices. */
export interface CohortBuilderFilters {
  courses: Array<IdName & { key: number }>;
  states: Array<IdName & { code: string }>;
  deliveryModels: Array<IdName & { slug: string }>;
  meetingTypes: Array<{ slug: string; name: string }>;
  /** Not in the spec's answer: the people who created or last modified a cohort, by name (the Created by / Modified by choices). */
  createdBy: IdName[];
  updatedBy: IdName[];
}

/** One course of the form's course select (GET /api/courses/get/cohort-builder). */
export interface CohortCourseOption {
  value: number;
  label: string;
  key: number;
  cms_key: string;
  abbreviation: string;
  is_nisl: boolean;
  is_edp: boolean;
  section_units: number;
  /** Course 497: one start and end date instead of the unit schedule (spec 03 §2.4). */
  single_event: boolean;
}

export interface CohortCourseOptions {
  courses: CohortCourseOption[];
}

/** GET /api/course_sections/{course}: the units of a course, in order ('1'…'n'). */
export interface CourseSections {
  course: { id: number; key: number; name: string };
  /** How many units the course has (spec 03 §3 course.section_units). */
  section_units: number;
  units: string[];
}

/** GET /api/cohort-builder/config: what the form and the filter need besides reference data. */
export interface CohortBuilderConfig {
  fields: {
    has_suite: Array<{ value: HasSuiteValue; label: string }>;
    internal: Array<{ value: (typeof YES_NO)[number]; label: string }>;
    /** The schedule's event types; 2_day is shown as Contiguous. */
    event_types: Array<{ value: UnitEventType; label: string }>;
    /** The assignment lists, in the form's order. */
    staff_types: Array<{ value: 'facilitator' | 'cofacilitator' | 'webinar' | 'alp_coach' | 'quality'; label: string }>;
    /** Material statuses cohorts carry now, for a pick list. */
    material_statuses: string[];
  };
  config: {
    /** Delivery models (slugs, spec 03 §2.4) that show Quality Support and hide the webinar producer. */
    quality_support_delivery_models: string[];
    /** The ids of those among the delivery models that exist. */
    quality_support_delivery_model_ids: number[];
    /** NISL-type courses: their facilitators must be national or NISL certified. */
    nisl_course_ids: number[];
    /** Course key 497 and its ids: a single start and end date. */
    single_event_course_key: number;
    single_event_course_ids: number[];
    /** The placeholder user for 'all remaining units' (spec 03 §3). */
    all_remaining_units_user_id: number;
    people_search_debounce_ms: number;
    lock_keep_alive_ms: number;
    /** The page-lock name of a cohort's edit page is this plus its post id. */
    lock_page_prefix: string;
    /** The work-hours warning window, Eastern wall times. */
    work_hours: { from: string; to: string };
    time_zone: string;
    sub_unit_letters: string;
    page_size: number;
    participant_count_range: { min: number; max: number };
  };
}
