import type { $ZodType } from 'zod/v4/core';

/**
 * One route's contract: the zod schemas its body, query string and path parameters must pass,
 * and the type of its 200 answer. Schemas are written with `zod/mini`: the classic API costs
 * ~450 KB in every Lambda bundle, mini ~15 KB (ARCHITECTURE §7 budget: 500 KB per group).
 * The server's implementation signature and the web's `api(key, …)` are derived from it
 * (route-types.ts), so a changed answer fails the type-check on both sides.
 */
export interface Contract {
  body?: $ZodType;
  query?: $ZodType;
  params?: $ZodType;
  answer?: Answer<unknown>;
}

declare const ANSWER: unique symbol;

/**
 * The type of a route's answer, carried by a value that is the same empty object for every
 * route: answers are not validated at runtime (the server writes them), so they need no schema.
 */
export interface Answer<T> {
  readonly [ANSWER]: T;
}

const ANSWER_MARK = Object.freeze({}) as Answer<never>;

/** `answer: answer<SessionAnswer>()` in a contract: the route's 200 body is a SessionAnswer. */
export const answer = <T>(): Answer<T> => ANSWER_MARK;

/**
 * The answer of a route that delivers a file: a 303 to its download link, with no body. The web
 * fetches such a route with lib/download.ts (apiFetch, the raw response), never with `api()`.
 */
export type FileDownload = never;

/**
 * A schema's error for a value that is absent (undefined or null) only: the form's 'Please input
 * the …'. Given as a schema's `error`, it would otherwise answer every failure of the schema's
 * checks too (a too-long name would read 'Please input the first name.'); other failures fall
 * through to the check's own message or the field-aware default (core/validation-messages.ts).
 */
export const whenMissing =
  (message: string) =>
  (issue: { code?: string; input?: unknown }): string | undefined =>
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null) ? message : undefined;
