/**
 * Bearer-token authentication with the token errors of spec 01 §8: 401 whose status text and
 * message are 'Token is empty', 'Token is Invalid', 'Token is Expired' or 'Token has expired
 * and can no longer be refreshed'. The token is read from the Authorization header only (never
 * from the address, which access logs keep). A signed token must also name a live session
 * (logout and deactivation end sessions), which costs one GetItem; the session item, not the
 * token, says which roles and states the request has (they follow the account, data/users/sessions.ts),
 * and whether a required step holds it (first sign-in, expired password: required-step-gate.ts).
 * A Login As session also needs its administrator's own session alive and still allowed to log
 * in as others: both items come in one BatchGetItem.
 */
import { httpError } from '../errors.ts';
import { allows } from '../../../shared/auth/capabilities.ts';
import { TOKEN_ERRORS } from '../../../shared/auth/texts.ts';
import type { SessionItem } from '../../data/users/sessions.ts';
import { currentRequest } from '../../services/request-context.ts';
import { portalState, type HttpMiddleware } from '../state.ts';
import { TokenError, verifySessionToken, type SessionClaims } from '../../services/tokens.ts';

/** The session a token names and, for a Login As token, its administrator's session, as stored now. */
export type SessionReader = (claims: SessionClaims) => Promise<{ session?: SessionItem; master?: SessionItem }>;

export function tokenError(text: string) {
  return httpError(401, text, { status: text });
}

/** The session's grants when it may still act: its own item live, and a Login As master still able to. */
function grantsInForce(claims: SessionClaims, { session, master }: Awaited<ReturnType<SessionReader>>): SessionItem | undefined {
  if (!session) return undefined;
  if (session.masterUserId !== claims.masterUserId || session.masterSessionId !== claims.masterSessionId) return undefined;
  if (session.masterUserId !== undefined && !(master && allows('login_as', master.roles))) return undefined;
  return session;
}

export function authenticate(opts: { readSessions: SessionReader }): HttpMiddleware {
  if (typeof opts.readSessions !== 'function') throw new Error('authenticate needs readSessions');
  return {
    before: async (request) => {
      const state = portalState(request);
      if (state.route?.capability === 'public') return;
      const header = request.event.headers?.authorization ?? request.event.headers?.Authorization ?? '';
      const token = /^Bearer\s+(.+)$/i.exec(header.trim())?.[1]?.trim();
      if (!token || token === 'null' || token === 'undefined') throw tokenError(TOKEN_ERRORS.empty);
      let claims: SessionClaims;
      try {
        claims = await verifySessionToken(token);
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        const text = { invalid: TOKEN_ERRORS.invalid, expired: TOKEN_ERRORS.expired, notRefreshable: TOKEN_ERRORS.notRefreshable }[
          error.failure
        ];
        throw tokenError(text);
      }
      const session = grantsInForce(claims, await opts.readSessions(claims));
      if (!session) throw tokenError(TOKEN_ERRORS.invalid);
      state.auth = { ...claims, roles: session.roles, states: session.states };
      // What a required step is worked out from (required-step-gate.ts), as the session holds it.
      state.standing = { firstTime: session.firstTime === true, passwordChangedAt: session.passwordChangedAt };
      const context = currentRequest();
      if (context) context.userId = claims.userId;
    },
  };
}
