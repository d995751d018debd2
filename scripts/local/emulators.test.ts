/**
 * The emulators as `npm start` runs them: reachable on loopback and nowhere else, and never left
 * running by a process that dies without stopping them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDynamoDbLocal, startS3rver, type RunningEmulator } from './emulators.ts';
import { externalAddress, refusesConnection } from './network.test-helper.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const portOf = (emulator: RunningEmulator) => Number(new URL(emulator.endpoint).port);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
  return condition();
}

describe('local emulators', () => {
  const lan = externalAddress();

  it.skipIf(!lan)(
    'DynamoDB Local and s3rver answer on loopback only, not on the machine’s network address',
    async () => {
      const [dynamo, s3] = await Promise.all([
        startDynamoDbLocal({}),
        startS3rver({ dataDir: mkdtempSync(join(tmpdir(), 'emulators-s3-')) }),
      ]);
      try {
        expect(new URL(dynamo.endpoint).hostname).toBe('127.0.0.1');
        expect(new URL(s3.endpoint).hostname).toBe('127.0.0.1');
        expect(await refusesConnection('127.0.0.1', portOf(dynamo))).toBe(false);
        expect(await refusesConnection(lan!, portOf(dynamo))).toBe(true);
        expect(await refusesConnection('127.0.0.1', portOf(s3))).toBe(false);
        expect(await refusesConnection(lan!, portOf(s3))).toBe(true);
      } finally {
        await Promise.all([dynamo.stop(), s3.stop()]);
      }
    },
    120_000,
  );

  it('end when the process that started them dies of an uncaught error', async () => {
    // A process that starts both, reports their process ids and then crashes.
    const script = `
      import { startDynamoDbLocal, startS3rver } from './scripts/local/emulators.ts';
      const [dynamo, s3] = await Promise.all([startDynamoDbLocal({}), startS3rver({ dataDir: ${JSON.stringify(mkdtempSync(join(tmpdir(), 'emulators-s3-')))} })]);
      process.stdout.write(JSON.stringify([dynamo.process.pid, s3.process.pid]) + '\\n');
      setTimeout(() => { throw new Error('crash'); }, 100);
    `;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((done) => child.on('exit', (exitCode) => done(exitCode)));
    expect(code, output).not.toBe(0);
    expect(output).toContain('crash');
    const pids = JSON.parse(/^\[\d+,\d+\]$/m.exec(output)?.[0] ?? 'null') as number[] | null;
    expect(pids, output).toHaveLength(2);
    for (const pid of pids!) expect(await until(() => !alive(pid), 15_000), `emulator ${pid} still runs`).toBe(true);
  }, 120_000);
});
