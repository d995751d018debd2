import { describe, expect, it } from 'vitest';
import { columnName, CSV_ERRORS, decodeCsvBytes, detectDelimiter, readCsv } from './csv.ts';

const cells = (text: string) => readCsv(text).map((r) => r.cells);

describe('csv reader', () => {
  it('reads CRLF, LF and lone CR records, drops a byte-order mark, keeps empty cells', () => {
    expect(cells('\uFEFFa,b\r\nc,\nd,e\rf,"g"')).toEqual([
      ['a', 'b'],
      ['c', ''],
      ['d', 'e'],
      ['f', 'g'],
    ]);
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
    expect(records.map((r) => [r.row, r.blank])).toEqual([
      [1, false],
      [2, true],
      [3, true],
      [4, false],
      [5, true],
      [6, true],
    ]);
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
    expect(['First Name', ' first_name ', 'FIRST-NAME', 'E-mail'].map(columnName)).toEqual([
      'first_name',
      'first_name',
      'first_name',
      'e_mail',
    ]);
  });

  it('finds the separator on the header line: comma, semicolon or tab, outside quotes, a comma on a tie', () => {
    expect(detectDelimiter('username,email\r\na;b,c;d\r\n')).toBe(',');
    expect(detectDelimiter('\uFEFF\r\n;;\r\nusername;email;"Notes, misc"\r\nx;y;z')).toBe(';');
    expect(detectDelimiter('username\temail\tfirst_name\n')).toBe('\t');
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('username\n')).toBe(',');
    expect(detectDelimiter('')).toBe(',');
  });

  it('reads records split at semicolons or tabs, quoted separators and line breaks included', () => {
    expect(readCsv('a;"b;c";"d\r\ne"\r\n1;2;3', 1, ';').map((r) => r.cells)).toEqual([
      ['a', 'b;c', 'd\r\ne'],
      ['1', '2', '3'],
    ]);
    expect(readCsv('a\tb,c\t\n', 1, '\t').map((r) => r.cells)).toEqual([['a', 'b,c', '']]);
    expect(readCsv(';;\n', 1, ';')[0].blank).toBe(true);
  });
});

describe('decoding a file', () => {
  const utf16 = (text: string, order: 'le' | 'be') => {
    const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
    return order === 'le' ? new Uint8Array(le) : new Uint8Array(le).map((_, i, all) => all[i % 2 === 0 ? i + 1 : i - 1]);
  };

  it('reads UTF-16 LE and BE by their byte-order mark, dropping it', () => {
    expect(decodeCsvBytes(utf16('username\temail\r\nJosé\tj@x.org', 'le'))).toBe('username\temail\r\nJosé\tj@x.org');
    expect(decodeCsvBytes(utf16('a;b\r\nÅsa;€', 'be'))).toBe('a;b\r\nÅsa;€');
  });

  it('reads UTF-8 with or without its mark, and falls back to Windows-1252', () => {
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x4a, 0x6f, 0x73, 0xc3, 0xa9]))).toBe('José');
    expect(decodeCsvBytes(new Uint8Array([0x4a, 0x6f, 0x73, 0xc3, 0xa9]))).toBe('José');
    expect(decodeCsvBytes(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x4f, 0x92, 0x4e, 0x80]))).toBe('José O’N€');
  });
});
