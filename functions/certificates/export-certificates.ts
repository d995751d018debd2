/**
 * GET /api/export_certificate (spec 03 §2.7, §7, §9): the certificates the list's search, filter
 * and order select, as 'Certificates {date}.xlsx', streamed row by row to the files bucket and
 * answered 303 to a short-lived link (functions/files/delivery.ts).
 */
import { CERTIFICATE_LIST } from '../../shared/certificates/list.texts.ts';
import type { CertificateListRow } from '../../shared/certificates/list.types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { deliverFile } from '../files/delivery.ts';
import { downloadFileName } from '../files/file-names.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE, type XlsxColumn, type XlsxRow } from '../files/xlsx.ts';
import { certificateDirectories, selectCertificates } from './certificate-list.ts';
import { nyDateTime } from './ny-date-time.ts';

export const CERTIFICATE_EXPORT_COLUMNS: readonly XlsxColumn[] = [
  { header: 'Certificate ID', key: 'id', width: 14 },
  { header: 'User Name', key: 'user_name', width: 26 },
  { header: 'Cohort Name', key: 'cohort_name', width: 36 },
  { header: 'Created', key: 'created_at', width: 20 },
  { header: 'Created By', key: 'created_by', width: 24 },
  { header: 'Voided', key: 'void_at', width: 20 },
  { header: 'Voided By', key: 'void_by', width: 24 },
  { header: 'Reason for Voiding', key: 'void_reason', width: 40 },
];

function* exportRows(rows: readonly CertificateListRow[]): Generator<XlsxRow> {
  for (const r of rows) {
    yield {
      id: r.id,
      user_name: r.user_name,
      cohort_name: r.cohort_name,
      created_at: nyDateTime(r.created_at),
      created_by: r.created_by_name,
      void_at: r.void_at ? nyDateTime(r.void_at) : null,
      void_by: r.void_by_name,
      void_reason: r.void_reason,
    };
  }
}

export const exportCertificates: RouteImplementation<'GET /api/export_certificate'> = async ({ query }) => {
  const rows = selectCertificates(await certificateDirectories(), query);
  return deliverFile({
    name: downloadFileName({ report: CERTIFICATE_LIST.exportReport, extension: 'xlsx' }),
    contentType: XLSX_CONTENT_TYPE,
    body: writeWorkbook([{ name: 'Certificates', columns: CERTIFICATE_EXPORT_COLUMNS, rows: exportRows(rows) }]),
  });
};
