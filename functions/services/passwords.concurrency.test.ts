/**
 * How much scrypt work runs at once in one process (issue 18: six 128 MiB computations at once
 * ran a 512 MB Lambda out of memory), measured at node:crypto's scrypt itself.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetScryptLoad, scryptLoad } from '../../test/scrypt-load.ts';
import { GENERATED_PASSWORD_PARAMS, SCRYPT_MEMORY_BUDGET, hashPassword, verifyPassword } from './passwords.ts';

vi.mock('node:crypto', async (original) => (await import('../../test/scrypt-load.ts')).countingCrypto(await original()));

const FULL_COST_BYTES = 128 * 1024 * 1024;

beforeEach(resetScryptLoad);

describe('scrypt work at once in one process', () => {
  it('keeps at most two full-cost computations (256 MiB) in flight, however many verifications are asked at once', async () => {
    const stored = await hashPassword('Right-Pass-1!');
    resetScryptLoad();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => verifyPassword(i === 2 ? 'Right-Pass-1!' : `Wrong-${i}`, stored)),
    );
    expect(answers).toEqual([false, false, true, false]);
    expect(scryptLoad.calls).toBe(4);
    expect(scryptLoad.peakRunning).toBe(2);
    expect(scryptLoad.peakBytes).toBe(2 * FULL_COST_BYTES);
    expect(SCRYPT_MEMORY_BUDGET).toBe(2 * FULL_COST_BYTES);
  });

  it('lets light hashes share the budget beside full-cost ones without passing it', async () => {
    const hashes = await Promise.all([
      ...Array.from({ length: 3 }, (_, i) => hashPassword(`Chosen-${i}`)),
      ...Array.from({ length: 20 }, (_, i) => hashPassword(`generated-${i}`, GENERATED_PASSWORD_PARAMS)),
    ]);
    expect(new Set(hashes).size).toBe(23);
    expect(scryptLoad.calls).toBe(23);
    expect(scryptLoad.peakBytes).toBeLessThanOrEqual(SCRYPT_MEMORY_BUDGET);
    // Light ones (1 MiB each) run beside the full-cost ones instead of waiting for a whole slot.
    expect(scryptLoad.peakRunning).toBeGreaterThan(2);
  });
});
