/** The three find-participant calls (spec 01 §7), typed with the shared shapes. */
import type { ParticipantInfo, ParticipantSchedule, UserSearchHit } from '@shared/participants/types';
import { keepPreviousData, useIsFetching, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

/** GET /api/user/get-user-search/{text}: the server wants at least 3 characters. */
export async function searchUsers(text: string, signal?: AbortSignal): Promise<UserSearchHit[]> {
  const answer = await api('GET /api/user/get-user-search/{text}', { params: { text }, signal });
  return answer.users ?? [];
}

/** GET /api/users/get-info-search-menu?user_id: header, profile card and cohorts of the dialog. */
export function getParticipantInfo(userId: number, signal?: AbortSignal): Promise<ParticipantInfo> {
  return api('GET /api/users/get-info-search-menu', { query: { user_id: userId }, signal });
}

/** GET /api/user_schedule/{course}/{userId}/{cohortId}: the attendance schedule (participant view). */
export function getParticipantSchedule(
  course: string,
  userId: number,
  cohortId: number,
  signal?: AbortSignal,
): Promise<ParticipantSchedule> {
  return api('GET /api/user_schedule/{course}/{userId}/{cohortId}', { params: { course, userId, cohortId }, signal });
}

/** People matching `term` while `enabled` (the last answer stays shown while the next one comes). */
export function useUserSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/user/get-user-search/{text}', term),
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useParticipantInfo(userId: number) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/users/get-info-search-menu', userId),
    queryFn: ({ signal }) => getParticipantInfo(userId, signal),
  });
}

/** Asked afresh each time the schedule opens. */
export function useParticipantSchedule(course: string, userId: number, cohortId: number) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/user_schedule/{course}/{userId}/{cohortId}', course, userId, cohortId),
    queryFn: ({ signal }) => getParticipantSchedule(course, userId, cohortId, signal),
    staleTime: 0,
  });
}

/** Whether that schedule is being fetched (its button shows progress). */
export function useScheduleFetching(course: string, userId: number, cohortId: number): boolean {
  return useIsFetching({ queryKey: routeQueryKey('GET /api/user_schedule/{course}/{userId}/{cohortId}', course, userId, cohortId) }) > 0;
}
