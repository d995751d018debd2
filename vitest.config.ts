import { defineConfig } from 'vitest/config';
import { nodeTestFiles } from './scripts/test-run/vitest-projects.ts';

const { unit, integration } = nodeTestFiles(import.meta.dirname);

/**
 * The server code's logger and metrics read these when they are created: errors only, and no
 * EMF lines (tests that read them turn them on: functions/services/metrics.test.ts).
 */
const SERVER_TEST_ENV = { LOG_LEVEL: 'error', POWERTOOLS_METRICS_DISABLED: 'true' };

/**
 * Three projects: `unit` (server-side code that needs nothing running), `integration` (handlers
 * on DynamoDB Local and s3rver, started once per run by test/integration/global-setup.ts, a table
 * per file) and `web` (React, jsdom). scripts/test-run/vitest-projects.ts sorts the server-side files.
 */
export default defineConfig({
  test: {
    // vitest's default on two cores is one worker (cores - 1). The integration tests wait on the
    // emulators much of the time, so three keep both cores busy: 9.3 min for the whole run, where
    // one worker took 21 (docs/decisions/testing.md, "The suite's time").
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          env: SERVER_TEST_ENV,
          include: unit,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          env: SERVER_TEST_ENV,
          include: integration,
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // A cap for a stuck test, not a pace: rendering MUI forms in jsdom on a loaded two-core machine passes vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
