/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1: 128 MiB, ~0.3 s) from
 * node:crypto, so no native addon has to be built for Lambda's arm64. The stored form carries its
 * parameters, so they can be raised later without breaking existing hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { memoryBudget } from './memory-budget.ts';

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** What one scrypt computation holds while it runs: 128 · N · r bytes. */
const memoryOf = (N: number, r: number) => 128 * N * r;

/**
 * The scrypt memory one process may hold at once: two computations at full cost (256 MiB), so
 * that a 512 MB Lambda keeps room for the runtime and the request however many hashes a request
 * (or the local gateway, which serves every request in one process) asks for at once. The rest
 * wait their turn; light hashes (1 MiB) share the budget.
 */
export const SCRYPT_MEMORY_BUDGET = 2 * memoryOf(PARAMS.N, PARAMS.r);
const withinBudget = memoryBudget(SCRYPT_MEMORY_BUDGET);

function scrypt(password: string, salt: Buffer, keyLength: number, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  const memory = memoryOf(N, r);
  return withinBudget(
    memory,
    () =>
      new Promise((resolve, reject) =>
        // maxmem leaves node's own allowance above the computation's memory.
        scryptCallback(password, salt, keyLength, { N, r, p, maxmem: 2 * memory }, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/**
 * Key stretching slows the guessing of passwords people choose. A password from
 * `generatePassword` (20 characters of 70: ~122 bits) cannot be guessed however fast the hash, so
 * the CSV import hashes the ones it generates with these light parameters (~3 ms instead of
 * ~0.3 s: 5,000 accounts in seconds, not half an hour). Never for a password a person chose.
 */
export const GENERATED_PASSWORD_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

export async function hashPassword(password: string, params: { N: number; r: number; p: number } = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || !Object.values(params).every((v) => Number.isSafeInteger(v) && v > 0)) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random password that meets the administrator policy (bootstrap, CSV import). */
export function generatePassword(length = 20): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!#$%&*+-=?@^_'];
  const all = sets.join('');
  const pick = (set: string) => set[randomBytes(1)[0] % set.length];
  const chars = sets.flatMap((set) => [pick(set), pick(set)]);
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomBytes(1)[0] % (i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
