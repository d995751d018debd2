/** The materials sheet reader: the file's kind by content, the header found by name, row numbers as the spreadsheet shows them. */
import { utils, write } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MATERIAL_LIMITS } from '../../shared/materials/texts.ts';
import { readMaterialSheet, spreadsheetKind } from './sheet.ts';

type Cell = string | number | null;

function book(rows: Cell[][], bookType: 'xlsx' | 'xls' | 'ods' | 'csv' = 'xlsx', origin?: string): Buffer {
  const sheet = utils.aoa_to_sheet([]);
  utils.sheet_add_aoa(sheet, rows, { origin: origin ?? 'A1' });
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, 'Sheet1');
  return write(workbook, { type: 'buffer', bookType }) as Buffer;
}

describe('readMaterialSheet', () => {
  it('tells xlsx and xls by their first bytes, whatever the name', () => {
    expect(spreadsheetKind(book([['a']], 'xlsx'))).toBe('xlsx');
    expect(spreadsheetKind(book([['a']], 'xls'))).toBe('xls');
    expect(spreadsheetKind(Buffer.from('Cohort ID,Material Status\n1,x'))).toBeUndefined();
    expect(readMaterialSheet(book([['Cohort ID', 'Material Status']], 'csv'))).toEqual({ ok: false, problem: 'not_spreadsheet' });
  });

  it('refuses a zip that is another kind of workbook (ODS) as unreadable', () => {
    expect(readMaterialSheet(book([['Cohort ID', 'Material Status']], 'ods'))).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('finds the header below blank rows and away from A1, by name in any spelling, and numbers rows as the sheet does', () => {
    const rows: Cell[][] = [
      ['Notes', 'cohort_ID', 'Cohort name', 'MATERIALS'],
      [null, 12, 'Twelve', ' Shipped '],
      [null, null, null, null],
      [null, '13', 'Thirteen', 'Pending'],
    ];
    const result = readMaterialSheet(book(rows, 'xlsx', 'B3'));
    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 4, cohortId: '12', status: 'Shipped' },
        { row: 6, cohortId: '13', status: 'Pending' },
      ],
    });
  });

  it('names the missing columns and what the first row held', () => {
    expect(
      readMaterialSheet(
        book([
          ['ID', 'Shipped on'],
          [1, 'x'],
        ]),
      ),
    ).toEqual({
      ok: false,
      problem: 'missing_columns',
      missing: ['Material Status'],
      found: ['ID', 'Shipped on'],
    });
  });

  it('reads the first maxColumns columns only: a header past them is not found, and a sheet as wide as Excel allows stays cheap', async () => {
    const far = utils.encode_col(MATERIAL_LIMITS.maxColumns);
    expect(readMaterialSheet(book([['Cohort ID', 'Material Status']], 'xlsx', `${far}1`))).toMatchObject({
      ok: false,
      problem: 'missing_columns',
    });
    // One cell in the last column (XFD) on each row once made every row 16,384 cells wide (2,000 rows: 33 million cells).
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sheet1');
    sheet.addRow(['Cohort ID', 'Material Status']);
    for (let row = 2; row <= 2001; row++) {
      sheet.getCell(`A${row}`).value = row - 1;
      sheet.getCell(`B${row}`).value = 'Shipped';
      sheet.getCell(`XFD${row}`).value = 'far';
    }
    const wide = readMaterialSheet(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(wide.ok && wide.rows.length).toBe(2000);
    expect(wide.ok && wide.rows[0]).toEqual({ row: 2, cohortId: '1', status: 'Shipped' });
  });

  it('refuses more rows than the limit', () => {
    const rows: Cell[][] = [
      ['Cohort ID', 'Material Status'],
      ...Array.from({ length: MATERIAL_LIMITS.maxRows + 1 }, (_, i) => [i + 1, 'x']),
    ];
    expect(readMaterialSheet(book(rows))).toEqual({ ok: false, problem: 'too_many_rows' });
    expect(readMaterialSheet(book(rows.slice(0, -1)))).toMatchObject({ ok: true });
  });
});
