/**
 * Builds what the browser keeps after a sign-in (spec 01 §3: user-data and nisl-data) and
 * the signed token, for POST /api/login and, later, both Login As calls.
 */
import { randomUUID } from 'node:crypto';
import { sessionGrants } from '../../shared/auth/session-grants.ts';
import type { SessionAnswer } from '../../shared/auth/types.ts';
import { signSessionToken, type SessionClaims } from '../services/tokens.ts';
import { listReference } from '../data/reference/reference.ts';
import { createSessionStep } from '../data/users/sessions.ts';
import { refreshSessions, unchangedSinceReadStep, type UserRecord } from '../data/users/users.ts';
import { transact, transactOrThrow, type TransactItem } from '../data/table/transaction.ts';
import { sessionUserData } from '../domain/session-user.ts';

/**
 * A new session (a new sign-in, or an impersonation started by `master`) and its answer, written
 * in one transaction with `alsoWrite` (what the caller records with it) and a check that the
 * account is still as `user` was read: the session's grants come from that read.
 */
export async function openSession(
  user: UserRecord,
  client: { sourceIp: string; userAgent: string },
  master?: { userId: number; sessionId: string; authTime: number },
  alsoWrite: TransactItem[] = [],
  now = new Date(),
): Promise<SessionAnswer> {
  const sessionId = randomUUID();
  const authTime = Math.floor(now.getTime() / 1000);
  const masterIds = { masterUserId: master?.userId, masterSessionId: master?.sessionId };
  const session = createSessionStep(
    { userId: user.id, sessionId, createdAt: now.toISOString(), ...client, ...sessionGrants(user), ...masterIds },
    authTime,
  );
  const refusal = await transact([unchangedSinceReadStep(user), session, ...alsoWrite]);
  if (refusal) {
    if (!refusal.conditionFailed(0)) throw refusal.error;
    // A change was saved since the read, before this session existed to be found by it: open the
    // session anyway and bring it in line as the change would have. Any later change finds it.
    await transactOrThrow([session, ...alsoWrite]);
    await refreshSessions(user.id);
  }
  return sessionAnswer(user, { sessionId, authTime, ...masterIds, masterAuthTime: master?.authTime }, now);
}

/** The answer for an existing session of `user` with a freshly signed token. */
export async function sessionAnswer(
  user: UserRecord,
  session: Pick<SessionClaims, 'sessionId' | 'authTime' | 'masterUserId' | 'masterSessionId' | 'masterAuthTime'>,
  now = new Date(),
): Promise<SessionAnswer> {
  const grants = sessionGrants(user);
  const token = await signSessionToken({ userId: user.id, username: user.username, ...grants, ...session }, now);
  const courses = await listReference('COURSE');
  const byId = new Map(courses.map((course) => [course.id, course]));
  const privileges = Object.fromEntries(
    user.courses
      .map((id) => byId.get(id))
      .filter((c) => c !== undefined)
      .map((course) => [course.cms_key, course.name]),
  );
  const bookmark = byId.get(user.default_course) ?? byId.get(user.courses[0]);
  return {
    token,
    user: await sessionUserData(user),
    data: {
      roles_un: grants.roles,
      cohort: bookmark?.cms_key ?? null,
      token,
      token_modern_signal: null,
      userID: user.id,
      username: user.username,
      privileges_un: privileges,
      sharedAlpsCheck: { canSharedAlps: user.can_shared_alps },
      sharedPisCheck: { canSharedPis: user.can_shared_pis },
      alp: { token: null },
    },
    first_time: user.first_time,
    lastDateChangedPassword: user.password_changed_at,
    error: null,
  };
}
