/**
 * The restore drill (docs/operations.md, "Restore"): restore the table into a new one, compare it
 * with the live table (items per type, a sample of items attribute by attribute) and check a
 * sample of the files the restored items name in the files bucket; then delete the restored
 * table unless asked to keep it.
 *
 * - cloud: the live table is read once (census); the restore point is the end of that read, so the
 *   two differ only by what was written while it ran; RestoreTableToPointInTime into
 *   `<table>-drill-<UTC stamp>`, waited for until ACTIVE.
 * - local (DynamoDB Local has no point-in-time recovery): the table is exported to a folder and
 *   that export imported into a fresh table; the comparison is the same.
 *
 * Nothing here writes to the live table or the bucket: the live table is only scanned and read,
 * the bucket only read; the one table written (and deleted) is the one this run created, and
 * `assertRestoredName` stops any other.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BatchGetItemCommand,
  type BatchGetItemCommandOutput,
  DeleteTableCommand,
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  RestoreTableToPointInTimeCommand,
  UpdateTableCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import type { S3Client } from '@aws-sdk/client-s3';
import { type Census, FILE_KINDS, takeCensus } from './census.ts';
import { checkFiles, type FileCheck, versioningStatus } from './files-check.ts';
import { canonical, type Item, keyOf } from './items.ts';
import { exportTable, importTable } from './local-backup.ts';

export type DrillMode = 'cloud' | 'local';

export interface DrillOptions {
  mode: DrillMode;
  /** The live table and files bucket (the stack outputs TableName and FilesBucketName). */
  table: string;
  bucket: string;
  dynamo: DynamoDBClient;
  s3: S3Client;
  /** Items compared per type (10). */
  samplePerType?: number;
  /** Files checked per kind (certificate pdf, template png …) (10). */
  filesPerKind?: number;
  /** Parallel Scan segments (4). */
  segments?: number;
  /**
   * Allowed difference per type, in % of its count, rounded up: the writes made while the live
   * table was read (cloud 0.1, so at least one item a type; local 0).
   */
  tolerancePercent?: number;
  /** cloud: restore to this time instead of the end of the live read (a real recovery; differences are then expected). */
  at?: Date;
  /** cloud: how long to wait for the restore (180 min). */
  waitMinutes?: number;
  /** local: where the export is written (kept: it is the backup). */
  exportDir?: string;
  /** Keep the restored table instead of deleting it at the end. */
  keep?: boolean;
  log?: (line: string) => void;
  /** For tests: the clock of the restored table's name. */
  now?: () => Date;
}

export interface TypeRow {
  type: string;
  live: number;
  restored: number;
  sampled: number;
  matched: number;
  /** Some items expire (TTL): shown, never failing the drill. */
  expiring: boolean;
  ok: boolean;
}

export interface DrillReport {
  mode: DrillMode;
  live: string;
  restored: string;
  restorePoint: string;
  bucket: string;
  versioning: string;
  liveTotal: number;
  restoredTotal: number;
  rows: TypeRow[];
  files: FileCheck[];
  failures: string[];
  passed: boolean;
  kept: boolean;
  exportDir?: string;
  seconds: number;
}

export const DRILL_SUFFIX = '-drill-';

/** `<live>-drill-YYYYMMDDhhmmss` (UTC). */
export const restoredNameFor = (live: string, at: Date) => `${live}${DRILL_SUFFIX}${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}`;

/** The one guard on every write and delete: only a table of this drill's own naming, never the live one. */
export function assertRestoredName(name: string, live: string): void {
  if (name === live || !name.startsWith(`${live}${DRILL_SUFFIX}`))
    throw new Error(`refusing to write to or delete "${name}": only a table named ${live}${DRILL_SUFFIX}… is the drill's`);
}

/** The live items of the samples, looked up by key in the restored table: matched per type. */
async function compareSamples(client: DynamoDBClient, restored: string, samples: Map<string, Item[]>): Promise<Map<string, number>> {
  const wanted = new Map<string, { type: string; text: string }>();
  const keyText = (item: Item) => `${item.PK?.S}\u0000${item.SK?.S}`;
  for (const [type, items] of samples) for (const item of items) wanted.set(keyText(item), { type, text: canonical(item) });
  const matched = new Map<string, number>([...samples.keys()].map((type) => [type, 0]));
  const keys = [...samples.values()].flat().map(keyOf);
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Item[] | undefined = keys.slice(i, i + 100);
    for (let attempt = 0; pending?.length; attempt += 1) {
      const out: BatchGetItemCommandOutput = await client.send(
        new BatchGetItemCommand({ RequestItems: { [restored]: { Keys: pending, ConsistentRead: true } } }),
      );
      for (const item of out.Responses?.[restored] ?? []) {
        const expected = wanted.get(keyText(item));
        if (expected && expected.text === canonical(item)) matched.set(expected.type, matched.get(expected.type)! + 1);
      }
      pending = out.UnprocessedKeys?.[restored]?.Keys;
      if (pending?.length) await sleep(Math.min(1000, 50 * 2 ** attempt));
    }
  }
  return matched;
}

