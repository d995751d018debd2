import type { z } from 'zod';

/** The zod schemas of one route: what its body, query string and path parameters must be. */
export interface Contract {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}
