/**
 * "CSV import": the Import from CSV tab's volume (admin tab 4, `POST /api/user/import-csv`,
 * functions/user-import). The bench does what the tab does, over HTTP against the local stack, as
 * the `admin` demo account (an administrator): a file of BENCH_IMPORT_ROWS new accounts (default
 * 5,000: username, e-mail, first and last name, state) sent in parts of IMPORT_LIMITS.partCost
 * rows, one request after another, each with the header row, the file row number of its first
 * row and the run id all parts share, the credentials mail on (web/src/features/admin/import/api.ts).
 * Then a whole file of IMPORT_LIMITS.maxRequestCost rows (the most one request takes) in one
 * request, with credentials, as curl posts it (docs/operations.md).
 *
 * Every part must answer 200 with its first row numbered as sent, and every row must be saved.
 * Usernames carry a tag of the run (`imp<time>`), so that a rerun on the same table creates new
 * accounts rather than updating those of the last run.
 *
 * Reported: the total time and rows per second, each part's time (mean, max; API Gateway ends a
 * request at 29 s), DynamoDB calls per part, and the whole request's time. The generated first
 * names are the seed's, so the duplicate check (people sharing a first and last name) reads as
 * many namesakes as the scale's data set holds.
 */
import { randomUUID } from 'node:crypto';
import { IMPORT_FIELDS, IMPORT_LIMITS, type ImportAnswer } from '../../shared/user-import/types.ts';
import { ROLE_BY_SLUG } from '../../shared/auth/roles.ts';
import { FIRST } from '../seed/organisation.ts';
import { ApiClient, refusalText, type DynamoUsage } from './api.ts';
import { routePath } from './file-measure.ts';

/** The account the bench imports as: an administrator of the bench's data (not a senior admin). */
export const IMPORT_ACCOUNT = 'admin';
/** API Gateway's limit on one request, s (docs/operations.md, CSV import). */
export const GATEWAY_LIMIT_S = 29;
const HEADER = 'username,email,first_name,last_name,state';

export interface ImportPartMeasurement {
  firstRow: number;
  rows: number;
  saved: number;
  ms: number;
  dynamo?: DynamoUsage;
}

export interface CsvImportResult {
  as: string;
  /** Rows of the file sent in parts. */
  rows: number;
  /** Rows per part (IMPORT_LIMITS.partCost: no row carries its own password). */
  partRows: number;
  /** Saved rows over all parts. */
  saved: number;
  /** Wall time of the whole file, first part sent to last answer. */
  totalMs: number;
  parts: ImportPartMeasurement[];
  /** One request of IMPORT_LIMITS.maxRequestCost rows with credentials. */
  whole: { rows: number; saved: number; ms: number; dynamo?: DynamoUsage };
  /** Course privilege the rows got. */
  courseId: number;
}

export interface CsvImportOptions {
  baseUrl: string;
  password: string;
  rows: number;
  /** A course of the bench's data (the rows' privilege). */
  courseId: number;
  log: (line: string) => void;
  /** Username prefix of this run; default `imp` + the time in base 36. */
  tag?: string;
}

/** The file's data rows `from` to `from + count - 1`, each a new account named after `prefix`. */
export function importLines(prefix: string, from: number, count: number): string[] {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    return `${prefix}${i},${prefix}${i}@example.org,${FIRST[i % FIRST.length]},Person${i},OH`;
  });
}

/** Where each part of a file of `rows` data rows starts: its index in the rows and its file row number (header = row 1). */
export function importParts(rows: number, partRows: number): Array<{ from: number; count: number; firstRow: number }> {
  const parts = [];
  for (let from = 0; from < rows; from += partRows) parts.push({ from, count: Math.min(partRows, rows - from), firstRow: from + 2 });
  return parts;
}

/** The multipart form the tab sends (importPart in web/src/features/admin/import/api.ts). */
export function importForm(
  lines: readonly string[],
  opts: { courseId: number; part?: { runId: string; firstRow: number }; fileName?: string },
): FormData {
  const form = new FormData();
  form.append(IMPORT_FIELDS.type, 'courses');
  form.append(IMPORT_FIELDS.roles, String(ROLE_BY_SLUG.participant.id));
  form.append(IMPORT_FIELDS.privileges, String(opts.courseId));
  form.append(IMPORT_FIELDS.sendCredentials, 'true');
  form.append(IMPORT_FIELDS.sendUpdatedData, 'false');
  if (opts.part) {
    form.append(IMPORT_FIELDS.runId, opts.part.runId);
    form.append(IMPORT_FIELDS.firstRow, String(opts.part.firstRow));
  }
  form.append(
    IMPORT_FIELDS.file,
    new Blob([`${HEADER}\n${lines.join('\n')}\n`], { type: 'text/csv' }),
    opts.fileName ?? 'bench-import.csv',
  );
  return form;
}

