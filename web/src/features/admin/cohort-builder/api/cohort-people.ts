/** The cohort form's people search and facilitator conflict check (spec 03 §5, §7), with their query hooks. */
import type { CohortPeopleSearch, FacilitatorCheck, FacilitatorCheckAnswer, CohortCandidate } from '@shared/cohort-builder/people.types';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

export async function searchCohortPeople(body: CohortPeopleSearch, signal?: AbortSignal): Promise<CohortCandidate[]> {
  const answer = await api('POST /api/user/getUsers/cohort-builder', { body, signal });
  return answer.users;
}

export function checkFacilitatorSchedule(body: FacilitatorCheck): Promise<FacilitatorCheckAnswer> {
  return api('POST /api/event/validate-schedule-facilitator', { body });
}

/** People to add to a list, while `enabled` (the last answer stays shown while the next one comes). */
export function useCohortPeopleSearch(search: CohortPeopleSearch, enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('POST /api/user/getUsers/cohort-builder', search),
    queryFn: ({ signal }) => searchCohortPeople(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useFacilitatorCheck() {
  return useMutation({ mutationFn: checkFacilitatorSchedule });
}
