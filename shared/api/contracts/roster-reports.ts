import * as z from 'zod/mini';
import { MESSAGES } from '../../messages.ts';
import type { Contract } from './contract.ts';

const idParam = z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error: MESSAGES.notFound }));

export const ROSTER_REPORT_CONTRACTS = {
  'GET /api/get_attendance_report/{cohortId}': { params: z.object({ cohortId: idParam }) },
  'GET /api/export_attendance_report/{cohortId}': { params: z.object({ cohortId: idParam }) },
} satisfies Record<string, Contract>;
