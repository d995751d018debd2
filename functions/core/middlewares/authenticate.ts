/**
 * Bearer-token authentication with the token errors of spec 01 §8: 401 whose status text and
 * message are 'Token is empty', 'Token is Invalid', 'Token is Expired' or 'Token has expired
 * and can no longer be refreshed'. A signed token must also name a live session (logout and
 * deactivation end sessions), which costs one GetItem.
 */
import { httpError } from '../errors.ts';
import { TOKEN_ERRORS } from '../../../shared/messages.ts';
import { currentRequest } from '../../services/request-context.ts';
import { portalState, type HttpMiddleware } from '../state.ts';
import { TokenError, verifySessionToken, type SessionClaims } from '../../services/tokens.ts';

export type SessionCheck = (claims: SessionClaims) => Promise<boolean>;

export function tokenError(text: string) {
  return httpError(401, text, { status: text });
}

/**
 * navigator.sendBeacon cannot set headers, so the one beacon route (releasing a page lock when
 * an edit screen closes, spec 02 §7) carries its token in `?token`. It is checked exactly like a
 * header token (signature, expiry, live session); no other route reads a token from the URL, and
 * the request log never writes query strings.
 */
const BEACON_ROUTES: ReadonlySet<string> = new Set(['POST /api/disabled_page']);

function beaconToken(routeKey: string | undefined, query: Record<string, string | undefined> | undefined): string | undefined {
  return routeKey && BEACON_ROUTES.has(routeKey) ? query?.token?.trim() : undefined;
}

export function authenticate(opts: { isSessionActive: SessionCheck }): HttpMiddleware {
  if (typeof opts.isSessionActive !== 'function') throw new Error('authenticate needs isSessionActive');
  return {
    before: async (request) => {
      const state = portalState(request);
      if (state.route?.capability === 'public') return;
      const header = request.event.headers?.authorization ?? request.event.headers?.Authorization ?? '';
      const match = /^Bearer\s+(.+)$/i.exec(header.trim());
      const token = match?.[1]?.trim() || beaconToken(state.route?.key, request.event.queryStringParameters);
      if (!token || token === 'null' || token === 'undefined') throw tokenError(TOKEN_ERRORS.empty);
      let claims: SessionClaims;
      try {
        claims = await verifySessionToken(token);
      } catch (error) {
        if (!(error instanceof TokenError)) throw error;
        const text = { invalid: TOKEN_ERRORS.invalid, expired: TOKEN_ERRORS.expired, notRefreshable: TOKEN_ERRORS.notRefreshable }[error.failure];
        throw tokenError(text);
      }
      if (!(await opts.isSessionActive(claims))) throw tokenError(TOKEN_ERRORS.invalid);
      state.auth = claims;
      const context = currentRequest();
      if (context) context.userId = claims.userId;
    },
  };
}
