/**
 * `npm start` as the README describes it and a user meets it: ready with the demo data, a second
 * start on the same data folder keeps the data and seeds nothing; the npm process itself stopped by
 * SIGTERM, or the terminal's Ctrl-C (SIGINT to the whole foreground group), ends every process the
 * portal started (node, DynamoDB Local's JVM, s3rver) and frees the port; the console shows the ready
 * line and the demo accounts, not a line per request; a busy port or a missing Java is one line of
 * explanation. One data folder for the whole file, in this order: the demo is seeded once (a minute
 * of two cores) and the later starts reuse it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/organisation.ts';
import { freePort } from './emulators.ts';
import { refusesConnection } from './network.test-helper.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!(await condition()) && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
  return condition();
}

/** Every process below `root`, from `ps` (Linux and macOS). */
function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const line of execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    children.set(ppid!, [...(children.get(ppid!) ?? []), pid!]);
  }
  const found: number[] = [];
  const visit = (pid: number) =>
    (children.get(pid) ?? []).forEach((child) => {
      found.push(child);
      visit(child);
    });
  visit(root);
  return found;
}

/** npm's process groups, each with everything a start began; what a failed test leaves is killed after it. */
const groups: number[] = [];

/** What a failed test leaves: npm's whole process group, the emulators with it. */
function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

interface StartedNode {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** scripts/start.ts run by node itself, as `npm start` runs it. */
function start(port: number, env: Record<string, string> = {}): StartedNode {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PORTAL_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

async function ready(started: StartedNode, timeoutMs = 480_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  // The banner's last line: the ready line comes first, the demo accounts after it.
  while (!started.output().includes('Press Ctrl-C to stop.')) {
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

async function signIn(port: number): Promise<number> {
  const res = await fetch(`http://localhost:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'coordinator', password: 'Portal!Demo#2026' }),
  });
  return res.status;
}

interface Started {
  npm: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves once npm has exited and its output is all read. */
  closed: Promise<void>;
}

/** A request that a handler answers (a refused sign-in), with the request id the logs carry. */
async function signInFails(port: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'not-the-password' }),
  });
  expect(answer.status).toBe(401);
  const requestId = answer.headers.get('x-request-id');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return requestId!;
}

/** `npm start` in its own process group (as a terminal runs it), resolved once the portal is ready. */
async function npmStart(logLevel?: string): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PORTAL_DATA_DIR: dataDir };
  delete env.LOG_LEVEL;
  if (logLevel) env.LOG_LEVEL = logLevel;
  const npm = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  groups.push(npm.pid!);
  let output = '';
  npm.stdout!.on('data', (chunk) => (output += chunk));
  npm.stderr!.on('data', (chunk) => (output += chunk));
  const closed = new Promise<void>((done) => npm.once('close', () => done()));
  // A cap, not a pace: a first start (web build, demo seed, data sets) takes minutes on a busy two-core machine.
  const ready = await until(() => output.includes('Press Ctrl-C to stop.') || npm.exitCode !== null, 480_000);
  expect(ready && npm.exitCode === null, output).toBe(true);
  return { npm, port, output: () => output, closed };
}

/** Sends the signal and expects npm, everything below it and the port to be gone. */
async function expectAllStopped(started: Started, send: (pid: number) => void): Promise<void> {
  const pids = [started.npm.pid!, ...descendants(started.npm.pid!)];
  const commands = execFileSync('ps', ['-o', 'args=', '-p', pids.join(',')], { encoding: 'utf8' });
  // npm, its shell, node, and the two emulators.
  expect(commands, commands).toContain('scripts/start.ts');
  expect(commands, commands).toContain('java');
  expect(commands, commands).toContain('s3rver');
  send(started.npm.pid!);
  for (const pid of pids) expect(await until(() => !alive(pid), 20_000), `process ${pid} still runs\n${commands}`).toBe(true);
  expect(await refusesConnection('127.0.0.1', started.port)).toBe(true);
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
  }, 600_000);

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

describe('npm start, stopped from outside', () => {
  afterEach(() => {
    groups.splice(0).forEach(killGroup);
  });

  it('prints the demo accounts but no line per request, and SIGTERM to the npm process stops everything it started', async () => {
    const started = await npmStart();
    for (const account of DEMO_ACCOUNTS) expect(started.output()).toContain(`  ${account.username} `);
    const requestId = await signInFails(started.port);
    await expectAllStopped(started, (pid) => process.kill(pid, 'SIGTERM'));
    // All the output is in once npm has closed it.
    await started.closed;
    expect(started.output()).not.toContain(requestId);
    expect(started.output()).not.toContain('"message":"request"');
  }, 600_000);

  it('Ctrl-C (SIGINT to the terminal’s process group) stops everything it started; LOG_LEVEL=info shows each request', async () => {
    const started = await npmStart('info');
    const requestId = await signInFails(started.port);
    await expectAllStopped(started, (pid) => process.kill(-pid, 'SIGINT'));
    await started.closed;
    expect(started.output()).toContain(`"requestId":"${requestId}"`);
  }, 600_000);
});
