/** Units of a course as the specs name them: the orientation, then Unit 1, 2… (extensions such as '3A'). */
export const ORIENTATION = 'orientation';

/** 'Orientation' or 'Unit {n}' (spec 01 §2). */
export function unitLabel(unit: string): string {
  return unit === ORIENTATION ? 'Orientation' : `Unit ${unit}`;
}

/** Teaching order: the orientation first, then units by number, anything else last. */
export function unitRank(unit: string): number {
  return unit === ORIENTATION ? 0 : Number.parseInt(unit, 10) || 999;
}

/** A unit the cohort does not deliver (event type 'n/a'), as the roster's unit list shows it: 'Unit 2 (n/a)'. */
export const notDeliveredUnitLabel = (unit: string): string => `${unitLabel(unit)} (n/a)`;

/** '3A' is a sub-unit of '3': the unit number and one letter. */
const isSubUnitOf = (unit: string, parent: string) => /^\d+$/.test(parent) && /^\d+[A-Z]$/.test(unit) && unit.slice(0, -1) === parent;

/**
 * Whether a staff person's units (spec 03 §3: 'all', 'orientation', a unit number, a sub-unit
 * '3A', or a unit-day '2-1') cover one day of the schedule: `unit` is the day's unit
 * ('orientation', '2', '3A'), `day` its day within the unit (1…). A unit number covers its
 * sub-units too. The one rule for the cohort form, the conflict checks, the roster, the
 * calendar, the reports and the calendar feed.
 */
export function unitsCoverDay(units: readonly string[], unit: string, day: number): boolean {
  return units.some((u) => u === 'all' || u === unit || u === `${unit}-${day}` || isSubUnitOf(unit, u));
}

/** Whether those units cover any day of a unit. */
export function unitsCoverUnit(units: readonly string[], unit: string): boolean {
  return units.some((u) => u === 'all' || u === unit || u.startsWith(`${unit}-`) || isSubUnitOf(unit, u));
}
