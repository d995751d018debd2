/**
 * GET /api/keepalive: refreshes the token (same session, new expiry, never past the absolute
 * limit) and, when the maintenance setting is on, sends the `maintenance` header with the
 * address the browser should go to (both System Settings, read through the cached reader of
 * data/content/settings.ts: a change shows here within SETTINGS_CACHE_MS).
 */
import { SETTING_KEYS } from '../../shared/settings/texts.ts';
import { MAINTENANCE_HEADER, type KeepAliveAnswer } from '../../shared/auth/types.ts';
import { TOKEN_ERRORS } from '../../shared/auth/texts.ts';
import { tokenError } from '../core/middlewares/authenticate.ts';
import { respond, type RouteImplementation } from '../core/http.ts';
import { canRefresh, signSessionToken } from '../services/tokens.ts';
import { settingIsOn, settingValue } from '../data/content/settings.ts';

export const keepAlive: RouteImplementation<'GET /api/keepalive'> = async ({ auth }) => {
  if (!canRefresh(auth)) throw tokenError(TOKEN_ERRORS.notRefreshable);
  const token = await signSessionToken(auth);
  const { exp } = decodeExpiry(token);
  const answer: KeepAliveAnswer = { token, expiresAt: new Date(exp * 1000).toISOString() };
  const headers: Record<string, string> = (await settingIsOn(SETTING_KEYS.maintenance))
    ? { [MAINTENANCE_HEADER]: await settingValue(SETTING_KEYS.maintenanceUrl) }
    : {};
  return respond(200, answer, headers);
};

/** The expiry we just signed into the token. */
function decodeExpiry(token: string): { exp: number } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { exp: number };
  return { exp: payload.exp };
}
