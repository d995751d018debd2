/**
 * A large import file cut into parts, each sent as its own request so that every request ends
 * in seconds and the page can show progress (docs/operations.md, CSV import). A part is the
 * file's header line followed by consecutive records of the file, cut only at record boundaries
 * (the shared reader decides where a record ends, quoted line breaks included), and carries the
 * file row number of its first record so that the server reports the file's own row numbers.
 *
 * Parts are sized by cost: a row whose password cell is filled is hashed at full cost on the
 * server (~0.3 s of a core), a row without one costs a few ms. The separator (comma, semicolon
 * or tab) is read from the header line, which every part repeats, so the server reads each part
 * with the same separator.
 */
import { columnName, csvRecords, detectDelimiter } from '@shared/csv';
import { IMPORT_LIMITS, importRowCost, type ImportAnswer } from '@shared/user-import/types';
import { IMPORT_TEXT } from '@shared/user-import/texts';

export interface CsvPart {
  /** Header line + the part's records. */
  text: string;
  /** File row number of the part's first record. */
  firstRow: number;
  lastRow: number;
  /** Records in the part that are not blank. */
  rows: number;
}

export interface PartBudget {
  /** What one part may cost. */
  budget: number;
  /** What a row with a filled password cell costs (a row without one costs 1). */
  chosenPasswordCost: number;
}

/** 250 plain rows (a few seconds) or 10 rows with their own passwords; well inside what one request may carry. */
export const PART_BUDGET: PartBudget = { budget: IMPORT_LIMITS.partCost, chosenPasswordCost: IMPORT_LIMITS.chosenPasswordCost };

export interface SplitFile {
  parts: CsvPart[];
  /** Rows that are not blank, header excluded. */
  totalRows: number;
}

export function splitCsv(text: string, limits: PartBudget = PART_BUDGET): SplitFile {
  const records = csvRecords(text, 1, detectDelimiter(text));
  let header: { text: string; passwordAt: number } | undefined;
  for (let next = records.next(); !next.done; next = records.next()) {
    const record = next.value;
    if (record.blank) continue;
    header = { text: text.slice(record.start, record.end), passwordAt: record.cells.map(columnName).indexOf('password') };
    break;
  }
  if (!header) return { parts: [], totalRows: 0 };

  const parts: CsvPart[] = [];
  let current: { start: number; end: number; firstRow: number; lastRow: number; rows: number; cost: number } | undefined;
  const close = () => {
    if (current?.rows)
      parts.push({
        text: `${header.text}\r\n${text.slice(current.start, current.end)}`,
        firstRow: current.firstRow,
        lastRow: current.lastRow,
        rows: current.rows,
      });
    current = undefined;
  };
  let totalRows = 0;
  for (let next = records.next(); !next.done; next = records.next()) {
    const record = next.value;
    if (record.blank && !current) continue;
    const chosenPassword = header.passwordAt >= 0 && (record.cells[header.passwordAt] ?? '').trim() !== '';
    const cost = record.blank ? 0 : chosenPassword ? limits.chosenPasswordCost : importRowCost(false);
    if (current && current.cost + cost > limits.budget) close();
    if (!current) {
      if (record.blank) continue;
      current = { start: record.start, end: record.end, firstRow: record.row, lastRow: record.row, rows: 0, cost: 0 };
    }
    current.end = record.end;
    current.cost += cost;
    if (!record.blank) {
      current.rows += 1;
      current.lastRow = record.row;
      totalRows += 1;
    }
  }
  close();
  return { parts, totalRows };
}

/** The answers of the parts as one (the first part's columns; rows, totals and errors added up). */
export function mergeAnswers(answers: readonly ImportAnswer[]): ImportAnswer {
  return {
    response: answers.flatMap((a) => a.response),
    csv: answers.find((a) => a.csv.columns.length)?.csv ?? { columns: [], ignored: [] },
    pendingUsers: answers.flatMap((a) => a.pendingUsers),
    totalRows: answers.reduce((sum, a) => sum + a.totalRows, 0),
    totalSave: answers.reduce((sum, a) => sum + a.totalSave, 0),
    errors: answers.flatMap((a) => a.errors),
  };
}

/** A part the server did not answer: its rows are reported as not saved, with the reason. */
export function failedPart(part: CsvPart, message: string): ImportAnswer {
  return {
    response: [],
    csv: { columns: [], ignored: [] },
    pendingUsers: [],
    totalRows: part.rows,
    totalSave: 0,
    errors: [IMPORT_TEXT.partFailed(part.firstRow, part.lastRow, message)],
  };
}
