/** Checks the route's capability against the roles in the session (403 otherwise). */
import { createError } from '@middy/util';
import { allows } from '../../../shared/auth/capabilities.ts';
import * as MESSAGES from '../../../shared/texts/general.ts';
import { portalState, type HttpMiddleware } from '../state.ts';

export function authorize(): HttpMiddleware {
  return {
    before: (request) => {
      const { route, auth } = portalState(request);
      if (!route || route.capability === 'public') return;
      if (!auth || !allows(route.capability, auth.roles)) throw createError(403, MESSAGES.forbidden);
    },
  };
}
