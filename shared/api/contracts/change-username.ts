import * as z from 'zod/mini';
import { USERNAME_CHANGE_TEXT } from '../../messages.ts';
import type { ChangeUsernameResponse } from '../types/messages-admin.ts';
import { answer, type Contract } from './contract.ts';

/** POST /api/change_username (spec 02 §5): both a user and a new username are needed. */
export const changeUsernameBody = z.object({
  id_user: z.coerce
    .number({ error: USERNAME_CHANGE_TEXT.bothNeeded })
    .check(z.int({ error: USERNAME_CHANGE_TEXT.bothNeeded }), z.positive({ error: USERNAME_CHANGE_TEXT.bothNeeded })),
  new_username: z
    ._default(z.string({ error: USERNAME_CHANGE_TEXT.bothNeeded }), '')
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: USERNAME_CHANGE_TEXT.bothNeeded }),
      z.maxLength(254, { error: USERNAME_CHANGE_TEXT.notEmail }),
      z.email({ error: USERNAME_CHANGE_TEXT.notEmail }),
    ),
});

export const CHANGE_USERNAME_CONTRACTS = {
  'POST /api/change_username': { body: changeUsernameBody, answer: answer<ChangeUsernameResponse>() },
} satisfies Record<string, Contract>;
