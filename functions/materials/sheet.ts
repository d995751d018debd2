/**
 * The materials file read as rows (spec 03 §5: xls or xlsx). What it is comes from its first
 * bytes, not its name: an xlsx is a zip (`PK\x03\x04`) holding an Excel workbook, an xls an OLE
 * compound file (`D0 CF 11 E0 A1 B1 1A E1`) holding a BIFF workbook. SheetJS (@e965/xlsx) reads
 * both; anything else (CSV, HTML or text renamed .xls, a Word file, a picture) is refused before
 * it is parsed, since SheetJS would happily read a CSV or an HTML table as a sheet.
 *
 * The first worksheet only; its first non-blank row is the header, found by name (MATERIAL_COLUMNS).
 */
import { read, utils, type WorkBook, type WorkSheet } from '@e965/xlsx';
import { MATERIAL_COLUMNS, MATERIAL_LIMITS } from '../../shared/materials/texts.ts';
import { checkZipBudget } from '../files/zip-budget.ts';

export type SpreadsheetKind = 'xlsx' | 'xls';

/** The media type each kind is stored and served with. */
export const SPREADSHEET_TYPES: Record<SpreadsheetKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (data: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => data[i] === byte);

/** The file's kind by its content; undefined for what is neither. */
export function spreadsheetKind(data: Uint8Array): SpreadsheetKind | undefined {
  if (startsWith(data, ZIP)) return 'xlsx';
  if (startsWith(data, OLE)) return 'xls';
  return undefined;
}

/** The workbook types SheetJS reports for what each container may hold. */
const BOOK_TYPES: Record<SpreadsheetKind, readonly string[]> = {
  xlsx: ['xlsx', 'xlsm'],
  xls: ['xls', 'biff8', 'biff5', 'biff4', 'biff3', 'biff2'],
};

export type SheetResult =
  | { ok: true; rows: SheetRow[] }
  | { ok: false; problem: 'not_spreadsheet' | 'unreadable' | 'too_many_rows' | 'too_large_unpacked' | 'too_many_entries' }
  | { ok: false; problem: 'missing_columns'; missing: string[]; found: string[] };

/** A data row: its row number in the sheet (1-based, as the spreadsheet shows it) and its cells as text. */
export interface SheetRow {
  row: number;
  cohortId: string;
  status: string;
}

/** A header cell as compared with the columns' names: lower case, words only. */
export const headerName = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value).trim();
}

/** The header, the limit's rows and one more, to tell "too many" from "exactly the limit". */
const ROWS_READ = MATERIAL_LIMITS.maxRows + 2;

function readWorkbook(data: Uint8Array, kind: SpreadsheetKind): WorkBook | undefined {
  try {
    const book = read(data, {
      type: 'buffer',
      sheets: 0,
      // Rows past this are not read: a sheet that reaches it is refused as too long (readMaterialSheet).
      sheetRows: ROWS_READ,
      cellFormula: false,
      cellHTML: false,
      cellNF: false,
      cellStyles: false,
      bookVBA: false,
      dense: true,
    });
    if (book.bookType && !BOOK_TYPES[kind].includes(book.bookType)) return undefined;
    return book;
  } catch {
    return undefined;
  }
}

/**
 * The sheet's cells as text, row by row, with each row's number. Only the first maxColumns
 * columns: every row is made as wide as the sheet's widest, so one cell in column XFD on each of
 * 10,000 rows (a 120 KB file) would make 164 million cells, 3.2 GB.
 */
function sheetRows(sheet: WorkSheet): Array<{ row: number; cells: string[] }> {
  const ref = sheet['!ref'];
  if (!ref) return [];
  const range = utils.decode_range(ref);
  range.e.c = Math.min(range.e.c, range.s.c + MATERIAL_LIMITS.maxColumns - 1);
  const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true, range });
  const first = range.s.r;
  return rows.map((cells, i) => ({ row: first + i + 1, cells: cells.map(cellText) }));
}

function columnIndex(header: readonly string[], aliases: readonly string[]): number {
  return header.findIndex((cell) => aliases.includes(headerName(cell)));
}

export function readMaterialSheet(data: Uint8Array): SheetResult {
  const kind = spreadsheetKind(data);
  if (!kind) return { ok: false, problem: 'not_spreadsheet' };
  if (kind === 'xlsx') {
    const budget = checkZipBudget(data, { maxEntries: MATERIAL_LIMITS.maxZipEntries, maxUnpackedBytes: MATERIAL_LIMITS.maxUnpackedBytes });
    if (!budget.ok) return { ok: false, problem: budget.problem };
  }
  const book = readWorkbook(data, kind);
  const sheet = book?.Sheets[book.SheetNames[0] ?? ''];
  if (!book || !sheet) return { ok: false, problem: 'unreadable' };
  const all = sheetRows(sheet);
  // Blank rows count towards what is read: a sheet cut there may hold more below.
  if (all.length >= ROWS_READ) return { ok: false, problem: 'too_many_rows' };
  const rows = all.filter((r) => r.cells.some((c) => c !== ''));
  const header = rows[0]?.cells ?? [];
  const idAt = columnIndex(header, MATERIAL_COLUMNS.cohortId.aliases);
  const statusAt = columnIndex(header, MATERIAL_COLUMNS.status.aliases);
  if (idAt < 0 || statusAt < 0) {
    const missing = [...(idAt < 0 ? [MATERIAL_COLUMNS.cohortId.header] : []), ...(statusAt < 0 ? [MATERIAL_COLUMNS.status.header] : [])];
    return { ok: false, problem: 'missing_columns', missing, found: header.filter(Boolean).slice(0, 10) };
  }
  return { ok: true, rows: rows.slice(1).map(({ row, cells }) => ({ row, cohortId: cells[idAt] ?? '', status: cells[statusAt] ?? '' })) };
}
