import { describe, expect, it } from 'vitest';
import { formOf, MultipartError, parseMultipart } from '../core/multipart.ts';
import { decodeText } from './csv-rows.ts';
import { multipartBody } from './import-form.test-helper.ts';

describe('multipart form', () => {
  it('reads repeated fields (with or without []), and the file with its name and bytes', async () => {
    const bytes = Buffer.from([0xef, 0xbb, 0xbf, 0x61, 0x0d, 0x0a, 0x2d, 0x2d, 0x62]); // BOM, "a\r\n--b": a boundary-like line inside the file
    const body = multipartBody(
      [
        ['roles[]', '10'],
        ['roles', '11'],
        ['type_upload', 'courses'],
      ],
      { name: 'Jos\u00e9 list.csv', content: bytes },
      'XyZ',
    );
    const form = await parseMultipart(body, 'multipart/form-data; boundary=XyZ');
    expect(form.fields.get('roles')).toEqual(['10', '11']);
    expect(form.fields.get('type_upload')).toEqual(['courses']);
    const file = form.files.get('csv_file')!;
    expect(file.filename).toBe('Jos\u00e9 list.csv');
    expect(file.contentType).toBe('text/csv');
    expect([...file.data]).toEqual([...bytes]);
  });

  it('takes a quoted boundary and a base64 or text event body', async () => {
    const body = multipartBody([['a', '1']], undefined, 'q b');
    const event = (isBase64Encoded: boolean) =>
      ({
        headers: { 'Content-Type': 'multipart/form-data; boundary="q b"' },
        body: isBase64Encoded ? body.toString('base64') : body.toString('utf8'),
        isBase64Encoded,
      }) as never;
    expect((await formOf(event(true))).fields.get('a')).toEqual(['1']);
    expect((await formOf(event(false))).fields.get('a')).toEqual(['1']);
  });

  it('refuses what is not a whole multipart form', async () => {
    const body = multipartBody([['a', '1']], undefined, 'B');
    await expect(parseMultipart(body, 'application/json')).rejects.toThrow(MultipartError);
    await expect(parseMultipart(body.subarray(0, body.length - 8), 'multipart/form-data; boundary=B')).rejects.toThrow(MultipartError);
    await expect(formOf({ headers: {}, isBase64Encoded: false } as never)).rejects.toThrow(MultipartError);
  });

  it('cuts a file at its limit and marks it, and refuses a field over its limit', async () => {
    const limits = { fileBytes: 10, fieldBytes: 5 };
    const read = (field: string, content: string) =>
      parseMultipart(multipartBody([['a', field]], { name: 'f.csv', content }, 'B'), 'multipart/form-data; boundary=B', limits);
    const exact = (await read('12345', 'x'.repeat(10))).files.get('csv_file')!;
    expect([exact.data.length, exact.truncated]).toEqual([10, false]);
    const over = (await read('12345', 'x'.repeat(11))).files.get('csv_file')!;
    expect([over.data.length, over.truncated]).toEqual([10, true]);
    await expect(read('123456', 'x')).rejects.toThrow(MultipartError);
  });

  it('decodes UTF-8 (dropping a BOM) and falls back to Windows-1252', () => {
    expect(decodeText(Buffer.from('\uFEFFJos\u00e9', 'utf8'))).toBe('Jos\u00e9');
    expect(decodeText(Buffer.from([0x4a, 0x6f, 0x73, 0xe9, 0x20, 0x4f, 0x92, 0x4e, 0x80]))).toBe('Jos\u00e9 O\u2019N\u20ac');
  });
});
