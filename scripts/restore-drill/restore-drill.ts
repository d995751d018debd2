/**
 * `npm run restore-drill`: restore the table into a new one, compare it with the live table and
 * check a sample of the files it names; prints a table of item types and files and exits 0 when
 * the drill passed, 1 when it did not (docs/operations.md, "Restore").
 *
 * Against a deployed stack (your AWS credentials; names from the stack outputs):
 *   npm run restore-drill -- --table <TableName> --bucket <FilesBucketName> [--region us-east-1]
 *     [--at 2026-11-28T22:00:00Z] [--keep] [--sample 10] [--files 10] [--segments 4] [--tolerance 0.1]
 *     [--wait-minutes 180]
 * On the embedded default (stop `npm start` first: the drill starts the emulators on the data folder):
 *   npm run restore-drill -- --local [--data-dir .data] [--export-dir <folder>] [--keep]
 * or against emulators already running:
 *   npm run restore-drill -- --local --dynamodb-endpoint http://127.0.0.1:8000 --s3-endpoint http://127.0.0.1:4569
 *     --table portal --bucket portal-files --export-dir <folder>
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { localDynamoClient, localS3Client, type RunningEmulator, startDynamoDbLocal, startS3rver } from '../local/emulators.ts';
import { LOCAL_FILES_BUCKET, LOCAL_TABLE } from '../local/runtime.ts';
import { formatReport, restoredNameFor, runRestoreDrill } from './drill.ts';

const USAGE = [
  'Usage:',
  '  npm run restore-drill -- --table <TableName> --bucket <FilesBucketName> [--region <region>] [--at <ISO time>] [--keep]',
  '  npm run restore-drill -- --local [--data-dir .data] [--export-dir <folder>] [--keep]',
  '  (more options in scripts/restore-drill/restore-drill.ts and docs/operations.md, "Restore")',
].join('\n');

const { values } = parseArgs({
  options: {
    local: { type: 'boolean', default: false },
    table: { type: 'string' },
    bucket: { type: 'string' },
    region: { type: 'string' },
    at: { type: 'string' },
    keep: { type: 'boolean', default: false },
    sample: { type: 'string' },
    files: { type: 'string' },
    segments: { type: 'string' },
    tolerance: { type: 'string' },
    'wait-minutes': { type: 'string' },
    'data-dir': { type: 'string' },
    'export-dir': { type: 'string' },
    'dynamodb-endpoint': { type: 'string' },
    's3-endpoint': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

function fail(message: string, code = 2): never {
  process.stderr.write(`restore-drill: ${message}\n${code === 2 ? `${USAGE}\n` : ''}`);
  process.exit(code);
}

function count(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min) fail(`--${name} must be a number of at least ${min}, not "${value}"`);
  return n;
}

const portInUse = (port: number) =>
  new Promise<boolean>((done) => {
    const server = createServer();
    server.once('error', () => done(true));
    server.listen(port, '127.0.0.1', () => server.close(() => done(false)));
  });

if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const log = (line: string) => process.stderr.write(`${line}\n`);
const started: RunningEmulator[] = [];
let dynamo: DynamoDBClient;
let s3: S3Client;
let table: string;
let bucket: string;
let exportDir: string | undefined;

if (values.local) {
  if (values.at) fail('--at is for a deployed stack: locally the export is the backup');
  table = values.table ?? LOCAL_TABLE;
  bucket = values.bucket ?? LOCAL_FILES_BUCKET;
  const dataDir = resolve(values['data-dir'] ?? process.env.PORTAL_DATA_DIR ?? '.data');
  exportDir = resolve(values['export-dir'] ?? join(dataDir, 'backups', restoredNameFor(table, new Date())));
  if (Boolean(values['dynamodb-endpoint']) !== Boolean(values['s3-endpoint']))
    fail('give both --dynamodb-endpoint and --s3-endpoint, or neither');
  if (values['dynamodb-endpoint'] && values['s3-endpoint']) {
    dynamo = localDynamoClient(values['dynamodb-endpoint']);
    s3 = localS3Client(values['s3-endpoint']);
  } else {
    if (!existsSync(join(dataDir, 'dynamodb'))) fail(`no local data in ${dataDir} (run \`npm start\` once, or give --data-dir)`, 1);
    const port = Number(process.env.PORT ?? 3000);
    if (await portInUse(port))
      fail(`port ${port} is in use: stop \`npm start\` first (the drill opens the same data folder), or give the emulators' endpoints`, 1);
    log(`starting DynamoDB Local and s3rver on ${dataDir}…`);
    started.push(await startDynamoDbLocal({ dataDir: join(dataDir, 'dynamodb') }));
    started.push(await startS3rver({ dataDir: join(dataDir, 's3') }));
    dynamo = localDynamoClient(started[0]!.endpoint);
    s3 = localS3Client(started[1]!.endpoint);
  }
} else {
  if (!values.table || !values.bucket) fail('give --table and --bucket (the stack outputs TableName and FilesBucketName), or --local');
  table = values.table;
  bucket = values.bucket;
  const region = values.region ?? process.env.AWS_REGION;
  dynamo = new DynamoDBClient({ region });
  s3 = new S3Client({ region, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
}

const at = values.at === undefined ? undefined : new Date(values.at);
if (at && Number.isNaN(at.getTime())) fail(`--at must be a date and time (ISO 8601), not "${values.at}"`);

let exitCode = 1;
try {
  const report = await runRestoreDrill({
    mode: values.local ? 'local' : 'cloud',
    table,
    bucket,
    dynamo,
    s3,
    samplePerType: count('sample', values.sample, 1),
    filesPerKind: count('files', values.files, 0),
    segments: count('segments', values.segments, 1),
    tolerancePercent: count('tolerance', values.tolerance, 0),
    waitMinutes: count('wait-minutes', values['wait-minutes'], 1),
    at,
    exportDir,
    keep: values.keep,
    log,
  });
  process.stdout.write(`${formatReport(report)}\n`);
  exitCode = report.passed ? 0 : 1;
} catch (error) {
  process.stderr.write(`restore-drill failed: ${(error as Error).message}\n`);
} finally {
  await Promise.all(started.map((emulator) => emulator.stop()));
}
process.exit(exitCode);
