/** The roster's calls (spec 01 §7 "Roster"), typed with the shared shapes. */
import type { CohortInfo, MeetingInfo, RosterResponse, RosterUnitOption, SaveAttendanceAnswer, SaveAttendanceBody } from '@shared/api/types/roster';
import type { AbsenceAuditResponse, AttendanceReportResponse, SurveyPresentation } from '@shared/api/types/roster-reports';
import type { ContextAnalysisTokenAnswer } from '@shared/api/types/integrations';
import { CONTEXT_ANALYSIS_TOOL } from '@shared/constants';
import { api } from '@/lib/api-client';

export interface GuestOption {
  id: number;
  name: string;
  email: string;
}

export const rosterKeys = {
  all: (cohortId: number) => ['roster', cohortId] as const,
  cohort: (cohortId: number) => ['roster', cohortId, 'cohort'] as const,
  meeting: (cohortId: number) => ['roster', cohortId, 'meeting'] as const,
  units: (cohortId: number) => ['roster', cohortId, 'units'] as const,
  roster: (cohortId: number, eventId: number) => ['roster', cohortId, 'roster', eventId] as const,
  guests: (cohortId: number, eventId: number, outState: boolean, search: string) => ['roster', cohortId, 'guests', eventId, outState, search] as const,
  attendanceReport: (cohortId: number) => ['roster', cohortId, 'attendance-report'] as const,
  audit: (cohortId: number) => ['roster', cohortId, 'audit'] as const,
  survey: (cohortId: number, unit: string) => ['roster', cohortId, 'survey', unit] as const,
  contextAnalysis: (cohortId: number) => ['roster', cohortId, 'context-analysis'] as const,
};

export function getCohortInfo(cohortId: number, signal?: AbortSignal): Promise<CohortInfo> {
  return api<CohortInfo>('GET /api/get_cohort_info/{cohortId}', { params: { cohortId }, signal });
}

export function getMeetingInfo(cohortId: number, signal?: AbortSignal): Promise<MeetingInfo> {
  return api<MeetingInfo>('GET /api/get_meeting_info/{cohortId}', { params: { cohortId }, signal });
}

export function getUnitOptions(cohortId: number, signal?: AbortSignal): Promise<RosterUnitOption[]> {
  return api<RosterUnitOption[]>('GET /api/get_events_list/{cohortId}', { params: { cohortId }, signal });
}

export function getRoster(cohortId: number, eventId: number, signal?: AbortSignal): Promise<RosterResponse> {
  return api<RosterResponse>('GET /api/get_roster_info/{cohortId}/{eventId}', { params: { cohortId, eventId }, signal });
}

export function saveAttendance(body: SaveAttendanceBody): Promise<SaveAttendanceAnswer> {
  return api<SaveAttendanceAnswer>('POST /api/save_attendance', { body });
}

export function saveAlpForm(body: { cohortId: number; participantId: number; status: boolean; isMakeup: boolean }): Promise<{ message: string }> {
  return api<{ message: string }>('POST /api/save_alp_form', { body });
}

export async function searchGuests(
  body: { cohortId: number; outState: boolean; eventId: number; search: string },
  signal?: AbortSignal,
): Promise<GuestOption[]> {
  const answer = await api<{ participants: GuestOption[] }>('POST /api/extraParticipantList', { body, signal });
  return answer.participants;
}

export function saveMakeup(body: { cohortId: number; eventUnit: string; participantId: number }): Promise<{ isSaved: boolean; message: string }> {
  return api<{ isSaved: boolean; message: string }>('POST /api/save_makeup_participant', { body });
}

export function removeMakeup(body: { cohortId: number; participantId: number; eventUnit: string }): Promise<{ removed: boolean; message: string }> {
  return api<{ removed: boolean; message: string }>('POST /api/remove_makeup', { body });
}

export function getAttendanceReport(cohortId: number, signal?: AbortSignal): Promise<AttendanceReportResponse> {
  return api<AttendanceReportResponse>('GET /api/get_attendance_report/{cohortId}', { params: { cohortId }, signal });
}

export function getAbsenceAudit(cohortId: number, signal?: AbortSignal): Promise<AbsenceAuditResponse> {
  return api<AbsenceAuditResponse>('GET /api/get_absence/{cohortId}', { params: { cohortId }, signal });
}

export function getSurveyPresentation(cohortId: number, unit: string, postId: string, signal?: AbortSignal): Promise<SurveyPresentation> {
  return api<SurveyPresentation>('GET /api/getSurveyResponsePresentation', { query: { cohortId, unit, postId: postId || undefined }, signal });
}

/** The Context Analysis Tool's token for this cohort (the server checks the course and start date). */
export async function getContextAnalysisToken(cohortId: number): Promise<string> {
  const answer = await api<ContextAnalysisTokenAnswer>('POST /api/generateTokenContextAnalisys', { body: { cohort_id: cohortId, tool_id: CONTEXT_ANALYSIS_TOOL.id } });
  return answer.token;
}
