/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the portal started
 * exactly as `npm start` starts it, on a fresh data folder and its own port.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { nyDate } from '../../shared/time.ts';

const port = Number(process.env.E2E_PORT ?? 3123);
const root = resolve(import.meta.dirname, '../..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// The outbox key of the portal started below; set here, in the runner, so that the workers (which
// inherit its environment) read the same one (outbox.ts).
process.env.PORTAL_OUTBOX_KEY ||= randomBytes(24).toString('base64url');
// New York's date before the portal seeds its demo, read the same way by the workers (demo-day.ts).
process.env.E2E_DEMO_DAY ||= nyDate();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: join(root, 'test/e2e/results'),
  // A cap for a stuck test, not a pace: a long admin flow on a busy machine (two cores, CI beside other work) takes minutes.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: join(root, '.cache/test-results/e2e.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The same entry point as `npm start`, started from node (not npx) so that stopping it stops its children.
    command: `${process.execPath} --import tsx scripts/start.ts`,
    cwd: root,
    url: `http://localhost:${port}/`,
    // A cap, not a pace: a first start seeds the demo and writes its data sets (about 1 min on an
    // idle two-core machine, nearly 4 beside other heavy work).
    timeout: 480_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(port), PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORTAL_OUTBOX_KEY: process.env.PORTAL_OUTBOX_KEY },
  },
});
