import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';
import type { LoginAsCandidate } from '@shared/users/list.types';

/**
 * GET /api/user/getUsers/loginAs/{text} (people matching the text) or, without text,
 * GET /api/user/getUsers/loginAs (recently changed accounts).
 */
export async function fetchLoginAsCandidates(text: string, signal?: AbortSignal): Promise<LoginAsCandidate[]> {
  const answer =
    text === ''
      ? await api('GET /api/user/getUsers/loginAs', { signal })
      : await api('GET /api/user/getUsers/loginAs/{text}', { params: { text }, signal });
  return answer?.users ?? [];
}

/** The people offered for the typed text (the last answer stays shown while the next one comes). */
export function useLoginAsCandidates(text: string, enabled: boolean) {
  return useQuery({
    // The recent accounts' route, the text telling the two calls apart.
    queryKey: routeQueryKey('GET /api/user/getUsers/loginAs', text),
    queryFn: ({ signal }) => fetchLoginAsCandidates(text, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
