import * as z from 'zod/mini';
import { SEARCH_MIN_CHARS } from '../../constants.ts';
import { MESSAGES } from '../../messages.ts';
import type { ParticipantInfo, ParticipantSchedule, UserSearchAnswer } from '../types/participants.ts';
import type { LoginAsCandidatesAnswer } from '../types/users.ts';
import { answer, type Contract } from './contract.ts';
import { userIdParam } from './auth.ts';

export const searchText = z.string().check(z.trim(), z.minLength(SEARCH_MIN_CHARS, { error: MESSAGES.searchMinChars }), z.maxLength(100));
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
  /** A users-group route (the Login As tab's search), validated like the participants search. */
  'GET /api/user/getUsers/loginAs/{text}': { params: z.object({ text: searchText }), answer: answer<LoginAsCandidatesAnswer>() },
} satisfies Record<string, Contract>;
