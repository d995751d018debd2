/**
 * GET /api/alp-jwt/{userId}/{second} (spec 01 §7, answer `alp`): the action-learning token of a
 * person, for the action-learning frame and the coaching dashboard, and the diagnostics token
 * for the diagnostics frames and the unit launch (both 5-minute JWTs, one audience each).
 *
 * Who: the person themselves, or dashboard staff looking at a participant on the roster of a
 * cohort they see (participant-access.ts). `second` ('true', 'false' or digits in the original's
 * calls) does not change the answer: every call returns fresh tokens (docs/decisions/framed-pages.md, "Framed
 * pages").
 */
import type { AlpJwtAnswer } from '../../shared/integrations/types.ts';
import { allows } from '../../shared/auth/capabilities.ts';
import { hasAnyRole } from '../../shared/auth/roles.ts';
import { INTEGRATION_MESSAGES } from '../../shared/integrations/texts.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { signExternalToken } from '../services/tokens.ts';
import { getUser } from '../data/users/users.ts';
import { mayReadParticipant } from '../domain/participant-access.ts';
import { identityClaims, roleSlugsOf } from './identity.ts';

const PARTICIPANT_ROLES = ['participant', 'bbp_participant', 'guest_participant'] as const;

export const alpJwt: RouteImplementation<'GET /api/alp-jwt/{userId}/{second}'> = async ({ params, auth }) => {
  const userId = Number(params.userId);
  const own = userId === auth.userId;
  if (!own && !allows('dashboard', auth.roles)) throw httpError(403, INTEGRATION_MESSAGES.alpOwnOrParticipant);
  const user = await getUser(userId);
  if (!user || user.status === 'merged') throw httpError(404, MESSAGES.userNotFound);
  if (!own && !(hasAnyRole(roleSlugsOf(user), PARTICIPANT_ROLES) && (await mayReadParticipant(auth, userId)))) {
    throw httpError(403, INTEGRATION_MESSAGES.alpOwnOrParticipant);
  }

  const claims = {
    ...identityClaims(user, auth),
    // Staff looking at someone else's project: the system shows it read-only to them.
    ...(own ? {} : { viewer_id: auth.userId, viewer_username: auth.username, viewer_roles: auth.roles }),
  };
  const [alp, diagnostics] = await Promise.all([
    signExternalToken('action-learning', String(user.id), claims),
    signExternalToken('diagnostics', String(user.id), claims),
  ]);
  const answer: AlpJwtAnswer = { alp: { token: alp }, diagnostics: { token: diagnostics } };
  return answer;
};
