/**
 * The cohort form (spec 03 §2.4, §3 "Cohort", "Cohort schedule entry", "Staff types"): what the
 * form edits, what it sends to `POST /api/cohort` and what `GET /api/cohort/{id}` gives it back.
 *
 * Dates are `YYYY-MM-DD` and times `HH:mm`, both in Eastern time (America/New_York) whatever the
 * browser's zone (spec 03 §5). Events keep their ids across edits: attendance is recorded by event
 * id, so each scheduled day carries the id of its stored event (`event_id`) through re-lettering,
 * removal and reordering, and the server matches the days by it.
 */

/** Staff types on a cohort (spec 03 §3). Participants are members, not staff. */
export const STAFF_TYPES = ['facilitator', 'cofacilitator', 'webinar', 'alp_coach', 'quality'] as const;
export type StaffType = (typeof STAFF_TYPES)[number];

/**
 * A unit's event type in the form: 2_day is shown as Contiguous; ext (hours) holds sub-units A-Z;
 * n/a is a unit of the course this cohort does not deliver (spec 03 §3 "n/a also appears"): no
 * days, and out of completion, audits and certificates.
 */
export const UNIT_EVENT_TYPES = ['2_day', 'split', 'ext', 'n/a'] as const;
export type UnitEventType = (typeof UNIT_EVENT_TYPES)[number];

export const HAS_SUITE_CHOICES = ['yes', 'no', 'some'] as const;
export type HasSuite = (typeof HAS_SUITE_CHOICES)[number];

/** One day of the schedule: its date and time range (Eastern). Null while TBD. */
export interface ScheduleSlot {
  date: string | null;
  start_time: string | null;
  end_time: string | null;
  /**
   * The stored day (event) this slot is, whatever its unit letter or place now: its attendance
   * stays with it. `null`: a new day. Absent: a client that does not know the ids; the server
   * then matches the slot by unit and day to a stored day no other slot names.
   */
  event_id?: number | null;
}

/**
 * A sub-unit's event type (spec 03 §3 `event_type_sub_unit`): ext, one day of hours; 2_day, an
 * extension over two contiguous days (its start and end date, one time range). Contiguous on a
 * sub-unit in the form is not a type it keeps: it collapses the unit (spec 03 §4).
 */
export const SUB_UNIT_EVENT_TYPES = ['ext', '2_day'] as const;
export type SubUnitEventType = (typeof SUB_UNIT_EVENT_TYPES)[number];

/** A sub-unit of an ext unit: 'event_ext' is the unit number plus its letter ('3A'). */
export interface SubUnitSchedule {
  event_ext: string;
  event_type: SubUnitEventType;
  /** ext: its one day; 2_day: its two days, in order. Each is its stored event (its attendance stays with it). */
  days: ScheduleSlot[];
  url_unit_evaluation: string | null;
  meeting_type: string | null;
}

/** One unit of the course ('1' … the course's section units). */
export interface UnitSchedule {
  unit: string;
  event_type: UnitEventType;
  /** 2_day: its two consecutive days; split: each of its days; ext and n/a: none (an ext unit's sub-units carry its dates). */
  days: ScheduleSlot[];
  url_unit_evaluation: string | null;
  meeting_type: string | null;
  /** ext only, lettered A, B, … in order. */
  sub_units: SubUnitSchedule[];
}

/** The coaching course (key 497): a single start and end instead of the unit schedule (spec 03 §2.4). */
export interface SingleSchedule {
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
}

/** A staff person and the units they work: 'all', 'orientation', unit numbers, or unit-day ('2-1'). */
export interface StaffAssignment {
  user_id: number;
  staff_type: StaffType;
  units: string[];
}

export interface CohortMeeting {
  webinar_url: string | null;
  platform: string | null;
  meeting_id: string | null;
  password_meeting: string | null;
}

/** Everything the form edits: the body of `POST /api/cohort`. */
export interface CohortFormValues {
  /** Null for a new cohort. */
  id: number | null;
  /**
   * The cohort's version as read for editing (null for a new one): a save over a newer one is
   * refused (409). An edit without one (the spec's documented body has none) is not checked.
   */
  version: number | null;
  name: string;
  course_id: number;
  delivery_model_id: number;
  city: string;
  state_id: number;
  district_id: number | null;
  contract: string | null;
  has_suite: HasSuite;
  is_internal: boolean;
  /**
   * Spec 03 §3's cohort flag `divide_units`: recorded, shown and exported (the list, the Cohort Data
   * set); no rule of the portal reads it (docs/decisions/cohort-builder.md, "divide_units").
   */
  divide_units: boolean;
  collaboration: { communities: boolean; drive: boolean };
  link_folder: string | null;
  material_status: string | null;
  /** When on, saving sends the welcome e-mail to the participants this save adds. */
  welcome_email: boolean;
  /** 'course' plus a number ('course12'). */
  sub_courses: string[];
  force_end: boolean;
  /** Required when force_end is switched on. */
  force_end_reason: string | null;
  meeting: CohortMeeting;
  orientation: ScheduleSlot & { url_unit_evaluation: string | null; meeting_type: string | null };
  /** The units of the course, in order (empty for the coaching course, which uses `single`). */
  units: UnitSchedule[];
  single: SingleSchedule | null;
  /** Participants' user ids. */
  participants: number[];
  staff: StaffAssignment[];
}

/** A person on the form, with what the pickers show. */
export interface CohortFormPerson {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
}

/** One entry of a force-end reason's log (spec 03 §3: reason, author, created_at). */
export interface ForceEndLogEntry {
  reason: string;
  author: string;
  created_at: string;
}

/** `GET /api/cohort/{id}`: the cohort as the form edits it. */
export interface CohortForEdit {
  values: CohortFormValues & { id: number; version: number };
  post_id: number;
  /** Everyone the values name (participants and staff). */
  people: CohortFormPerson[];
  force_end_log: ForceEndLogEntry[];
  /** Days (event ids) whose attendance has been recorded: their removal keeps the attendance (spec: never deleted). */
  recorded_event_ids: number[];
  created_at: string;
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** `POST /api/cohort`'s answer. */
export interface CohortSaved {
  id: number;
  post_id: number;
  version: number;
  /** Participants the welcome e-mail went to (none when the switch is off). */
  welcomed: number;
}

/** `DELETE /api/cohort/{id}`'s answer. */
export interface CohortDeleted {
  id: number;
}
