/** Make-up guests of a roster (spec 01 §2 "Roster screen", §7): search, add, remove. */
import type { GuestOption, RemoveMakeupAnswer, SaveMakeupAnswer } from '@shared/roster/types';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey } from '@/lib/query-keys';

export type GuestSearch = { cohortId: number; outState: boolean; eventId: number; search: string };

export async function searchGuests(body: GuestSearch, signal?: AbortSignal): Promise<GuestOption[]> {
  const answer = await api('POST /api/extraParticipantList', { body, signal });
  return answer.participants;
}

export function saveMakeup(body: { cohortId: number; eventUnit: string; participantId: number }): Promise<SaveMakeupAnswer> {
  return api('POST /api/save_makeup_participant', { body });
}

export function removeMakeup(body: { cohortId: number; participantId: number; eventUnit: string }): Promise<RemoveMakeupAnswer> {
  return api('POST /api/remove_makeup', { body });
}

/** People to add as make-up guests, while `enabled` (the last answer stays shown while the next one comes). */
export function useGuestSearch({ cohortId, outState, eventId, search }: GuestSearch, enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('POST /api/extraParticipantList', cohortId, eventId, outState, search),
    queryFn: ({ signal }) => searchGuests({ cohortId, outState, eventId, search }, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSaveMakeup() {
  return useMutation({ mutationFn: saveMakeup });
}

export function useRemoveMakeup(
  callbacks: MutationCallbacks<RemoveMakeupAnswer, { cohortId: number; participantId: number; eventUnit: string }>,
) {
  return useMutation({ mutationFn: removeMakeup, ...callbacks });
}
