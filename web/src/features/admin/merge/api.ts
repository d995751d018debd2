import { LOG_PAGE_SIZE, type MergeChoices, type MergeComparison, type MergeLogResponse, type MergeResult } from '@shared/api/types/accounts';
import { api } from '@/lib/api-client';

/** POST /api/getUsersInfoMerge: the two accounts side by side. */
export const fetchComparison = (secondaryId: number, primaryId: number) => api<MergeComparison>('POST /api/getUsersInfoMerge', { body: { secondaryId, primaryId } });

/** POST /api/merge_users: otherParams carries the per-field choice (a field left out keeps the primary's value). */
export const mergeAccounts = (secondaryId: number, primaryId: number, choices: NonNullable<MergeChoices['choices']>) =>
  api<MergeResult>('POST /api/merge_users', { body: { secondaryId, primaryId, otherParams: { choices } } });

export const fetchMergeLogs = (search: string, page: number, signal?: AbortSignal) =>
  api<MergeLogResponse>('GET /api/getUserMergeLogs', { query: { search, page, per_page: LOG_PAGE_SIZE }, signal });

export const reverseMerge = (idRegister: number) => api<MergeResult>('POST /api/reverse_merged_username', { body: { idRegister } });
