/**
 * Make-ups a cohort's members took as guests of other cohorts: the attendance report's blue y(M)
 * and the audit's made-up absences. A make-up counts once the host recorded the member present
 * on a day of the unit, which only the host's own sheet tells: one Query per host cohort.
 */
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { sheetOf } from './roster-sheet.ts';

/** Recorded present on at least one day of the unit in that cohort. */
export function presentIn(aggregate: CohortAggregate | undefined, unit: string, userId: number): boolean {
  const days = aggregate && sheetOf(aggregate, unit)?.records[userId];
  return !!days && Object.values(days).some((d) => d.attendance === '1');
}

export const makeupKey = (userId: number, unit: string) => `${userId}#${unit}`;

/**
 * `makeupKey(user, unit)` → the host cohorts where the member was recorded present on the unit.
 * `others` holds the hosts; a host missing from it (deleted) is taken as having no attendance.
 */
export function attendedElsewhere(
  aggregate: CohortAggregate,
  others: ReadonlyMap<number, CohortAggregate>,
): Map<string, CohortAggregate[]> {
  const attended = new Map<string, CohortAggregate[]>();
  for (const away of aggregate.makeupsAway) {
    const host = others.get(away.host_cohort_id);
    if (!host || !presentIn(host, away.unit, away.user_id)) continue;
    const key = makeupKey(away.user_id, away.unit);
    attended.set(key, [...(attended.get(key) ?? []), host]);
  }
  return attended;
}

/** The cohorts where the members made units up. */
export const hostCohortIds = (aggregate: CohortAggregate): number[] => aggregate.makeupsAway.map((m) => m.host_cohort_id);

/** Other cohorts by id, loaded in parallel (one Query each); `self` and unknown ids are left out. */
export async function loadOtherCohorts(ids: Iterable<number>, self: number): Promise<Map<number, CohortAggregate>> {
  const wanted = new Set(ids);
  wanted.delete(self);
  const loaded = await Promise.all([...wanted].map((id) => loadCohort(id)));
  return new Map(loaded.filter((a): a is CohortAggregate => a !== undefined).map((a) => [a.cohort.id, a]));
}
