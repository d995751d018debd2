/**
 * Publishing a data set against DynamoDB Local and s3rver: the file goes up, the pointer moves
 * to it and the file reads back (exceljs) with its headers and rows; a source that fails half-way
 * leaves the file served before and its pointer as they were; a second run replaces the file and
 * deletes the old one; the download answers 303 to the served file under its report name.
 */
import ExcelJS from 'exceljs';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { REPORTS_TEXT } from '../../shared/reports/texts.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { readReportFile, reportPrefix } from '../data/content/report-files.ts';
import { readObject, s3 } from '../data/table/storage.ts';
import { config } from '../services/config.ts';
import { dataSetFileName, nyDateTimeText, publishDataSet, servedDataSetDownload, type DataSetSource } from './data-set-files.ts';
import type { XlsxRow } from './xlsx.ts';

useTestTable();

const columns = [
  { header: 'ID', key: 'id' },
  { header: 'Name', key: 'name' },
];

/** `count` rows; throws after `failAfter` rows when given. */
function source(count: number, failAfter?: number): DataSetSource {
  async function* rows(): AsyncGenerator<XlsxRow> {
    for (let i = 1; i <= count; i += 1) {
      if (failAfter !== undefined && i > failAfter) throw new Error('the source failed half-way');
      yield { id: i, name: `Row ${i}` };
    }
  }
  return { name: 'cohort-data', sheets: () => [{ name: 'Cohort Data', columns, rows: rows() }] };
}

async function readBack(key: string): Promise<ExcelJS.Worksheet> {
  const bytes = await readObject(key);
  expect(bytes).toBeDefined();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes!) as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0];
}

async function keysUnder(prefix: string): Promise<string[]> {
  const out = await s3().send(new ListObjectsV2Command({ Bucket: config().filesBucket, Prefix: prefix }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

describe('publishDataSet', () => {
  it('answers 404 with its message before the first run', async () => {
    await expect(servedDataSetDownload('cohort-data')).rejects.toMatchObject({ statusCode: 404, message: REPORTS_TEXT.notGenerated });
  });

  it('writes the file, moves the pointer to it, and the file reads back with its headers and rows', async () => {
    const now = new Date('2026-03-04T05:06:00Z'); // 00:06 in New York
    const published = await publishDataSet(source(1200), now);
    expect(published).toMatchObject({ name: 'cohort-data', rows: 1200 });
    expect(published.bytes).toBeGreaterThan(1000);
    const pointer = (await readReportFile('cohort-data'))!;
    expect(pointer).toMatchObject({ name: 'cohort-data', rows: 1200, bytes: published.bytes, written_at: now.toISOString() });
    expect(pointer.key).toBe(`${reportPrefix('cohort-data')}${pointer.run_id}.xlsx`);
    expect((await readObject(pointer.key))!.length).toBe(published.bytes);
    const sheet = await readBack(pointer.key);
    expect(sheet.name).toBe('Cohort Data');
    expect(sheet.getRow(1).values).toEqual([undefined, 'ID', 'Name']);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, 'Row 1']);
    expect(sheet.getRow(1201).values).toEqual([undefined, 1200, 'Row 1200']);
    expect(sheet.rowCount).toBe(1201);
    expect(nyDateTimeText(pointer.written_at)).toBe('2026-03-04 00:06');
    expect(dataSetFileName('cohort-data', pointer.written_at)).toBe('Cohort Data 2026-03-04.xlsx');

    const download = await servedDataSetDownload('cohort-data');
    expect(download.status).toBe(303);
    const location = new URL(download.headers!.location);
    expect(location.pathname).toContain(pointer.key);
    expect(location.searchParams.get('response-content-disposition')).toContain("filename*=UTF-8''Cohort%20Data%202026-03-04.xlsx");
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).length).toBe(published.bytes);
  });

  it('leaves the served file and its pointer as they were when the source fails half-way, and keeps no upload', async () => {
    const before = (await readReportFile('cohort-data'))!;
    await expect(publishDataSet(source(5000, 3000))).rejects.toThrow('the source failed half-way');
    expect(await readReportFile('cohort-data')).toEqual(before);
    expect(await keysUnder(reportPrefix('cohort-data'))).toEqual([before.key]);
    expect((await readBack(before.key)).rowCount).toBe(1201);
  });

  it('is idempotent: a second run serves one fresh file and deletes the one it replaced', async () => {
    const before = (await readReportFile('cohort-data'))!;
    const again = await publishDataSet(source(7));
    const after = (await readReportFile('cohort-data'))!;
    expect(after.run_id).not.toBe(before.run_id);
    expect(after).toMatchObject({ rows: 7, bytes: again.bytes });
    expect(await keysUnder(reportPrefix('cohort-data'))).toEqual([after.key]);
    expect(await readObject(before.key)).toBeUndefined();
    expect((await readBack(after.key)).rowCount).toBe(8);
  });
});
