import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { neutraliseFormula, writeWorkbook, type XlsxRow, type XlsxSheet } from './xlsx.ts';

async function readBack(sheets: XlsxSheet[]): Promise<ExcelJS.Workbook> {
  const bytes = await buffer(writeWorkbook(sheets));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return workbook;
}

const columns = [
  { header: 'Last name', key: 'lastName', width: 20 },
  { header: 'First name', key: 'firstName', width: 20 },
  { header: 'Unit 1', key: 'unit1', width: 8 },
];

describe('writeWorkbook', () => {
  it('writes sheets with their headers and values, rows from sync and async iterables', async () => {
    async function* guests(): AsyncIterable<XlsxRow> {
      yield { lastName: 'Ñúñez', firstName: 'Zoë', unit1: 'n' };
    }
    const workbook = await readBack([
      {
        name: 'Participants',
        columns,
        rows: [
          { lastName: 'Adams', firstName: 'Ann', unit1: 'y' },
          { lastName: 'Baker', firstName: 'Bo', unit1: 3 },
        ],
      },
      { name: 'Guest participants', columns, rows: guests() },
    ]);

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Participants', 'Guest participants']);
    const participants = workbook.getWorksheet('Participants')!;
    expect(participants.getRow(1).values).toEqual([undefined, 'Last name', 'First name', 'Unit 1']);
    expect(participants.getRow(1).font?.bold).toBe(true);
    expect(participants.getRow(2).values).toEqual([undefined, 'Adams', 'Ann', 'y']);
    expect(participants.getCell('C3').value).toBe(3);
    expect(participants.getColumn(1).width).toBe(20);
    expect(workbook.getWorksheet('Guest participants')!.getRow(2).values).toEqual([undefined, 'Ñúñez', 'Zoë', 'n']);
  });

  it('neutralises string cells that a spreadsheet would read as a formula', async () => {
    const workbook = await readBack([
      {
        name: 'Injection',
        columns: [
          { header: '=HEADER()', key: 'text' },
          { header: 'Number', key: 'number' },
        ],
        rows: ['=HYPERLINK("http://evil","x")', '+1+2', '-3', '@SUM(A1)', '\t=1', 'plain - text', 'a=b'].map((text) => ({
          text,
          number: -5,
        })),
      },
    ]);
    const sheet = workbook.getWorksheet('Injection')!;
    const texts = sheet.getColumn(1).values.slice(1);
    expect(texts).toEqual(["'=HEADER()", `'=HYPERLINK("http://evil","x")`, "'+1+2", "'-3", "'@SUM(A1)", "'\t=1", 'plain - text', 'a=b']);
    for (let row = 2; row <= 8; row += 1) {
      expect(sheet.getCell(row, 1).type).toBe(ExcelJS.ValueType.String);
      expect(sheet.getCell(row, 2).value).toBe(-5);
    }
  });

  it('fills and borders the cells that ask for it', async () => {
    const workbook = await readBack([
      {
        name: 'Attendance',
        columns,
        rows: [
          { lastName: 'Adams', firstName: 'Ann', unit1: { value: 'y', fill: '00B050' } },
          { lastName: 'Baker', firstName: 'Bo', unit1: { value: 'I/S', fill: 'FF0000', border: true } },
        ],
      },
    ]);
    const sheet = workbook.getWorksheet('Attendance')!;
    expect(sheet.getCell('C2').value).toBe('y');
    expect(sheet.getCell('C2').fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF00B050' } });
    expect(sheet.getCell('C2').border ?? {}).toEqual({});
    expect(sheet.getCell('C3').fill).toMatchObject({ fgColor: { argb: 'FFFF0000' } });
    expect(sheet.getCell('C3').border).toMatchObject({
      top: { style: 'thin' },
      left: { style: 'thin' },
      bottom: { style: 'thin' },
      right: { style: 'thin' },
    });
    expect(sheet.getCell('A2').fill).toBeUndefined();
  });

  it('makes sheet names Excel accepts', async () => {
    const workbook = await readBack([{ name: "'Cohort [East]: A/B? * a very long name indeed'", columns, rows: [] }]);
    expect(workbook.worksheets[0].name).toBe('Cohort East A B a very long na');
  });

  it('errors the stream when the rows fail', async () => {
    async function* failing(): AsyncIterable<XlsxRow> {
      yield { lastName: 'Adams' };
      throw new Error('query failed');
    }
    await expect(buffer(writeWorkbook([{ name: 'Broken', columns, rows: failing() }]))).rejects.toThrow('query failed');
  });
});

describe('neutraliseFormula', () => {
  it('leaves ordinary text alone', () => {
    expect(neutraliseFormula('Zoë Ñúñez')).toBe('Zoë Ñúñez');
    expect(neutraliseFormula('')).toBe('');
  });
});
