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
