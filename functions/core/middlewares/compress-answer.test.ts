import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOOKUPS_ROWS } from '../../../shared/lookups/routes.ts';
import { apiEvent } from '../../../test/integration/events.ts';
import { resetConfig } from '../../services/config.ts';
import { resetSigningKey, signSessionToken } from '../../services/tokens.ts';
import { createGroupHandler } from '../http-handler.ts';
import type { GroupImplementations } from '../http.ts';
import { contracts } from '../../lookups/routes.ts';
import { compressAnswer, preferredEncoding } from './compress-answer.ts';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

it('refuses a threshold that is not a whole number of bytes when the chain is built', () => {
  expect(() => compressAnswer({ minBytes: -1 })).toThrow(/minBytes/);
});

describe('an answer through a group chain', () => {
  // A list as long as a calendar month's events, and a short one.
  const rows = Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Course number ${i}`, active: i % 2 === 0 }));
  const implementations = {
    'GET /api/courses': async () => rows,
    'GET /api/getStates': async () => [{ id: 1, name: 'Ohio' }],
  } as unknown as GroupImplementations<'lookups'>;
  let handler: ReturnType<typeof createGroupHandler>;
  let token: string;

  beforeAll(async () => {
    Object.assign(process.env, { TABLE_NAME: 'unused', JWT_SECRET: 'compression-test-secret-0123456789abcdef' });
    resetConfig();
    resetSigningKey();
    handler = createGroupHandler('lookups', implementations, contracts, LOOKUPS_ROWS, {
      readSessions: async (claims) => ({
        session: { ...claims, createdAt: '', expiresAt: claims.authTime + 3600, sourceIp: '', userAgent: '' },
      }),
      readMaintenance: async () => undefined,
    });
    token = await signSessionToken({
      userId: 7,
      username: 'reader',
      roles: ['participant'],
      sessionId: 's',
      authTime: Math.floor(Date.now() / 1000),
    });
  });

  const get = (key: 'GET /api/courses' | 'GET /api/getStates', acceptEncoding?: string) =>
    handler(apiEvent(key, { token, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }));

  it('is brotli when the client accepts it, a fraction of the bytes, and reads back the same', async () => {
    const result = await get('GET /api/courses', 'gzip, deflate, br');
    expect(result.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(result.isBase64Encoded).toBe(true);
    const bytes = Buffer.from(result.body!, 'base64');
    expect(bytes.length).toBeLessThan(JSON.stringify(rows).length / 5);
    expect(JSON.parse(brotliDecompressSync(bytes).toString('utf8'))).toEqual(rows);
  });

  it('is gzip for a client without brotli', async () => {
    const result = await get('GET /api/courses', 'gzip');
    expect(result.headers?.['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(result.body!, 'base64')).toString('utf8'))).toEqual(rows);
  });

  it('is plain JSON for a client that accepts no encoding, and for an answer under 1 KB', async () => {
    const plain = await get('GET /api/courses');
    expect(plain.headers?.['content-encoding']).toBeUndefined();
    expect(plain.isBase64Encoded).toBeFalsy();
    expect(JSON.parse(plain.body!)).toEqual(rows);
    const small = await get('GET /api/getStates', 'br');
    expect(small.headers?.['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body!)).toEqual([{ id: 1, name: 'Ohio' }]);
  });
});
