/**
 * Builds what the browser keeps after a sign-in (spec 01 §3: user-data and nisl-data) and
 * the signed token, for POST /api/login and, later, both Login As calls.
 */
import { randomUUID } from 'node:crypto';
import { sessionGrants } from '../../shared/auth/session-grants.ts';
import type { SessionAnswer } from '../../shared/auth/types.ts';
import { signSessionToken } from '../services/tokens.ts';
import { listReference } from '../data/reference/reference.ts';
import { createSession } from '../data/users/sessions.ts';
import { currentVersion, refreshSessions, type UserRecord } from '../data/users/users.ts';
import { sessionUserData } from '../domain/session-user.ts';

/** A new session (a new sign-in, or an impersonation started by `master`) and its answer. */
export async function openSession(
  user: UserRecord,
  client: { sourceIp: string; userAgent: string },
  master?: { userId: number; sessionId: string },
  now = new Date(),
): Promise<SessionAnswer> {
  const sessionId = randomUUID();
  const authTime = Math.floor(now.getTime() / 1000);
  const masterIds = { masterUserId: master?.userId, masterSessionId: master?.sessionId };
  await createSession(
    { userId: user.id, sessionId, createdAt: now.toISOString(), ...client, ...sessionGrants(user), ...masterIds },
    authTime,
  );
  // The grants came from `user` as read before; a change saved since then looked for sessions
  // before this one existed. Once it exists, any later change finds it.
  if ((await currentVersion(user.id)) !== user.version) await refreshSessions(user.id);
  return sessionAnswer(user, { sessionId, authTime, ...masterIds }, now);
}

/** The answer for an existing session of `user` with a freshly signed token. */
export async function sessionAnswer(
  user: UserRecord,
  session: { sessionId: string; authTime: number; masterUserId?: number; masterSessionId?: string },
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
