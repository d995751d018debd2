import { describe, expect, it } from 'vitest';
import { columnName, CSV_ERRORS, readCsv } from './csv.ts';

const cells = (text: string) => readCsv(text).map((r) => r.cells);

describe('csv reader', () => {
  it('reads CRLF, LF and lone CR records, drops a byte-order mark, keeps empty cells', () => {
    expect(cells('\uFEFFa,b\r\nc,\nd,e\rf,"g"')).toEqual([['a', 'b'], ['c', ''], ['d', 'e'], ['f', 'g']]);
  });

  it('reads quoted commas, doubled quotes and line breaks inside one row', () => {
    const records = readCsv('name,note\r\n"Smith, Jo","said ""hi""\r\nthen left"\r\nnext,row\r\n');
    expect(records.map((r) => [r.row, r.cells])).toEqual([
      [1, ['name', 'note']],
      [2, ['Smith, Jo', 'said "hi"\r\nthen left']],
      [3, ['next', 'row']],
    ]);
  });

  it('keeps a quote inside an unquoted value as text', () => {
    expect(cells('5" pipe,x')).toEqual([['5" pipe', 'x']]);
  });

  it('marks blank and comma-only lines, counting them as rows', () => {
    const records = readCsv('a\n\n ,, \nb\n\n\n');
    expect(records.map((r) => [r.row, r.blank])).toEqual([[1, false], [2, true], [3, true], [4, false], [5, true], [6, true]]);
  });

  it('reports an unclosed quote on its own row and reads the rows after it', () => {
    const records = readCsv('h1,h2\nok,1\nbad,"never closed\nfine,"quoted"\nlast,2');
    expect(records.map((r) => [r.row, r.error ?? null, r.cells[0]])).toEqual([
      [1, null, 'h1'],
      [2, null, 'ok'],
      [3, CSV_ERRORS.unterminatedQuote, 'bad'],
      [4, null, 'fine'],
      [5, null, 'last'],
    ]);
    expect(records[3].cells).toEqual(['fine', 'quoted']);
  });

  it('reports text after a closing quote', () => {
    const records = readCsv('"a"b,c\nd,e');
    expect(records[0].error).toBe(CSV_ERRORS.textAfterQuote);
    expect(records[1].cells).toEqual(['d', 'e']);
  });

  it('numbers rows from a given first row and gives each record its place in the text', () => {
    const text = 'x,y\r\n"1\n2",3\r\n';
    const records = readCsv(text, 10);
    expect(records.map((r) => r.row)).toEqual([10, 11]);
    expect(text.slice(records[1].start, records[1].end)).toBe('"1\n2",3');
  });

  it('names columns whatever their case and spacing', () => {
    expect(['First Name', ' first_name ', 'FIRST-NAME', 'E-mail'].map(columnName)).toEqual(['first_name', 'first_name', 'first_name', 'e_mail']);
  });
});
