import * as z from 'zod/mini';
import { MERGE_TEXT, USERNAME_CHANGE_TEXT } from './texts.ts';
import {
  LOG_PAGE_SIZE,
  MERGE_FIELDS,
  MERGE_SIDES,
  type MergeComparison,
  type MergeField,
  type MergeLogResponse,
  type MergeResult,
  type PendingLogResponse,
} from './types.ts';
import type { ChangeUsernameResponse } from './types.ts';
import { answer, type Contract } from '../api/contract.ts';
import { pageNumber } from '../api/fields.ts';

const accountId = z
  .number({ error: MERGE_TEXT.bothRequired })
  .check(z.int(), z.positive({ error: MERGE_TEXT.bothRequired }), z.maximum(Number.MAX_SAFE_INTEGER));
const side = z.optional(z.enum(MERGE_SIDES, { error: 'Each choice must be primary or secondary.' }));

/** Per-field choices of POST /api/merge_users (types.ts MergeChoices); unknown fields are refused. */
export const mergeChoices = z.strictObject({
  choices: z.optional(z.strictObject(Object.fromEntries(MERGE_FIELDS.map((field) => [field, side])) as Record<MergeField, typeof side>)),
});

const mergePair = { secondaryId: accountId, primaryId: accountId };

/** `search`, `page` and `per_page` of the two logs (page size 50, spec 02 §9). */
export const logPageQuery = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  page: pageNumber(1, 100_000),
  per_page: pageNumber(LOG_PAGE_SIZE, 500),
});

export const ACCOUNT_CONTRACTS = {
  'POST /api/getUsersInfoMerge': { body: z.object(mergePair), answer: answer<MergeComparison>() },
  'POST /api/merge_users': { body: z.object({ ...mergePair, otherParams: z._default(mergeChoices, {}) }), answer: answer<MergeResult>() },
  'GET /api/getUserMergeLogs': { query: logPageQuery, answer: answer<MergeLogResponse>() },
  'POST /api/reverse_merged_username': {
    body: z.object({ idRegister: z.coerce.number().check(z.int(), z.positive({ error: MERGE_TEXT.logNotFound })) }),
    answer: answer<MergeResult>(),
  },
  'GET /api/getPendingUsers': { query: logPageQuery, answer: answer<PendingLogResponse>() },
} satisfies Record<string, Contract>;

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
