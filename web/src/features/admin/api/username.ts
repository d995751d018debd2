import type { ChangeUsernameResponse } from '@shared/accounts/types';
import type { UserListRow } from '@shared/users/list.types';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey } from '@/lib/query-keys';

/**
 * People matching the text (GET /api/user/search/{text}) for the Merge and Change Username
 * pickers: `pickable` searches every account whatever the Users tab's saved accounts view, merged
 * accounts left out (spec 02 §4); they are also dropped here should one slip through.
 */
export async function searchPickableUsers(text: string, signal?: AbortSignal): Promise<UserListRow[]> {
  const answer = await api('GET /api/user/search/{text}', {
    params: { text },
    query: { page: 1, per_page: 20, pickable: true },
    signal,
  });
  return answer.users.data.filter((user) => user.status !== 'merged');
}

/** POST /api/change_username: the answer carries an error flag and the message to show. */
export const changeUsername = (idUser: number, newUsername: string) =>
  api('POST /api/change_username', { body: { id_user: idUser, new_username: newUsername } });

/** People matching the text while `enabled` (the last answer stays shown while the next one comes). */
export function usePickableUsers(text: string, enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/user/search/{text}', text),
    queryFn: ({ signal }) => searchPickableUsers(text, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useChangeUsername(callbacks: MutationCallbacks<ChangeUsernameResponse, { idUser: number; newUsername: string }>) {
  return useMutation({
    mutationFn: ({ idUser, newUsername }: { idUser: number; newUsername: string }) => changeUsername(idUser, newUsername),
    ...callbacks,
  });
}
