/**
 * What the attendance data sets read: every cohort of the cohort directory (fresh: snapshot plus
 * change feed, no Scan), in id order, each loaded whole (one Query: its days, members, sheets,
 * make-ups and certificates) with the cohorts where its members made units up. A few cohorts are
 * read ahead of the writer; memory holds those few, never the whole attendance (1,000,000 records
 * at the large seed's scale).
 */
import type { XlsxColumn } from '../../files/xlsx.ts';
import { cohortDirectory, type CohortDirectory, type DirectoryCohort } from '../../data/cohorts/cohort-directory.ts';
import type { SummaryPerson } from '../../data/cohorts/cohort-summary.ts';
import { loadCohort, type CohortAggregate } from '../../data/cohorts/cohorts.ts';
import { cohortInfo, isCoachingCohort } from '../../domain/attendance-audit.ts';
import { loadCompletionHosts } from '../../domain/certification.ts';

/** How many cohorts are read ahead of the writer. */
export const COHORTS_READ_AHEAD = 4;

export interface LoadedCohort {
  aggregate: CohortAggregate;
  /** The cohorts where its members made units up (empty for the coaching course, which takes no attendance). */
  hosts: Map<number, CohortAggregate>;
  coaching: boolean;
}

/**
 * The directory's cohorts that `wanted` keeps (it reads the directory's summary: no Query for a
 * cohort left out), loaded one by one, in id order. A cohort deleted meanwhile is skipped.
 */
export async function* eachCohort(
  directory: CohortDirectory,
  wanted: (cohort: DirectoryCohort) => boolean = () => true,
): AsyncGenerator<LoadedCohort> {
  const ids = [...directory.cohorts.values()]
    .filter(wanted)
    .map((c) => c.id)
    .sort((a, b) => a - b);
  const load = async (id: number): Promise<LoadedCohort | undefined> => {
    const aggregate = await loadCohort(id);
    if (!aggregate) return undefined;
    const coaching = isCoachingCohort(aggregate, directory.reference);
    return { aggregate, coaching, hosts: coaching ? new Map() : await loadCompletionHosts(aggregate) };
  };
  const pending: Array<Promise<LoadedCohort | undefined>> = [];
  const ask = (index: number) => {
    if (index >= ids.length) return;
    const promise = load(ids[index]);
    // Awaited in its turn; until then a failure must not count as unhandled.
    promise.catch(() => undefined);
    pending.push(promise);
  };
  for (let i = 0; i < COHORTS_READ_AHEAD; i += 1) ask(i);
  for (let i = 0; i < ids.length; i += 1) {
    const loaded = await pending.shift()!;
    ask(i + COHORTS_READ_AHEAD);
    if (loaded) yield loaded;
  }
}

/** The cohort directory as it is now. */
export const freshDirectory = () => cohortDirectory({ fresh: true });

/** The cohort's columns every attendance data set starts with. */
export const COHORT_COLUMNS: readonly XlsxColumn[] = [
  { header: 'Cohort ID', key: 'cohort_id', width: 9 },
  { header: 'Cohort Name', key: 'cohort_name', width: 36 },
  { header: 'Course', key: 'course', width: 30 },
  { header: 'State', key: 'state_name', width: 16 },
  { header: 'Delivery Model', key: 'delivery_model', width: 20 },
];

/** The values of COHORT_COLUMNS, and the city and participant count the member reports add. */
export const cohortColumns = (aggregate: CohortAggregate, directory: CohortDirectory) => {
  const { cohort_id, cohort_name, course, state_name, delivery_model } = cohortInfo(aggregate, directory.reference);
  return { cohort_id, cohort_name, course, state_name, delivery_model };
};

/**
 * The people whose marks a cohort's sheets hold, by id: its members, its make-up guests and the
 * participants removed after their attendance was taken (CohortRecord.removed_members).
 */
export function peopleOf(aggregate: CohortAggregate): Map<number, Pick<SummaryPerson, 'first_name' | 'last_name'>> {
  const people = new Map<number, Pick<SummaryPerson, 'first_name' | 'last_name'>>();
  for (const p of aggregate.cohort.removed_members ?? []) people.set(p.user_id, p);
  for (const p of aggregate.summary.makeups) people.set(p.user_id, p);
  for (const p of aggregate.summary.members) people.set(p.user_id, p);
  return people;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
