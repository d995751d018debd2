/**
 * Addresses of external systems that sign the person in with a token from the portal
 * (spec 01 §7): Saba single sign-on (GET /api/getModernSignalToken/{username}) and the VEO
 * video-annotation frame (POST /api/getVeoUrl). The base addresses are System Settings
 * (saba_sso_url, veo_url; their defaults the configuration SABA_SSO_URL, VEO_URL); the token is a 5-minute JWT for that system only (docs/frames.md).
 */
import type { SabaSsoAnswer, VeoUrlAnswer } from '../../shared/integrations/types.ts';
import { withQuery } from '../../shared/frames.ts';
import { INTEGRATION_MESSAGES } from '../../shared/integrations/texts.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { SETTING_KEYS } from '../../shared/settings/texts.ts';
import { settingValue } from '../data/content/settings.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { signExternalToken, TokenError, verifySessionToken } from '../services/tokens.ts';
import { getUser } from '../data/users/users.ts';
import { identityClaims } from './identity.ts';

export const modernSignalToken: RouteImplementation<'GET /api/getModernSignalToken/{username}'> = async ({ params, auth }) => {
  if (params.username.toLowerCase() !== auth.username.toLowerCase()) throw httpError(403, INTEGRATION_MESSAGES.ssoOwnAccountOnly);
  const user = await getUser(auth.userId);
  if (!user || user.status !== 'active') throw httpError(404, MESSAGES.userNotFound);
  const token = await signExternalToken('saba-sso', String(user.id), identityClaims(user, auth));
  const answer: SabaSsoAnswer = { urlSabaSSO: withQuery(await settingValue(SETTING_KEYS.sabaSsoUrl), { token }) };
  return answer;
};

export const veoUrl: RouteImplementation<'POST /api/getVeoUrl'> = async ({ body, auth }) => {
  // token_cms is the CMS copy of the session token (nisl-data.token): it must be this person's.
  try {
    const claims = await verifySessionToken(body.token_cms);
    if (claims.userId !== auth.userId) throw httpError(403, INTEGRATION_MESSAGES.tokenCmsNotYours);
  } catch (error) {
    if (error instanceof TokenError) throw httpError(403, INTEGRATION_MESSAGES.tokenCmsNotYours);
    throw error;
  }
  const user = await getUser(auth.userId);
  if (!user || user.status !== 'active') throw httpError(404, MESSAGES.userNotFound);
  const token = await signExternalToken('veo', String(user.id), identityClaims(user, auth));
  const answer: VeoUrlAnswer = { urlIframeVeo: withQuery(await settingValue(SETTING_KEYS.veoUrl), { token }) };
  return answer;
};
