/**
 * Facilitator utilization (spec 03 §2.12, §3 "Facilitator utilization row", §6, §9): per
 * facilitator and per month of a program year (July `year` to June `year + 1`, New York dates),
 * the units delivered, the session days and their scheduled hours, read from the cohort directory
 * (in memory) and the user directory (staff or contractor, names). No table read. The countable
 * days are indexed by program year once per directory version (cohortsByProgramYear), so that a
 * report walks only its year's cohorts.
 *
 * Definitions (docs/decisions/reports.md "Facilitator utilization"):
 * - A *day* is one scheduled event of a unit 1-12 or of its sub-units ('3A' belongs to unit 3):
 *   dated, not removed (`removed_at`), not the orientation. A person delivers a day when a
 *   facilitator or co-facilitator assignment of theirs covers it ('all', its unit, or its
 *   unit-day '3-2'); the placeholder user 13450 ('all remaining units') is no person and is skipped.
 * - `<month>_session`: the days delivered that month; `<month>_hours`: their scheduled hours
 *   (end time − start time of each day, ext 'hours' days alike; a day without both times counts 0).
 * - `<month>` (units): the distinct units (cohort × unit number) the person delivered, each
 *   counted once in the year, in the month of the first day they delivered of it in that year;
 *   so the months add up to `total_units`. A unit that straddles the program-year boundary
 *   counts in both years.
 * - `schedule_facilitator_cofacilitator`: 'facilitator' counts only days a person facilitates,
 *   'cofacilitator' only days they co-facilitate, 'both' (the default) either, once.
 * - Filters: delivery_model (slugs), states (ids), units (1-12, sub-units with their unit),
 *   cohorts (ids) restrict the days; facilitator (ids) restricts the rows to those people;
 *   co_facilitator (ids) restricts to the cohorts where one of them co-facilitates (any unit).
 * - Staff or contractor: the account's staff_contractor; absent (or no account) is staff.
 * - Rows: people with at least one delivered day in the year, sorted by last name, first name.
 */
import { ALL_REMAINING_UNITS_USER_ID } from '../../shared/constants.ts';
import { UTILIZATION_MONTHS, UTILIZATION_SCHEDULES, UTILIZATION_UNITS, type UtilizationSchedule } from '../../shared/reports/texts.ts';
import type { NamedOption, UtilizationAnswer, UtilizationFilters, UtilizationRow } from '../../shared/reports/types.ts';
import { nyDate } from '../../shared/time.ts';
import type { CohortDirectory, DirectoryCohort } from '../data/cohorts/cohort-directory.ts';
import { fullName, type SummaryStaff } from '../data/cohorts/cohort-summary.ts';
import type { UserDirectory } from '../data/users/user-directory.ts';

/** The program year a New York date falls in: July `year` to June `year + 1`. */
export function programYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 7 ? year : year - 1;
}

export const currentProgramYear = (now: Date = new Date()) => programYearOf(nyDate(now));

/** The unit number of a unit id ('3', '3A' → 3); null for the orientation or anything else. */
export function unitNumber(unitId: string): number | null {
  let known = unitNumbers.get(unitId);
  if (known === undefined) unitNumbers.set(unitId, (known = parseUnitNumber(unitId)));
  return known;
}

const unitNumbers = new Map<string, number | null>();

function parseUnitNumber(unitId: string): number | null {
  const match = /^(\d{1,2})[A-Z]?$/.exec(unitId);
  if (!match) return null;
  const n = Number(match[1]);
  return (UTILIZATION_UNITS as readonly number[]).includes(n) ? n : null;
}

/** Index of a date's month in July…June order. */
const monthIndex = (date: string) => (Number(date.slice(5, 7)) + 5) % 12;

