/**
 * Writes that add people to the import's cohorts, one at a time: every such write rewrites the
 * cohorts' META summaries (guarded by their updated_at), so rows of the same request would only
 * cancel each other if they ran together. The writer keeps the summaries it last wrote, so a row
 * needs no extra read; when someone else changed a summary meanwhile it reads them again and
 * retries the row's write.
 */
import { readCohortMeta, withMembers, type CohortMeta, type NewMember } from '../data/cohort-members.ts';
import { isTransactionRace } from '../data/transaction.ts';

export interface CohortWrite<T> {
  value: T;
  /** Who joined which cohorts, written at `at`. */
  joined: Array<{ cohortId: number; member: NewMember }>;
  at: string;
}

const ATTEMPTS = 3;

export class CohortWriter {
  private queue: Promise<void> = Promise.resolve();

  constructor(private metas: CohortMeta[]) {}

  get cohorts(): readonly CohortMeta[] {
    return this.metas;
  }

  /** Runs `write` after the writes queued before it; retried on a summary conflict. */
  run<T>(write: (metas: readonly CohortMeta[]) => Promise<CohortWrite<T>>): Promise<T> {
    const done = this.queue.then(async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const { value, joined, at } = await write(this.metas);
          this.metas = this.metas.map((meta) => {
            const people = joined.filter((j) => j.cohortId === meta.cohort.id).map((j) => j.member);
            return people.length ? withMembers(meta, people, at) : meta;
          });
          return value;
        } catch (error) {
          if (attempt >= ATTEMPTS || !isTransactionRace(error)) throw error;
          const fresh = await Promise.all(this.metas.map((meta) => readCohortMeta(meta.cohort.id)));
          this.metas = fresh.map((meta, i) => meta ?? this.metas[i]);
        }
      }
    });
    this.queue = done.then(
      () => undefined,
      () => undefined,
    );
    return done;
  }
}
