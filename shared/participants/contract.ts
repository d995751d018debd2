import * as z from 'zod/mini';
import * as MESSAGES from '../texts/general.ts';
import type { ParticipantInfo, ParticipantSchedule, UserSearchAnswer } from './types.ts';
import type { LearningRecord } from './record.ts';
import { answer, type Contract } from '../api/contract.ts';
import { searchText, userIdParam } from '../api/fields.ts';

const digits = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: MESSAGES.notFound }));

export const PARTICIPANT_CONTRACTS = {
  'GET /api/user/get-user-search/{text}': { params: z.object({ text: searchText }), answer: answer<UserSearchAnswer>() },
  'GET /api/users/get-info-search-menu': { query: z.object({ user_id: userIdParam }), answer: answer<ParticipantInfo>() },
  'GET /api/user_schedule/{course}/{userId}/{cohortId}': {
    params: z.object({
      course: z.string().check(z.regex(/^cohort\d+$/, { error: MESSAGES.notFound })),
      userId: userIdParam,
      cohortId: digits,
    }),
    answer: answer<ParticipantSchedule>(),
  },
  // Without user_id, the caller's own record; with it, another person's for staff who may read them.
  'GET /api/me/record': { query: z.object({ user_id: z.optional(userIdParam) }), answer: answer<LearningRecord>() },
} satisfies Record<string, Contract>;
