import { useMutation } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { getToken } from '@/lib/session';
import type { CreateUserBody, SaveUserAnswer, UpdateUserBody } from '@shared/users/form.types';

/** The user modal's calls (spec 02 §7): the account and its page lock (the form's lookups: lib/lookups). */

export const validatePage = (page: string, signal?: AbortSignal) => api('GET /api/validate_page', { query: { page }, signal });
export const takePage = (page: string, userId: number) => api('POST /api/active_page', { body: { page, user_id: userId } });
export const renewPage = (page: string, userId: number) => api('POST /api/update_page', { body: { page, user_id: userId } });
/** An administrator takes the page over from its holder (not in the spec: issue 34). */
export const takeOverPage = (page: string) => api('POST /api/take_over_page', { body: { page } });

/**
 * Releases the lock in a request that outlives the page (keepalive), with the token in the
 * Authorization header like every other call: never in the address, which access logs keep.
 * Nothing waits for it; a lock not released lapses after two missed heartbeats.
 */
export function releasePage(page: string): void {
  if (!getToken()) return;
  void apiFetch('POST /api/disabled_page', { query: { page }, keepalive: true }).catch(() => undefined);
}

export const createUser = (body: CreateUserBody) => api('POST /api/user', { body });
export const updateUser = (id: number, body: UpdateUserBody) => api('PUT /api/user/update/{id}', { params: { id }, body });
export const deleteUser = (id: number) => api('DELETE /api/user/{id}', { params: { id } });

/** A new account (no id) or a change of one. */
export type SaveUserRequest = { id: null; body: CreateUserBody } | { id: number; body: UpdateUserBody };

export function useSaveUser(callbacks: MutationCallbacks<SaveUserAnswer, SaveUserRequest>) {
  return useMutation({
    mutationFn: (request: SaveUserRequest) => (request.id === null ? createUser(request.body) : updateUser(request.id, request.body)),
    ...callbacks,
  });
}

export function useDeleteUser(callbacks: MutationCallbacks<{ message: string }, number>) {
  return useMutation({ mutationFn: deleteUser, ...callbacks });
}
