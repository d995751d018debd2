/**
 * The page locks of the user edit screen (spec 02 §4, §7) and the cohort builder's (spec 03). A
 * page held by someone else is refused: 423 with a PageLockedAnswer.
 */
import * as z from 'zod/mini';
import * as USER_FORM_TEXT from '../users/form.texts.ts';
import type { PageReleasedAnswer, PageTakenAnswer, PageTakenOverAnswer, ValidatePageAnswer } from './types.ts';
import { answer, type Contract } from '../api/contract.ts';

/** Pages that can be locked: the user edit screen (spec 02) and the cohort builder's (spec 03). */
export const LOCK_PAGE = /^(user|cohortbuilder)\/edit\/[1-9]\d{0,11}$/;
const page = z.string({ error: USER_FORM_TEXT.lockPage }).check(z.regex(LOCK_PAGE, { error: USER_FORM_TEXT.lockPage }));
const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const lockBody = z.object({ page, user_id: id });

export const LOCK_CONTRACTS = {
  'GET /api/validate_page': { query: z.object({ page }), answer: answer<ValidatePageAnswer>() },
  'POST /api/active_page': { body: lockBody, answer: answer<PageTakenAnswer>() },
  'POST /api/update_page': { body: lockBody, answer: answer<PageTakenAnswer>() },
  'POST /api/take_over_page': { body: z.object({ page }), answer: answer<PageTakenOverAnswer>() },
  'POST /api/disabled_page': { query: z.object({ page, token: z.optional(z.string()) }), answer: answer<PageReleasedAnswer>() },
} satisfies Record<string, Contract>;