const minutesOf = (time: string | null): number | null => {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Scheduled hours of one day: end − start, 0 without both times or when the end is not later. */
export function dayHours(startTime: string | null, endTime: string | null): number {
  const start = minutesOf(startTime);
  const end = minutesOf(endTime);
  return start === null || end === null || end <= start ? 0 : (end - start) / 60;
}

/** Whether an assignment ('all', a unit, or a unit-day such as '2-1') covers one day of a unit. */
export function coversDay(units: readonly string[], unitId: string, day: number): boolean {
  for (const u of units) {
    if (u === 'all' || u === unitId) return true;
    // A unit-day: '<unit>-<day>'.
    if (u.length > unitId.length + 1 && u.startsWith(unitId) && u[unitId.length] === '-' && Number(u.slice(unitId.length + 1)) === day)
      return true;
  }
  return false;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What the caller may see: managers everything, a facilitator only their own figures (§6). */
export interface UtilizationViewer {
  /** Set for the facilitator roles: only this person's row, their cohorts, no schedule or people filters. */
  onlyUser: number | null;
}

/** The filter the server applies: a facilitator's schedule and people filters are dropped. */
export function effectiveFilters(filters: UtilizationFilters, viewer: UtilizationViewer): UtilizationFilters {
  if (viewer.onlyUser === null) return filters;
  const { schedule_facilitator_cofacilitator: _s, facilitator: _f, co_facilitator: _c, ...rest } = filters;
  return rest;
}

const DELIVERING: ReadonlySet<SummaryStaff['staff_type']> = new Set(['facilitator', 'cofacilitator']);
const isPerson = (s: SummaryStaff) => s.user_id !== ALL_REMAINING_UNITS_USER_ID;

/** The facilitators and co-facilitators of a cohort (people only). */
const deliveringStaff = (cohort: DirectoryCohort) => cohort.summary.staff.filter((s) => DELIVERING.has(s.staff_type) && isPerson(s));

/** The cohorts the viewer's report may draw on: all, or a facilitator's own (as facilitator or co-facilitator). */
function inScope(cohort: DirectoryCohort, viewer: UtilizationViewer): boolean {
  return viewer.onlyUser === null || deliveringStaff(cohort).some((s) => s.user_id === viewer.onlyUser);
}

const setOf = <T>(list: readonly T[] | undefined): ReadonlySet<T> | null => (list?.length ? new Set(list) : null);

/** A countable day (dated, not removed, of a unit 1-12) with what the report needs of it. */
interface CountableDay {
  unitId: string;
  day: number;
  date: string;
  unit: number;
  month: number;
  hours: number;
}

/** The cohorts with countable days in a program year, each with those days and its facilitators. */
interface YearCohort {
  cohort: DirectoryCohort;
  staff: SummaryStaff[];
  days: CountableDay[];
}

/**
 * The directory's countable days by program year, built once per directory version, so that a
 * report reads only the cohorts of its year.
 */
const yearIndexes = new WeakMap<CohortDirectory, { version: number; years: Map<number, YearCohort[]> }>();

export function cohortsByProgramYear(cohorts: CohortDirectory): ReadonlyMap<number, readonly YearCohort[]> {
  const known = yearIndexes.get(cohorts);
  if (known?.version === cohorts.version) return known.years;
  const years = new Map<number, YearCohort[]>();
  for (const cohort of cohorts.cohorts.values()) {
    const staff = deliveringStaff(cohort);
    if (!staff.length) continue;
    const byYear = new Map<number, CountableDay[]>();
    for (const e of cohort.summary.events) {
      const unit = unitNumber(e.unit_id);
      if (e.removed_at || !e.start_date || unit === null) continue;
      const year = programYearOf(e.start_date);
      const day = {
        unitId: e.unit_id,
        day: e.day,
        date: e.start_date,
        unit,
        month: monthIndex(e.start_date),
        hours: dayHours(e.start_time, e.end_time),
      };
      const list = byYear.get(year);
      if (list) list.push(day);
      else byYear.set(year, [day]);
    }
    for (const [year, days] of byYear) {
      const list = years.get(year);
      const entry = { cohort, staff, days };
      if (list) list.push(entry);
      else years.set(year, [entry]);
    }
  }
  yearIndexes.set(cohorts, { version: cohorts.version, years });
  return years;
}

interface Tally {
  sessions: number[];
  hours: number[];
  /** cohort id × 100 + unit number → the first day delivered in the year. */
  units: Map<number, string>;
  /** Summary names, should the account be gone from the user directory. */
  first: string;
  last: string;
}

/** The report: one row per facilitator with a delivered day in the year, staff and contractors apart. */
export function facilitatorUtilization(
  cohorts: CohortDirectory,
  users: UserDirectory,
  given: UtilizationFilters,
  viewer: UtilizationViewer,
  now: Date = new Date(),
): UtilizationAnswer {
  const filters = effectiveFilters(given, viewer);
  const year = filters.year ?? currentProgramYear(now);
  const schedule: UtilizationSchedule = filters.schedule_facilitator_cofacilitator ?? 'both';
  const models = setOf(filters.delivery_model);
  const states = setOf(filters.states);
  const units = setOf(filters.units);
  const cohortIds = setOf(filters.cohorts);
  const people = viewer.onlyUser !== null ? new Set([viewer.onlyUser]) : setOf(filters.facilitator);
  const coFacilitators = setOf(filters.co_facilitator);
  const counted: ReadonlySet<string> = new Set(schedule === 'both' ? ['facilitator', 'cofacilitator'] : [schedule]);

  const tallies = new Map<number, Tally>();
  for (const { cohort, staff, days } of cohortsByProgramYear(cohorts).get(year) ?? []) {
    if (cohortIds && !cohortIds.has(cohort.id)) continue;
    if (states && !states.has(cohort.state_id)) continue;
    if (models && !models.has(cohorts.reference.deliveryModels.get(cohort.delivery_model_id)?.slug ?? '')) continue;
    if (coFacilitators && !staff.some((s) => s.staff_type === 'cofacilitator' && coFacilitators.has(s.user_id))) continue;
    // Each person once, with their counted assignments (someone may both facilitate and co-facilitate).
    const assigned = new Map<number, { named: SummaryStaff; units: string[][] }>();
    for (const s of staff) {
      if (!counted.has(s.staff_type) || (people && !people.has(s.user_id))) continue;
      const known = assigned.get(s.user_id);
      if (known) known.units.push(s.units);
      else assigned.set(s.user_id, { named: s, units: [s.units] });
    }
    if (!assigned.size) continue;

    for (const d of days) {
      if (units && !units.has(d.unit)) continue;
      const unitKey = cohort.id * 100 + d.unit;
      for (const [userId, { named, units: lists }] of assigned) {
        if (!lists.some((list) => coversDay(list, d.unitId, d.day))) continue;
        let tally = tallies.get(userId);
        if (!tally) {
          tally = {
            sessions: Array(12).fill(0),
            hours: Array(12).fill(0),
            units: new Map(),
            first: named.first_name,
            last: named.last_name,
          };
          tallies.set(userId, tally);
        }
        tally.sessions[d.month] += 1;
        tally.hours[d.month] += d.hours;
        const firstDay = tally.units.get(unitKey);
        if (!firstDay || d.date < firstDay) tally.units.set(unitKey, d.date);
      }
    }
  }

  const answer: UtilizationAnswer = { facilitators_staff: [], facilitators_contractor: [], year };
  for (const [userId, tally] of tallies) {
    const account = users.users.get(userId);
    const row = utilizationRow(userId, account?.first_name ?? tally.first, account?.last_name ?? tally.last, tally);
    (account?.staff_contractor === 'contractor' ? answer.facilitators_contractor : answer.facilitators_staff).push(row);
  }
  answer.facilitators_staff.sort(byName);
  answer.facilitators_contractor.sort(byName);
  return answer;
}

function utilizationRow(userId: number, first: string, last: string, tally: Tally): UtilizationRow {
  const unitsByMonth: number[] = Array(12).fill(0);
  for (const day of tally.units.values()) unitsByMonth[monthIndex(day)] += 1;
  const row: Record<string, number | string> = { user_id: userId, first, last };
  UTILIZATION_MONTHS.forEach((m, i) => {
    row[m] = unitsByMonth[i];
    row[`${m}_session`] = tally.sessions[i];
    row[`${m}_hours`] = round2(tally.hours[i]);
  });
  row.total_units = tally.units.size;
  row.total_sessions = tally.sessions.reduce((a, b) => a + b, 0);
  row.total_hours = round2(tally.hours.reduce((a, b) => a + b, 0));
  return row as UtilizationRow;
}

const byName = (a: UtilizationRow, b: UtilizationRow) =>
  a.last.localeCompare(b.last) || a.first.localeCompare(b.first) || a.user_id - b.user_id;

export interface UtilizationChoices {
  delivery_models: NamedOption<string>[];
  states: NamedOption[];
  schedules: UtilizationSchedule[];
  facilitators: NamedOption[];
  co_facilitators: NamedOption[];
  cohorts: NamedOption[];
  years: number[];
}

const byOptionName = <K extends string | number>(a: NamedOption<K>, b: NamedOption<K>) => a.name.localeCompare(b.name);

/**
 * The Filter's choices from the cohorts in the viewer's scope: their delivery models, states,
 * the people who facilitate or co-facilitate them (managers only; named as the cohorts' summaries
 * name them, like the dashboard's Filter, so that the route loads no user directory), the cohorts
 * themselves and the program years they have days in (and the current one), newest first.
 */
export function utilizationChoices(cohorts: CohortDirectory, viewer: UtilizationViewer, now: Date = new Date()): UtilizationChoices {
  const models = new Set<number>();
  const states = new Set<number>();
  const years = new Set<number>([currentProgramYear(now)]);
  for (const [year, list] of cohortsByProgramYear(cohorts)) if (list.some((c) => inScope(c.cohort, viewer))) years.add(year);
  const facilitators = new Map<number, string>();
  const coFacilitators = new Map<number, string>();
  const cohortOptions: NamedOption[] = [];
  for (const cohort of cohorts.cohorts.values()) {
    if (!inScope(cohort, viewer)) continue;
    const staff = deliveringStaff(cohort);
    if (!staff.length) continue;
    cohortOptions.push({ id: cohort.id, name: cohort.name });
    models.add(cohort.delivery_model_id);
    states.add(cohort.state_id);
    if (viewer.onlyUser !== null) continue;
    for (const s of staff) (s.staff_type === 'facilitator' ? facilitators : coFacilitators).set(s.user_id, fullName(s));
  }
  const { deliveryModels, states: stateNames } = cohorts.reference;
  const people = (map: Map<number, string>) => [...map].map(([id, name]) => ({ id, name })).sort(byOptionName);
  const manager = viewer.onlyUser === null;
  return {
    delivery_models: [...models]
      .map((id) => deliveryModels.get(id))
      .filter((m) => m !== undefined)
      .map((m) => ({ id: m.slug, name: m.name }))
      .sort(byOptionName),
    states: [...states].map((id) => ({ id, name: stateNames.get(id)?.name ?? String(id) })).sort(byOptionName),
    schedules: manager ? [...UTILIZATION_SCHEDULES] : [],
    facilitators: manager ? people(facilitators) : [],
    co_facilitators: manager ? people(coFacilitators) : [],
    cohorts: cohortOptions.sort(byOptionName),
    years: [...years].sort((a, b) => b - a),
  };
}
