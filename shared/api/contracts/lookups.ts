import * as z from 'zod/mini';
import { MESSAGES } from '../../messages.ts';
import type { Contract } from './contract.ts';

const idParam = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: MESSAGES.notFound }));
const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** Lookups of the user form and the admin filters (spec 02 §7, spec 03 §7). */
export const LOOKUP_CONTRACTS = {
  'POST /api/districts_by_states': {
    body: z.object({
      states: z._default(z.array(id).check(z.maxLength(100)), []),
      /** Part of a district's name; blank lists every district of the states. */
      district: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(100))), null),
    }),
  },
  // `{district}` is part of a name; '-' (or any blank) stands for every district of the state.
  'GET /api/districts_by_state/{stateId}/{district}': {
    params: z.object({ stateId: idParam, district: z.string().check(z.maxLength(100)) }),
  },
  'GET /api/district_schools/{districtId}': { params: z.object({ districtId: idParam }) },
} satisfies Record<string, Contract>;
