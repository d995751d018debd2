/**
 * The CSV import's reading of a file (spec 02 §3, §5), shared by the web (which splits a large
 * file into parts at record boundaries) and the server (which reads each part): both must agree
 * on where a record ends and which row number it has. papaparse reads the records; this module
 * keeps the import's own rules on top of it:
 *
 * - A byte-order mark at the start is dropped; records end at CRLF, LF or a lone CR, mixed in one
 *   file (papaparse takes one line break per file, so it reads a copy with every break as LF and
 *   the offsets and quoted line breaks are those of the text given).
 * - Cells are separated by commas, or by semicolons or tabs: spreadsheets in many European
 *   locales save "CSV" with semicolons, and "Unicode Text" with tabs. The separator is read from
 *   the header line (`detectDelimiter`), so every part of a file cut from it reads the same way.
 * - Quoted fields may hold the separator, doubled quotes ("") and line breaks.
 * - A quote inside an unquoted field is kept as text (spreadsheets write `5" pipe` that way).
 * - A closing quote may be followed by spaces before the separator or the line break (papaparse's
 *   reading: `"Smith, Jo" ,x` is two cells).
 * - A malformed record (a quote never closed, text after a closing quote) does not swallow the
 *   rest of the file, as papaparse's reading would: it is its first line only, carries an
 *   `error`, and reading goes on with the next line.
 * - Row numbers count records the way a spreadsheet counts rows (the header is row 1, a quoted
 *   line break does not start a new row, blank lines count).
 */
import Papa from 'papaparse';

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
 * none (a one-column file). Not papaparse's guess, which weighs the first rows and may pick a
 * separator the header does not use.
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
    if (other || i >= text.length)
      return CSV_DELIMITERS.reduce((best, d) => ((counts.get(d) ?? 0) > (counts.get(best) ?? 0) ? d : best), ',' as CsvDelimiter);
    i += breakLength(text, i);
  }
}

/**
 * papaparse's record reader itself (`Papa.Parser`): `Papa.parse` around it would also drop a
 * byte-order mark wherever the text it is given starts, which moves every offset after it.
 * `partial`: the text ends inside the file, so its last unfinished record is left unread.
 */
function papa(
  text: string,
  delimiter: CsvDelimiter,
  partial = false,
  step?: (cells: string[], end: number, errors: Papa.ParseError[]) => boolean,
): Papa.ParseResult<string[]> {
  const parser: Papa.Parser = new Papa.Parser({
    delimiter,
    newline: '\n',
    step:
      step &&
      ((result: Papa.ParseStepResult<string[][]>) => {
        if (!step(result.data[0], result.meta.cursor, result.errors)) parser.abort();
      }),
  });
  return parser.parse(text, 0, partial) as Papa.ParseResult<string[]>;
}

/** One record's cells (a text that holds one record, its quoted line breaks included). */
const cellsOf = (text: string, delimiter: CsvDelimiter): string[] => papa(text, delimiter).data[0] ?? [''];

/**
 * The text without its byte-order mark, every line break as LF (the one line break papaparse is
 * given), and where an offset of that text is in the text given.
 */
function normalise(text: string): { lines: string; original: (at: number) => number } {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const body = text.slice(bom);
  if (!body.includes('\r')) return { lines: body, original: (at) => at + bom };
  // Where each CRLF's LF is in `lines`: an offset moves back one for each CRLF before it.
  const crlf: number[] = [];
  const lines = body.replace(/\r\n?/g, (lineBreak: string, offset: number) => {
    if (lineBreak.length === 2) crlf.push(offset - crlf.length);
    return '\n';
  });
  return {
    lines,
    original: (at) => {
      let low = 0;
      let high = crlf.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (crlf[mid] < at) low = mid + 1;
        else high = mid;
      }
      return at + bom + low;
    },
  };
}

/**
 * papaparse reads a window of the text at a time, ending at a line break: a good record is read
 * once, a broken one costs a window (it keeps looking for a closing quote that suits it, to the
 * end of what it is given). After a broken record the window starts small again.
 */
