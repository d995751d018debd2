/**
 * Each account's cohorts (as a member or on the staff) and each cohort's roster link, derived
 * from the cohort directory's summaries (no reads of their own), rebuilt when it changes.
 */
import type { UserListCohort } from '../../shared/users/list.types.ts';
import type { CohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { rosterEvent } from '../data/cohorts/cohort-view.ts';

export interface UserCohorts {
  /** Cohort ids of an account, ascending. */
  of(userId: number): readonly number[];
  /** The cohort as the list's Cohorts column shows it (the roster link as of today). */
  link(cohortId: number): UserListCohort | undefined;
  courseOf(cohortId: number): number | undefined;
}

const built = new WeakMap<CohortDirectory, { version: number; byUser: Map<number, number[]> }>();
const NONE: readonly number[] = [];

function byUser(directory: CohortDirectory): Map<number, number[]> {
  const known = built.get(directory);
  if (known?.version === directory.version) return known.byUser;
  const map = new Map<number, Set<number>>();
  const add = (userId: number, cohortId: number) => {
    let set = map.get(userId);
    if (!set) map.set(userId, (set = new Set()));
    set.add(cohortId);
  };
  for (const cohort of directory.cohorts.values()) {
    for (const m of cohort.summary.members) add(m.user_id, cohort.id);
    for (const s of cohort.summary.staff) add(s.user_id, cohort.id);
  }
  const sorted = new Map([...map].map(([userId, set]) => [userId, [...set].sort((a, b) => a - b)]));
  built.set(directory, { version: directory.version, byUser: sorted });
  return sorted;
}

export function userCohorts(directory: CohortDirectory): UserCohorts {
  const map = byUser(directory);
  return {
    of: (userId) => map.get(userId) ?? NONE,
    link: (cohortId) => {
      const cohort = directory.cohorts.get(cohortId);
      if (!cohort) return undefined;
      const event = rosterEvent(cohort.summary.events);
      return {
        id: cohort.id,
        name: cohort.name,
        roster: event ? { event_id: event.id, unit_id: event.unit_id, post_id: cohort.post_id } : null,
      };
    },
    courseOf: (cohortId) => directory.cohorts.get(cohortId)?.course_id,
  };
}