const allowance = (count: number, percent: number) => Math.ceil((count * percent) / 100);

export function typeRows(live: Census, restored: Census, matched: Map<string, number>, tolerancePercent: number): TypeRow[] {
  const types = [...new Set([...live.counts.keys(), ...restored.counts.keys()])].sort();
  return types.map((type) => {
    const liveCount = live.counts.get(type) ?? 0;
    const restoredCount = restored.counts.get(type) ?? 0;
    const sampled = live.samples.get(type)?.length ?? 0;
    const matchedCount = matched.get(type) ?? 0;
    const expiring = live.expiring.has(type) || restored.expiring.has(type);
    const countsAgree = Math.abs(liveCount - restoredCount) <= allowance(Math.max(liveCount, restoredCount), tolerancePercent);
    const samplesAgree = sampled - matchedCount <= allowance(sampled, tolerancePercent);
    return {
      type,
      live: liveCount,
      restored: restoredCount,
      sampled,
      matched: matchedCount,
      expiring,
      ok: expiring || (countsAgree && samplesAgree),
    };
  });
}

async function tableStatus(client: DynamoDBClient, name: string): Promise<{ status?: string; protected: boolean } | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    return { status: Table?.TableStatus, protected: Table?.DeletionProtectionEnabled === true };
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

async function deleteRestored(client: DynamoDBClient, name: string, live: string): Promise<void> {
  assertRestoredName(name, live);
  const found = await tableStatus(client, name);
  if (!found) return;
  if (found.protected) await client.send(new UpdateTableCommand({ TableName: name, DeletionProtectionEnabled: false }));
  await client.send(new DeleteTableCommand({ TableName: name }));
}

/** cloud: point-in-time recovery must be on, and must have reached `point`. */
async function waitForRestorable(client: DynamoDBClient, table: string, point: Date, log: (line: string) => void): Promise<void> {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const out = await client.send(new DescribeContinuousBackupsCommand({ TableName: table }));
    const pitr = out.ContinuousBackupsDescription?.PointInTimeRecoveryDescription;
    if (pitr?.PointInTimeRecoveryStatus !== 'ENABLED')
      throw new Error(`point-in-time recovery is ${pitr?.PointInTimeRecoveryStatus ?? 'off'} on ${table}: nothing to restore from`);
    const latest = pitr.LatestRestorableDateTime;
    if (latest && latest >= point) return;
    if (Date.now() > deadline)
      throw new Error(`the latest restorable time (${latest?.toISOString()}) did not reach ${point.toISOString()} in 15 min`);
    log(`waiting for the latest restorable time (${latest?.toISOString() ?? 'unknown'}) to reach ${point.toISOString()}…`);
    await sleep(30_000);
  }
}

