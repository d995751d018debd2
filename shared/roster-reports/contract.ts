import * as z from 'zod/mini';
import * as MESSAGES from '../texts/general.ts';
import type { AbsenceAuditResponse, AttendanceReportResponse, SurveyPresentation } from './types.ts';
import { answer, type Contract, type FileDownload } from '../api/contract.ts';

const idParam = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: MESSAGES.notFound }));

export const ROSTER_REPORT_CONTRACTS = {
  'GET /api/get_attendance_report/{cohortId}': { params: z.object({ cohortId: idParam }), answer: answer<AttendanceReportResponse>() },
  'GET /api/export_attendance_report/{cohortId}': { params: z.object({ cohortId: idParam }), answer: answer<FileDownload>() },
  'GET /api/get_absence/{cohortId}': { params: z.object({ cohortId: idParam }), answer: answer<AbsenceAuditResponse>() },
  'GET /api/get_projects_by_cohort/{cohortId}': { params: z.object({ cohortId: idParam }), answer: answer<FileDownload>() },
  'GET /api/getSurveyResponsePresentation': {
    query: z.object({
      cohortId: idParam,
      unit: z.string().check(z.regex(/^\d{1,2}[A-Z]?$/, { error: MESSAGES.notFound })),
      postId: z.optional(z.string().check(z.regex(/^\d{1,12}$/, { error: MESSAGES.notFound }))),
    }),
    answer: answer<SurveyPresentation>(),
  },
  // The roster's one-unit downloads.
  'GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}': {
    params: z.object({
      cohortId: idParam,
      eventId: idParam,
      sortDesc: z.enum(['true', 'false']),
      lastNameFirst: z.enum(['true', 'false']),
    }),
    answer: answer<FileDownload>(),
  },
  'GET /api/rosterReport/{cohortId}/{eventId}': {
    params: z.object({ cohortId: idParam, eventId: idParam }),
    answer: answer<FileDownload>(),
  },
} satisfies Record<string, Contract>;
