/**
 * Limits of the CSV import: how many rows work at once (`limiter`), and how much one import
 * request may carry (shared IMPORT_LIMITS, docs/operations.md): the file's bytes, and its rows
 * weighed by cost, so that a whole file posted in one request either ends within API Gateway's
 * 29 s or is refused before anything is written, with a message that says the limit and how to
 * send the file instead.
 */
import { IMPORT_LIMITS, importRowCost } from '../../shared/user-import/types.ts';
import { IMPORT_TEXT } from '../../shared/user-import/texts.ts';
import { httpError } from '../core/errors.ts';
import type { ReadRow } from './csv-rows.ts';
import type { FormFile, FormLimits } from '../core/multipart.ts';

/** At most `n` runs of the returned function at once; the others wait their turn, in order. */
export function limiter(n: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    // A finishing run hands its slot straight to the next waiter, so `running` never exceeds n.
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** Room for the form's other fields (type, roles, privileges, flags, run id) beside the file. */
const FORM_FIELDS_BYTES = 64 * 1024;

/** The body limit of the import's route group, with the message its parser answers beyond it (handler.ts). */
export const IMPORT_BODY_LIMIT = {
  maxBytes: IMPORT_LIMITS.maxFileBytes + FORM_FIELDS_BYTES,
  message: IMPORT_TEXT.fileTooLarge(IMPORT_LIMITS.maxFileBytes),
} as const;

/**
 * What the form parser keeps (core/multipart.ts): the file up to the file limit (a larger one is cut
 * there, marked, and refused by `checkFileSize`), each field up to the room for the fields.
 */
export const IMPORT_FORM_LIMITS: FormLimits = { fileBytes: IMPORT_LIMITS.maxFileBytes, fieldBytes: FORM_FIELDS_BYTES };

export function checkFileSize(file: Pick<FormFile, 'data' | 'truncated'>): void {
  if (file.truncated || file.data.length > IMPORT_LIMITS.maxFileBytes) throw httpError(413, IMPORT_BODY_LIMIT.message);
}

/** What the request's rows cost: a row whose password cell is filled is hashed at full cost. */
export function requestCost(rows: readonly ReadRow[]): number {
  return rows.reduce((sum, row) => sum + importRowCost(row.hasPasswordColumn && row.cells.password !== ''), 0);
}

export function checkRequestCost(rows: readonly ReadRow[]): void {
  const cost = requestCost(rows);
  if (cost > IMPORT_LIMITS.maxRequestCost)
    throw httpError(413, IMPORT_TEXT.tooManyRows(cost, IMPORT_LIMITS.maxRequestCost, IMPORT_LIMITS.chosenPasswordCost));
}
