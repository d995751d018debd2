import { LOG_PAGE_SIZE, type MergeChoices, type MergeComparison, type MergeResult } from '@shared/accounts/types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey } from '@/lib/query-keys';

/** POST /api/getUsersInfoMerge: the two accounts side by side. */
export const fetchComparison = (secondaryId: number, primaryId: number) =>
  api('POST /api/getUsersInfoMerge', { body: { secondaryId, primaryId } });

/** POST /api/merge_users: otherParams carries the per-field choice (a field left out keeps the primary's value). */
export const mergeAccounts = (secondaryId: number, primaryId: number, choices: NonNullable<MergeChoices['choices']>) =>
  api('POST /api/merge_users', { body: { secondaryId, primaryId, otherParams: { choices } } });

export const fetchMergeLogs = (search: string, page: number, signal?: AbortSignal) =>
  api('GET /api/getUserMergeLogs', { query: { search, page, per_page: LOG_PAGE_SIZE }, signal });

export const reverseMerge = (idRegister: number) => api('POST /api/reverse_merged_username', { body: { idRegister } });

export interface MergePair {
  secondaryId: number;
  primaryId: number;
}

export function useMergeComparison(callbacks: MutationCallbacks<MergeComparison, MergePair>) {
  return useMutation({ mutationFn: ({ secondaryId, primaryId }: MergePair) => fetchComparison(secondaryId, primaryId), ...callbacks });
}

type MergeRequest = MergePair & { choices: NonNullable<MergeChoices['choices']> };

/** The merge; once done, the account pickers and the Merge Log are read again. */
export function useMergeAccounts(callbacks: MutationCallbacks<MergeResult, MergeRequest>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ secondaryId, primaryId, choices }: MergeRequest) => mergeAccounts(secondaryId, primaryId, choices),
    ...callbacks,
    onSuccess: (answer, request, onMutateResult, context) => {
      callbacks.onSuccess?.(answer, request, onMutateResult, context);
      // The pickers' searches (./username; the Users tab's list keys its searches by GET /api/user).
      void queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/user/search/{text}') });
      void queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/getUserMergeLogs') });
    },
  });
}

/** One page of the Merge Log for the search (the last page stays shown while the next one comes). */
export function useMergeLogPage(search: string, page: number) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/getUserMergeLogs', search, page),
    queryFn: ({ signal }) => fetchMergeLogs(search, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReverseMerge(callbacks: MutationCallbacks<MergeResult, number>) {
  return useMutation({ mutationFn: reverseMerge, ...callbacks });
}
