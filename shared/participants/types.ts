/** Shapes of the find-participant calls (spec 01 §3, §7), shared by the participants group and the web. */

/** Someone the caller may not read (staff, another cohort's participant, for a facilitator): the name only. */
export interface NamedSearchHit {
  key: number;
  name: string;
}

/** Someone the caller may read (docs/decisions/security.md, "Find participant"): the roster's e-mail and the username too. */
export interface ContactSearchHit extends NamedSearchHit {
  username: string;
  email: string;
}

/** GET /api/user/get-user-search/{text}: `{ users: UserSearchHit[] }` (3+ characters; empty list = 'User not found'). */
export type UserSearchHit = NamedSearchHit | ContactSearchHit;

export interface UserSearchAnswer {
  users: UserSearchHit[];
}

/** A cohort row of the participant dialog. */
export interface ParticipantCohortRow {
  cohort_id: number;
  cohort_id_psql: number;
  cohort_name: string;
  cohort_city: string;
  cohort_state: string;
  delivery_model: { is_virtual: boolean };
  course_name: string;
  /** CMS key of the course, e.g. `cohort39`: the `{course}` of /api/user_schedule. */
  course_key: string;
  user_id: number;
  facilitator: string | null;
  /** Next session date (`YYYY-MM-DD`), null when none is scheduled. */
  next_session: string | null;
  time_show: string | null;
  active_unit: string | null;
  show_attendance_report: boolean;
  /** The roster link of spec 01 §2: /dashboard/cohort/{cohortId}/event/{eventId}/unit/{unitId}/cohort/{postId}. */
  roster: { eventId: number; unitId: string; postId: number } | null;
}

/** GET /api/users/get-info-search-menu?user_id: the participant dialog. */
export interface ParticipantInfo {
  info_user: {
    id: number;
    honorific: string | null;
    first_name: string;
    last_name: string;
    email: string;
    phone: string | null;
    job_title: string | null;
    school: string | null;
    district: string | null;
    state: string | null;
    avatar: string | null;
  };
  info_cohorts: ParticipantCohortRow[];
}

/** One event of the attendance schedule dialog. */
export interface ScheduleEvent {
  id: number;
  start_date: string | null;
  start_time: string | null;
  end_time: string | null;
  utc: string;
  unit_id: string;
  event_id: number;
  day: number;
  type_event: { slug: string };
  is_makeup: boolean;
  cohort: { name: string };
  cohort_id: number;
  facilitators: { username: string }[];
  /** '1' present, '0' absent; null when not recorded. */
  attendance: { attendance: '1' | '0'; date: string } | null;
}

/** GET /api/user_schedule/{course}/{userId}/{cohortId}. */
export interface ParticipantSchedule {
  show_user_schedule: boolean;
  events: ScheduleEvent[];
  user: { id: number; first_name: string; last_name: string; district: string | null; state: string | null };
  enrrolled_cohort: {
    name: string;
    city: string;
    state: { code: string };
    course: { name: string };
    delivery_model: { is_virtual: boolean };
  };
  avg_attendance: { total_attendance: number; percentaje_attendance: number };
  completed_units: number;
}
