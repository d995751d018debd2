import { describe, expect, it } from 'vitest';
import { readCsv } from '@shared/csv';
import type { ImportAnswer } from '@shared/user-import/types';
import { IMPORT_TEXT } from '@shared/user-import/texts';
import { failedPart, mergeAnswers, splitCsv } from './csv-parts';
import { readFileText } from './use-csv-import';

describe('splitting a file into parts', () => {
  it('cuts only between records, repeats the header, and keeps the file row numbers', () => {
    const text =
      '\uFEFFusername,email,note\r\na,a@x.org,"line one\r\nline two"\r\nb,b@x.org,\r\n\r\nc,c@x.org,"x, y"\r\nd,d@x.org,\r\n\r\n\r\n';
    const { parts, totalRows } = splitCsv(text, { budget: 2, chosenPasswordCost: 25 });
    expect(totalRows).toBe(4);
    expect(parts.map((p) => [p.firstRow, p.lastRow, p.rows])).toEqual(
      [
        [2, 3],
        [5, 6],
      ].map(([f, l]) => [f, l, 2]),
    );
    // Each part read alone gives the same rows as the file.
    const rowsOf = (partText: string, firstRow: number) =>
      readCsv(partText)
        .slice(1)
        .filter((r) => !r.blank)
        .map((r) => [r.row - 2 + firstRow, r.cells[0]]);
    expect(parts.flatMap((p) => rowsOf(p.text, p.firstRow))).toEqual([
      [2, 'a'],
      [3, 'b'],
      [5, 'c'],
      [6, 'd'],
    ]);
    expect(parts[0].text.startsWith('username,email,note\r\n')).toBe(true);
    expect(readCsv(parts[0].text)[1].cells[2]).toBe('line one\r\nline two');
  });

  it('makes smaller parts where rows carry their own passwords (full-cost hashing on the server)', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `u${i},u${i}@x.org,${i < 20 ? 'Chosen-Pass-1' : ''}`);
    const { parts } = splitCsv(`username,email,Password\n${rows.join('\n')}\n`, { budget: 250, chosenPasswordCost: 25 });
    expect(parts.map((p) => p.rows)).toEqual([10, 10, 10]);
  });

  it('has no parts for a file with a header only', () => {
    expect(splitCsv('username,email\r\n\r\n')).toEqual({ parts: [], totalRows: 0 });
  });

  it('reads UTF-8 and falls back to Windows-1252', async () => {
    expect(await readFileText(new Blob([new Uint8Array([0xef, 0xbb, 0xbf, 0x4a, 0x6f, 0x73, 0xc3, 0xa9])]))).toBe('José');
    expect(await readFileText(new Blob([new Uint8Array([0x4a, 0x6f, 0x73, 0xe9])]))).toBe('José');
  });

  it('reads UTF-16 by its byte-order mark (Excel\'s "Unicode Text")', async () => {
    expect(await readFileText(new Blob([new Uint8Array([0xff, 0xfe, 0x4a, 0, 0xe9, 0, 0x09, 0])]))).toBe('Jé\t');
    expect(await readFileText(new Blob([new Uint8Array([0xfe, 0xff, 0, 0x4a, 0, 0xe9, 0, 0x3b])]))).toBe('Jé;');
  });

  it('cuts a semicolon- or tab-separated file at its records, and weighs its password cells', () => {
    const rows = Array.from({ length: 12 }, (_, i) => `u${i};u${i}@x.org;${i < 2 ? 'Chosen-Pass-1' : ''};"note; ${i}\r\nmore"`);
    const { parts, totalRows } = splitCsv(`username;email;Password;notes\r\n${rows.join('\r\n')}\r\n`, {
      budget: 30,
      chosenPasswordCost: 25,
    });
    expect(totalRows).toBe(12);
    // Two rows with passwords (25 each) and ten without (1 each) in parts of at most 30.
    expect(parts.map((p) => [p.firstRow, p.rows])).toEqual([
      [2, 1],
      [3, 6],
      [9, 5],
    ]);
    expect(parts[1].text.startsWith('username;email;Password;notes\r\nu1;')).toBe(true);
    const tabs = splitCsv('username\temail\r\na\ta@x.org\r\nb\tb@x.org\r\n', { budget: 1, chosenPasswordCost: 25 });
    expect(tabs.parts.map((p) => p.text)).toEqual(['username\temail\r\na\ta@x.org', 'username\temail\r\nb\tb@x.org']);
  });
});

describe('merging the answers of the parts', () => {
  const answer = (rows: number[], saved: number[], errors: string[] = []): ImportAnswer => ({
    response: rows.map((row) => ({ row, success: saved.includes(row), csv_data: { username: `u${row}` }, message: '' })),
    csv: { columns: ['username', 'email'], ignored: [] },
    pendingUsers: [],
    totalRows: rows.length,
    totalSave: saved.length,
    errors,
  });

  it('adds up rows, totals and errors, and reports a failed part by its rows', () => {
    const part = { text: '', firstRow: 4, lastRow: 5, rows: 2 };
    const merged = mergeAnswers([answer([2, 3], [2], ['Row 3: bad']), failedPart(part, 'No response'), answer([6], [6])]);
    expect(merged.response.map((r) => r.row)).toEqual([2, 3, 6]);
    expect(merged).toMatchObject({ totalRows: 5, totalSave: 2, errors: ['Row 3: bad', IMPORT_TEXT.partFailed(4, 5, 'No response')] });
    expect(merged.csv.columns).toEqual(['username', 'email']);
  });
});
