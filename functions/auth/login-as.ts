/**
 * Login As (spec 01 §4, spec 02 §4-§5): an administrator acts as another active account in a new
 * session that remembers who is really acting; the return variant closes it and answers the
 * administrator's own session again. Both ends are audited under both people.
 */
import { NO_LOGIN_AS_ROLE_ID } from '../../shared/auth/roles.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { auditSteps, type AuditEntry } from '../data/users/audit.ts';
import { authTimeOf, endSessionStep, getSession } from '../data/users/sessions.ts';
import { transactOrThrow } from '../data/table/transaction.ts';
import type { SessionClaims } from '../services/tokens.ts';
import { getUser } from '../data/users/users.ts';
import { isPrivilegedAdmin } from '../domain/password-rules.ts';
import { openSession, sessionAnswer } from './session-answer.ts';

export const startLoginAs: RouteImplementation<'GET /api/user/loginas/{target}/false'> = async ({ params, auth, sourceIp, userAgent }) => {
  if (auth.masterUserId) throw httpError(409, MESSAGES.loginAsNested);
  const target = await getUser(Number(params.target));
  if (!target || target.status === 'merged') throw httpError(404, MESSAGES.userNotFound);
  if (target.id === auth.userId) throw httpError(409, MESSAGES.loginAsUnavailable);
  if (isPrivilegedAdmin(target)) throw httpError(403, MESSAGES.loginAsBlocked);
  if (target.roles.includes(NO_LOGIN_AS_ROLE_ID)) throw httpError(403, MESSAGES.loginAsUnavailable);
  if (target.status !== 'active') throw httpError(403, MESSAGES.loginAsInactive);

  // The session and its audit under both people in one write.
  const entry: AuditEntry = {
    action: 'login_as.start',
    actorId: auth.userId,
    subjectId: target.id,
    at: new Date().toISOString(),
    sourceIp,
  };
  const answer = await openSession(
    target,
    { sourceIp, userAgent },
    { userId: auth.userId, sessionId: auth.sessionId, authTime: auth.authTime },
    auditSteps('USER', [auth.userId, target.id], entry),
  );
  return answer;
};

export const endLoginAs: RouteImplementation<'GET /api/user/loginas/{target}/true'> = async ({ params, auth, sourceIp }) => {
  if (!auth.masterUserId || !auth.masterSessionId) throw httpError(409, MESSAGES.loginAsNotImpersonating);
  if (Number(params.target) !== auth.masterUserId) throw httpError(403, MESSAGES.forbidden);
  // The administrator's session is live: the chain read it with this one (authenticate.ts).
  const [master, masterAuthTime] = await Promise.all([getUser(auth.masterUserId), masterAuthTimeOf(auth)]);
  const end = endSessionStep(auth.userId, auth.sessionId);
  if (!master || masterAuthTime === undefined) {
    await transactOrThrow([end]);
    throw httpError(401, MESSAGES.sessionExpired, { status: 'Token is Invalid' });
  }
  const entry: AuditEntry = { action: 'login_as.end', actorId: master.id, subjectId: auth.userId, at: new Date().toISOString(), sourceIp };
  await transactOrThrow([end, ...auditSteps('USER', [master.id, auth.userId], entry)]);
  return sessionAnswer(master, { sessionId: auth.masterSessionId, authTime: masterAuthTime });
};

/** When the administrator signed in: in the token since it carries it, read from their session for one signed before. */
async function masterAuthTimeOf(auth: SessionClaims): Promise<number | undefined> {
  if (auth.masterAuthTime !== undefined) return auth.masterAuthTime;
  const session = await getSession(auth.masterUserId!, auth.masterSessionId!);
  return session && authTimeOf(session);
}
