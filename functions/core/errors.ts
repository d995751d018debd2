/**
 * Errors meant for the user: middy's `createError(status, message)`, plus an optional JSON
 * body merged into the answer and response headers (middy passes a third argument to Error as
 * options, so extra fields have to be attached here).
 */
import { createError } from '@middy/util';

export function httpError(status: number, message: string, body?: Record<string, unknown>, headers?: Record<string, string>): Error {
  const error = createError(status, message);
  if (body) Object.assign(error, { body });
  if (headers) Object.assign(error, { headers });
  return error;
}

/** A 429 with `Retry-After`: how many seconds until the throttle lets the caller through again. */
export function tooManyRequests(message: string, retryAfterSeconds: number): Error {
  return httpError(429, message, undefined, retryAfterHeader(retryAfterSeconds));
}

export const retryAfterHeader = (seconds: number): Record<string, string> => ({ 'retry-after': String(Math.max(1, Math.ceil(seconds))) });
