import * as z from 'zod/mini';
import { ROLE_ADMIN_TEXT } from './texts.ts';
import * as MESSAGES from '../texts/general.ts';
import type { DeletedAnswer } from '../api/common.ts';
import type { DefaultRoleAnswer, RoleListResponse, RoleNamesAnswer, RoleSavedResponse } from './types.ts';
import { answer, type Contract } from '../api/contract.ts';

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

export const roleNamesBody = z.object({ slugs: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100)) });

export const ROLE_CONTRACTS = {
  'GET /api/role': { answer: answer<RoleListResponse>() },
  'POST /api/role': { body: roleBody, answer: answer<RoleSavedResponse>() },
  'PUT /api/role/{id}': { body: roleBody, params: idParams, answer: answer<RoleSavedResponse>() },
  'DELETE /api/role/{id}': { params: idParams, answer: answer<DeletedAnswer>() },
  /** The Active switch. */
  'GET /api/role/change/{id}': { params: idParams, answer: answer<RoleSavedResponse>() },
  'GET /api/role/get/default-role': { answer: answer<DefaultRoleAnswer>() },
  'POST /api/role/get/names': { body: roleNamesBody, answer: answer<RoleNamesAnswer>() },
} satisfies Record<string, Contract>;
