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
