/**
 * `npm start` as a user meets it: ready with the demo data, a second start on the same data
 * folder keeps the data and seeds nothing, SIGTERM stops every child process, and a busy port
 * is one line of explanation.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/local/emulators.ts';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(port: number, env: Record<string, string> = {}): Started {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function ready(started: Started, timeoutMs = 150_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!started.output().includes('Portal ready at')) {
    if (started.child.exitCode !== null) throw new Error(`npm start exited: ${started.output()}`);
    if (Date.now() > until) throw new Error(`npm start not ready: ${started.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The emulator processes `npm start` spawned: java (DynamoDB Local) and node (s3rver). */
const emulatorsOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => /DynamoDBLocal\.jar|s3rver/.test(line))
    .map((line) => Number(line.trim().split(/\s+/)[0]));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function signIn(port: number): Promise<number> {
  const res = await fetch(`http://localhost:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'coordinator', password: 'Portal!Demo#2026' }),
  });
  return res.status;
}

describe('npm start', () => {
  it('starts with the demo seed, keeps data on a second start without seeding, and stops its children on SIGTERM', async () => {
    const port = await freePort();
    const first = start(port);
    await ready(first);
    expect(first.output()).toMatch(/Seeded \d+ accounts, 20 cohorts/);
    expect(first.output()).toContain('participant');
    expect(await signIn(port)).toBe(200);
    const page = await fetch(`http://localhost:${port}/dashboard/cohorts`);
    expect(await page.text()).toContain('<div id="root">');

    const emulators = emulatorsOf(first.child.pid!);
    expect(emulators).toHaveLength(2);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // start.ts waits for both to exit before it exits itself.
    for (const pid of emulators) expect(alive(pid)).toBe(false);

    const second = start(port);
    await ready(second);
    expect(second.output()).not.toMatch(/Seeded/);
    expect(await signIn(port)).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 300_000);

  it('explains a busy port in one line', async () => {
    const port = await freePort();
    const blocker: Server = createServer().listen(port);
    try {
      const started = start(port);
      expect(await started.exited).toBe(1);
      const lines = started.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`Port ${port} is already in use`));
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('explains a missing Java in one line, with how to install it', async () => {
    const started = start(await freePort(), { PATH: '/nonexistent' });
    expect(await started.exited).toBe(1);
    const lines = started.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Java 17 or newer is needed .* apt-get install -y openjdk-17-jre-headless/);
  }, 60_000);
});
