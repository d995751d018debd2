/**
 * Login As (spec 01 §4, spec 02 §4-§5): an administrator acts as another active account in a new
 * session that remembers who is really acting; the return variant closes it and answers the
 * administrator's own session again. Both ends are audited under both people.
 */
import { NO_LOGIN_AS_ROLE_ID } from '../../shared/auth/roles.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { recordAudit } from '../data/users/audit.ts';
import { authTimeOf, endSession, getSession } from '../data/users/sessions.ts';
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

  const answer = await openSession(target, { sourceIp, userAgent }, { userId: auth.userId, sessionId: auth.sessionId });
  await recordAudit('USER', [auth.userId, target.id], {
    action: 'login_as.start',
    actorId: auth.userId,
    subjectId: target.id,
    at: new Date().toISOString(),
    sourceIp,
  });
  return answer;
};

export const endLoginAs: RouteImplementation<'GET /api/user/loginas/{target}/true'> = async ({ params, auth, sourceIp }) => {
  if (!auth.masterUserId || !auth.masterSessionId) throw httpError(409, MESSAGES.loginAsNotImpersonating);
  if (Number(params.target) !== auth.masterUserId) throw httpError(403, MESSAGES.forbidden);
  const [master, masterSession] = await Promise.all([getUser(auth.masterUserId), getSession(auth.masterUserId, auth.masterSessionId)]);
  await endSession(auth.userId, auth.sessionId);
  // The administrator's own session may have ended meanwhile (logout elsewhere, expiry).
  if (!master || !masterSession) throw httpError(401, MESSAGES.sessionExpired, { status: 'Token is Invalid' });
  await recordAudit('USER', [master.id, auth.userId], {
    action: 'login_as.end',
    actorId: master.id,
    subjectId: auth.userId,
    at: new Date().toISOString(),
    sourceIp,
  });
  return sessionAnswer(master, { sessionId: masterSession.sessionId, authTime: authTimeOf(masterSession) });
};
