import type { $ZodType } from 'zod/v4/core';

/**
 * The zod schemas of one route: what its body, query string and path parameters must be.
 * Schemas are written with `zod/mini`: the classic API costs ~450 KB in every Lambda bundle,
 * mini ~15 KB (ARCHITECTURE §7 budget: 500 KB per group).
 */
export interface Contract {
  body?: $ZodType;
  query?: $ZodType;
  params?: $ZodType;
}

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
