import * as z from 'zod/mini';
import { MESSAGES, ROLE_ADMIN_TEXT } from '../../messages.ts';
import type { Contract } from './contract.ts';

const idParams = z.object({ id: z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: MESSAGES.notFound })) });

/** The role name: required, trimmed, at most 100 characters. */
export const roleBody = z.object({
  name: z
    ._default(z.string({ error: ROLE_ADMIN_TEXT.nameRequired }), '')
    .check(
      z.trim(),
      z.minLength(1, { error: ROLE_ADMIN_TEXT.nameRequired }),
      z.maxLength(100, { error: 'A role name can be at most 100 characters.' }),
    ),
});

export const ROLE_CONTRACTS = {
  'POST /api/role': { body: roleBody },
  'PUT /api/role/{id}': { body: roleBody, params: idParams },
  'DELETE /api/role/{id}': { params: idParams },
  'GET /api/role/change/{id}': { params: idParams },
} satisfies Record<string, Contract>;
