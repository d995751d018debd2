/**
 * The roster sheet's calls (spec 01 §7 "Roster"): the cohort, its meeting, its units, the unit's
 * roster and the saves of its marks and forms.
 */
import type {
  AlpFormAnswer,
  AttendanceHistoryEntry,
  CohortInfo,
  MeetingInfo,
  RosterResponse,
  RosterUnitOption,
  SaveAttendanceAnswer,
  SaveAttendanceBody,
} from '@shared/roster/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey } from '@/lib/query-keys';

export function getCohortInfo(cohortId: number, signal?: AbortSignal): Promise<CohortInfo> {
  return api('GET /api/get_cohort_info/{cohortId}', { params: { cohortId }, signal });
}

export function getMeetingInfo(cohortId: number, signal?: AbortSignal): Promise<MeetingInfo> {
  return api('GET /api/get_meeting_info/{cohortId}', { params: { cohortId }, signal });
}

export function getUnitOptions(cohortId: number, signal?: AbortSignal): Promise<RosterUnitOption[]> {
  return api('GET /api/get_events_list/{cohortId}', { params: { cohortId }, signal });
}

export function getRoster(cohortId: number, eventId: number, signal?: AbortSignal): Promise<RosterResponse> {
  return api('GET /api/get_roster_info/{cohortId}/{eventId}', { params: { cohortId, eventId }, signal });
}

export function getAttendanceHistory(cohortId: number, unit: string, signal?: AbortSignal): Promise<AttendanceHistoryEntry[]> {
  return api('GET /api/attendance_history/{cohortId}/{unit}', { params: { cohortId, unit }, signal });
}

export function saveAttendance(body: SaveAttendanceBody): Promise<SaveAttendanceAnswer> {
  return api('POST /api/save_attendance', { body });
}

export function saveAlpForm(body: AlpFormChange): Promise<AlpFormAnswer> {
  return api('POST /api/save_alp_form', { body });
}

/** Cohort info, meeting, units and the unit's roster for the screen. */
export function useRosterData(cohortId: number, eventId: number) {
  const cohort = useQuery({
    queryKey: routeQueryKey('GET /api/get_cohort_info/{cohortId}', cohortId),
    queryFn: ({ signal }) => getCohortInfo(cohortId, signal),
  });
  const meeting = useQuery({
    queryKey: routeQueryKey('GET /api/get_meeting_info/{cohortId}', cohortId),
    queryFn: ({ signal }) => getMeetingInfo(cohortId, signal),
  });
  const units = useQuery({
    queryKey: routeQueryKey('GET /api/get_events_list/{cohortId}', cohortId),
    queryFn: ({ signal }) => getUnitOptions(cohortId, signal),
  });
  const roster = useQuery({
    queryKey: routeQueryKey('GET /api/get_roster_info/{cohortId}/{eventId}', cohortId, eventId),
    queryFn: ({ signal }) => getRoster(cohortId, eventId, signal),
  });
  return { cohort, meeting, units, roster };
}

/** The unit's attendance history at the roster's version, asked for only once `enabled` (its panel opened). */
export function useAttendanceHistory(cohortId: number, roster: Pick<RosterResponse, 'unit' | 'version'>, enabled: boolean) {
  return useQuery({
    // By the sheet's version too: a save (anyone's) that the roster has loaded is asked for again.
    queryKey: routeQueryKey('GET /api/attendance_history/{cohortId}/{unit}', cohortId, roster.unit, roster.version),
    queryFn: ({ signal }) => getAttendanceHistory(cohortId, roster.unit, signal),
    enabled,
  });
}

/** A unit's roster in the cache: written after a save (before the refetch lands), read again on demand. */
export function useRosterCache(cohortId: number, eventId: number) {
  const queryClient = useQueryClient();
  const queryKey = routeQueryKey('GET /api/get_roster_info/{cohortId}/{eventId}', cohortId, eventId);
  return {
    write: (roster: RosterResponse) => queryClient.setQueryData(queryKey, roster),
    refetch: () => queryClient.invalidateQueries({ queryKey }),
  };
}

export type AlpFormChange = { cohortId: number; participantId: number; status: boolean; isMakeup: boolean };

export function useSaveAttendance(callbacks: MutationCallbacks<SaveAttendanceAnswer, SaveAttendanceBody>) {
  return useMutation({ mutationFn: saveAttendance, ...callbacks });
}

export function useSaveAlpForm(callbacks: MutationCallbacks<AlpFormAnswer, AlpFormChange>) {
  return useMutation({ mutationFn: saveAlpForm, ...callbacks });
}
