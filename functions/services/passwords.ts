/**
 * Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1: 128 MiB, ~0.3 s) from
 * node:crypto, so no native addon has to be built for Lambda's arm64. The stored form carries its
 * parameters, so they can be raised later without breaking existing hashes.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const maxmem = (N: number, r: number) => 128 * N * r * 2;

/**
 * Key stretching slows the guessing of passwords people choose. A password from
 * `generatePassword` (20 characters of 70: ~122 bits) cannot be guessed however fast the hash, so
 * the CSV import hashes the ones it generates with these light parameters (~3 ms instead of
 * ~0.3 s: 5,000 accounts in seconds, not half an hour). Never for a password a person chose.
 */
export const GENERATED_PASSWORD_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;

export async function hashPassword(password: string, params: { N: number; r: number; p: number } = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: maxmem(params.N, params.r) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const N = Number(n);
  const R = Number(r);
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N, r: R, p: Number(p), maxmem: maxmem(N, R) });
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
