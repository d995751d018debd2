/**
 * The summary a cohort's META item carries for the lists (dashboard, calendar): its events,
 * staff, members and make-ups, with the names and
 * e-mails the lists show. It lets the cohort directory rebuild a cohort from the META item
 * alone, so that a change costs the list Lambdas no extra read (table.ts, cohort-directory.ts).
 */
import type { CohortAggregate, EventRecord, StaffType } from './cohorts.ts';
import { unitsCoverUnit } from '../../../shared/units.ts';

/** An event as the lists need it: whether it has an evaluation link, not the link. */
export type SummaryEvent = Omit<EventRecord, 'cohort_id' | 'url_unit_evaluation'> & { has_evaluation: boolean };

export interface SummaryPerson {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
}

export const fullName = (p: Pick<SummaryPerson, 'first_name' | 'last_name'>) => `${p.first_name} ${p.last_name}`.trim();

export interface SummaryStaff extends SummaryPerson {
  staff_type: StaffType;
  units: string[];
  /**
   * The attendance schedule names facilitators by username (spec 01 §2): carried here so that it
   * needs no read of their profiles (issue 32). Absent from summaries written before; the schedule
   * then reads the profiles.
   */
  username?: string;
}

export interface SummaryMember extends SummaryPerson {
  /** Last sign-in when the summary was written; newer sign-ins come from the login feed. */
  last_login: string | null;
  alp_status: string | null;
  alp_replies_count: number;
  alp_comments_count: number;
}

export interface SummaryMakeup extends SummaryPerson {
  unit: string;
}

export interface CohortSummary {
  events: SummaryEvent[];
  staff: SummaryStaff[];
  members: SummaryMember[];
  makeups: SummaryMakeup[];
}

/** What the summary needs to know of a person. */
export interface PersonFacts {
  first_name: string;
  last_name: string;
  email: string;
  login_at: string | null;
  /** Kept on staff entries only (SummaryStaff). */
  username?: string;
}

const UNKNOWN: PersonFacts = { first_name: '', last_name: '(unknown account)', email: '', login_at: null, username: '' };

export function cohortSummary(
  aggregate: Pick<CohortAggregate, 'events' | 'staff' | 'members' | 'makeups'>,
  people: ReadonlyMap<number, PersonFacts>,
): CohortSummary {
  const person = (userId: number): SummaryPerson => {
    const facts = people.get(userId) ?? UNKNOWN;
    return { user_id: userId, first_name: facts.first_name, last_name: facts.last_name, email: facts.email };
  };
  return {
    events: aggregate.events.map((e) => ({
      id: e.id,
      unit_id: e.unit_id,
      day: e.day,
      type_event: e.type_event,
      start_date: e.start_date,
      end_date: e.end_date,
      start_time: e.start_time,
      end_time: e.end_time,
      meeting_type: e.meeting_type,
      has_evaluation: Boolean(e.url_unit_evaluation),
      ...(e.sequence ? { sequence: e.sequence } : {}),
    })),
    staff: aggregate.staff.map((s) => {
      const { username } = people.get(s.user_id) ?? UNKNOWN;
      return { ...person(s.user_id), staff_type: s.staff_type, units: s.units, ...(username === undefined ? {} : { username }) };
    }),
    members: aggregate.members.map((m) => ({
      ...person(m.user_id),
      last_login: people.get(m.user_id)?.login_at ?? null,
      alp_status: m.alp_status,
      alp_replies_count: m.alp_replies_count,
      alp_comments_count: m.alp_comments_count,
    })),
    makeups: aggregate.makeups.map((m) => ({ ...person(m.user_id), unit: m.unit })),
  };
}

/**
 * A summary's day as the cohort's event, for rules that read days only (dates, units, order): the
 * summary lists the scheduled days (no removed one) and tells whether a day has an evaluation
 * link, not the link, which is null here.
 */
export function eventOfSummary(cohortId: number, { has_evaluation: _has, ...day }: SummaryEvent): EventRecord {
  return { ...day, cohort_id: cohortId, url_unit_evaluation: null };
}

/** The staff of one type assigned to a unit (any of its days). */
export function staffOfUnit(summary: CohortSummary, type: SummaryStaff['staff_type'], unit: string): SummaryStaff[] {
  return summary.staff.filter((s) => s.staff_type === type && unitsCoverUnit(s.units, unit));
}
