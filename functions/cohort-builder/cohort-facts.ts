/**
 * What the Cohort Builder list shows and filters of each cohort, derived from the cohort
 * directory's summaries (no reads of their own): start, Next (spec 03 §4), participants, the
 * dashboard link and the search text. Built once per directory version and New York day, with
 * the sorted orders the list asks for, so that a page at 5,000 cohorts is a filter and a slice.
 */
import type { CohortNext, CohortSortColumn, CohortSortOrder } from '../../shared/cohort-builder/list.types.ts';
import { nyDate } from '../../shared/time.ts';
import { unitRank } from '../../shared/units.ts';
import { compareText, sortedCopies } from '../core/list-pages.ts';
import type { CohortDirectory, DirectoryCohort } from '../data/cohorts/cohort-directory.ts';
import type { SummaryEvent } from '../data/cohorts/cohort-summary.ts';

export interface CohortFacts {
  cohort: DirectoryCohort;
  /** The New York day and the reference names the facts were derived with: reused while both hold. */
  today: string;
  referenceKey: string;
  courseName: string | null;
  modelName: string | null;
  stateCode: string;
  start: { date: string; time: string | null } | null;
  next: CohortNext;
  /** Date of the next day when `next` is one, for the next-event filter. */
  nextDate: string | null;
  participants: number;
  /** Start dates of every dated day, for the events-start filter. */
  eventDates: string[];
  meetingTypes: ReadonlySet<string>;
  dashboard: { event_id: number; unit_id: string; post_id: number } | null;
  /** Lower-case words the search looks in. */
  searchText: string;
  /** Members' "first last email", lower case, for the participant filter (built when first read). */
  readonly memberText: readonly string[];
}

/** Plain comparison: ISO dates and `HH:mm` times order as text, and localeCompare costs ~20× more at 5,000 cohorts. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byDateTime = (a: SummaryEvent, b: SummaryEvent) =>
  cmp(a.start_date!, b.start_date!) ||
  cmp(a.start_time ?? '', b.start_time ?? '') ||
  unitRank(a.unit_id) - unitRank(b.unit_id) ||
  cmp(a.unit_id, b.unit_id) ||
  a.day - b.day;

/** The unit's first day: the roster route's event id (cohort-directory.ts sessionsOf). */
function firstDayOf(events: readonly SummaryEvent[], unitId: string): SummaryEvent | undefined {
  let first: SummaryEvent | undefined;
  for (const e of events) if (e.unit_id === unitId && (!first || e.day < first.day)) first = e;
  return first;
}

/** The unit the Title links to: the next one, else the latest past one, else the first in teaching order (cohort-view.ts rosterEvent). */
function linkedUnit(events: readonly SummaryEvent[], dated: readonly SummaryEvent[], next: CohortNext): string | undefined {
  if (next.status === 'next') return next.unit_id;
  if (dated.length) return dated.at(-1)!.unit_id;
  let first: SummaryEvent | undefined;
  for (const e of events) if (!first || unitRank(e.unit_id) < unitRank(first.unit_id)) first = e;
  return first?.unit_id;
}

/**
 * Spec 03 §4: Force Ended when the flag is set; else the next day not yet over; else TBD while a
 * day has no date (or there are none); else Ended with the last date (docs/decisions/cohort-builder.md).
 */
export function nextOf(cohort: Pick<DirectoryCohort, 'force_end'>, events: readonly SummaryEvent[], today: string): CohortNext {
  if (cohort.force_end) return { status: 'force_ended' };
  return nextOfDated(events, events.filter((e) => e.start_date !== null).sort(byDateTime), today);
}

/** `dated`: the events with a date, by date and time. */
function nextOfDated(events: readonly SummaryEvent[], dated: readonly SummaryEvent[], today: string): CohortNext {
  const upcoming = dated.find((e) => (e.end_date ?? e.start_date)! >= today);
  if (upcoming) {
    let days = 0;
    for (const e of events) if (e.unit_id === upcoming.unit_id) days += 1;
    return {
      status: 'next',
      unit_id: upcoming.unit_id,
      day: upcoming.day,
      days,
      date: upcoming.start_date!,
      end_date: upcoming.end_date,
      start_time: upcoming.start_time,
      end_time: upcoming.end_time,
    };
  }
  if (dated.length === 0 || dated.length < events.length) return { status: 'tbd' };
  let last = '';
  for (const e of dated) {
    const end = e.end_date ?? e.start_date!;
    if (end > last) last = end;
  }
  return { status: 'ended', date: last };
}

/** The reference names a cohort's facts show or search: a change of any of them derives its facts again. */
function referenceKeyOf(directory: CohortDirectory, cohort: DirectoryCohort): string {
  const { courses, deliveryModels, states } = directory.reference;
  const course = courses.get(cohort.course_id);
  const state = states.get(cohort.state_id);
  return `${course?.name}\u0000${course?.abbreviation}\u0000${deliveryModels.get(cohort.delivery_model_id)?.name}\u0000${state?.code}\u0000${state?.name}`;
}

