/** The built routes of the `accounts` group. Documented routes not listed here answer 501. */
import { ACCOUNT_CONTRACTS } from '../../shared/accounts/contract.ts';
import { CHANGE_USERNAME_CONTRACTS } from '../../shared/accounts/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { changeUsername } from './change-username.ts';
import { getUserMergeLogs } from './merge-logs.ts';
import { getUsersInfoMerge, mergeUsers } from './merge-users.ts';
import { getPendingUsers } from './pending-log.ts';
import { reverseMergedUsername } from './reverse-merge.ts';

export const implementations: GroupImplementations<'accounts'> = {
  'POST /api/change_username': changeUsername,
  'POST /api/getUsersInfoMerge': getUsersInfoMerge,
  'POST /api/merge_users': mergeUsers,
  'GET /api/getUserMergeLogs': getUserMergeLogs,
  'POST /api/reverse_merged_username': reverseMergedUsername,
  'GET /api/getPendingUsers': getPendingUsers,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'accounts'> = { ...ACCOUNT_CONTRACTS, ...CHANGE_USERNAME_CONTRACTS };
