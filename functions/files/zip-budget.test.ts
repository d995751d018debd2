/** The zip budget: real workbooks pass with their true size; bombs, lies and broken archives are refused. */
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkZipBudget } from './zip-budget.ts';
import { writeWorkbook } from './xlsx.ts';

const MB = 1024 * 1024;
const budget = { maxEntries: 20, maxUnpackedBytes: 4 * MB };
const filled = (bytes: number) => new Uint8Array(bytes).fill(0x20);

/** Sets every central-directory entry's declared unpacked size, as a crafted archive would. */
function declaring(zip: Uint8Array, declaredBytes: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 4 <= copy.length; at++) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, declaredBytes, true);
  return copy;
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

describe('checkZipBudget', () => {
  it("passes the portal's own workbook and measures what it unpacks to", async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: i, status: `Shipped ${i}` }));
    const xlsx = await bytesOf(
      writeWorkbook([
        {
          name: 'S',
          columns: [
            { header: 'Cohort ID', key: 'id' },
            { header: 'Material Status', key: 'status' },
          ],
          rows,
        },
      ]),
    );
    const entries = Object.values(unzipSync(xlsx));
    expect(checkZipBudget(xlsx, budget)).toEqual({
      ok: true,
      entries: entries.length,
      unpackedBytes: entries.reduce((sum, data) => sum + data.length, 0),
    });
  });

  it('refuses an archive whose entries declare more than the budget, and one at the budget passes', () => {
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': filled(budget.maxUnpackedBytes + 1) });
    expect(bomb.length).toBeLessThan(budget.maxUnpackedBytes / 100);
    expect(checkZipBudget(bomb, budget)).toEqual({ ok: false, problem: 'too_large_unpacked' });
    const atBudget = zipSync({ a: filled(budget.maxUnpackedBytes / 2), b: filled(budget.maxUnpackedBytes / 2) });
    expect(checkZipBudget(atBudget, budget)).toMatchObject({ ok: true, unpackedBytes: budget.maxUnpackedBytes });
  });

  it('catches an entry whose declared size lies, by inflating no further than the budget', () => {
    const liar = declaring(zipSync({ 'xl/sharedStrings.xml': filled(3 * budget.maxUnpackedBytes) }), 100);
    expect(checkZipBudget(liar, budget)).toEqual({ ok: false, problem: 'too_large_unpacked' });
    // Two entries each under the budget, together over it.
    const pair = declaring(zipSync({ a: filled(3 * MB), b: filled(3 * MB) }), 100);
    expect(checkZipBudget(pair, budget)).toEqual({ ok: false, problem: 'too_large_unpacked' });
    // Stored (not compressed) entries count too.
    const stored = zipSync({ a: filled(3 * MB), b: filled(3 * MB) }, { level: 0 });
    expect(checkZipBudget(stored, budget)).toEqual({ ok: false, problem: 'too_large_unpacked' });
  });

  it('refuses more entries than the budget allows', () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: budget.maxEntries + 1 }, (_, i) => [`part${i}.xml`, filled(10)])));
    expect(checkZipBudget(many, budget)).toEqual({ ok: false, problem: 'too_many_entries' });
  });

  it('refuses what is not a whole zip as unreadable', () => {
    const zip = zipSync({ 'a.xml': new TextEncoder().encode('<a/>') });
    expect(checkZipBudget(zip.subarray(0, zip.length - 5), budget)).toEqual({ ok: false, problem: 'unreadable' });
    expect(checkZipBudget(new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Uint8Array(200).fill(1)]), budget)).toEqual({
      ok: false,
      problem: 'unreadable',
    });
    // A compression method other than stored or deflate (here 99, AES).
    const odd = zip.slice();
    const view = new DataView(odd.buffer);
    for (let at = 0; at + 4 <= odd.length; at++) if (view.getUint32(at, true) === 0x02014b50) view.setUint16(at + 10, 99, true);
    expect(checkZipBudget(odd, budget)).toEqual({ ok: false, problem: 'unreadable' });
  });
});
