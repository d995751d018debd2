/**
 * Writes that add people to the import's cohorts, one at a time. Each appends to the cohorts'
 * META summaries (cohort-members.ts), which needs no read and cannot be stale, but two
 * transactions on the same item at once cancel one another (TransactionConflict): rows of one
 * request therefore take turns, and a write that raced another request's (or someone saving the
 * account meanwhile) is tried again, a little later each time.
 */
import type { CohortMeta } from '../data/cohorts/cohort-members.ts';
import { isTransactionRace } from '../data/table/transaction.ts';

const ATTEMPTS = 5;
/** The longest pause before the next attempt grows by this much each time (full jitter). */
const BACKOFF_STEP_MS = 25;

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * BACKOFF_STEP_MS * attempt));

export class CohortWriter {
  private queue: Promise<void> = Promise.resolve();

  constructor(readonly cohorts: readonly CohortMeta[]) {}

  /** Runs `write` after the writes queued before it; tried again when it raced another write. */
  run<T>(write: (metas: readonly CohortMeta[]) => Promise<T>): Promise<T> {
    const done = this.queue.then(async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await write(this.cohorts);
        } catch (error) {
          if (attempt >= ATTEMPTS || !isTransactionRace(error)) throw error;
          await pause(attempt);
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
