/**
 * `npm start` as the README describes it: the npm process itself stopped by SIGTERM, or the
 * terminal's Ctrl-C (SIGINT to the whole foreground group), ends every process the portal started
 * (node, DynamoDB Local's JVM, s3rver) and frees the port; the console shows the ready line and the
 * demo accounts, not a line per request.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../seed/organisation.ts';
import { freePort } from './emulators.ts';
import { refusesConnection } from './network.test-helper.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'npm-start-'));

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
  afterEach(() => {
    groups.splice(0).forEach(killGroup);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

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
