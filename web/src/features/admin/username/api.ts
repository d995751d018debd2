import type { ChangeUsernameResponse } from '@shared/api/types/messages-admin';
import type { UserListResponse, UserListRow } from '@shared/api/types/users';
import { api } from '@/lib/api-client';

/**
 * People matching the text (GET /api/user/search/{text}) for the Merge and Change Username
 * pickers: `pickable` searches every account whatever the Users tab's saved accounts view, merged
 * accounts left out (spec 02 §4); they are also dropped here should one slip through.
 */
export async function searchPickableUsers(text: string, signal?: AbortSignal): Promise<UserListRow[]> {
  const answer = await api<UserListResponse>('GET /api/user/search/{text}', { params: { text }, query: { page: 1, per_page: 20, pickable: true }, signal });
  return answer.users.data.filter((user) => user.status !== 'merged');
}

/** POST /api/change_username: the answer carries an error flag and the message to show. */
export const changeUsername = (idUser: number, newUsername: string) =>
  api<ChangeUsernameResponse>('POST /api/change_username', { body: { id_user: idUser, new_username: newUsername } });
