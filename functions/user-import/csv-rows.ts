/**
 * The import file (or one part of it) as rows: the separator read from the header line, the
 * header's columns found by name whatever their case and spacing, each data row's cells by
 * column, and the rows that cannot be read with their row number and why. Blank rows are skipped.
 */
import { columnName, csvRecords, decodeCsvBytes, DELIMITER_NAMES, detectDelimiter } from '../../shared/csv.ts';
import { IMPORT_TEXT } from '../../shared/user-import/texts.ts';
import { IMPORT_COLUMNS, REQUIRED_IMPORT_COLUMNS, type ImportColumn } from '../../shared/user-import/types.ts';

/** A CSV file's text (shared/csv.ts: byte-order marks, UTF-8, Windows-1252), as the web reads it too. */
export const decodeText = (data: Buffer): string => decodeCsvBytes(data);

/** Other spellings people give the columns. */
const ALIASES: Record<string, ImportColumn> = {
  user_name: 'username',
  login: 'username',
  e_mail: 'email',
  email_address: 'email',
  firstname: 'first_name',
  first: 'first_name',
  lastname: 'last_name',
  last: 'last_name',
  title: 'job_title',
  phone_number: 'phone',
  school_name: 'school',
  district_name: 'district',
};

export type RowCells = Record<ImportColumn, string>;

export interface ReadRow {
  row: number;
  cells: RowCells;
  /** False when the file has no password column (passwords are then generated). */
  hasPasswordColumn: boolean;
  /** Why the row cannot be imported. */
  error?: string;
}

export interface ReadFile {
  columns: string[];
  ignored: string[];
  rows: ReadRow[];
}

export class FileShapeError extends Error {}

/**
 * `firstRow`: the file row number of the text's first data row, when the text is one part of a
 * larger file (its own header first, then consecutive rows of the file).
 */
export function readImportFile(text: string, firstRow?: number): ReadFile {
  const delimiter = detectDelimiter(text);
  const records = csvRecords(text, 1, delimiter);
  let header: string[] | undefined;
  let headerRow = 1;
  // next() rather than for…of: breaking out of for…of would close the generator.
  for (let next = records.next(); !next.done; next = records.next()) {
    const record = next.value;
    if (record.blank) continue;
    if (record.error) throw new FileShapeError(IMPORT_TEXT.rowError(record.row, record.error));
    header = record.cells;
    headerRow = record.row;
    break;
  }
  if (!header) throw new FileShapeError(IMPORT_TEXT.noRows);

  const columns = header.map(columnName);
  const known = columns.map((name) => ((IMPORT_COLUMNS as readonly string[]).includes(name) ? (name as ImportColumn) : ALIASES[name]));
  const seen = new Set<ImportColumn>();
  for (const column of known) {
    if (!column) continue;
    if (seen.has(column)) throw new FileShapeError(IMPORT_TEXT.duplicateColumn(column));
    seen.add(column);
  }
  const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => !seen.has(column));
  // Say what the first row holds: a wrong separator, encoding or header row shows at once.
  if (missing.length)
    throw new FileShapeError(
      `${IMPORT_TEXT.missingColumns([...missing])} ${IMPORT_TEXT.headerFound(
        header.map((cell) => cell.trim()),
        DELIMITER_NAMES[delimiter],
      )}`,
    );

  // Row numbers of a part continue the file's: its first data record is `firstRow`.
  const shift = firstRow === undefined ? 0 : firstRow - (headerRow + 1);
  const hasPasswordColumn = seen.has('password');
  const rows: ReadRow[] = [];
  for (const record of records) {
    if (record.blank) continue;
    const row = record.row + shift;
    const cells = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as RowCells;
    known.forEach((column, i) => {
      if (column) cells[column] = (record.cells[i] ?? '').trim();
    });
    // Spreadsheets pad rows with empty cells; only missing cells or extra non-empty ones are wrong.
    const extra = record.cells.slice(header.length);
    const wrongCount = record.cells.length < header.length || extra.some((cell) => cell.trim() !== '');
    const error = record.error ?? (wrongCount ? IMPORT_TEXT.cellCount(record.cells.length, header.length) : undefined);
    rows.push({ row, cells, hasPasswordColumn, error });
  }
  return { columns, ignored: columns.filter((_, i) => !known[i]), rows };
}
