/**
 * The option lists the pickers choose from (states, districts, schools, courses, job functions,
 * roles), written once for every feature: one query key per list, so a list read by one page is
 * there for the next.
 */
import type { RoleRow } from '@shared/roles/types';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { routeQueryKey } from './query-keys';

/** The lookups change rarely: five minutes before they are asked again. */
export const LOOKUP_STALE_MS = 5 * 60_000;

export const fetchStates = (signal?: AbortSignal) => api('GET /api/getStates', { signal });
export const fetchCourses = (signal?: AbortSignal) => api('GET /api/courses', { signal });
export const fetchJobFunctions = (signal?: AbortSignal) => api('GET /api/job_functions', { signal });
/** The active roles. */
export const fetchRoleList = async (signal?: AbortSignal): Promise<RoleRow[]> => (await api('GET /api/role', { signal })).roles_no_trash;
/** Every district of a state ('-' stands for no name filter). */
export const fetchDistricts = (stateId: number, signal?: AbortSignal) =>
  api('GET /api/districts_by_state/{stateId}/{district}', { params: { stateId, district: '-' }, signal });
export const fetchSchools = (districtId: number, signal?: AbortSignal) =>
  api('GET /api/district_schools/{districtId}', { params: { districtId }, signal });

export const useStates = () =>
  useQuery({ queryKey: routeQueryKey('GET /api/getStates'), queryFn: ({ signal }) => fetchStates(signal), staleTime: LOOKUP_STALE_MS });

/** The states of the dictionary (the profile's picker). */
export const useDictionaryStates = () =>
  useQuery({
    queryKey: routeQueryKey('GET /api/dictionary/get-states'),
    queryFn: ({ signal }) => api('GET /api/dictionary/get-states', { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useCourses = () =>
  useQuery({ queryKey: routeQueryKey('GET /api/courses'), queryFn: ({ signal }) => fetchCourses(signal), staleTime: LOOKUP_STALE_MS });

export const useJobFunctions = () =>
  useQuery({
    queryKey: routeQueryKey('GET /api/job_functions'),
    queryFn: ({ signal }) => fetchJobFunctions(signal),
    staleTime: LOOKUP_STALE_MS,
  });

/** The active roles: the answer's roles_no_trash, cached apart from the Roles tab's whole answer of the same call. */
export const useRoleList = () =>
  useQuery({
    queryKey: routeQueryKey('GET /api/role', 'active'),
    queryFn: ({ signal }) => fetchRoleList(signal),
    staleTime: LOOKUP_STALE_MS,
  });

/** Every district with its state (the lookups group). */
export const useInfoDistricts = () =>
  useQuery({
    queryKey: routeQueryKey('GET /api/info-districts'),
    queryFn: ({ signal }) => api('GET /api/info-districts', { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** The districts of a state; asked for once a state is chosen. */
export function useDistricts(stateId: number | null) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/districts_by_state/{stateId}/{district}', stateId),
    queryFn: ({ signal }) => fetchDistricts(stateId!, signal),
    enabled: stateId !== null,
    staleTime: LOOKUP_STALE_MS,
  });
}

/** The schools of a district; asked for once a district is chosen. */
export function useSchools(districtId: number | null) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/district_schools/{districtId}', districtId),
    queryFn: ({ signal }) => fetchSchools(districtId!, signal),
    enabled: districtId !== null,
    staleTime: LOOKUP_STALE_MS,
  });
}
