/**
 * The cohort form's people search and facilitator conflict check (spec 03 §7:
 * `POST /api/user/getUsers/cohort-builder`, `POST /api/event/validate-schedule-facilitator`).
 */
import type { RoleSlug } from '../auth/roles.ts';
import type { PeopleList } from './people.texts.ts';
import type { CohortFormPerson } from './form.types.ts';

/** The people search's body: `users` is the typed text (spec 03 §7 names). */
export interface CohortPeopleSearch {
  users: string;
  /** Only accounts holding one of these roles (none: anyone). */
  roles?: RoleSlug[];
  /** People already on the list, left out. */
  exclude_users?: number[];
  list: PeopleList;
}

/** A person the search offers: never a merged or pending account. */
export interface CohortCandidate extends CohortFormPerson {
  status: 'active' | 'inactive';
  roles: RoleSlug[];
  state_id: number | null;
  /** Holds a national (or master) facilitator role. */
  national: boolean;
  /** Holds a NISL certification. */
  nisl_certified: boolean;
}

export interface CohortPeopleAnswer {
  users: CohortCandidate[];
}

/** One scheduled day of the cohort being edited (Eastern date and times). */
export interface ScheduledDay {
  /** 'orientation', the unit ('2') or the sub-unit ('3A'). */
  unit: string;
  /** The day within the unit, from 1. */
  day: number;
  date: string;
  start_time: string | null;
  end_time: string | null;
}

/** The conflict check's body (spec 03 §7 names). */
export interface FacilitatorCheck {
  /** The facilitator (or co-facilitator). */
  id_fac: number;
  /** The scheduled days of the cohort being edited; only those `unit_work` covers are checked. */
  dates_events: ScheduledDay[];
  /** The cohort being edited (null while new): its own events are never a conflict. */
  id_cohort: number | null;
  /** The person's units in this cohort ('all', 'orientation', '2', '2-1', '3A'). */
  unit_work: string[];
  /** The cohort's delivery model id (accepted; the rule does not depend on it). */
  delivery: number | null;
  /** The person's name, for the message. */
  name: string;
}

/** A day of this cohort that meets a day the person works in another cohort. */
export interface DateCoincidence {
  unit: string;
  day: number;
  date: string;
  start_time: string | null;
  end_time: string | null;
  /** The times overlap (or one of the two days has no times: the whole day). */
  same_time: boolean;
  other: {
    cohort_id: number;
    cohort_name: string;
    unit_id: string;
    day: number;
    start_date: string;
    end_date: string | null;
    start_time: string | null;
    end_time: string | null;
  };
}

export interface FacilitatorCheckAnswer {
  /** The person is already scheduled on some of these days. */
  programed: boolean;
  /**
   * The conflicts may be kept (a Yes/No question: same days, other times); false when some
   * overlap in time (an OK message: the conflicting units are cleared). True when there is none.
   */
  onlearn_validate: boolean;
  /** What to show ('' when there is no conflict). */
  message: string;
  date_coincidence: DateCoincidence[];
}
