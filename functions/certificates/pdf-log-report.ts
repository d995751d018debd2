/**
 * GET /api/pdf_log?start&end&type=summary|download (spec 03 §2.8, §3 "PDF summary", §5, §7): the
 * attempts to produce a certificate PDF between two New York dates (inclusive), counted by
 * outcome or written as an xlsx. The log is keyed by New York month (PDFLOG#<YYYY-MM> / <iso>#…,
 * data/certificates/certificates.ts), so a range is one Query per month it touches, each bounded by the range.
 */
import { CERTIFICATE_LIST, CERTIFICATE_LIST_TEXT as T } from '../../shared/certificates/list.texts.ts';
import type { PdfLogSummary } from '../../shared/certificates/list.types.ts';
import { addDays, daysBetween, nyInstant } from '../../shared/time.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { pdfAttempts, type PdfLogEntry } from '../data/certificates/certificates.ts';
import { userDirectory } from '../data/users/user-directory.ts';
import { deliverFile } from '../files/delivery.ts';
import { downloadFileName } from '../files/file-names.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE, type XlsxColumn, type XlsxRow } from '../files/xlsx.ts';
import { personName } from './certificate-list.ts';
import { nyDateTime } from './ny-date-time.ts';

const realDate = (date: string) => addDays(date, 0) === date;

/** The New York months from the start date's to the end date's, `YYYY-MM`. */
export function monthsBetween(start: string, end: string): string[] {
  const months: string[] = [];
  let [y, m] = start.slice(0, 7).split('-').map(Number);
  const last = end.slice(0, 7);
  for (;;) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
    m += 1;
    if (m === 13) [y, m] = [y + 1, 1];
  }
}

/** Every attempt from the start of `start` to the end of `end` (New York days), oldest first. */
export async function attemptsBetween(start: string, end: string): Promise<PdfLogEntry[]> {
  const from = nyInstant(start).toISOString();
  const to = new Date(nyInstant(addDays(end, 1)).getTime() - 1).toISOString();
  const months = await Promise.all(monthsBetween(start, end).map((month) => pdfAttempts(month, from, to)));
  return months.flat().filter((e) => e.at >= from && e.at <= to);
}

export function summarize(entries: readonly PdfLogEntry[]): PdfLogSummary {
  const summary: PdfLogSummary = { total: entries.length, success: 0, failures: 0, not_found: 0, empty_token: 0, missing_file: 0 };
  for (const e of entries) {
    if (e.outcome === 'failure') summary.failures += 1;
    else summary[e.outcome] += 1;
  }
  return summary;
}

export const PDF_LOG_COLUMNS: readonly XlsxColumn[] = [
  { header: 'Date', key: 'at', width: 18 },
  { header: 'Outcome', key: 'outcome', width: 14 },
  { header: 'Cohort ID', key: 'cohort_id', width: 10 },
  { header: 'Cohort', key: 'cohort', width: 34 },
  { header: 'Participant ID', key: 'user_id', width: 14 },
  { header: 'Participant', key: 'user', width: 24 },
  { header: 'Certificate ID', key: 'certificate_id', width: 14 },
  { header: 'Requested By', key: 'actor', width: 24 },
  { header: 'Detail', key: 'detail', width: 50 },
];

/** The outcome as the summary names it. */
export const OUTCOME_LABELS: Record<PdfLogEntry['outcome'], string> = {
  success: 'Success',
  failure: 'Failure',
  not_found: 'Not Found',
  empty_token: 'Empty Token',
  missing_file: 'Missing File',
};

export const pdfLogReport: RouteImplementation<'GET /api/pdf_log'> = async ({ query }) => {
  const { start, end, type } = query;
  if (!realDate(start) || !realDate(end)) throw httpError(422, T.badDate);
  if (start > end) throw httpError(422, T.startAfterEnd);
  if (daysBetween(start, end) >= CERTIFICATE_LIST.maxPdfLogDays) throw httpError(422, T.rangeTooLong);
  const entries = await attemptsBetween(start, end);
  if (type === 'summary') return summarize(entries);
  const [users, cohorts] = await Promise.all([userDirectory(), cohortDirectory()]);
  const rows = function* (): Generator<XlsxRow> {
    for (const e of [...entries].sort((a, b) => a.at.localeCompare(b.at))) {
      yield {
        at: nyDateTime(e.at),
        outcome: OUTCOME_LABELS[e.outcome],
        cohort_id: e.cohort_id,
        cohort: e.cohort_id === null ? null : (cohorts.cohorts.get(e.cohort_id)?.name ?? null),
        user_id: e.user_id,
        user: personName(users, e.user_id),
        certificate_id: e.certificate_id,
        actor: personName(users, e.actor_id),
        detail: e.detail,
      };
    }
  };
  return deliverFile({
    name: downloadFileName({ report: `${CERTIFICATE_LIST.pdfLogReport} ${start} to ${end}`, extension: 'xlsx' }),
    contentType: XLSX_CONTENT_TYPE,
    body: writeWorkbook([{ name: 'PDF Log', columns: PDF_LOG_COLUMNS, rows: rows() }]),
  });
};
