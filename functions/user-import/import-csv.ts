/**
 * POST /api/user/import-csv (spec 02 §5 Import, §7): the form is checked, the file read, and its
 * rows imported several at a time, each on its own (a bad row is reported with its row number
 * and the others still import). The web sends a large file in parts of a few hundred rows, each
 * its own request with `first_row` and the run's `run_id`, so that every request ends in seconds,
 * well inside API Gateway's 29 s, and the page can show progress (docs/operations.md, CSV
 * import); a request carrying more than one request's worth of rows is refused before any write.
 *
 * A file is one import however it travels: a username or e-mail repeated anywhere in it is the
 * later row's error (within the request here, across the run's parts in import-runs.ts), and
 * possible duplicates within it are flagged as they would be one row at a time.
 */
import type { ImportAnswer } from '../../shared/user-import/types.ts';
import { IMPORT_TEXT } from '../../shared/user-import/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { claimRunNames } from '../data/users/import-runs.ts';
import { listReference } from '../data/reference/reference.ts';
import { fullNameWord } from '../data/users/user-search.ts';
import { forEachConcurrently } from '../services/pool.ts';
import { CohortWriter } from './cohort-writer.ts';
import { FileShapeError, readImportFile, type ReadFile, type ReadRow } from './csv-rows.ts';
import { readImportRequest } from './import-request.ts';
import { importRow, type ImportContext, type RowOutcome } from './import-row.ts';
import { checkRequestCost, limiter } from './limits.ts';
import { countMetric } from '../services/metrics.ts';

/**
 * Rows in flight at once: each waits mostly on DynamoDB (a few reads, one transaction), so
 * several overlap; generated passwords hash in ~3 ms.
 */
export const ROW_CONCURRENCY = 16;
/** Passwords from the file hash at full cost (~128 MiB each): two at once fit the 512 MB function. */
export const CHOSEN_PASSWORD_HASHES = 2;

/** The row's username and e-mail, lower-cased, each once: one namespace, as sign-in reads either. */
const namesOf = (row: ReadRow) => [...new Set([row.cells.username.toLowerCase(), row.cells.email.toLowerCase()].filter(Boolean))];

/** A later row naming the same username or e-mail as an earlier row of the same request. */
function markRepeats(rows: ReadRow[]): void {
  const seen = new Map<string, number>();
  for (const row of rows) {
    if (row.error) continue;
    const keys = namesOf(row);
    const earlier = keys.map((key) => seen.get(key)).find((n) => n !== undefined);
    if (earlier !== undefined) row.error = IMPORT_TEXT.sameInFile(earlier);
    else for (const key of keys) seen.set(key, row.row);
  }
}

/** A row naming a username or e-mail that an earlier part of the same run named (import-runs.ts). */
async function markRunRepeats(rows: ReadRow[], actorId: number, runId: string): Promise<void> {
  const claims = rows.filter((row) => !row.error).map((row) => ({ row: row.row, names: namesOf(row) }));
  const refused = await claimRunNames(actorId, runId, claims);
  for (const row of rows) {
    const holder = refused.get(row.row);
    if (holder !== undefined) row.error = IMPORT_TEXT.sameInFile(holder);
  }
}

/**
 * For each row, the index of the last earlier row giving the same full name (the word the
 * possible-duplicate check reads; the state is left to that check). Rows run ROW_CONCURRENCY at
 * once, so namesakes would otherwise all look for each other before any was written and all be
 * created Active; a row waits for its earlier namesake instead, and finds it.
 */
function earlierNamesakes(rows: readonly ReadRow[]): Array<number | undefined> {
  const last = new Map<string, number>();
  return rows.map((row, i) => {
    if (row.error || !row.cells.first_name || !row.cells.last_name) return undefined;
    const word = fullNameWord(row.cells);
    const earlier = last.get(word);
    last.set(word, i);
    return earlier;
  });
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
  checkRequestCost(file.rows);
  markRepeats(file.rows);
  // Without a run id the request is the whole run: the check above has seen all of it.
  if (request.runId) await markRunRepeats(file.rows, auth.userId, request.runId);

  const ctx: ImportContext = {
    request,
    actorId: auth.userId,
    actorRoles: auth.roles,
    now: new Date(),
    courses: await listReference('COURSE'),
    chosenPasswordSlot: limiter(CHOSEN_PASSWORD_HASHES),
    cohorts: request.type === 'cohorts' ? new CohortWriter(request.cohorts) : undefined,
  };
  const outcomes: RowOutcome[] = new Array(file.rows.length);
  const done = file.rows.map(() => {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  });
  const waitFor = earlierNamesakes(file.rows);
  // The pool takes rows in file order, so the namesake a row waits for has already started.
  await forEachConcurrently(
    file.rows.map((row, i) => ({ row, i })),
    ROW_CONCURRENCY,
    async ({ row, i }) => {
      try {
        const earlier = waitFor[i];
        if (earlier !== undefined) await done[earlier].promise;
        outcomes[i] = await importRow(row, ctx);
      } finally {
        done[i].resolve();
      }
    },
  );
  const answer = importAnswer(file, outcomes);
  countMetric('csvRowsImported', answer.totalSave);
  return answer;
};
