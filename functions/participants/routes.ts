/** The built routes of the `participants` group: find participant, the participant dialog, the attendance schedule and My Record. */
import { PARTICIPANT_CONTRACTS } from '../../shared/participants/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { participantInfo } from './info.ts';
import { learningRecord } from './record.ts';
import { participantSchedule } from './schedule.ts';
import { findParticipants } from './search.ts';

export const implementations: GroupImplementations<'participants'> = {
  'GET /api/user/get-user-search/{text}': findParticipants,
  'GET /api/users/get-info-search-menu': participantInfo,
  'GET /api/user_schedule/{course}/{userId}/{cohortId}': participantSchedule,
  'GET /api/me/record': learningRecord,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'participants'> = PARTICIPANT_CONTRACTS;
