/** Reads the JSON body, the query string and the path parameters of an API Gateway v2 event. */
import { createError } from '@middy/util';
import * as MESSAGES from '../../../shared/texts/general.ts';
import { portalState, type HttpMiddleware } from '../state.ts';

/**
 * `maxBodyBytes`: the largest body a group takes (1 MB unless the group says otherwise);
 * `tooLarge`: what a larger one is told (a group that takes files says its limit).
 */
export function parseRequest(opts: { maxBodyBytes?: number; tooLarge?: string } = {}): HttpMiddleware {
  const maxBodyBytes = opts.maxBodyBytes ?? 1_000_000;
  if (!(maxBodyBytes > 0)) throw new Error('parseRequest: maxBodyBytes must be positive');
  return {
    before: (request) => {
      const { event } = request;
      const state = portalState(request);
      state.query = { ...(event.queryStringParameters ?? {}) };
      state.params = { ...(event.pathParameters ?? {}) };
      if (!event.body) return;
      const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      if (raw.length > maxBodyBytes) throw createError(413, opts.tooLarge ?? 'Payload Too Large');
      const contentType = Object.entries(event.headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
      if (contentType && !contentType.includes('json')) {
        state.body = raw;
        return;
      }
      try {
        state.body = JSON.parse(raw);
      } catch {
        throw createError(400, MESSAGES.invalidJson);
      }
    },
  };
}
