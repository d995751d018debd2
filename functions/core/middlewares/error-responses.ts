/**
 * Turns errors into JSON answers. Errors made with `createError(status, message)` are meant for
 * the user and keep their message (and any `body` and `headers` property), below 500 and the two
 * 5xx the chain answers on purpose (501 not built yet, 503 maintenance); anything else is a 500
 * that leaks nothing but the request id, and is logged with its stack.
 */
import type { HttpMiddleware } from '../state.ts';
import * as MESSAGES from '../../../shared/texts/general.ts';
import { json } from '../http.ts';
import { errorFields, logger } from '../../services/logger.ts';
import { currentRequest } from '../../services/request-context.ts';

interface ExposedError {
  statusCode: number;
  expose?: boolean;
  message: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** 5xx answers the chain gives on purpose, with their message. */
const MEANT_5XX = new Set([501, 503]);

function isHttpError(error: unknown): error is ExposedError {
  return typeof error === 'object' && error !== null && typeof (error as ExposedError).statusCode === 'number';
}

export function errorResponses(): HttpMiddleware {
  return {
    onError: (request) => {
      if (request.response && (request.response as { statusCode?: number }).statusCode) return;
      const error = request.error;
      if (isHttpError(error) && (error.statusCode < 500 || MEANT_5XX.has(error.statusCode))) {
        request.response = json(error.statusCode, { message: error.message, ...error.body }, error.headers);
        return;
      }
      logger.error('unhandled error', errorFields(error));
      request.response = json(500, { message: MESSAGES.internalError, requestId: currentRequest()?.requestId });
    },
  };
}
