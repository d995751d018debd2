/**
 * The Filter Cohort Builder List modal (spec 03 §2.3) and the Search box as one predicate over
 * the list's cohort facts. Texts match anywhere, case-insensitive; lists match any of their
 * values; empty fields do not filter; date ranges are New York days, inclusive (created and
 * modified are instants, compared as UTC instants of those days).
 */
import type { CohortListFilter } from '../../shared/cohort-builder/list.types.ts';
import { addDays, nyInstant } from '../../shared/time.ts';
import type { CohortFacts } from './cohort-facts.ts';

export type CohortPredicate = (facts: CohortFacts) => boolean;

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** `[from, to)` as ISO instants for New York days `from`..`to` inclusive; either end may be open. */
function instantRange(from?: string | null, to?: string | null): [string, string] | undefined {
  if (!from && !to) return undefined;
  return [from ? nyInstant(from).toISOString() : '', to ? nyInstant(addDays(to, 1)).toISOString() : '\uffff'];
}

/** A New York day range, inclusive, on `YYYY-MM-DD` dates; either end may be open. */
function dayRange(from?: string | null, to?: string | null): [string, string] | undefined {
  if (!from && !to) return undefined;
  return [from ?? '', to ?? '\uffff'];
}

const within = (value: string | null, range: [string, string], endOpen: boolean) =>
  value !== null && value !== '' && value >= range[0] && (endOpen ? value < range[1] : value <= range[1]);

export function cohortFilter(filter: CohortListFilter): CohortPredicate {
  const tests: CohortPredicate[] = [];
  const text = (value: string | undefined, field: (f: CohortFacts) => string | null) => {
    const wanted = lower(value);
    if (wanted) tests.push((f) => lower(field(f)).includes(wanted));
  };
  const list = <T>(values: readonly T[] | undefined, test: (values: readonly T[], f: CohortFacts) => boolean) => {
    if (values?.length) tests.push((f) => test(values, f));
  };

  if (filter.id) tests.push((f) => f.cohort.id === filter.id);
  text(filter.name, (f) => f.cohort.name);
  text(filter.city, (f) => f.cohort.city);
  list(filter.states, (wanted, f) => wanted.includes(f.cohort.state_id));
  list(filter.courses, (wanted, f) => wanted.includes(f.cohort.course_id));
  list(filter.delivery_models, (wanted, f) => wanted.includes(f.cohort.delivery_model_id));
  text(filter.contract, (f) => f.cohort.contract);
  if (filter.has_suite) tests.push((f) => f.cohort.has_suite === filter.has_suite);
  if (filter.internal) {
    const internal = filter.internal === 'yes';
    tests.push((f) => f.cohort.is_internal === internal);
  }
  text(filter.materials, (f) => f.cohort.material_status);
  list(filter.meeting_types, (wanted, f) => wanted.some((m) => f.meetingTypes.has(m)));
  const participant = participantTest(filter.participant);
  if (participant) tests.push(participant);
  const from = filter.participants_from ?? null;
  const to = filter.participants_to ?? null;
  if (from !== null) tests.push((f) => f.participants >= from);
  if (to !== null) tests.push((f) => f.participants <= to);
  const events = dayRange(filter.events_start_from, filter.events_start_to);
  if (events) tests.push((f) => f.eventDates.some((d) => within(d, events, false)));
  const next = dayRange(filter.next_event_from, filter.next_event_to);
  if (next) tests.push((f) => within(f.nextDate, next, false));
  list(filter.created_by, (wanted, f) => f.cohort.created_by !== null && wanted.includes(f.cohort.created_by));
  const created = instantRange(filter.created_from, filter.created_to);
  if (created) tests.push((f) => within(f.cohort.created_at, created, true));
  list(filter.updated_by, (wanted, f) => f.cohort.updated_by !== null && wanted.includes(f.cohort.updated_by));
  const updated = instantRange(filter.updated_from, filter.updated_to);
  if (updated) tests.push((f) => within(f.cohort.updated_at, updated, true));
  return (facts) => tests.every((test) => test(facts));
}

/** A participant id (a number, or digits typed) is a member; other text is found in a member's name or e-mail. */
function participantTest(participant: CohortListFilter['participant']): CohortPredicate | undefined {
  if (participant === null || participant === undefined) return undefined;
  if (typeof participant === 'number') return (f) => f.cohort.summary.members.some((m) => m.user_id === participant);
  const wanted = lower(participant);
  if (!wanted) return undefined;
  const asId = /^\d+$/.test(wanted) ? Number(wanted) : null;
  return (f) =>
    (asId !== null && f.cohort.summary.members.some((m) => m.user_id === asId)) || f.memberText.some((text) => text.includes(wanted));
}

/** The Search box: every typed word is in the cohort's id, name, city, state, contract or course abbreviation. */
export function searchPredicate(search: string): CohortPredicate {
  const words = lower(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (facts) => words.every((w) => facts.searchText.includes(w));
}
