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
import { gunzipSync, gzipSync } from 'node:zlib';
import { DIRECTORY_FRESHNESS_MS } from '../../../shared/constants.ts';
import { logger } from '../../services/logger.ts';
import { queryAll } from './query.ts';
import { readObject, writeObject } from './storage.ts';
import { INDEX } from './table.ts';

/** What a directory offers the loader. */
export interface FeedDirectory<Snapshot> {
  /** Newest feed instant applied (ISO), '' before any. */
  watermark: string;
  apply(items: ReadonlyArray<Record<string, unknown>>): number;
  toSnapshot(): Snapshot;
}

export interface FeedSnapshotOptions<D extends FeedDirectory<S>, S> {
  /** For logs: 'cohort directory', 'user directory'. */
  label: string;
  /** The GSI3 partition of the change feed. */
  feed: string;
  /** The snapshot's S3 key (per table: tests run many tables against one bucket). */
  snapshotKey: () => string;
  empty: () => D;
  fromSnapshot: (snapshot: S) => D;
}

export interface FeedSnapshotLoader<D> {
  /** The directory, no older than DIRECTORY_FRESHNESS_MS (or looked at now when `fresh`). */
  load(opts?: { fresh?: boolean; now?: number }): Promise<D>;
  /** Writes a directory (by default the current one, merged with the feed) as the next cold start's snapshot. */
  writeSnapshot(directory?: D): Promise<{ directory: D; bytes: number }>;
  /** A writer in this Lambda calls this after its write: the next load looks at the feed at once. */
  markStale(): void;
  /** Tests start each suite from the table, not from another suite's memory. */
  reset(): void;
}

/** Changes are re-read from this far before the watermark: writers' clocks differ and writes land late. */
const OVERLAP_MS = 5_000;

export function feedSnapshotLoader<D extends FeedDirectory<S>, S>(options: FeedSnapshotOptions<D, S>): FeedSnapshotLoader<D> {
  let current: D | undefined;
  let checkedAt = 0;
  let inFlight: Promise<D> | undefined;

  async function readSnapshot(): Promise<D> {
    const bytes = await readObject(options.snapshotKey());
    if (!bytes) {
      logger.info(`${options.label}: no snapshot yet, reading the whole change feed`);
      return options.empty();
    }
    return options.fromSnapshot(JSON.parse(gunzipSync(bytes).toString('utf8')) as S);
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
    async writeSnapshot(given) {
      const directory = given ?? (await load({ fresh: true }));
      const body = gzipSync(JSON.stringify(directory.toSnapshot()));
      await writeObject(options.snapshotKey(), body, 'application/json');
      return { directory, bytes: body.byteLength };
    },
    markStale() {
      checkedAt = 0;
    },
    reset() {
      current = undefined;
      checkedAt = 0;
    },
  };
}
