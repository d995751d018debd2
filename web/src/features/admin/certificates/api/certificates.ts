/**
 * The Certificates tab's and the PDF Log tab's calls (spec 03 §7): the list (search, column,
 * order_by, page, per_page, filter), void and restore, and the PDF log summary. The files (export,
 * Print, the log's xlsx) are fetched raw with lib/download.ts.
 */
import type { CertificateListFilter } from '@shared/certificates/list.types';
import type { CertificateSortColumn } from '@shared/certificates/list.texts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';

export interface CertificateListQuery {
  search: string;
  column: CertificateSortColumn;
  order_by: 'asc' | 'desc';
  filter: CertificateListFilter;
  page: number;
  per_page: number;
}

/** What the list and the export send. */
export const listQuery = ({ filter, ...rest }: CertificateListQuery) => ({
  ...rest,
  filter: Object.keys(filter).length ? JSON.stringify(filter) : '',
});

export function useCertificates(query: CertificateListQuery) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/participantCertificate', query),
    queryFn: ({ signal }) => api('GET /api/participantCertificate', { query: listQuery(query), signal }),
    placeholderData: keepPreviousData,
  });
}

export interface CertificateKey {
  cohortId: number;
  userId: number;
}

/** POST /api/save_void_certificate; the list is read again after it. */
export function useVoidCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cohortId, userId, reasonVoid }: CertificateKey & { reasonVoid: string }) =>
      api('POST /api/save_void_certificate', { body: { cohortId, userId, reasonVoid } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/participantCertificate') }),
  });
}

/** POST /api/active_restore_certificate; the list is read again after it. */
export function useRestoreCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cohortId, userId }: CertificateKey) => api('POST /api/active_restore_certificate', { body: { cohortId, userId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/participantCertificate') }),
  });
}

/** GET /api/pdf_log?type=summary for the dates, when asked (Show Summary). */
export const fetchPdfLogSummary = (start: string, end: string) => api('GET /api/pdf_log', { query: { start, end, type: 'summary' } });
