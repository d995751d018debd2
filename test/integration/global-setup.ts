/**
 * Starts DynamoDB Local (in memory) and s3rver once per test run; every test file then creates
 * its own table (see ./table.ts) so files can run in parallel without seeing each other's data.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal, startS3rver, type RunningEmulator } from '../../scripts/local/emulators.ts';

let running: RunningEmulator[] = [];
let dir = '';

export async function setup(project: TestProject): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  dir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const startedAt = Date.now();
  const [dynamo, s3] = await Promise.all([startDynamoDbLocal({}), startS3rver({ dataDir: join(dir, 's3') })]);
  // For the closing table of `npm test` (scripts/test.ts), which sets the folder.
  if (process.env.TEST_RESULTS_DIR)
    writeFileSync(
      join(process.env.TEST_RESULTS_DIR, 'emulators.json'),
      JSON.stringify({ startedAt, seconds: (Date.now() - startedAt) / 1000 }),
    );
  running = [dynamo, s3];
  project.provide('dynamoEndpoint', dynamo.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
  project.provide('testDataDir', dir);
}

export async function teardown(): Promise<void> {
  await Promise.all(running.map((emulator) => emulator.stop()));
  rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    s3Endpoint: string;
    testDataDir: string;
  }
}
