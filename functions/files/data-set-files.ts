/**
 * Publishing a data set (spec 03 §2.12, §9; docs/architecture.md "Data sets: written at night,
 * served as files"): a job run streams the source's rows through the xlsx writer into a fresh
 * object `reports/<table>/<name>/<runId>.xlsx` (S3 multipart upload, so memory holds a few parts, never
 * the file), counting rows and bytes on the way; only when the upload is complete does the
 * data set's pointer move to it (conditioned on the file it replaces), and then the replaced
 * object is deleted. A run that fails half-way leaves the previous pointer and file served and
 * deletes its own upload, best-effort.
 *
 * The downloads answer 303 to a presigned GET of the served object, named
 * `<title> <New York date of the run>.xlsx`, or 404 before the first run.
 */
import { randomUUID } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { Upload } from '@aws-sdk/lib-storage';
import { TIME_ZONE } from '../../shared/constants.ts';
import { DATA_SETS, REPORTS_TEXT, type DataSetName } from '../../shared/reports/texts.ts';
import { nyDate } from '../../shared/time.ts';
import type { FileDownload } from '../../shared/api/contract.ts';
import { httpError } from '../core/errors.ts';
import { respond, type RouteResponse } from '../core/http.ts';
import { readReportFile, reportObjectKey, swapReportFile, type ReportFile } from '../data/content/report-files.ts';
import { deleteObject, s3 } from '../data/table/storage.ts';
import { logger } from '../services/logger.ts';
import { config } from '../services/config.ts';
import { downloadUrl } from './delivery.ts';
import { safeFileName } from './file-names.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE, type XlsxRow, type XlsxSheet } from './xlsx.ts';

/** What every data set's source implements: its sheets, whose rows are produced as they are written. */
export interface DataSetSource {
  name: DataSetName;
  /** `now`: the run's instant (what "today" and "so far" mean for the rows). */
  sheets(now: Date): readonly XlsxSheet[];
}

/** One published file: its data rows (all sheets, headers not counted), bytes and the run's duration. */
export interface PublishedDataSet {
  name: DataSetName;
  rows: number;
  bytes: number;
  seconds: number;
}

/** 10 MB parts (S3's minimum is 5 MB): at most `queueSize` of them in memory. */
const PART_SIZE = 10 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** Counts the bytes flowing through. */
class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    done(null, chunk);
  }
}

/** The rows of a sheet, counted as the writer takes them. */
async function* counted(rows: Iterable<XlsxRow> | AsyncIterable<XlsxRow>, tally: { rows: number }): AsyncGenerator<XlsxRow> {
  for await (const row of rows) {
    tally.rows += 1;
    yield row;
  }
}

/**
 * Writes the source's data set as a fresh file and serves it. Throws when the source or the
 * upload fails (the file served before stays) or when another run moved the pointer meanwhile
 * (that run's file stays).
 */
export async function publishDataSet(source: DataSetSource, now: Date = new Date()): Promise<PublishedDataSet> {
  const started = performance.now();
  const seen = await readReportFile(source.name);
  const runId = randomUUID();
  const key = reportObjectKey(source.name, runId);
  const tally = { rows: 0 };
  const sheets = source.sheets(now).map((sheet) => ({ ...sheet, rows: counted(sheet.rows, tally) }));
  let bytes = 0;
  const body = writeWorkbook(sheets);
  try {
    const counter = new ByteCounter();
    body.once('error', (error) => counter.destroy(error));
    const transfer = new Upload({
      client: s3(),
      params: { Bucket: config().filesBucket, Key: key, Body: body.pipe(counter), ContentType: XLSX_CONTENT_TYPE },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    await transfer.done();
    bytes = counter.bytes;
  } catch (error) {
    // An upload that failed stops the writer too (it would wait for a reader that is gone).
    body.destroy();
    await deleteQuietly(key, source.name);
    throw error;
  }
  const file: ReportFile = { name: source.name, run_id: runId, key, written_at: now.toISOString(), rows: tally.rows, bytes };
  if (!(await swapReportFile(file, seen))) {
    await deleteQuietly(key, source.name);
    throw new Error(`${source.name}: another run replaced the served file meanwhile; this run's file was discarded`);
  }
  if (seen && seen.key !== key) await deleteQuietly(seen.key, source.name);
  return { name: source.name, rows: file.rows, bytes: file.bytes, seconds: (performance.now() - started) / 1000 };
}

/** An object no longer served: its removal failing costs storage only, never the run. */
async function deleteQuietly(key: string, name: DataSetName): Promise<void> {
  try {
    await deleteObject(key);
  } catch (error) {
    logger.warn('data set file not deleted', { name, key, error: error instanceof Error ? error.message : String(error) });
  }
}

const clock = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant as New York wall-clock text, `2026-11-27 00:05` (spec 03 §9: dates in America/New_York); '' for none. */
export function nyDateTimeText(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${nyDate(at)} ${clock.format(at)}`;
}

/** The name a served file downloads as: `<title> <New York date of the run>.xlsx` (spec 03 §9). */
export function dataSetFileName(name: DataSetName, writtenAt: string): string {
  return safeFileName(`${DATA_SETS[name].title} ${nyDate(new Date(writtenAt))}.xlsx`);
}

/** The download routes' answer: 303 to the served file, or 404 before its first run. */
export async function servedDataSetDownload(name: DataSetName): Promise<RouteResponse<FileDownload>> {
  const file = await readReportFile(name);
  if (!file) throw httpError(404, REPORTS_TEXT.notGenerated);
  return respond<FileDownload>(303, undefined, { location: await downloadUrl(file.key, dataSetFileName(name, file.written_at)) });
}
