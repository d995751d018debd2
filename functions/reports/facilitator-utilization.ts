/**
 * The Facilitator Utilization dialog's routes (spec 03 §2.12, §6, §7): its Filter's choices with
 * the caller's retained filter, the staff and contractor tables, and their xlsx export (two
 * sheets, Staff and Contractor, the table's columns). The figures: domain/facilitator-utilization.ts.
 *
 * Who sees what (docs/decisions/reports.md): administrators, nisl_manager and training_manager every
 * facilitator; a caller holding only facilitator roles their own row, without the schedule,
 * facilitator and co-facilitator filters (offered empty, ignored when sent).
 */
import { CAPABILITIES } from '../../shared/auth/capabilities.ts';
import { FACILITATOR_ROLES, hasAnyRole, type RoleSlug } from '../../shared/auth/roles.ts';
import { UTILIZATION_MONTHS, UTILIZATION_UNITS } from '../../shared/reports/texts.ts';
import type { UtilizationAnswer, UtilizationFilterOptions, UtilizationFilters, UtilizationRow } from '../../shared/reports/types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { readSavedFilter } from '../data/users/preferences.ts';
import { userDirectory } from '../data/users/user-directory.ts';
import { effectiveFilters, facilitatorUtilization, utilizationChoices, type UtilizationViewer } from '../domain/facilitator-utilization.ts';
import { deliverFile } from '../files/delivery.ts';
import { downloadFileName } from '../files/file-names.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE, type XlsxColumn } from '../files/xlsx.ts';

/** The report's name: the export is `Facilitator Utilization <timestamp>.xlsx`. */
export const UTILIZATION_REPORT = 'Facilitator Utilization';

/** The roles of the report that see every facilitator: all of its roles but the facilitator ones. */
const SEE_ALL: readonly RoleSlug[] = (CAPABILITIES.facilitator_utilization as readonly RoleSlug[]).filter(
  (role) => !FACILITATOR_ROLES.includes(role),
);

export function utilizationViewer(auth: { userId: number; roles: readonly string[] }): UtilizationViewer {
  return { onlyUser: hasAnyRole(auth.roles, SEE_ALL) ? null : auth.userId };
}

const directories = () => Promise.all([cohortDirectory(), userDirectory()]);

export const utilizationFilterOptions: RouteImplementation<'GET /api/filter-facilitator-utilization'> = async ({ auth }) => {
  const viewer = utilizationViewer(auth);
  const [cohorts, stored] = await Promise.all([cohortDirectory(), readSavedFilter(auth.userId, 'facilitatorUtilization')]);
  const saved = stored as UtilizationFilters | undefined;
  const answer: UtilizationFilterOptions = {
    ...utilizationChoices(cohorts, viewer),
    units: [...UTILIZATION_UNITS],
    saved: saved?.retain_filter ? { ...effectiveFilters(saved, viewer), retain_filter: true } : null,
  };
  return answer;
};

/**
 * With `per_page` (not in the spec), one page of each table and their row counts: the screen shows
 * a page at a time, and a year's tables whole at the large seed were 341.5 KB (docs/decisions/reports.md).
 */
export const getFacilitatorUtilization: RouteImplementation<'GET /api/get_facilitator_utilization'> = async ({ auth, query }) => {
  const [cohorts, users] = await directories();
  const report = facilitatorUtilization(cohorts, users, query.filters, utilizationViewer(auth));
  const perPage = query.per_page;
  if (perPage === undefined) return report;
  const page = (rows: UtilizationRow[], n: number) => rows.slice((n - 1) * perPage, n * perPage);
  const answer: UtilizationAnswer = {
    facilitators_staff: page(report.facilitators_staff, query.staff_page),
    facilitators_contractor: page(report.facilitators_contractor, query.contractor_page),
    year: report.year,
    staff_total: report.facilitators_staff.length,
    contractor_total: report.facilitators_contractor.length,
  };
  return answer;
};

const capitalised = (m: string) => m[0].toUpperCase() + m.slice(1);

/** The table's columns: names, then per month units, sessions and hours, then the totals. */
export function utilizationColumns(year: number): XlsxColumn[] {
  return [
    { header: 'First', key: 'first', width: 16 },
    { header: 'Last', key: 'last', width: 18 },
    ...UTILIZATION_MONTHS.flatMap((m, i) => {
      const label = `${capitalised(m)} ${i < 6 ? year : year + 1}`;
      return [
        { header: `${label} Units`, key: m, width: 10 },
        { header: `${label} Sessions`, key: `${m}_session`, width: 10 },
        { header: `${label} Hours`, key: `${m}_hours`, width: 10 },
      ];
    }),
    { header: 'Total Units', key: 'total_units', width: 10 },
    { header: 'Total Sessions', key: 'total_sessions', width: 10 },
    { header: 'Total Hours', key: 'total_hours', width: 10 },
  ];
}

const sheetRows = (rows: readonly UtilizationRow[]) => rows.map((row) => ({ ...row }) as Record<string, string | number>);

export const exportFacilitatorUtilization: RouteImplementation<'GET /api/export-facilitator-utilization'> = async ({ auth, query }) => {
  const [cohorts, users] = await directories();
  const report = facilitatorUtilization(cohorts, users, query.filters, utilizationViewer(auth));
  const columns = utilizationColumns(report.year);
  return deliverFile({
    name: downloadFileName({ report: UTILIZATION_REPORT, extension: 'xlsx' }),
    contentType: XLSX_CONTENT_TYPE,
    body: writeWorkbook([
      { name: 'Staff', columns, rows: sheetRows(report.facilitators_staff) },
      { name: 'Contractor', columns, rows: sheetRows(report.facilitators_contractor) },
    ]),
  });
};
