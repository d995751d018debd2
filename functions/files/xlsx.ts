/**
 * Streaming xlsx writer (exceljs `stream.xlsx.WorkbookWriter`): rows are written as they come
 * and the zipped bytes flow out of the returned stream, so a 100,000-row export is never whole
 * in memory (ARCHITECTURE §7). Hand the stream to delivery.ts `deliverFile`.
 *
 * Every string cell is neutralised against formula injection (ARCHITECTURE §6).
 */
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
// The writer alone, not the package's entry: that also bundles the xlsx reader, CSV and their
// dependencies (jszip, unzipper, bluebird, fast-csv…), about 600 KB of the 1.5 MB budget.
import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';
import { whenDrained } from './backpressure.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A Date is written as its UTC wall-clock time (exceljs has no time zones): give New York dates
 * and times as text, or as a Date whose UTC fields hold the New York wall clock.
 */
export type XlsxValue = string | number | boolean | Date | null | undefined;

/** A value with its own look, e.g. an attendance mark: `{ value: 'y', fill: '00B050' }`. */
export interface XlsxCell {
  value: XlsxValue;
  /** Background colour, `RRGGBB`. */
  fill?: string;
  /** A thin border on every side (the attendance report's Independent Study marks). */
  border?: boolean;
}

export type XlsxRow = Record<string, XlsxValue | XlsxCell>;

export interface XlsxColumn {
  header: string;
  /** The row property this column shows. */
  key: string;
  /** In characters. */
  width?: number;
}

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  rows: Iterable<XlsxRow> | AsyncIterable<XlsxRow>;
}

/**
 * Characters that make a spreadsheet read a cell as a formula: `= + - @` (ARCHITECTURE §6) and,
 * as OWASP's CSV-injection guidance adds, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** OWASP's remedy: a leading single quote makes the text inert in every spreadsheet. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The whole workbook as a stream of xlsx bytes; a failure while writing errors the stream. */
export function writeWorkbook(sheets: readonly XlsxSheet[]): Readable {
  const output = new PassThrough();
  writeSheets(sheets, output).catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** How many rows are written between two checks that the reader keeps up. */
const ROWS_PER_CHECK = 200;

async function writeSheets(sheets: readonly XlsxSheet[], output: PassThrough): Promise<void> {
  const workbook = new WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map(({ header, key, width }) => ({ header: neutraliseFormula(header), key, width }));
    worksheet.getRow(1).font = { bold: true };
    let written = 0;
    for await (const row of sheet.rows) {
      addRow(worksheet, sheet.columns, row);
      if (++written % ROWS_PER_CHECK === 0) await keepPace(output);
    }
    worksheet.commit();
  }
  await workbook.commit();
}

function addRow(worksheet: ExcelJS.Worksheet, columns: readonly XlsxColumn[], row: XlsxRow): void {
  const added = worksheet.addRow({});
  for (const { key } of columns) {
    const content = row[key];
    const cell = added.getCell(key);
    if (!isStyledCell(content)) {
      cell.value = cellValue(content);
      continue;
    }
    cell.value = cellValue(content.value);
    if (content.fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${content.fill}` } };
    if (content.border) cell.border = THIN_BORDER;
  }
  added.commit();
}

const THIN_BORDER: Partial<ExcelJS.Borders> = {
  top: { style: 'thin' },
  left: { style: 'thin' },
  bottom: { style: 'thin' },
  right: { style: 'thin' },
};

function isStyledCell(content: XlsxValue | XlsxCell): content is XlsxCell {
  return typeof content === 'object' && content !== null && !(content instanceof Date);
}

function cellValue(value: XlsxValue): ExcelJS.CellValue {
  if (value === undefined) return null;
  return typeof value === 'string' ? neutraliseFormula(value) : value;
}

/** Excel refuses `[ ] : * ? / \` in a sheet name, more than 31 characters and edge apostrophes. */
function sheetName(name: string): string {
  const safe = Array.from(
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, 31)
    .join('')
    .replace(/^'+|'+$/g, '')
    .trim();
  return safe || 'Sheet';
}

/**
 * Lets exceljs's zip pipeline run, then waits while the reader is behind: without it rows pile
 * up in exceljs's buffers when S3 is slower than the query feeding the rows.
 */
async function keepPace(output: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await whenDrained(output);
}
