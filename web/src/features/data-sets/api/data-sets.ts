/**
 * The Data Sets dialog's calls (spec 03 §2.12, §7 Reports): when each published file was written,
 * the Attendance Audit's per-cohort table and the facilitator utilization report with its Filter.
 * Each data set's download route is in shared/reports/texts.ts DATA_SETS (fetched raw with lib/download.ts).
 */
import type { UtilizationFilters } from '@shared/reports/types';
import { type DataSetName, UTILIZATION_PAGE, type UTILIZATION_UNITS } from '@shared/reports/texts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

/** GET /api/date-export-reports?filename=: when the served file was written (null: not yet). */
export function useReportDate(name: DataSetName) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/date-export-reports', name),
    queryFn: ({ signal }) => api('GET /api/date-export-reports', { query: { filename: name }, signal }),
  });
}

/** GET /api/get-absent-report-by-cohort?cohort=, once a name was entered. */
export function useAbsentReportByCohort(cohort: string | null) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/get-absent-report-by-cohort', cohort ?? ''),
    queryFn: ({ signal }) => api('GET /api/get-absent-report-by-cohort', { query: { cohort: cohort ?? '' }, signal }),
    enabled: cohort !== null && cohort !== '',
  });
}

/** The filters as the utilization routes take them: JSON, empty fields left out. */
export function filtersParam(filters: UtilizationFilters): string {
  const kept = Object.entries(filters).filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0));
  return JSON.stringify(Object.fromEntries(kept));
}

/** GET /api/filter-facilitator-utilization: the Filter's choices and the saved filter. */
export function useUtilizationOptions() {
  return useQuery({
    queryKey: routeQueryKey('GET /api/filter-facilitator-utilization'),
    queryFn: ({ signal }) => api('GET /api/filter-facilitator-utilization', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Which page (from 1) of each utilization table is shown. */
export interface UtilizationPages {
  staff: number;
  contractor: number;
}

/**
 * GET /api/get_facilitator_utilization?filters=, once the filters are known (the saved ones load
 * first): the shown page of each table (`per_page`, not in the spec).
 */
export function useUtilization(filters: UtilizationFilters | null, pages: UtilizationPages) {
  const query = {
    filters: filtersParam(filters ?? {}),
    per_page: UTILIZATION_PAGE.perPage,
    staff_page: pages.staff,
    contractor_page: pages.contractor,
  };
  return useQuery({
    queryKey: routeQueryKey('GET /api/get_facilitator_utilization', { ...filters, pages }),
    queryFn: ({ signal }) => api('GET /api/get_facilitator_utilization', { query, signal }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/user/saveFilters type 'facilitatorUtilization': kept for next time when "Retain
 * filter" is ticked, forgotten (save_filters false) when it is not.
 */
export function useSaveUtilizationFilters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: UtilizationFilters) =>
      api('POST /api/user/saveFilters', {
        body: {
          type_filters: 'facilitatorUtilization',
          // The contract takes units as the literals 1 to 12; the Filter offers only those.
          filters: { ...filters, units: filters.units as Array<(typeof UTILIZATION_UNITS)[number]> | undefined },
          save_filters: Boolean(filters.retain_filter),
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/filter-facilitator-utilization') }),
  });
}
