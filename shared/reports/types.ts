/** Shapes of the manager reports (spec 03 §2.12, §3 "Facilitator utilization row", §7 Reports). */
import type { UtilizationMonth, UtilizationSchedule } from './texts.ts';

/** GET /api/date-export-reports?filename=: when the file now served was written. */
export interface ReportDateAnswer {
  filename: string;
  /** New York date and time of the run that wrote it, 'YYYY-MM-DD HH:mm'; null: not written yet. */
  date: string | null;
  rows: number | null;
}

/** The per-cohort Attendance Audit table's heading (spec 03 §2.12). */
export interface AbsentReportCohortInfo {
  cohort_id: number;
  state_name: string;
  cohort_name: string;
  delivery_model: string;
  course: string;
  city: string;
  total_participants: number;
}

/** One participant of the per-cohort Attendance Audit table. */
export interface AbsentReportRow {
  user_id: number;
  last_name: string;
  first_name: string;
  /** Days marked absent (not made up). */
  absents: number;
  /** Days scheduled so far (up to today, New York). */
  scheduled: number;
  /** Days scheduled after today. */
  remaining: number;
  /** Days held so far with no mark for this participant. */
  missing_attendance: number;
}

/** GET /api/get-absent-report-by-cohort?cohort=: one cohort's table, or the cohorts the text could mean. */
/** A past day of the cohort whose attendance was never saved (spec 03 §3 `missingAttendanceData`). */
export interface MissingAttendanceDay {
  unit_id: string;
  day: number;
  /** YYYY-MM-DD, New York. */
  date: string;
  /** The unit's facilitators, by name: whom to ask. */
  facilitators: string[];
}

export interface AbsentReportByCohortAnswer {
  /** Null when the text names no cohort exactly and several contain it: see `candidates`. */
  cohort: AbsentReportCohortInfo | null;
  participants: AbsentReportRow[];
  /** The cohort's past days with no attendance saved, oldest first; empty without a cohort. */
  missingAttendanceData: MissingAttendanceDay[];
  /** Says how many days are missing (null when none), for the dialog's notice. */
  message: string | null;
  /** Up to 20 cohorts whose names contain the text, when none is named exactly; empty otherwise. */
  candidates: Array<{ id: number; name: string }>;
}

/** The Facilitator Utilization filter (spec 03 §3 "Filter fields"); absent or empty: no restriction. */
export interface UtilizationFilters {
  delivery_model?: string[];
  states?: number[];
  units?: number[];
  schedule_facilitator_cofacilitator?: UtilizationSchedule;
  facilitator?: number[];
  co_facilitator?: number[];
  cohorts?: number[];
  retain_filter?: boolean;
  /** Not in the spec: the program year, July `year` to June `year + 1`; default the one today falls in. */
  year?: number;
}

type MonthFigures = { [M in UtilizationMonth]: number } & { [M in UtilizationMonth as `${M}_session`]: number } & {
  [M in UtilizationMonth as `${M}_hours`]: number;
};

/** One facilitator's row (spec 03 §3): per month units, sessions and hours, and the year's totals. */
export type UtilizationRow = MonthFigures & {
  user_id: number;
  first: string;
  last: string;
  total_units: number;
  total_sessions: number;
  total_hours: number;
};

/** GET /api/get_facilitator_utilization?filters=: staff and contractor tables. */
export interface UtilizationAnswer {
  facilitators_staff: UtilizationRow[];
  facilitators_contractor: UtilizationRow[];
  /** The program year shown: July `year` to June `year + 1`. */
  year: number;
  /** Not in the spec, with `per_page` only: the rows of each table on every page. */
  staff_total?: number;
  contractor_total?: number;
}

export interface NamedOption<K extends string | number = number> {
  id: K;
  name: string;
}

/** GET /api/filter-facilitator-utilization: the Filter's choices and the caller's saved filter. */
export interface UtilizationFilterOptions {
  delivery_models: NamedOption<string>[];
  states: NamedOption[];
  units: number[];
  /** Empty for the facilitator roles, who do not get these three filters (spec 03 §6). */
  schedules: UtilizationSchedule[];
  facilitators: NamedOption[];
  co_facilitators: NamedOption[];
  cohorts: NamedOption[];
  years: number[];
  /** What the caller saved with retain_filter, or null. */
  saved: UtilizationFilters | null;
}
