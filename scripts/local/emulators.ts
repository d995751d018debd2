/**
 * The two emulators of the embedded default, as child processes on loopback:
 * DynamoDB Local (Java 17+) and s3rver. Each resolves once it answers, and `stop()` ends it;
 * whatever still runs when the process that started it exits, even by a crash, is ended then.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { tableDefinition } from '../../functions/data/table/table.ts';
import { TTL_ATTRIBUTE } from '../../shared/table.ts';
import { ensureDynamoDbLocal } from '../emulators/fetch-dynamodb-local.ts';

export interface RunningEmulator {
  endpoint: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

export class StartupError extends Error {}

const ROOT = resolve(import.meta.dirname, '../..');
const LOOPBACK = '127.0.0.1';

/** The emulators this process started and has not seen exit. */
const children = new Set<ChildProcess>();
let endingOnExit = false;

/**
 * Children outlive a parent that dies without stopping them (an uncaught error, process.exit):
 * the last thing this process does is end them. Only a SIGKILL of the parent skips it.
 */
function endWithThisProcess(child: ChildProcess): ChildProcess {
  if (!endingOnExit) {
    process.on('exit', () => children.forEach((running) => running.kill('SIGTERM')));
    endingOnExit = true;
  }
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, LOOPBACK, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Java 17+ must be on the PATH for DynamoDB Local; say how to get it when it is not. */
export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new StartupError(
      'Java 17 or newer is needed for DynamoDB Local but `java` was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y openjdk-17-jre-headless`; macOS: `brew install openjdk@17`) and run `npm start` again.',
    );
  }
  const version = /version "(\d+)/.exec(`${result.stderr}${result.stdout}`)?.[1];
  if (version && Number(version) < 17) {
    throw new StartupError(
      `Java ${version} was found but DynamoDB Local needs Java 17 or newer (Debian/Ubuntu: \`sudo apt-get install -y openjdk-17-jre-headless\`).`,
    );
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
}

async function waitFor(check: () => Promise<unknown>, child: ChildProcess, name: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  let lastError: unknown;
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new StartupError(`${name} exited with code ${child.exitCode} while starting.`);
    try {
      await check();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new StartupError(`${name} did not answer within ${timeoutMs / 1000} s (${String(lastError)}).`);
}

export async function startDynamoDbLocal(opts: {
  dataDir?: string;
  port?: number;
  log?: (line: string) => void;
}): Promise<RunningEmulator> {
  checkJava();
  const dir = ensureDynamoDbLocal(opts.log);
  const port = opts.port ?? (await freePort());
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // Through Jetty's XmlConfiguration rather than `-jar`: DynamoDB Local's own launcher cannot bind
  // to one address (see dynamodb-local.jetty.xml); -sharedDb and no telemetry are as before.
  const child = endWithThisProcess(
    spawn(
      'java',
      [
        '-Xmx256m',
        `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
        '-Dorg.eclipse.jetty.LEVEL=WARN',
        '-cp',
        [join(dir, 'DynamoDBLocal.jar'), join(dir, 'DynamoDBLocal_lib', '*')].join(delimiter),
        'org.eclipse.jetty.xml.XmlConfiguration',
        `host=${LOOPBACK}`,
        `port=${port}`,
        `inMemory=${!opts.dataDir}`,
        ...(opts.dataDir ? [`dbPath=${opts.dataDir}`] : []),
        join(import.meta.dirname, 'dynamodb-local.jetty.xml'),
      ],
      // DynamoDB Local writes a metadata file into its working directory.
      { stdio: ['ignore', 'ignore', 'pipe'], cwd: opts.dataDir ?? tmpdir(), env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' } },
    ),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const endpoint = `http://${LOOPBACK}:${port}`;
  const client = localDynamoClient(endpoint);
  try {
    await waitFor(
      () =>
        client.send(new DescribeTableCommand({ TableName: '__probe__' })).catch((e: Error) => {
          if (e.name !== 'ResourceNotFoundException') throw e;
        }),
      child,
      'DynamoDB Local',
    );
  } catch (error) {
    child.kill('SIGKILL');
    throw new StartupError(`${(error as Error).message} ${stderr.trim().split('\n').slice(-3).join(' ')}`);
  }
  return { endpoint, process: child, stop: stopper(child) };
}

export async function startS3rver(opts: { dataDir: string; port?: number }): Promise<RunningEmulator> {
  mkdirSync(opts.dataDir, { recursive: true });
  const port = opts.port ?? (await freePort());
  // --openssl-legacy-provider: s3rver encrypts ListObjectsV2 continuation tokens with DES.
  const child = endWithThisProcess(
    spawn(
      process.execPath,
      ['--openssl-legacy-provider', '--import', 'tsx', join(ROOT, 'scripts/local/s3rver-server.ts'), opts.dataDir, LOOPBACK, String(port)],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] },
    ),
  );
  const endpoint = `http://${LOOPBACK}:${port}`;
  const client = localS3Client(endpoint);
  await waitFor(
    () =>
      client.send(new HeadBucketCommand({ Bucket: 'probe' })).catch((e: Error & { $metadata?: { httpStatusCode?: number } }) => {
        if (e.$metadata?.httpStatusCode !== 404) throw e;
      }),
    child,
    's3rver',
  );
  return { endpoint, process: child, stop: stopper(child) };
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

export function localS3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Creates the table if it does not exist yet (idempotent). Returns true when it was created. */
export async function ensureTable(endpoint: string, tableName: string): Promise<boolean> {
  const client = localDynamoClient(endpoint);
  try {
    await client.send(new CreateTableCommand(tableDefinition(tableName)));
  } catch (error) {
    if (error instanceof ResourceInUseException) return false;
    throw error;
  }
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }),
  );
  return true;
}

/** Creates the bucket with CORS for the portal origin if it does not exist yet (idempotent). */
export async function ensureBucket(endpoint: string, bucket: string, origin: string): Promise<void> {
  const client = localS3Client(endpoint);
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    // Test files start side by side: another may create the bucket between the two calls.
    await client.send(new CreateBucketCommand({ Bucket: bucket })).catch((error: unknown) => {
      const name = error instanceof Error ? error.name : '';
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
    });
  }
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: [origin],
            AllowedMethods: ['GET', 'PUT', 'POST', 'HEAD'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}
