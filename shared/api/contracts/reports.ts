/** Contracts of the manager reports: the data sets, the Attendance Audit and the facilitator utilization (spec 03 §2.12, §7). */
import * as z from 'zod/mini';
import { ATTENDANCE_PERIODS, DATA_SET_NAMES, REPORTS_TEXT as T, UTILIZATION_SCHEDULES, UTILIZATION_UNITS } from '../../reports.ts';
import type { AbsentReportByCohortAnswer, ReportDateAnswer, UtilizationAnswer, UtilizationFilterOptions } from '../types/reports.ts';
import { answer, whenMissing, type FileDownload } from './contract.ts';
import { jsonParam } from './dashboard.ts';

const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const ids = z.optional(z.array(id).check(z.maxLength(500)));

export const utilizationFilters = z.object({
  delivery_model: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(100))),
  states: ids,
  units: z.optional(z.array(z.union(UTILIZATION_UNITS.map((u) => z.literal(u)))).check(z.maxLength(12))),
  schedule_facilitator_cofacilitator: z.optional(z.enum(UTILIZATION_SCHEDULES)),
  facilitator: ids,
  co_facilitator: ids,
  cohorts: ids,
  retain_filter: z.optional(z.boolean()),
  year: z.optional(z.number().check(z.int(), z.minimum(2016), z.maximum(2100))),
});

const filtersQuery = z.object({ filters: jsonParam(utilizationFilters) });

const cohortText = z
  .string({ error: whenMissing(T.cohortRequired) })
  .check(z.trim(), z.minLength(1, { error: T.cohortRequired }), z.maxLength(200));

const download = { answer: answer<FileDownload>() };

export const REPORT_CONTRACTS = {
  'GET /api/date-export-reports': {
    query: z.object({ filename: z.enum(DATA_SET_NAMES, { error: T.unknownFile }) }),
    answer: answer<ReportDateAnswer>(),
  },
  'GET /api/get-absent-report-by-cohort': { query: z.object({ cohort: cohortText }), answer: answer<AbsentReportByCohortAnswer>() },
  'GET /api/download-absent-report-by-cohort': { query: z.object({ cohort: cohortText }), ...download },
  'GET /api/download-absent-report': download,
  'GET /api/download-graduation-report': download,
  'GET /api/download-attendance-on-report/{file}': {
    params: z.object({
      file: z.enum(
        ATTENDANCE_PERIODS.map((p) => p.file),
        { error: T.unknownFile },
      ),
    }),
    ...download,
  },
  'GET /api/download-attendance-ext-report': download,
  'GET /api/download-user-account': download,
  'GET /api/download-cohort-data': download,
  'GET /api/download-master-schedule': download,
  'GET /api/download-facilitator-schedule': download,
  'GET /api/download-certificates-created': download,
  'GET /api/filter-facilitator-utilization': { answer: answer<UtilizationFilterOptions>() },
  'GET /api/get_facilitator_utilization': { query: filtersQuery, answer: answer<UtilizationAnswer>() },
  'GET /api/export-facilitator-utilization': { query: filtersQuery, ...download },
};
