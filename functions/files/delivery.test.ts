import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { resetConfig } from '../services/config.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { attachmentDisposition, deliverFile, storeTemporaryFile } from './delivery.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE } from './xlsx.ts';

useTestTable();

async function download(location: string, headers: Record<string, string> = {}): Promise<{ response: Response; bytes: Buffer }> {
  const response = await fetch(location, { headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('deliverFile', () => {
  it('answers 303 to a short-lived presigned GET that downloads the bytes under the file name', async () => {
    const body = new TextEncoder().encode('a generated report');
    const answer = await deliverFile({ name: 'Attendance Report - Zoë 2026-11-21 03_05 pm.xlsx', contentType: 'text/plain', body });

    expect(answer.status).toBe(303);
    const location = answer.headers!.location;
    const url = new URL(location);
    expect(decodeURIComponent(url.pathname)).toMatch(/\/tmp\/[0-9a-f-]{36}\/Attendance Report - Zoë 2026-11-21 03_05 pm\.xlsx$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');

    const { response, bytes } = await download(location);
    expect(response.status).toBe(200);
    expect(bytes).toEqual(Buffer.from(body));
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Attendance Report - Zoe 2026-11-21 03_05 pm.xlsx"; filename*=UTF-8''Attendance%20Report%20-%20Zo%C3%AB%202026-11-21%2003_05%20pm.xlsx`,
    );
  });

  it('uploads a stream bigger than one multipart part without changing a byte', async () => {
    const bytes = randomBytes(12 * 1024 * 1024);
    const chunks = Array.from({ length: 12 }, (_, i) => bytes.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024));
    const answer = await deliverFile({ name: 'big.bin', contentType: 'application/octet-stream', body: Readable.from(chunks) });
    const { bytes: downloaded } = await download(answer.headers!.location);
    expect(downloaded.length).toBe(bytes.length);
    expect(downloaded.equals(bytes)).toBe(true);
  });

  it('streams a workbook from the xlsx writer into the bucket', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ name: `Participant ${i}`, mark: i % 2 ? 'y' : 'n' }));
    const body = writeWorkbook([
      {
        name: 'Participants',
        columns: [
          { header: 'Name', key: 'name' },
          { header: 'Mark', key: 'mark' },
        ],
        rows,
      },
    ]);
    const answer = await deliverFile({ name: 'Attendance Report.xlsx', contentType: XLSX_CONTENT_TYPE, body });
    const { response, bytes } = await download(answer.headers!.location);
    expect(response.headers.get('content-type')).toBe(XLSX_CONTENT_TYPE);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Participants')!;
    expect(sheet.rowCount).toBe(2001);
    expect(sheet.getRow(2001).values).toEqual([undefined, 'Participant 1999', 'y']);
  });

  it('lets the portal origin read the download across origins (the browser follows the 303 with fetch)', async () => {
    const answer = await deliverFile({ name: 'report.xlsx', contentType: 'text/plain', body: new Uint8Array([1, 2, 3]) });
    const { response } = await download(answer.headers!.location, { origin: 'http://localhost:3000' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });

  it('destroys the stream when the upload fails, so its producer stops (lib-storage ends its async iteration)', async () => {
    const bucket = process.env.FILES_BUCKET;
    process.env.FILES_BUCKET = 'no-such-bucket';
    resetConfig();
    // Endless: only the failed upload can end it.
    const body = new Readable({
      read() {
        this.push(Buffer.alloc(1024 * 1024));
      },
    });
    try {
      await expect(storeTemporaryFile({ name: 'lost.xlsx', contentType: 'text/plain', body })).rejects.toThrow();
      expect(body.destroyed).toBe(true);
    } finally {
      process.env.FILES_BUCKET = bucket;
      resetConfig();
    }
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact name in RFC 5987 form', () => {
    expect(attachmentDisposition("Sign-In Sheet (Ñúñez's) 李.pdf")).toBe(
      `attachment; filename="Sign-In Sheet (Nunez's) _.pdf"; filename*=UTF-8''Sign-In%20Sheet%20%28%C3%91%C3%BA%C3%B1ez%27s%29%20%E6%9D%8E.pdf`,
    );
  });
});
