import { z } from 'zod';
import { MESSAGES } from '../../messages.ts';
import type { Contract } from './contract.ts';

const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const loginBody = z.object({
  username: requiredText(MESSAGES.inputUsername).max(200),
  password: z.string({ error: MESSAGES.inputPassword }).min(1, { error: MESSAGES.inputPassword }).max(500),
});
export type LoginBody = z.infer<typeof loginBody>;

export const AUTH_CONTRACTS = {
  'POST /api/login': { body: loginBody },
} satisfies Record<string, Contract>;
