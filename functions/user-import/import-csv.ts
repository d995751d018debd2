/**
 * POST /api/user/import-csv (spec 02 §5 Import, §7): the form is checked, the file read, and its
 * rows imported several at a time, each on its own (a bad row is reported with its row number
 * and the others still import). The web sends a large file in parts of a few hundred rows, each
 * its own request with `first_row`, so that every request ends in seconds, well inside the
 * Lambda's 29 s, and the page can show progress (docs/operations.md, CSV import).
 */
import type { ImportAnswer } from '../../shared/api/types/user-import.ts';
import { IMPORT_TEXT } from '../../shared/messages.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { listReference } from '../data/reference.ts';
import { forEachConcurrently } from '../jobs/pool.ts';
import { CohortWriter } from './cohort-writer.ts';
import { FileShapeError, readImportFile, type ReadFile, type ReadRow } from './csv-rows.ts';
import { readImportRequest } from './import-request.ts';
import { importRow, type ImportContext, type RowOutcome } from './import-row.ts';
import { limiter } from './limits.ts';

/**
 * Rows in flight at once: each waits mostly on DynamoDB (a few reads, one transaction), so
 * several overlap; generated passwords hash in ~3 ms.
 */
export const ROW_CONCURRENCY = 16;
/** Passwords from the file hash at full cost (~128 MiB each): two at once fit the 512 MB function. */
export const CHOSEN_PASSWORD_HASHES = 2;

/** A later row naming the same username or e-mail as an earlier row of the same request. */
function markRepeats(rows: ReadRow[]): void {
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (row.error) continue;
    const keys = [row.cells.username.toLowerCase(), row.cells.email.toLowerCase()].filter(Boolean);
    const earlier = keys.map((key) => seen.get(key)).find((n) => n !== undefined);
    if (earlier !== undefined) row.error = IMPORT_TEXT.sameInFile(earlier);
    else for (const key of keys) seen.set(key, row.row);
  }
}

export function importAnswer(file: ReadFile, outcomes: RowOutcome[]): ImportAnswer {
  const response = outcomes.map((o) => o.result);
  return {
    response,
    csv: { columns: file.columns, ignored: file.ignored },
    pendingUsers: outcomes.flatMap((o) => (o.pending ? [o.pending] : [])),
    totalRows: response.length,
    totalSave: response.filter((r) => r.success).length,
    errors: response.filter((r) => !r.success).map((r) => IMPORT_TEXT.rowError(r.row, r.message)),
  };
}

export const importCsv: RouteImplementation<'POST /api/user/import-csv'> = async ({ event, auth }) => {
  const request = await readImportRequest(event, auth);
  let file: ReadFile;
  try {
    file = readImportFile(request.text, request.firstRow);
  } catch (error) {
    if (error instanceof FileShapeError) throw httpError(422, error.message);
    throw error;
  }
  if (!file.rows.length) throw httpError(422, IMPORT_TEXT.noRows);
  markRepeats(file.rows);

  const ctx: ImportContext = {
    request,
    actorId: auth.userId,
    now: new Date(),
    courses: await listReference('COURSE'),
    chosenPasswordSlot: limiter(CHOSEN_PASSWORD_HASHES),
    cohorts: request.type === 'cohorts' ? new CohortWriter(request.cohorts) : undefined,
  };
  const outcomes: RowOutcome[] = new Array(file.rows.length);
  await forEachConcurrently(file.rows.map((row, i) => ({ row, i })), ROW_CONCURRENCY, async ({ row, i }) => {
    outcomes[i] = await importRow(row, ctx);
  });
  return importAnswer(file, outcomes);
};
