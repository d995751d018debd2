/**
 * The units a staff person may be given (spec 03 §3: all, orientation, unit numbers, unit-day;
 * sub-units of an ext unit), built from the form's schedule, and the schedule's dated days as the
 * facilitator conflict check takes them.
 */
import type { CohortFormValues } from '@shared/cohort-builder/form.types';
import type { DateCoincidence, ScheduledDay } from '@shared/cohort-builder/people.types';
import type { Option } from '@shared/dashboard/types';
import { unitLabel } from '@shared/cohort-builder/people.texts';
import { unitsCoverDay } from '@shared/units';

/** One day of the schedule a person can work: its unit key, the event's unit and day, its date and times. */
export interface ScheduleDay {
  /** The finest unit key that names this day alone: 'orientation', '2' (one-day unit), '2-1', '3A'. */
  key: string;
  /** The unit number it belongs to ('orientation' for the orientation). */
  base: string;
  unit: string;
  day: number;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
}

type Schedule = Pick<CohortFormValues, 'orientation' | 'units' | 'single'>;

/** Every day of the schedule (dated or not), orientation first. The coaching course's single event and n/a units have no unit days. */
export function scheduleDays(values: Schedule): ScheduleDay[] {
  if (values.single) return [];
  const days: ScheduleDay[] = [{ key: 'orientation', base: 'orientation', unit: 'orientation', day: 1, ...slot(values.orientation) }];
  for (const unit of values.units) {
    // A unit not delivered in this cohort has no day anyone teaches.
    if (unit.event_type === 'n/a') continue;
    if (unit.event_type === 'ext') {
      // A two-day extension's days are '3A-1' and '3A-2', as a unit's ('2-1'); a one-day sub-unit is '3A'.
      for (const sub of unit.sub_units) {
        const own = sub.days.length ? sub.days : [undefined];
        own.forEach((d, i) => {
          const key = own.length > 1 ? `${sub.event_ext}-${i + 1}` : sub.event_ext;
          days.push({ key, base: unit.unit, unit: sub.event_ext, day: i + 1, ...slot(d) });
        });
      }
    } else if (unit.days.length <= 1) {
      days.push({ key: unit.unit, base: unit.unit, unit: unit.unit, day: 1, ...slot(unit.days[0]) });
    } else {
      unit.days.forEach((d, i) => days.push({ key: `${unit.unit}-${i + 1}`, base: unit.unit, unit: unit.unit, day: i + 1, ...slot(d) }));
    }
  }
  return days;
}

const slot = (s: { date: string | null; start_time: string | null; end_time: string | null } | undefined) => ({
  date: s?.date ?? null,
  start_time: s?.start_time ?? null,
  end_time: s?.end_time ?? null,
});

/** The choices of a staff person's units: all, then each unit and, where it has several days or sub-units, each of those. */
export function unitOptions(values: Schedule): Option<string>[] {
  const options: Option<string>[] = [{ value: 'all', label: unitLabel('all') }];
  const days = scheduleDays(values);
  for (const base of [...new Set(days.map((d) => d.base))]) {
    const own = days.filter((d) => d.base === base);
    options.push({ value: base, label: unitLabel(base) });
    if (own.length > 1 || own[0].key !== base)
      for (const d of own) {
        // A two-day extension is offered whole ('3A') before its days.
        if (d.key !== d.unit && d.unit !== base && d.day === 1) options.push({ value: d.unit, label: unitLabel(d.unit) });
        options.push({ value: d.key, label: unitLabel(d.key) });
      }
  }
  return options;
}

/** The dated days the units cover, as the conflict check takes them. */
export function coveredDays(values: Schedule, units: readonly string[]): ScheduledDay[] {
  return scheduleDays(values)
    .filter((d): d is ScheduleDay & { date: string } => d.date !== null && unitsCoverDay(units, d.unit, d.day))
    .map(({ unit, day, date, start_time, end_time }) => ({ unit, day, date, start_time, end_time }));
}

/**
 * The units without the conflicting days: the covered days less those, written back as whole
 * units where all of a unit's days remain, else day by day. Empty when nothing remains.
 */
export function withoutConflicts(
  values: Schedule,
  units: readonly string[],
  conflicts: readonly Pick<DateCoincidence, 'unit' | 'day'>[],
): string[] {
  const days = scheduleDays(values);
  const covered = days.filter((d) => unitsCoverDay(units, d.unit, d.day));
  const clash = (d: ScheduleDay) => conflicts.some((c) => c.unit === d.unit && c.day === d.day);
  if (!covered.some(clash)) return [...units];
  const kept = covered.filter((d) => !clash(d));
  const out: string[] = [];
  for (const base of [...new Set(kept.map((d) => d.base))]) {
    const all = days.filter((d) => d.base === base);
    const mine = kept.filter((d) => d.base === base);
    if (mine.length === all.length) out.push(base);
    else out.push(...mine.map((d) => d.key));
  }
  return out;
}
