/**
 * Who has completed a cohort's course and so may be certified: the rule the roster's Attendance
 * Audit shows (`canBeCertified`) and the certificates group applies before issuing, kept in one
 * place (docs/decisions/roster.md, Roster: "Attendance Audit").
 *
 * A member has completed the course when the last unit's last day is over and every unit
 * (orientation aside) is taken: each of its days recorded present (Independent Study completed
 * counts), or the unit made up elsewhere (recorded present there as a guest). A unit the cohort
 * does not deliver (n/a) is not one of them. The coaching course
 * takes no attendance: nobody completes it this way.
 */
import { isPastDay } from '../../shared/time.ts';
import type { CohortAggregate } from '../data/cohorts/cohorts.ts';
import { attendedElsewhere, hostCohortIds, loadOtherCohorts, makeupKey } from './makeups-elsewhere.ts';
import { notDeliveredUnits, scheduledUnitDays, sheetOf, taughtDays } from './roster-sheet.ts';

export interface CourseCompletion {
  /** The taught units (orientation aside), in teaching order. */
  units: string[];
  /** The course's units this cohort does not deliver (n/a): nobody needs them. */
  notDelivered: string[];
  /** The last unit's last day is over (every day of it dated). */
  courseOver: boolean;
  /** Took the unit: every day present, or made up elsewhere. */
  took: (userId: number, unit: string) => boolean;
  /** Completed the course: it is over, it has units, and every one was taken. */
  completed: (userId: number) => boolean;
  /** `makeupKey(user, unit)` → the host cohorts where the member was recorded present. */
  madeUp: ReadonlyMap<string, CohortAggregate[]>;
}

/** `hosts`: the cohorts where members made units up (loadCompletionHosts). */
export function courseCompletion(aggregate: CohortAggregate, hosts: ReadonlyMap<number, CohortAggregate>, now: Date): CourseCompletion {
  // A day the cohort form removed, or a unit it marked n/a, is no longer part of the course: it neither needs attendance nor ends it.
  const taught = taughtDays(aggregate);
  const units = [...new Set(taught.map((e) => e.unit_id))];
  const madeUp = attendedElsewhere(aggregate, hosts);
  const lastUnitDays = units.length ? scheduledUnitDays(aggregate, units.at(-1)!) : [];
  const lastDay = lastUnitDays.every((d) => d.start_date !== null)
    ? lastUnitDays
        .map((d) => d.end_date ?? d.start_date!)
        .sort()
        .at(-1)
    : undefined;
  const courseOver = lastDay !== undefined && isPastDay(lastDay, now);
  const took = (userId: number, unit: string) =>
    madeUp.has(makeupKey(userId, unit)) ||
    scheduledUnitDays(aggregate, unit).every((d) => sheetOf(aggregate, unit)?.records[userId]?.[d.id]?.attendance === '1');
  return {
    units,
    notDelivered: notDeliveredUnits(aggregate),
    courseOver,
    took,
    completed: (userId) => courseOver && units.length > 0 && units.every((unit) => took(userId, unit)),
    madeUp,
  };
}

/** The cohorts where the cohort's members made units up, loaded (one Query each). */
export function loadCompletionHosts(aggregate: CohortAggregate): Promise<Map<number, CohortAggregate>> {
  return loadOtherCohorts(hostCohortIds(aggregate), aggregate.cohort.id);
}
