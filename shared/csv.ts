/**
 * A forgiving RFC 4180 reader for the CSV import (spec 02 §3, §5), shared by the web (which
 * splits a large file into chunks at record boundaries) and the server (which reads each chunk):
 * both must agree on where a record ends and which row number it has.
 *
 * - A byte-order mark at the start is dropped; records end at CRLF, LF or a lone CR.
 * - Quoted fields may hold commas, doubled quotes ("") and line breaks.
 * - A quote inside an unquoted field is kept as text (spreadsheets write `5" pipe` that way).
 * - A malformed record (a quote never closed, text after a closing quote) does not swallow the
 *   rest of the file: it is its first line only, carries an `error`, and reading goes on with
 *   the next line.
 * - Row numbers count records the way a spreadsheet counts rows (the header is row 1, a quoted
 *   line break does not start a new row, blank lines count).
 */

export interface CsvRecord {
  /** The spreadsheet row number. */
  row: number;
  cells: string[];
  /** Why the record could not be read; `cells` then holds what was read before the problem. */
  error?: string;
  /** Every cell empty or spaces only (blank lines, `,,,` lines). */
  blank: boolean;
  /** Offsets of the record's text in the input (without its line break). */
  start: number;
  end: number;
}

export const CSV_ERRORS = {
  unterminatedQuote: 'A quoted value is not closed (a " is missing).',
  textAfterQuote: 'Unexpected text after a closing quote.',
} as const;

/** Where the line that `from` is on ends (the offset of its line break, or the text's end). */
function lineEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i += 1) if (text[i] === '\n' || text[i] === '\r') return i;
  return text.length;
}

/** Length of the line break at `i` (0 when there is none). */
function breakLength(text: string, i: number): number {
  if (text[i] === '\r') return text[i + 1] === '\n' ? 2 : 1;
  return text[i] === '\n' ? 1 : 0;
}

/** Every record of `text`, numbered from `firstRow`. Trailing blank lines are records too (blank). */
export function* csvRecords(text: string, firstRow = 1): Generator<CsvRecord> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let row = firstRow;
  while (i < text.length) {
    const start = i;
    const cells: string[] = [];
    let error: string | undefined;
    let end = -1;
    for (;;) {
      // One field, starting at i.
      if (text[i] === '"') {
        let value = '';
        let j = i + 1;
        let closed = false;
        while (j < text.length) {
          const quote = text.indexOf('"', j);
          if (quote < 0) break;
          value += text.slice(j, quote);
          if (text[quote + 1] === '"') {
            value += '"';
            j = quote + 2;
          } else {
            j = quote + 1;
            closed = true;
            break;
          }
        }
        if (!closed) {
          error = CSV_ERRORS.unterminatedQuote;
          break;
        }
        cells.push(value);
        i = j;
        if (i < text.length && text[i] !== ',' && !breakLength(text, i)) {
          // Across a line break, the likelier story is a quote never closed that ran into the next row.
          error = /[\r\n]/.test(value) ? CSV_ERRORS.unterminatedQuote : CSV_ERRORS.textAfterQuote;
          break;
        }
      } else {
        let j = i;
        while (j < text.length && text[j] !== ',' && text[j] !== '\n' && text[j] !== '\r') j += 1;
        cells.push(text.slice(i, j));
        i = j;
      }
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      end = i;
      break;
    }
    // A broken record is its first line only: the quote that broke it may have run on into the
    // next rows (an unclosed quote closes at the next row's first quote), which must still be read.
    if (error) end = lineEnd(text, start);
    i = end + breakLength(text, end);
    yield { row, cells, error, blank: !error && cells.every((cell) => cell.trim() === ''), start, end };
    row += 1;
  }
}

/** The records of `text` as an array (for small inputs and tests). */
export function readCsv(text: string, firstRow = 1): CsvRecord[] {
  return [...csvRecords(text, firstRow)];
}

/**
 * A header cell as a column name: trimmed, lower case, spaces and hyphens as underscores
 * ('First Name', ' first_name ', 'First-Name' → first_name).
 */
export function columnName(header: string): string {
  return header.trim().toLowerCase().replace(/[\s\-]+/g, '_');
}
