/**
 * Refuses (403) a request that did not come through CloudFront and records who the client is
 * (client-address.ts) for the implementation's `sourceIp`. Right after error-responses, so that
 * the API's execute-api address answers nothing else, not even 404.
 */
import * as MESSAGES from '../../../shared/texts/general.ts';
import { acceptedOriginSecrets } from '../../services/origin-verify.ts';
import { clientAddress } from '../client-address.ts';
import { httpError } from '../errors.ts';
import { portalState, type HttpMiddleware } from '../state.ts';

export function originVerification(): HttpMiddleware {
  return {
    before: async (request) => {
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(request.event.headers ?? {})) headers[name.toLowerCase()] = value;
      const address = clientAddress(headers, request.event.requestContext?.http?.sourceIp ?? 'unknown', await acceptedOriginSecrets());
      if (address === undefined) throw httpError(403, MESSAGES.forbidden);
      portalState(request).clientAddress = address;
    },
  };
}
