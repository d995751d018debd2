/**
 * Boots the embedded default: emulators, table and buckets, environment for the handlers,
 * and (on a fresh data folder) the demo seed. `npm start`, the end-to-end tests and the
 * benchmark all start the portal through here, so they run what users run.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { resetConfig } from '../../functions/services/config.ts';
import { resetDb } from '../../functions/data/table/client.ts';
import { ensureBucket, ensureTable, startDynamoDbLocal, startS3rver, type RunningEmulator } from './emulators.ts';

export const LOCAL_TABLE = 'portal';
export const LOCAL_FILES_BUCKET = 'portal-files';

export interface LocalRuntime {
  dynamo: RunningEmulator;
  s3: RunningEmulator;
  stop: () => Promise<void>;
}

/** A secret generated once into the data folder (the cloud keeps its own in Secrets Manager). */
function localSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Points the handlers of this process at the local emulators. */
export function applyLocalEnvironment(opts: { dataDir: string; port: number; dynamoEndpoint: string; s3Endpoint: string }): void {
  Object.assign(process.env, {
    TABLE_NAME: LOCAL_TABLE,
    FILES_BUCKET: LOCAL_FILES_BUCKET,
    DYNAMODB_ENDPOINT: opts.dynamoEndpoint,
    S3_ENDPOINT: opts.s3Endpoint,
    AWS_REGION: 'us-east-1',
    JWT_SECRET: localSecret(opts.dataDir, 'jwt-secret'),
    // The Ed25519 key that signs certificate credentials is derived from it (services/certificate-keys.ts).
    CERTIFICATE_SIGNING_KEY: localSecret(opts.dataDir, 'certificate-signing-key'),
    MAIL_TRANSPORT: 'outbox',
    MAIL_OUTBOX_DIR: join(opts.dataDir, 'outbox'),
    WEB_ORIGIN: `http://localhost:${opts.port}`,
    // Generated unit evaluation answers, unless the survey system's address is given.
    SURVEY_SOURCE: process.env.SURVEY_SOURCE || 'demo',
  });
  resetConfig();
  resetDb();
}

export async function startLocalRuntime(opts: {
  dataDir: string;
  port: number;
  inMemory?: boolean;
  log?: (line: string) => void;
}): Promise<LocalRuntime> {
  mkdirSync(opts.dataDir, { recursive: true });
  const dynamo = await startDynamoDbLocal({ dataDir: opts.inMemory ? undefined : join(opts.dataDir, 'dynamodb'), log: opts.log });
  let s3: RunningEmulator;
  try {
    s3 = await startS3rver({ dataDir: join(opts.dataDir, 's3') });
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  const stop = async () => {
    await Promise.all([dynamo.stop(), s3.stop()]);
  };
  try {
    applyLocalEnvironment({ dataDir: opts.dataDir, port: opts.port, dynamoEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint });
    await ensureTable(dynamo.endpoint, LOCAL_TABLE);
    await ensureBucket(s3.endpoint, LOCAL_FILES_BUCKET, `http://localhost:${opts.port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { dynamo, s3, stop };
}
