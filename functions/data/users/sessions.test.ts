import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../../test/integration/table.ts';
import { createSession, endAllSessions, getSession } from './sessions.ts';

useTestTable();

async function openSessions(userId: number, ids: string[]): Promise<void> {
  const authTime = Math.floor(Date.now() / 1000);
  for (const sessionId of ids) {
    await createSession(
      { userId, sessionId, createdAt: new Date().toISOString(), sourceIp: '127.0.0.1', userAgent: 'vitest', roles: ['participant'] },
      authTime,
    );
  }
}

describe('sessions', () => {
  it('ends every session of a user and no one else’s', async () => {
    await openSessions(501, ['a', 'b']);
    await openSessions(502, ['c']);
    expect(await endAllSessions(501)).toBe(2);
    expect(await getSession(501, 'a')).toBeUndefined();
    expect(await getSession(501, 'b')).toBeUndefined();
    expect(await getSession(502, 'c')).toBeDefined();
  });

  it('keeps the session named in `except`', async () => {
    await openSessions(503, ['keep', 'other1', 'other2']);
    expect(await endAllSessions(503, { except: 'keep' })).toBe(2);
    expect(await getSession(503, 'keep')).toBeDefined();
    expect(await getSession(503, 'other1')).toBeUndefined();
    expect(await getSession(503, 'other2')).toBeUndefined();
  });
});
