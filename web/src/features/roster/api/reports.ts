/** The roster's Reports and Downloads and the unit evaluation report (spec 01 §2, §4 "Frame tools", §7). */
import type { AbsenceAuditResponse, AttendanceReportResponse, SurveyPresentation } from '@shared/roster-reports/types';
import { CONTEXT_ANALYSIS_TOOL } from '@shared/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

export function getAttendanceReport(cohortId: number, signal?: AbortSignal): Promise<AttendanceReportResponse> {
  return api('GET /api/get_attendance_report/{cohortId}', { params: { cohortId }, signal });
}

export function getAbsenceAudit(cohortId: number, signal?: AbortSignal): Promise<AbsenceAuditResponse> {
  return api('GET /api/get_absence/{cohortId}', { params: { cohortId }, signal });
}

export function getSurveyPresentation(cohortId: number, unit: string, postId: string, signal?: AbortSignal): Promise<SurveyPresentation> {
  return api('GET /api/getSurveyResponsePresentation', {
    query: { cohortId, unit, postId: postId || undefined },
    signal,
  });
}

/** The Context Analysis Tool's token for this cohort (the server checks the course and start date). */
export async function getContextAnalysisToken(cohortId: number): Promise<string> {
  const answer = await api('POST /api/generateTokenContextAnalisys', {
    body: { cohort_id: cohortId, tool_id: CONTEXT_ANALYSIS_TOOL.id },
  });
  return answer.token;
}

export function useAttendanceReport(cohortId: number, enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/get_attendance_report/{cohortId}', cohortId),
    queryFn: ({ signal }) => getAttendanceReport(cohortId, signal),
    enabled,
  });
}

export function useAbsenceAudit(cohortId: number, enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/get_absence/{cohortId}', cohortId),
    queryFn: ({ signal }) => getAbsenceAudit(cohortId, signal),
    enabled,
  });
}

/** Reads the audit again (after Create Certificates: who is certified changed). */
export function useRefreshAbsenceAudit(cohortId: number): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    () => client.invalidateQueries({ queryKey: routeQueryKey('GET /api/get_absence/{cohortId}', cohortId) }),
    [client, cohortId],
  );
}

export function useSurveyPresentation(cohortId: number, unit: string, postId: string) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/getSurveyResponsePresentation', cohortId, unit),
    queryFn: ({ signal }) => getSurveyPresentation(cohortId, unit, postId, signal),
  });
}

/** Asked afresh each time the dialog opens: the token lives five minutes. */
export function useContextAnalysisToken(cohortId: number, enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('POST /api/generateTokenContextAnalisys', cohortId),
    queryFn: () => getContextAnalysisToken(cohortId),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
