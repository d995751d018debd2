/**
 * A forgiving RFC 4180 reader for the CSV import (spec 02 §3, §5), shared by the web (which
 * splits a large file into chunks at record boundaries) and the server (which reads each chunk):
 * both must agree on where a record ends and which row number it has.
 *
 * - A byte-order mark at the start is dropped; records end at CRLF, LF or a lone CR.
 * - Cells are separated by commas, or by semicolons or tabs: spreadsheets in many European
 *   locales save "CSV" with semicolons, and "Unicode Text" with tabs. The separator is read from
 *   the header line (`detectDelimiter`), so every part of a file cut from it reads the same way.
 * - Quoted fields may hold the separator, doubled quotes ("") and line breaks.
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

export type CsvDelimiter = ',' | ';' | '\t';
export const CSV_DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];
/** How a message names the separator: "separated by semicolons". */
export const DELIMITER_NAMES: Record<CsvDelimiter, string> = { ',': 'commas', ';': 'semicolons', '\t': 'tabs' };

/**
 * The separator of a file: the one of comma, semicolon and tab that occurs most, outside
 * quotes, on its first line that is not blank (the header); a comma on a tie or when there is
 * none (a one-column file).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (;;) {
    const counts = new Map<string, number>();
    let quoted = false;
    let other = false;
    for (; i < text.length; i += 1) {
      const c = text[i];
      if (c === '"') quoted = !quoted;
      else if (!quoted && (c === '\n' || c === '\r')) break;
      else if (!quoted && CSV_DELIMITERS.includes(c as CsvDelimiter)) counts.set(c, (counts.get(c) ?? 0) + 1);
      else if (c.trim() !== '') other = true;
    }
    if (other || i >= text.length) return CSV_DELIMITERS.reduce((best, d) => ((counts.get(d) ?? 0) > (counts.get(best) ?? 0) ? d : best), ',' as CsvDelimiter);
    i += breakLength(text, i);
  }
}

/**
 * Every record of `text`, numbered from `firstRow`, its cells split at `delimiter` (the file's:
 * `detectDelimiter`). Trailing blank lines are records too (blank).
 */
export function* csvRecords(text: string, firstRow = 1, delimiter: CsvDelimiter = ','): Generator<CsvRecord> {
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
        if (i < text.length && text[i] !== delimiter && !breakLength(text, i)) {
          // Across a line break, the likelier story is a quote never closed that ran into the next row.
          error = /[\r\n]/.test(value) ? CSV_ERRORS.unterminatedQuote : CSV_ERRORS.textAfterQuote;
          break;
        }
      } else {
        let j = i;
        while (j < text.length && text[j] !== delimiter && text[j] !== '\n' && text[j] !== '\r') j += 1;
        cells.push(text.slice(i, j));
        i = j;
      }
      if (text[i] === delimiter) {
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
export function readCsv(text: string, firstRow = 1, delimiter: CsvDelimiter = ','): CsvRecord[] {
  return [...csvRecords(text, firstRow, delimiter)];
}

/**
 * A header cell as a column name: trimmed, lower case, spaces and hyphens as underscores
 * ('First Name', ' first_name ', 'First-Name' → first_name).
 */
export function columnName(header: string): string {
  return header.trim().toLowerCase().replace(/[\s\-]+/g, '_');
}

/**
 * A file's bytes as text, the same in the browser and on the server: a byte-order mark says
 * UTF-8, UTF-16 LE or UTF-16 BE (Excel's "CSV UTF-8" and "Unicode Text"; the mark is dropped);
 * without one, UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252 (Excel's plain "CSV"
 * on Windows).
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Node decodes 'windows-1252' as ISO-8859-1: bytes 0x80-0x9F (curly quotes, dashes, €) need the real table.
    return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] || c);
  }
}

/** Windows-1252's characters for bytes 0x80-0x9F ('' where the code page has none). */
const CP1252_HIGH = [
  '€', '', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '', 'Ž', '',
  '', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '', 'ž', 'Ÿ',
];
