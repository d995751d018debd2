/**
 * Cohorts of the past in the cohort directory's snapshot (functions/data/cohorts/cohort-archive.ts):
 * the seed lays every cohort around today, so a test that needs archived cohorts writes a
 * snapshot in which some cohorts' sessions all lie in an old year. Only the snapshot changes
 * (the lists read it, not the event items). Its watermark is a minute ahead, so that the
 * change feed's overlap does not bring the seeded cohorts back over it; `restore` writes the
 * directory as it was and must run before another test writes to the table.
 */
import {
  CohortDirectory,
  cohortDirectory,
  resetCohortDirectory,
  writeDirectorySnapshot,
} from '../../functions/data/cohorts/cohort-directory.ts';

export interface OldCohorts {
  /** The snapshot's watermark: a feed item must be newer to count on a cold start. */
  watermark: string;
  restore(): Promise<void>;
}

export async function snapshotWithOldCohorts(ids: readonly number[], year: number): Promise<OldCohorts> {
  const current = await cohortDirectory({ fresh: true });
  const copy = new CohortDirectory();
  Object.assign(copy.reference, current.reference);
  for (const [user, at] of current.logins) copy.logins.set(user, at);
  for (const [id, cohort] of current.cohorts) copy.cohorts.set(id, cohort);
  for (const id of ids) {
    const cohort = current.cohorts.get(id);
    if (!cohort) throw new Error(`no cohort ${id} in the directory`);
    const day = (i: number) => `${year}-04-${String(i + 1).padStart(2, '0')}`;
    copy.cohorts.set(id, {
      ...cohort,
      summary: { ...cohort.summary, events: cohort.summary.events.map((e, i) => ({ ...e, start_date: day(i), end_date: day(i) })) },
    });
  }
  copy.watermark = new Date(Date.now() + 60_000).toISOString();
  await writeDirectorySnapshot(copy);
  resetCohortDirectory();
  return {
    watermark: copy.watermark,
    async restore() {
      await writeDirectorySnapshot(current);
      resetCohortDirectory();
    },
  };
}