const FIRST_WINDOW = 128;
const MAX_WINDOW = 1024 * 1024;

/**
 * Every record of `text`, numbered from `firstRow`, its cells split at `delimiter` (the file's:
 * `detectDelimiter`). Trailing blank lines are records too (blank).
 */
export function* csvRecords(text: string, firstRow = 1, delimiter: CsvDelimiter = ','): Generator<CsvRecord> {
  const { lines, original } = normalise(text);
  let row = firstRow;
  let at = 0;
  let size = FIRST_WINDOW;
  while (at < lines.length) {
    const lineBreak = lines.indexOf('\n', at + size - 1);
    const windowEnd = lineBreak < 0 ? lines.length : lineBreak + 1;
    const partial = windowEnd < lines.length;
    const records: CsvRecord[] = [];
    let broken: { start: number; errors: Papa.ParseError[] } | undefined;
    let start = at;
    const result = papa(lines.slice(at, windowEnd), delimiter, partial, (cells, end, errors) => {
      const from = start;
      start = at + end;
      if (from === lines.length) return false; // after a final line break: no record
      if (errors.length) {
        broken = { start: from, errors };
        return false;
      }
      const to = lines[start - 1] === '\n' ? start - 1 : start;
      const [first, last] = [original(from), original(to)];
      // A quoted line break was read as LF: read the record again as given (CRLF or CR kept).
      const read =
        cells.some((cell) => cell.includes('\n')) && text.slice(first, last).includes('\r')
          ? cellsOf(`${text.slice(first, last)}\n`, delimiter)
          : cells;
      records.push({ row: row++, cells: read, blank: read.every((cell) => cell.trim() === ''), start: first, end: last });
      return true;
    });
    yield* records;
    // The window's last record goes on after it: its text so far is enough to say it is broken
    // (papaparse has seen a closing quote followed by text), otherwise the window grows.
    if (!broken && partial && start < windowEnd) {
      if (result.errors.length) broken = { start, errors: result.errors };
      else if (start === at) {
        size *= 2;
        continue;
      }
    }
    if (!broken) {
      at = start;
      size = Math.min(size * 2, MAX_WINDOW);
      continue;
    }
    yield brokenRecord(text, lines, original, broken.start, at + (broken.errors[0].index ?? 1) - 1, row++, delimiter);
    const lineEnd = lines.indexOf('\n', broken.start);
    at = lineEnd < 0 ? lines.length : lineEnd + 1;
    size = FIRST_WINDOW;
  }
}

/**
 * A record papaparse could not read (`open`: the quote of its first broken field) as the import
 * reports it: its first line only; the cells before the broken field, and its value up to the
 * quote that closes it; and why: no quote closes it on its line (it most likely ran on into the
 * next rows), or text follows that quote. papaparse's first error is at that quote: a closing
 * quote followed by a separator or a line break would have ended the field.
 */
function brokenRecord(
  text: string,
  lines: string,
  original: (at: number) => number,
  start: number,
  open: number,
  row: number,
  delimiter: CsvDelimiter,
): CsvRecord {
  const lineEnd = (from: number) => {
    const i = lines.indexOf('\n', from);
    return i < 0 ? lines.length : i;
  };
  // The text before the broken field ends at a separator: its last cell is the broken field's place.
  const cells = open > start ? cellsOf(text.slice(original(start), original(open)), delimiter).slice(0, -1) : [];
  let close = lines.indexOf('"', open + 1);
  while (close >= 0 && lines[close + 1] === '"') close = lines.indexOf('"', close + 2);
  if (close >= 0) cells.push(text.slice(original(open + 1), original(close)).replaceAll('""', '"'));
  const error = close >= 0 && close < lineEnd(open) ? CSV_ERRORS.textAfterQuote : CSV_ERRORS.unterminatedQuote;
  return { row, cells, error, blank: false, start: original(start), end: original(lineEnd(start)) };
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
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
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
  '€',
  '',
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  '',
  'Ž',
  '',
  '',
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  '',
  'ž',
  'Ÿ',
];