export async function measureCsvImport(opts: CsvImportOptions): Promise<CsvImportResult> {
  const client = new ApiClient(opts.baseUrl, opts.password);
  const token = await client.login(IMPORT_ACCOUNT);
  const path = routePath('POST /api/user/import-csv', {});
  const tag = opts.tag ?? `imp${Date.now().toString(36)}`;
  const send = async (lines: string[], part?: { runId: string; firstRow: number }) => {
    const result = await client.call('POST', path, { token, body: importForm(lines, { courseId: opts.courseId, part }) });
    if (result.status !== 200) throw new Error(`the import answered ${refusalText(result.status, result.text)}`);
    return { ...result, answer: JSON.parse(result.text) as ImportAnswer };
  };

  const partRows = IMPORT_LIMITS.partCost;
  const plan = importParts(opts.rows, partRows);
  opts.log(`  ${opts.rows.toLocaleString('en-US')} rows in ${plan.length} parts of ${partRows} as ${IMPORT_ACCOUNT} (usernames ${tag}.…)`);
  const runId = randomUUID();
  const parts: ImportPartMeasurement[] = [];
  const started = performance.now();
  for (const { from, count, firstRow } of plan) {
    const { ms, dynamo, answer } = await send(importLines(`${tag}.`, from, count), { runId, firstRow });
    if (answer.response[0]?.row !== firstRow)
      throw new Error(`the part of file row ${firstRow} answered its first row as ${answer.response[0]?.row}`);
    parts.push({ firstRow, rows: count, saved: answer.totalSave, ms, ...(dynamo ? { dynamo } : {}) });
    if (parts.length % 5 === 0 || parts.length === plan.length)
      opts.log(`  ${parts.length}/${plan.length} parts, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const totalMs = performance.now() - started;
  const saved = parts.reduce((sum, p) => sum + p.saved, 0);
  if (saved !== opts.rows) throw new Error(`${saved} of ${opts.rows} rows saved`);

  const wholeRows = IMPORT_LIMITS.maxRequestCost;
  opts.log(`  a whole file of ${wholeRows} rows in one request…`);
  const whole = await send(importLines(`${tag}w.`, 0, wholeRows));
  if (whole.answer.totalSave !== wholeRows) throw new Error(`the whole file saved ${whole.answer.totalSave} of ${wholeRows} rows`);
  return {
    as: IMPORT_ACCOUNT,
    rows: opts.rows,
    partRows,
    saved,
    totalMs,
    parts,
    whole: { rows: wholeRows, saved: whole.answer.totalSave, ms: whole.ms, ...(whole.dynamo ? { dynamo: whole.dynamo } : {}) },
    courseId: opts.courseId,
  };
}

/** The figures the section and the summary show. */
export function importFigures(r: CsvImportResult) {
  const times = r.parts.map((p) => p.ms / 1000);
  const withCalls = r.parts.filter((p) => p.dynamo);
  const seconds = r.totalMs / 1000;
  const wholeSeconds = r.whole.ms / 1000;
  return {
    seconds,
    rowsPerSecond: r.saved / seconds,
    partMeanSeconds: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    partMaxSeconds: Math.max(...times),
    callsPerPart: withCalls.length ? withCalls.reduce((sum, p) => sum + p.dynamo!.calls, 0) / withCalls.length : Number.NaN,
    wholeSeconds,
    wholeRowsPerSecond: r.whole.rows / wholeSeconds,
    /** Rows one request would import in API Gateway's 29 s at the whole request's pace. */
    wholeRowsIn29s: Math.floor((GATEWAY_LIMIT_S * r.whole.rows) / wholeSeconds),
  };
}

const s = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');

/** The report's section. */
export function csvImportSection(result: CsvImportResult | undefined, error: string | undefined): string[] {
  if (!result && !error) return [];
  const out = ['## CSV import', ''];
  if (error) return [...out, `Not measured: ${error}`, ''];
  const r = result!;
  const f = importFigures(r);
  return [
    ...out,
    `The Import from CSV tab's flow over HTTP (\`scripts/bench/csv-import.ts\`): \`POST /api/user/import-csv\` as \`${r.as}\` (an administrator), ` +
      `a file of **${int(r.rows)} new accounts** (username, e-mail, first and last name, state; participant, course ${r.courseId}, credentials mailed) ` +
      `sent as the web sends it: parts of ${r.partRows} rows one after another, each with the header row, \`first_row\` and the run id of the file. ` +
      `Then a whole file of ${r.whole.rows} rows (IMPORT_LIMITS.maxRequestCost, the most one request takes) in one request, with credentials. ` +
      `Every part answered 200 with its first row numbered as sent, and every row was saved. No budget in §7; API Gateway ends a request at ${GATEWAY_LIMIT_S} s (docs/operations.md).`,
    '',
    '| what | value |',
    '|---|---|',
    `| ${int(r.rows)} rows in ${r.parts.length} parts of ${r.partRows} | ${s(f.seconds)} s, ${s(f.rowsPerSecond, 0)} rows/s |`,
    `| per part | mean ${s(f.partMeanSeconds, 2)} s, max ${s(f.partMaxSeconds, 2)} s |`,
    `| DynamoDB calls per part | ${int(f.callsPerPart)} (${s(f.callsPerPart / r.partRows, 1)} per row) |`,
    `| ${r.whole.rows} rows in one request, with credentials | ${s(f.wholeSeconds, 2)} s, ${s(f.wholeRowsPerSecond, 0)} rows/s (${int(f.wholeRowsIn29s)} rows would fill ${GATEWAY_LIMIT_S} s) |`,
    '',
  ];
}

export function csvImportSummary(result: CsvImportResult | undefined, error: string | undefined): string[] {
  if (result) {
    const f = importFigures(result);
    return [
      `csv import: ${int(result.rows)} rows in ${result.parts.length} parts of ${result.partRows} ${s(f.seconds)} s (${s(f.rowsPerSecond, 0)} rows/s), ` +
        `per part mean ${s(f.partMeanSeconds, 2)} s max ${s(f.partMaxSeconds, 2)} s; ${result.whole.rows} rows in one request ${s(f.wholeSeconds, 2)} s`,
    ];
  }
  return error ? [`csv import: not measured (${error})`] : [];
}
