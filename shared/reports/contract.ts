/** Contracts of the manager reports: the data sets, the Attendance Audit and the facilitator utilization (spec 03 §2.12, §7). */
import * as z from 'zod/mini';
import { ATTENDANCE_PERIODS, DATA_SET_NAMES, REPORTS_TEXT as T, UTILIZATION_PAGE } from './texts.ts';
import type { AbsentReportByCohortAnswer, ReportDateAnswer, UtilizationAnswer, UtilizationFilterOptions } from './types.ts';
import { answer, whenMissing, type FileDownload } from '../api/contract.ts';
import { jsonParam, pageNumber } from '../api/fields.ts';
import { utilizationFilters } from './utilization-filters.contract.ts';

export { utilizationFilters };

const filtersQuery = z.object({ filters: jsonParam(utilizationFilters) });

/**
 * Not in the spec: `per_page` asks for one page of each table, `staff_page` and `contractor_page`
 * (from 1) say which; without `per_page`, both tables whole, as documented.
 */
const utilizationQuery = z.object({
  filters: jsonParam(utilizationFilters),
  per_page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(UTILIZATION_PAGE.maxPerPage))),
  staff_page: pageNumber(1, 100_000),
  contractor_page: pageNumber(1, 100_000),
});

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
  'GET /api/filter-facilitator-utilization': { answer: answer<UtilizationFilterOptions>() },
  'GET /api/get_facilitator_utilization': { query: utilizationQuery, answer: answer<UtilizationAnswer>() },
  'GET /api/export-facilitator-utilization': { query: filtersQuery, ...download },
};
