/**
 * GET /api/keepalive: refreshes the token (same session, new expiry, never past the absolute
 * limit) and, when the maintenance setting is on, sends the `maintenance` header with the
 * address the browser should go to.
 */
import { SETTING_KEYS } from '../../shared/constants.ts';
import { MAINTENANCE_HEADER, type KeepAliveAnswer } from '../../shared/api/types/session.ts';
import { TOKEN_ERRORS } from '../../shared/messages.ts';
import { tokenError } from '../core/middlewares/authenticate.ts';
import { respond, type RouteImplementation } from '../core/http.ts';
import { canRefresh, signSessionToken } from '../services/tokens.ts';
import { getSetting } from '../data/reference.ts';

const DEFAULT_MAINTENANCE_URL = '/maintenance.html';

export const keepAlive: RouteImplementation<'GET /api/keepalive'> = async ({ auth }) => {
  if (!canRefresh(auth)) throw tokenError(TOKEN_ERRORS.notRefreshable);
  const token = await signSessionToken(auth);
  const { exp } = decodeExpiry(token);
  const answer: KeepAliveAnswer = { token, expiresAt: new Date(exp * 1000).toISOString() };
  const maintenance = (await getSetting(SETTING_KEYS.maintenance)) === 'on';
  const headers: Record<string, string> = maintenance
    ? { [MAINTENANCE_HEADER]: (await getSetting(SETTING_KEYS.maintenanceUrl)) || DEFAULT_MAINTENANCE_URL }
    : {};
  return respond(200, answer, headers);
};

/** The expiry we just signed into the token. */
function decodeExpiry(token: string): { exp: number } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number };
  return { exp: payload.exp };
}
