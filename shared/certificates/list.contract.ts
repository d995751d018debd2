/** Contracts of the Certificates tab's list and export and of the PDF Log tab (spec 03 §2.7, §2.8, §5, §7, §9). */
import * as z from 'zod/mini';
import { CERTIFICATE_LIST, CERTIFICATE_LIST_TEXT as T, CERTIFICATE_SORT_COLUMNS, CERTIFICATE_SORT_ORDERS } from './list.texts.ts';
import type { CertificateListAnswer, CertificateListFilter, PdfLogSummary } from './list.types.ts';
import { answer, whenMissing, type Contract, type FileDownload } from '../api/contract.ts';
import { listFilterParam, pageDigits } from '../api/fields.ts';

const id = z.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));
const ids = z.optional(z.array(id).check(z.maxLength(1_000)));
const date = z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))));

export const certificateListFilter = z.object({
  created_by: ids,
  created_from: date,
  created_to: date,
  void_by: ids,
  void_from: date,
  void_to: date,
  status: z.optional(z.nullable(z.enum(['active', 'void']))),
});

/** `filter`: JSON of CertificateListFilter (fields.ts listFilterParam). */
const filterParam = listFilterParam<CertificateListFilter>(certificateListFilter, T.invalidFilter, 20_000);

/** What the list and its export select: the export ignores paging. */
const selection = {
  search: z._default(z.string().check(z.trim(), z.maxLength(CERTIFICATE_LIST.maxSearchChars, { error: T.searchTooLong })), ''),
  column: z._default(z.enum(CERTIFICATE_SORT_COLUMNS, { error: T.invalidSort }), CERTIFICATE_LIST.defaultColumn),
  order_by: z._default(z.enum(CERTIFICATE_SORT_ORDERS, { error: T.invalidSort }), CERTIFICATE_LIST.defaultOrder),
  filter: filterParam,
};

const nyDateParam = (missing: string) =>
  z
    .string({ error: whenMissing(missing) })
    .check(z.trim(), z.minLength(1, { error: missing }), z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: T.badDate }));

export const CERTIFICATE_LIST_CONTRACTS = {
  'GET /api/participantCertificate': {
    query: z.object({
      ...selection,
      page: pageDigits(1, 1_000_000, T.invalidPage),
      per_page: pageDigits(CERTIFICATE_LIST.perPage, CERTIFICATE_LIST.maxPerPage, T.invalidPage),
    }),
    answer: answer<CertificateListAnswer>(),
  },
  'GET /api/export_certificate': { query: z.object(selection), answer: answer<FileDownload>() },
  /** Summary: counts (JSON); download: the attempts as xlsx (303 to the file). */
  'GET /api/pdf_log': {
    query: z.object({
      start: nyDateParam(T.startDateRequired),
      end: nyDateParam(T.endDateRequired),
      type: z._default(z.enum(['summary', 'download'], { error: T.badType }), 'summary'),
    }),
    answer: answer<PdfLogSummary>(),
  },
} satisfies Record<string, Contract>;
