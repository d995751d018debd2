/**
 * Measures scrypt work where its memory is taken: a copy of node:crypto whose `scrypt` calls the
 * real one and counts the computations in flight, their memory (128 · N · r bytes) and the
 * peaks. A test file mocks node:crypto with it:
 *
 *   vi.mock('node:crypto', async (original) => (await import('../../test/scrypt-load.ts')).countingCrypto(await original()));
 */
type Crypto = typeof import('node:crypto');

export const scryptLoad = { running: 0, bytes: 0, peakRunning: 0, peakBytes: 0, calls: 0 };

/** Forget the peaks and the count, before the work a test measures. */
export function resetScryptLoad(): void {
  Object.assign(scryptLoad, { peakRunning: scryptLoad.running, peakBytes: scryptLoad.bytes, calls: 0 });
}

export function countingCrypto(actual: Crypto): Crypto {
  const scrypt = ((password, salt, keyLength, options, done) => {
    // Our code always passes N and r; node's defaults otherwise.
    const bytes = 128 * (options.N ?? 16384) * (options.r ?? 8);
    scryptLoad.calls += 1;
    scryptLoad.running += 1;
    scryptLoad.bytes += bytes;
    scryptLoad.peakRunning = Math.max(scryptLoad.peakRunning, scryptLoad.running);
    scryptLoad.peakBytes = Math.max(scryptLoad.peakBytes, scryptLoad.bytes);
    actual.scrypt(password, salt, keyLength, options, (error, key) => {
      scryptLoad.running -= 1;
      scryptLoad.bytes -= bytes;
      done(error, key);
    });
  }) as Crypto['scrypt'];
  return { ...actual, scrypt, default: { ...actual, scrypt } } as Crypto;
}