export async function runRestoreDrill(opts: DrillOptions): Promise<DrillReport> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const census = {
    segments: opts.segments ?? 4,
    samplePerType: opts.samplePerType ?? 10,
    filesPerKind: opts.filesPerKind ?? 10,
  };
  const tolerancePercent = opts.tolerancePercent ?? (opts.mode === 'cloud' ? 0.1 : 0);
  const client = opts.dynamo;
  const liveTable = await tableStatus(client, opts.table);
  if (!liveTable) throw new Error(`no table ${opts.table}`);
  const restored = restoredNameFor(opts.table, (opts.now ?? (() => new Date()))());
  assertRestoredName(restored, opts.table);
  let created = false;
  let exportDir: string | undefined;
  let restorePoint: Date;
  const failures: string[] = [];
  try {
    let live: Census;
    if (opts.mode === 'local') {
      exportDir = opts.exportDir;
      if (!exportDir) throw new Error('a local drill needs a folder for the export');
      log(`exporting ${opts.table} to ${exportDir}…`);
      const manifest = await exportTable(client, opts.table, exportDir, census.segments);
      restorePoint = new Date(manifest.exportedAt);
      log(`exported ${manifest.itemCount} items; reading the live table…`);
      live = await takeCensus(client, opts.table, census);
      log(`importing the export into ${restored}…`);
      await importTable(client, exportDir, restored, () => {
        created = true;
      });
    } else {
      log(`reading the live table ${opts.table}…`);
      live = await takeCensus(client, opts.table, census);
      restorePoint = opts.at ?? live.endedAt;
      await waitForRestorable(client, opts.table, restorePoint, log);
      log(`restoring ${opts.table} as it was at ${restorePoint.toISOString()} into ${restored} (minutes to hours with the table's size)…`);
      await client.send(
        new RestoreTableToPointInTimeCommand({ SourceTableName: opts.table, TargetTableName: restored, RestoreDateTime: restorePoint }),
      );
      created = true;
      const waited = Date.now();
      await waitUntilTableExists(
        { client, maxWaitTime: (opts.waitMinutes ?? 180) * 60, minDelay: 20, maxDelay: 60 },
        { TableName: restored },
      );
      log(`${restored} is ACTIVE after ${Math.round((Date.now() - waited) / 1000)} s`);
    }
    log(`reading the restored table ${restored}…`);
    const restoredCensus = await takeCensus(client, restored, census);
    const matched = await compareSamples(client, restored, live.samples);
    const rows = typeRows(live, restoredCensus, matched, tolerancePercent);
    for (const row of rows.filter((r) => !r.ok))
      failures.push(`${row.type}: ${row.live} live, ${row.restored} restored, ${row.matched}/${row.sampled} sampled items equal`);
    if (live.total > 0 && restoredCensus.total === 0) failures.push('the restored table is empty');

    log(`checking files the restored table names in ${opts.bucket}…`);
    const versioning = `${await versioningStatus(opts.s3, opts.bucket)}${opts.mode === 'local' ? ' (s3rver keeps no versions)' : ''}`;
    if (opts.mode === 'cloud' && versioning !== 'Enabled') failures.push(`versioning of ${opts.bucket} is ${versioning}, not Enabled`);
    const files = (await checkFiles(opts.s3, opts.bucket, restoredCensus.files)).sort(
      (a, b) => FILE_KINDS.indexOf(a.kind) - FILE_KINDS.indexOf(b.kind),
    );
    for (const check of files) for (const p of check.problems) failures.push(`${check.kind} ${p.key}: ${p.problem}`);

    return {
      mode: opts.mode,
      live: opts.table,
      restored,
      restorePoint: restorePoint.toISOString(),
      bucket: opts.bucket,
      versioning,
      liveTotal: live.total,
      restoredTotal: restoredCensus.total,
      rows,
      files,
      failures,
      passed: failures.length === 0,
      kept: opts.keep === true,
      exportDir,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
  } finally {
    if (created && !opts.keep) {
      try {
        await deleteRestored(client, restored, opts.table);
        log(`deleted ${restored}`);
      } catch (error) {
        log(
          `could not delete ${restored} (${(error as Error).message}): delete it once it is ACTIVE (aws dynamodb delete-table --table-name ${restored})`,
        );
      }
    }
  }
}

function table(header: string[], rows: string[][], right: boolean[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** The report as printed: the table of types, the files, the verdict. */
export function formatReport(report: DrillReport): string {
  const types = table(
    ['type', 'live', 'restored', 'sample matched', 'result'],
    report.rows.map((r) => [
      r.type,
      String(r.live),
      String(r.restored),
      `${r.matched}/${r.sampled}`,
      r.expiring ? 'expiring (TTL): not held to the counts' : r.ok ? 'ok' : 'DIFFERS',
    ]),
    [false, true, true, true, false],
  );
  const files = table(
    ['file', 'checked', 'matched', 'result'],
    report.files.map((f) => [f.kind, String(f.sampled), String(f.matched), f.problems.length ? 'PROBLEM' : 'ok']),
    [false, true, true, false],
  );
  return [
    `Restore drill (${report.mode}): ${report.live} → ${report.restored}, as of ${report.restorePoint}`,
    ...(report.exportDir ? [`Export (the backup restored): ${report.exportDir}`] : []),
    '',
    types,
    `${'total'.padEnd(5)}  live ${report.liveTotal}, restored ${report.restoredTotal}`,
    '',
    `Files bucket ${report.bucket} (versioning: ${report.versioning}); files named by the restored table:`,
    report.files.length ? files : '(the restored table names no certificate, template or support file)',
    '',
    ...report.failures.map((f) => `✗ ${f}`),
    `${report.passed ? 'PASSED' : 'FAILED'} in ${report.seconds} s; restored table ${report.kept ? `kept: ${report.restored}` : 'deleted'}`,
  ].join('\n');
}
