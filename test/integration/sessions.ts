/**
 * A live session and its token for a test user, without going through a password sign-in. The
 * session grants the roles and states given here, whatever the account (if any) holds, until a
 * change of the account's roles, states or status brings it in line (data/users/users.ts).
 */
import { randomUUID } from 'node:crypto';
import { signSessionToken } from '../../functions/services/tokens.ts';
import { createSession } from '../../functions/data/users/sessions.ts';
import { findUserIdByLogin } from '../../functions/data/users/users.ts';

/** `states`: a state coordinator's states, as sign-in puts them in the session. */
export async function sessionToken(userId: number, roles: string[], username = `user${userId}`, states?: number[]): Promise<string> {
  const sessionId = randomUUID();
  const authTime = Math.floor(Date.now() / 1000);
  await createSession(
    { userId, sessionId, createdAt: new Date().toISOString(), sourceIp: '127.0.0.1', userAgent: 'vitest', roles, states },
    authTime,
  );
  return signSessionToken({ userId, username, roles, sessionId, authTime, states });
}

/** A session as a seeded account, found by its username or e-mail (the demo's `admin`, `participant` …). */
export async function demoSessionToken(login: string, roles: string[], states?: number[]): Promise<string> {
  const userId = await findUserIdByLogin(login);
  if (userId === undefined) throw new Error(`no seeded account ${login}`);
  return sessionToken(userId, roles, login, states);
}
