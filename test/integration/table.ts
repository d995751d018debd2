/**
 * A fresh table and files bucket for one test file on the shared emulators, with the environment
 * the handlers read pointed at them. Call `useTestTable()` at the top of a test file. The bucket is
 * the file's own (named like its table): files that seed the demo write objects under the same
 * keys (projects/<cohort>/<user>/…), and a shared bucket let one file's seed replace what another
 * had just zipped.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { beforeAll, inject } from 'vitest';
import { resetConfig } from '../../functions/services/config.ts';
import { resetSigningKey } from '../../functions/services/tokens.ts';
import { resetCertificateKeys } from '../../functions/services/certificate-keys.ts';
import { resetDb } from '../../functions/data/table/client.ts';
import { resetCohortDirectory } from '../../functions/data/cohorts/cohort-directory.ts';
import { clearReferenceCache } from '../../functions/data/reference/reference.ts';
import { resetStorage } from '../../functions/data/table/storage.ts';
import { configureSettingsCache } from '../../functions/data/content/settings.ts';
import { ensureBucket, ensureTable } from '../../scripts/local/emulators.ts';

export function testEnvironment(tableName: string): Record<string, string> {
  const dataDir = inject('testDataDir');
  return {
    TABLE_NAME: tableName,
    FILES_BUCKET: tableName,
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    S3_ENDPOINT: inject('s3Endpoint'),
    AWS_REGION: 'us-east-1',
    JWT_SECRET: 'test-secret-of-sufficient-length-for-hs256',
    CERTIFICATE_SIGNING_KEY: 'test-certificate-signing-secret-of-sufficient-length',
    MAIL_TRANSPORT: 'outbox',
    MAIL_OUTBOX_DIR: join(dataDir, `outbox-${tableName}`),
    WEB_ORIGIN: 'http://localhost:3000',
    LOG_LEVEL: 'error',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

export function useTestTable(): { tableName: string } {
  const tableName = `t-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    Object.assign(process.env, testEnvironment(tableName));
    resetConfig();
    resetDb();
    resetSigningKey();
    resetCertificateKeys();
    clearReferenceCache();
    resetStorage();
    resetCohortDirectory();
    // Settings are read once per file and kept (a writer forgets its copy, so a file sees its own
    // changes): with the product's minute, a pause on a loaded machine added a settings Query to a
    // request whose calls a test counts (the maintenance gate reads them on every signed-in call).
    // settings.test.ts sets the minute and a clock of its own.
    configureSettingsCache({ windowMs: Number.POSITIVE_INFINITY });
    await Promise.all([
      ensureTable(inject('dynamoEndpoint'), tableName),
      ensureBucket(inject('s3Endpoint'), tableName, 'http://localhost:3000'),
    ]);
  });
  return { tableName };
}
