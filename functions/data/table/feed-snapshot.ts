/**
 * An in-memory directory kept from a gzip snapshot in S3 plus a change feed on GSI3
 * (ARCHITECTURE §5): the cohort directory (CHANGES#DIRECTORY) and the user directory
 * (CHANGES#USER) are both loaded this way.
 *
 * Cold start: one S3 read of the snapshot, then one Query of the feed for what changed since the
 * snapshot's watermark. Warm: one Query for what changed since the last look, none within
 * DIRECTORY_FRESHNESS_MS; `fresh` forces the look (a writer that wants its own change, the
 * snapshot job). Without a snapshot the first load reads the whole feed (correct, only slower).
 */
import { DIRECTORY_FRESHNESS_MS } from '../../../shared/constants.ts';
import { logger } from '../../services/logger.ts';
import { queryAll } from './query.ts';
import { readObject } from './storage.ts';
import { INDEX } from './table.ts';

/** What a directory offers the loader. */
export interface FeedDirectory {
  /** Newest feed instant applied (ISO), '' before any. */
  watermark: string;
  apply(items: ReadonlyArray<Record<string, unknown>>): number;
}

export interface FeedSnapshotOptions<D extends FeedDirectory> {
  /** For logs: 'cohort directory', 'user directory'. */
  label: string;
  /** The GSI3 partition of the change feed. */
  feed: string;
  /** The snapshot's S3 key (per table: tests run many tables against one bucket). */
  snapshotKey: () => string;
  empty: () => D;
  /** The snapshot's bytes as a directory (each directory writes its own: writeUserSnapshot, writeDirectorySnapshot). */
  decode: (bytes: Uint8Array) => D;
}

export interface FeedSnapshotLoader<D> {
  /** The directory, no older than DIRECTORY_FRESHNESS_MS (or looked at now when `fresh`). */
  load(opts?: { fresh?: boolean; now?: number }): Promise<D>;
  /** A writer in this Lambda calls this after its write: the next load looks at the feed at once. */
  markStale(): void;
  /** Tests start each suite from the table, not from another suite's memory. */
  reset(): void;
}

/** Changes are re-read from this far before the watermark: writers' clocks differ and writes land late. */
const OVERLAP_MS = 5_000;

export function feedSnapshotLoader<D extends FeedDirectory>(options: FeedSnapshotOptions<D>): FeedSnapshotLoader<D> {
  let current: D | undefined;
  let checkedAt = 0;
  let inFlight: Promise<D> | undefined;

  async function readSnapshot(): Promise<D> {
    const bytes = await readObject(options.snapshotKey());
    if (!bytes) {
      logger.info(`${options.label}: no snapshot yet, reading the whole change feed`);
      return options.empty();
    }
    return options.decode(bytes);
  }

  async function readChanges(directory: D): Promise<void> {
    const since = directory.watermark ? new Date(Date.parse(directory.watermark) - OVERLAP_MS).toISOString() : '0';
    const items = await queryAll({
      IndexName: INDEX.changesSince,
      KeyConditionExpression: 'GSI3PK = :pk AND GSI3SK > :since',
      ExpressionAttributeValues: { ':pk': options.feed, ':since': since },
    });
    directory.apply(items);
  }

  const load: FeedSnapshotLoader<D>['load'] = (opts = {}) => {
    const now = opts.now ?? Date.now();
    if (current && !opts.fresh && now - checkedAt < DIRECTORY_FRESHNESS_MS) return Promise.resolve(current);
    inFlight ??= (async () => {
      try {
        const directory = current ?? (await readSnapshot());
        await readChanges(directory);
        current = directory;
        checkedAt = Date.now();
        return directory;
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  };

  return {
    load,
    markStale() {
      checkedAt = 0;
    },
    reset() {
      current = undefined;
      checkedAt = 0;
    },
  };
}