function factsOf(directory: CohortDirectory, cohort: DirectoryCohort, today: string, referenceKey: string): CohortFacts {
  const { courses, deliveryModels, states } = directory.reference;
  const events = cohort.summary.events;
  const dated = events.filter((e) => e.start_date !== null).sort(byDateTime);
  const first = dated[0];
  const next = cohort.force_end ? ({ status: 'force_ended' } as const) : nextOfDated(events, dated, today);
  const linked = linkedUnit(events, dated, next);
  const linkDay = linked === undefined ? undefined : firstDayOf(events, linked);
  const course = courses.get(cohort.course_id);
  const state = states.get(cohort.state_id);
  let memberText: string[] | undefined;
  return {
    cohort,
    today,
    referenceKey,
    courseName: course?.name ?? null,
    modelName: deliveryModels.get(cohort.delivery_model_id)?.name ?? null,
    stateCode: state?.code ?? '',
    start: first ? { date: first.start_date!, time: first.start_time } : cohort.start_date ? { date: cohort.start_date, time: null } : null,
    next,
    nextDate: next.status === 'next' ? next.date : null,
    participants: cohort.summary.members.length,
    eventDates: dated.map((e) => e.start_date!),
    meetingTypes: new Set(events.map((e) => e.meeting_type).filter((m): m is string => m !== null)),
    dashboard: linkDay ? { event_id: linkDay.id, unit_id: linkDay.unit_id, post_id: cohort.post_id } : null,
    searchText: [cohort.id, cohort.name, cohort.city, state?.code, state?.name, cohort.contract, course?.abbreviation]
      .filter((w) => w !== null && w !== undefined && w !== '')
      .join(' ')
      .toLowerCase(),
    // Built on the first participant search only: most requests never read it.
    get memberText() {
      memberText ??= cohort.summary.members.map((m) => `${m.first_name} ${m.last_name} ${m.email}`.toLowerCase());
      return memberText;
    },
  };
}

/** Next column order: upcoming by date, then TBD, then Ended by date, then Force Ended. */
function nextKey(facts: CohortFacts): string {
  const next = facts.next;
  if (next.status === 'next') return `0${next.date}${next.start_time ?? ''}`;
  if (next.status === 'tbd') return '1';
  if (next.status === 'ended') return `2${next.date}`;
  return '3';
}

type SortValue = string | number | null;

const SORT_VALUE: Record<CohortSortColumn, (f: CohortFacts) => SortValue> = {
  id: (f) => f.cohort.id,
  name: (f) => f.cohort.name,
  course: (f) => f.courseName,
  delivery_model: (f) => f.modelName,
  start: (f) => (f.start ? `${f.start.date}${f.start.time ?? ''}` : null),
  next: nextKey,
  participants: (f) => f.participants,
  created_at: (f) => f.cohort.created_at,
  updated_at: (f) => f.cohort.updated_at,
};

const TEXT_COLUMNS: ReadonlySet<CohortSortColumn> = new Set(['name', 'course', 'delivery_model']);

/** Ordered by the column; empty values (TBD) last either way; ties by id in the same direction. */
function sortFacts(all: readonly CohortFacts[], column: CohortSortColumn, order: CohortSortOrder): CohortFacts[] {
  const sign = order === 'asc' ? 1 : -1;
  const value = SORT_VALUE[column];
  const compareValues = TEXT_COLUMNS.has(column)
    ? (a: SortValue, b: SortValue) => compareText(String(a), String(b))
    : (a: SortValue, b: SortValue) => (a! < b! ? -1 : a! > b! ? 1 : 0);
  const keyed = all.map((facts) => ({ facts, key: value(facts) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else {
      const by = compareValues(a.key, b.key);
      if (by !== 0) return sign * by;
    }
    return sign * (a.facts.cohort.id - b.facts.cohort.id);
  });
  return keyed.map((k) => k.facts);
}

interface Derived {
  version: number;
  today: string;
  facts: CohortFacts[];
}

const derived = new WeakMap<CohortDirectory, Derived>();
/** Orders per list of facts: a new version or day derives a new list, which starts without orders. */
const sortedCopy = sortedCopies<CohortFacts[], CohortFacts>();
/**
 * Facts per cohort record: the directory replaces a cohort's record when it changes, so after a
 * change only that cohort's facts are derived again (the rest are reused while their day and
 * reference names hold), and only the orders are sorted again.
 */
const factsByCohort = new WeakMap<DirectoryCohort, CohortFacts>();

function derive(directory: CohortDirectory, today: string): Derived {
  let known = derived.get(directory);
  if (known?.version !== directory.version || known.today !== today) {
    const facts: CohortFacts[] = [];
    for (const cohort of directory.cohorts.values()) {
      const referenceKey = referenceKeyOf(directory, cohort);
      let f = factsByCohort.get(cohort);
      if (f?.today !== today || f.referenceKey !== referenceKey) {
        f = factsOf(directory, cohort, today, referenceKey);
        factsByCohort.set(cohort, f);
      }
      facts.push(f);
    }
    known = { version: directory.version, today, facts };
    derived.set(directory, known);
  }
  return known;
}

/** Every cohort's facts in the order asked for (kept per directory version and day). */
export function sortedFacts(directory: CohortDirectory, column: CohortSortColumn, order: CohortSortOrder, today = nyDate()): CohortFacts[] {
  const { facts } = derive(directory, today);
  return sortedCopy(facts, 0, `${column}:${order}`, () => sortFacts(facts, column, order));
}
