import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { zipEntries, type ZipEntry } from './zip.ts';

const dir = mkdtempSync(join(tmpdir(), 'zip-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Entry names after Python's zipfile checked every entry's CRC: an independent reader. */
function verifiedNames(archive: Buffer): string[] {
  const file = join(dir, 'archive.zip');
  writeFileSync(file, archive);
  const script = 'import json, sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps(z.namelist()))';
  return JSON.parse(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' }));
}

const text = (value: string) => new TextEncoder().encode(value);

describe('zipEntries', () => {
  it('zips bytes and streamed entries without changing a byte', async () => {
    const big = randomBytes(3 * 1024 * 1024);
    async function* entries(): AsyncIterable<ZipEntry> {
      yield { name: 'Adams, Ann/project.txt', data: text('first project') };
      yield { name: 'Ñúñez, Zoë/Projet été.pdf', data: Readable.from([text('%PDF-'), text('1.7 body')]) };
      yield { name: 'big.bin', data: Readable.from(Array.from({ length: 48 }, (_, i) => big.subarray(i * 65536, (i + 1) * 65536))) };
    }
    const archive = await buffer(zipEntries(entries()));

    expect(verifiedNames(archive)).toEqual(['Adams, Ann/project.txt', 'Ñúñez, Zoë/Projet été.pdf', 'big.bin']);
    const files = unzipSync(archive);
    expect(new TextDecoder().decode(files['Adams, Ann/project.txt'])).toBe('first project');
    expect(new TextDecoder().decode(files['Ñúñez, Zoë/Projet été.pdf'])).toBe('%PDF-1.7 body');
    expect(Buffer.from(files['big.bin']).equals(big)).toBe(true);
  });

  it('keeps entries inside the archive folder and gives repeated names a number', async () => {
    const archive = await buffer(
      zipEntries([
        { name: '../../etc/passwd', data: text('a') },
        { name: 'report.pdf', data: text('b') },
        { name: 'Report.pdf', data: text('c') },
        { name: 'report.pdf', data: text('d') },
        { name: 'notes', data: text('e') },
        { name: 'notes', data: text('f') },
        { name: 'a:b*?.docx', data: text('g') },
      ]),
    );
    expect(verifiedNames(archive)).toEqual([
      'etc/passwd',
      'report.pdf',
      'Report (2).pdf',
      'report (3).pdf',
      'notes',
      'notes (2)',
      'ab.docx',
    ]);
  });

  it('writes an empty archive when there is nothing to zip', async () => {
    expect(verifiedNames(await buffer(zipEntries([])))).toEqual([]);
  });

  it('errors the stream when an entry fails', async () => {
    async function* failing(): AsyncIterable<Uint8Array> {
      yield text('part');
      throw new Error('object read failed');
    }
    await expect(buffer(zipEntries([{ name: 'broken.pdf', data: failing() }]))).rejects.toThrow('object read failed');
  });
});
