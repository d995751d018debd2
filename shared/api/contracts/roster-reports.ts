import * as z from 'zod/mini';
import { MESSAGES } from '../../messages.ts';
import type { Contract } from './contract.ts';

const idParam = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: MESSAGES.notFound }));

export const ROSTER_REPORT_CONTRACTS = {
  'GET /api/get_attendance_report/{cohortId}': { params: z.object({ cohortId: idParam }) },
  'GET /api/export_attendance_report/{cohortId}': { params: z.object({ cohortId: idParam }) },
  'GET /api/get_absence/{cohortId}': { params: z.object({ cohortId: idParam }) },
  'GET /api/get_projects_by_cohort/{cohortId}': { params: z.object({ cohortId: idParam }) },
  'GET /api/getSurveyResponsePresentation': {
    query: z.object({
      cohortId: idParam,
      unit: z.string().check(z.regex(/^\d{1,2}[A-Z]?$/, { error: MESSAGES.notFound })),
      postId: z.optional(z.string().check(z.regex(/^\d{1,12}$/, { error: MESSAGES.notFound }))),
    }),
  },
} satisfies Record<string, Contract>;
