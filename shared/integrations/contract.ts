import * as z from 'zod/mini';
import { INTEGRATION_MESSAGES as M } from './texts.ts';
import type { AlpJwtAnswer, ContextAnalysisTokenAnswer, SabaSsoAnswer, VeoUrlAnswer } from './types.ts';
import { answer, type Contract } from '../api/contract.ts';

export const modernSignalParams = z.object({
  username: z.string({ error: M.usernameRequired }).check(z.trim(), z.minLength(1, { error: M.usernameRequired }), z.maxLength(200)),
});

/**
 * `/api/alp-jwt/{userId}/{second}`: the original sends `second` as `true`/`false` and, in places,
 * as a number; both are accepted (docs/decisions/framed-pages.md, "Framed pages").
 */
export const alpJwtParams = z.object({
  userId: z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: M.userIdInvalid })),
  second: z.string().check(z.regex(/^(true|false|\d{1,15})$/, { error: M.alpSecondInvalid })),
});

export const veoUrlBody = z.object({
  token_cms: z.string({ error: M.tokenCmsRequired }).check(z.trim(), z.minLength(1, { error: M.tokenCmsRequired }), z.maxLength(4096)),
});

const positiveInt = (error: string) =>
  z.coerce.number({ error }).check(z.int({ error }), z.positive({ error }), z.maximum(Number.MAX_SAFE_INTEGER, { error }));

export const contextAnalysisBody = z.object({
  cohort_id: positiveInt(M.cohortIdInvalid),
  tool_id: positiveInt(M.toolIdInvalid),
});

export const INTEGRATION_CONTRACTS = {
  'GET /api/getModernSignalToken/{username}': { params: modernSignalParams, answer: answer<SabaSsoAnswer>() },
  'GET /api/alp-jwt/{userId}/{second}': { params: alpJwtParams, answer: answer<AlpJwtAnswer>() },
  'POST /api/getVeoUrl': { body: veoUrlBody, answer: answer<VeoUrlAnswer>() },
  'POST /api/generateTokenContextAnalisys': { body: contextAnalysisBody, answer: answer<ContextAnalysisTokenAnswer>() },
} satisfies Record<string, Contract>;
