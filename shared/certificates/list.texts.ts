/**
 * The Certificates tab (spec 03 §2.7, §9) and the PDF Log tab (§2.8, §5): the list's sort columns,
 * page size, export and log file names and every text, for the server, the web and the tests. The
 * spec gives the column names and buttons; the messages are ours (docs/decisions/certificates.md, "Certificates").
 */
import { CERTIFICATE_LIMITS } from './texts.ts';

/** The columns the list sorts by (the table's sortable headers). */
export const CERTIFICATE_SORT_COLUMNS = ['user_name', 'cohort_name', 'created_at', 'void_at', 'void_reason'] as const;
export type CertificateSortColumn = (typeof CERTIFICATE_SORT_COLUMNS)[number];
export const CERTIFICATE_SORT_ORDERS = ['asc', 'desc'] as const;

export const CERTIFICATE_LIST = {
  /** Spec 03 §9. */
  perPage: CERTIFICATE_LIMITS.certificatesPerPage,
  maxPerPage: 500,
  maxSearchChars: 100,
  /** Spec 03 §9: created_at descending. */
  defaultColumn: 'created_at' as CertificateSortColumn,
  defaultOrder: 'desc' as const,
  /** Export file names (spec 03 §9: report name plus the date). */
  exportReport: 'Certificates',
  pdfLogReport: 'PDF Log',
  /** The PDF log reads one partition per New York month: a range of at most this many days. */
  maxPdfLogDays: 3 * 366,
} as const;

/** The PDF Log summary's rows in the order shown (spec 03 §2.8), with the answer's key for each. */
export const PDF_LOG_SUMMARY_ROWS = [
  { key: 'total', label: 'Total' },
  { key: 'success', label: 'Success' },
  { key: 'failures', label: 'Failures' },
  { key: 'not_found', label: 'Not Found' },
  { key: 'empty_token', label: 'Empty Token' },
  { key: 'missing_file', label: 'Missing File' },
] as const;

export const CERTIFICATE_LIST_TEXT = {
  invalidPage: 'The page must be a whole number from 1.',
  invalidSort: 'The list cannot be sorted that way.',
  invalidFilter: 'The filter could not be read. Please reset it and try again.',
  searchTooLong: `The search may have at most ${CERTIFICATE_LIST.maxSearchChars} characters.`,
  /** Spec 03 §5: start and end dates both required. */
  startDateRequired: 'Please enter the start date.',
  endDateRequired: 'Please enter the end date.',
  badDate: 'Dates must be written as YYYY-MM-DD.',
  startAfterEnd: 'The start date must not be later than the end date.',
  rangeTooLong: `The PDF log can be read for at most ${CERTIFICATE_LIST.maxPdfLogDays} days at a time.`,
  badType: 'The type must be summary or download.',
  /** The web. */
  empty: 'No certificates match.',
  voidTitle: 'Void certificate',
  voidReasonLabel: 'Reason for voiding',
  restoreQuestion: 'Restore this certificate?',
  noAttempts: 'No certificate PDF was produced in these dates.',
} as const;
