import * as z from 'zod/mini';
import { MESSAGES } from '../../messages.ts';
import type { Contract } from './contract.ts';

/** A required text: trimmed, and the spec's message whether it is missing or blank. */
export const requiredText = (message: string, maxLength = 500) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(maxLength));

export const loginBody = z.object({
  username: requiredText(MESSAGES.inputUsername, 200),
  password: z.string({ error: MESSAGES.inputPassword }).check(z.minLength(1, { error: MESSAGES.inputPassword }), z.maxLength(500)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const AUTH_CONTRACTS = {
  'POST /api/login': { body: loginBody },
} satisfies Record<string, Contract>;
