import { useMutation, useQuery } from '@tanstack/react-query';
import { api, apiFetch } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { getToken } from '@/lib/session';
import type { RoleRow } from '@shared/api/types/roles';
import type { CreateUserBody, SaveUserAnswer, UpdateUserBody } from '@shared/api/types/user-modal';

/** The user modal's calls (spec 02 §7): the account, its page lock and the form's lookups. */

export const validatePage = (page: string, signal?: AbortSignal) => api('GET /api/validate_page', { query: { page }, signal });
export const takePage = (page: string, userId: number) => api('POST /api/active_page', { body: { page, user_id: userId } });
export const renewPage = (page: string, userId: number) => api('POST /api/update_page', { body: { page, user_id: userId } });

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

export const fetchStates = () => api('GET /api/getStates');
export const fetchCourses = () => api('GET /api/courses');
export const fetchJobFunctions = () => api('GET /api/job_functions');
export const fetchRoles = async (): Promise<RoleRow[]> => (await api('GET /api/role')).roles_no_trash;
/** Every district of a state ('-' stands for no name filter). */
export const fetchDistricts = (stateId: number) =>
  api('GET /api/districts_by_state/{stateId}/{district}', { params: { stateId, district: '-' } });
export const fetchSchools = (districtId: number) => api('GET /api/district_schools/{districtId}', { params: { districtId } });

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

/** The form's lookups change rarely: five minutes before they are asked again. */
const LOOKUP_STALE_MS = 5 * 60_000;

export const useStates = () => useQuery({ queryKey: ['lookups', 'states'], queryFn: fetchStates, staleTime: LOOKUP_STALE_MS });
export const useCourses = () => useQuery({ queryKey: ['lookups', 'courses'], queryFn: fetchCourses, staleTime: LOOKUP_STALE_MS });
export const useJobFunctions = () =>
  useQuery({ queryKey: ['lookups', 'job-functions'], queryFn: fetchJobFunctions, staleTime: LOOKUP_STALE_MS });
/** The active roles. */
export const useRoleList = () => useQuery({ queryKey: ['roles', 'list'], queryFn: fetchRoles, staleTime: LOOKUP_STALE_MS });

export function useDistricts(stateId: number | null) {
  return useQuery({
    queryKey: ['lookups', 'districts', stateId],
    queryFn: () => fetchDistricts(stateId!),
    enabled: stateId !== null,
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useSchools(districtId: number | null) {
  return useQuery({
    queryKey: ['lookups', 'schools', districtId],
    queryFn: () => fetchSchools(districtId!),
    enabled: districtId !== null,
    staleTime: LOOKUP_STALE_MS,
  });
}
