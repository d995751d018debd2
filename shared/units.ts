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
