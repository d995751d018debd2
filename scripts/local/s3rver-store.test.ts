import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { correctedFilesystemStore, type S3rverObject } from './s3rver-store.ts';

const dir = mkdtempSync(join(tmpdir(), 's3rver-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const store = new (correctedFilesystemStore())(dir);
const MB = 2 ** 20;
const object = (key: string, content: S3rverObject['content'], length: number): S3rverObject => ({
  bucket: 'files',
  key,
  metadata: { 'content-type': 'application/octet-stream', 'content-length': String(length) },
  content,
});

describe("s3rver's file store, corrected", () => {
  it('answers a PUT of bytes once the whole file is on disk', async () => {
    const bytes = Buffer.alloc(8 * MB, 7);
    const key = 'tmp/one/Attendance Report - PA #1 2026-11-28 12_08 am.xlsx';
    const stored = await store.putObject(object(key, bytes, bytes.length));
    // Read at once, as a download right after the upload would: the whole file is there.
    expect(statSync(store.getResourcePath('files', key, 'object')).size).toBe(8 * MB);
    expect(stored.size).toBe(8 * MB);
  });

  it('answers a PUT of a stream once its last chunk is written, with its size and md5', async () => {
    const chunks = Array.from({ length: 16 }, (_, i) => Buffer.alloc(MB / 2, i));
    const key = 'tmp/two/streamed.bin';
    const stored = await store.putObject(object(key, Readable.from(chunks), 8 * MB));
    expect(statSync(store.getResourcePath('files', key, 'object')).size).toBe(8 * MB);
    expect(stored).toMatchObject({ size: 8 * MB, md5: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(statSync(store.getResourcePath('files', key, 'metadata.json')).isFile()).toBe(true);
  });
});
