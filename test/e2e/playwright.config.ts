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
import { CHROMIUM_PATH } from './chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3123);
const root = resolve(import.meta.dirname, '../..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
// The outbox key of the portal started below; set here, in the runner, so that the workers (which
// inherit its environment) read the same one (outbox.ts).
process.env.PORTAL_OUTBOX_KEY ||= randomBytes(24).toString('base64url');
// New York's date before the portal seeds its demo, read the same way by the workers (demo-day.ts).
process.env.E2E_DEMO_DAY ||= nyDate();
// Where the sign-in setup project leaves each demo account's browser state (session.ts).
process.env.E2E_AUTH_DIR ||= mkdtempSync(join(tmpdir(), 'portal-e2e-auth-'));

/**
 * Two workers share the one portal, so tests are grouped by the demo state they write
 * (docs/decisions/testing.md, "The suite's time"):
 * - ONE_AT_A_TIME write the same demo rosters and certificates (a save checks the roster's
 *   version; the PDF Log's counts): they run one after another, beside the rest.
 * - LAST change what every other test sees or counts. They run after all the others, in three
 *   rounds of files that leave each other alone, side by side within a round:
 *   1. cohort-builder adds cohorts and New York accounts without a district;
 *      admin-roles-messages replaces the participants' popup, banner and notification and renames
 *      a seeded person; stored-xss adds Ohio cohorts and accounts (the dashboards and the Cohort
 *      Builder list count them), popups and a banner for Superintendents and support tabs (all
 *      deleted at its end), and sets the Helpdesk hours and puts them back.
 *   2. admin-merge creates and merges accounts, sets a district on every New York account without
 *      one (so round 1's must exist by then) and saves senior.admin's Users view; reset-password
 *      and password-recovery change training.manager's and the coach's passwords, which ends
 *      those accounts' other sessions.
 *   3. admin-users counts every account (rounds 1 and 2 add some) and admin-settings turns
 *      maintenance mode on, which reaches every session: one at a time, at the very end.
 */
const ONE_AT_A_TIME = [
  'roster.e2e.ts', // marks on the facilitator's first past roster, a make-up guest
  'roster-mobile.e2e.ts', // marks on the same roster; asserts its version went up by one
  'keyboard-roster.e2e.ts', // a mark on the same roster
  'roster-reports.e2e.ts', // compares that roster's names with its PDF and workbook
  'admin-certificates.e2e.ts', // certificates and their PDF Log counts
  'certificate-verification.e2e.ts', // certificates on a course that must keep its template
  'admin-blanks.e2e.ts', // adds and removes a course's certificate template
  'learning-record.e2e.ts', // issues a certificate (PDF Log counts) on a course that must keep its template
];
const LAST_ROUNDS = [
  ['cohort-builder.e2e.ts', 'admin-roles-messages.e2e.ts', 'stored-xss.e2e.ts'],
  ['admin-merge.e2e.ts', 'reset-password.e2e.ts', 'password-recovery.e2e.ts'],
  ['admin-settings.e2e.ts', 'admin-users.e2e.ts'],
];
const files = (list: string[]) => new RegExp(`(^|/)(${list.map((file) => file.replaceAll('.', '\\.')).join('|')})$`);

export default defineConfig({
  testDir: '.',
  outputDir: join(root, 'test/e2e/results'),
  // A cap for a stuck test, not a pace: a long admin flow on a busy machine (two cores, CI beside other work) takes minutes.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // Two workers on the one portal: a test file runs in one worker, its tests in order, unless it
  // says otherwise (the sign-in setup and the accessibility walk spread theirs).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'sign-in', testMatch: 'sign-in.setup.ts' },
    // First, so that its files are first in the queue and it keeps one worker busy from the start.
    { name: 'one-at-a-time', testMatch: files(ONE_AT_A_TIME), dependencies: ['sign-in'], workers: 1 },
    { name: 'shared', testMatch: '**/*.e2e.ts', testIgnore: files([...ONE_AT_A_TIME, ...LAST_ROUNDS.flat()]), dependencies: ['sign-in'] },
    { name: 'last-1', testMatch: files(LAST_ROUNDS[0]), dependencies: ['one-at-a-time', 'shared'] },
    { name: 'last-2', testMatch: files(LAST_ROUNDS[1]), dependencies: ['last-1'] },
    { name: 'last-3', testMatch: files(LAST_ROUNDS[2]), dependencies: ['last-2'], workers: 1 },
  ],
  retries: 0,
  reporter: [['list'], ['json', { outputFile: join(root, '.cache/test-results/e2e.json') }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
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
