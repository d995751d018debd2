/**
 * What attackers and broken clients send in place of a field (issue 30): the wrong type, sizes
 * past every limit, unicode edge cases, numbers JavaScript cannot hold, deep nesting and keys that
 * pollute prototypes.
 */
import { crc32 } from 'node:zlib';
import { zipSync } from 'fflate';
import { solidPng } from '../../scripts/seed/png.ts';

const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : [nested(depth - 1)]);

/** `{"__proto__": …}` as JSON.parse makes it: an own key, so JSON.stringify sends it on. */
export const pollutingObject = (): Record<string, unknown> =>
  JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}') as Record<string, unknown>;

export const HOSTILE_VALUES: readonly unknown[] = [
  // Wrong types.
  null,
  true,
  0,
  -1,
  '',
  ' ',
  [],
  {},
  '1',
  'true',
  // Numbers past what a field or JavaScript holds.
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e-308,
  1.5,
  '99999999999999999999999',
  'NaN',
  '0x1F',
  '1e999',
  // Sizes.
  'x'.repeat(10_000),
  Array.from({ length: 2_000 }, (_, i) => i),
  nested(200),
  // Unicode edge cases: NUL, a lone surrogate, right-to-left override, zero-width joiner, combining marks, astral characters.
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\u202Eevil\u202C',
  '\u200D\uFEFF',
  'e\u0301\u0301\u0301\u0301\u0301',
  '😀'.repeat(300),
  // Text that means something elsewhere.
  '../../../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '=HYPERLINK("http://x","y")',
  // A template placeholder, as text: a server that evaluated it would answer 49.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the payload.
  '${7*7}',
  '2026-02-30',
  '9999-99-99T99:99:99Z',
  'javascript:alert(1)',
];

/** Path parameters as a client could send them, beside the contract's own. */
export const HOSTILE_PATH_VALUES: readonly string[] = [
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  'abc',
  '..',
  '../..%2Fetc',
  '%00',
  'a'.repeat(2_000),
  '\u202E1',
  'null',
  'undefined',
  '__proto__',
  'constructor',
];

/** Bodies that are not the JSON object a route reads. */
export const HOSTILE_RAW_BODIES: readonly string[] = [
  '{"unterminated":',
  '[]',
  '"text"',
  '42',
  'null',
  'not json at all',
  '{"a":1,"a":2}',
  `{"deep":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  `{"big":"${'y'.repeat(300_000)}"}`,
];

/** A real 1 × 1 PNG whose header then claims 60,000 × 60,000 pixels (3.6 billion): decoding it whole would take 14 GB. */
function pixelBombPng(): Buffer {
  const png = Buffer.from(solidPng(1, 1, [0, 0, 0]));
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12-28).
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** An xlsx-shaped zip of 40 KB that unpacks to 40 MB. */
const xlsxBomb = (): Uint8Array => zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(40 * 2 ** 20).fill(0x20) });

let files: Array<{ name: string; type: string; content: Buffer }> | undefined;

/**
 * Files a form may carry: truncated and mislabelled images, a pixel bomb, random bytes, a zip
 * that is not a workbook and one that unpacks to 40 MB, a CSV of a million empty lines. Made once.
 */
export function hostileFiles(): Array<{ name: string; type: string; content: Buffer }> {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  files ??= [
    { name: 'truncated.png', type: 'image/png', content: png },
    { name: 'image.png', type: 'image/png', content: Buffer.from('GIF89a not a png at all') },
    { name: 'pixels.png', type: 'image/png', content: pixelBombPng() },
    { name: 'page.html', type: 'text/html', content: Buffer.from('<html><script>alert(1)</script></html>') },
    { name: 'vector.svg', type: 'image/svg+xml', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
    { name: 'sheet.xlsx', type: xlsx, content: Buffer.from('PK\u0003\u0004broken') },
    { name: 'bomb.xlsx', type: xlsx, content: Buffer.from(xlsxBomb()) },
    { name: 'empty.csv', type: 'text/csv', content: Buffer.alloc(0) },
    { name: 'lines.csv', type: 'text/csv', content: Buffer.alloc(1_000_000, '\n') },
    {
      name: 'random.bin',
      type: 'application/octet-stream',
      content: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
    },
  ];
  return files;
}
