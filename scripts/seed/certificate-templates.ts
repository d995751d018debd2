/**
 * Demo certificate templates (admin tab 16), so that Create Certificates works on a fresh start:
 * the NISL courses but one get a framed blank page as their current template, stored as an
 * upload leaves it (data/certificates.ts: the png, the page drawn from it, the pointer and its
 * version). 'Advanced Leadership Seminar' keeps none, to show a course without one (the Blanks
 * e2e test uploads to the first such course); the coaching course takes no attendance.
 * The png is drawn here (a few lines of zlib), not committed: it is a frame, nothing more.
 */
import { deflateSync } from 'node:zlib';
import { putAll } from '../../functions/data/batch.ts';
import { templateKeys, templatePointerEntity, templateVersionEntity, type TemplateVersion } from '../../functions/data/certificates.ts';
import { writeObject } from '../../functions/data/storage.ts';
import { templatePdf } from '../../functions/files/certificate-pdf.ts';

export const TEMPLATE_COURSES = [10, 11, 12, 13, 16] as const;

const WIDTH = 1100;
const HEIGHT = 850;
type Rgb = readonly [number, number, number];
const PAPER: Rgb = [253, 250, 240];
const NAVY: Rgb = [27, 54, 93];
const GOLD: Rgb = [190, 150, 60];

/** Which colour a pixel of the frame is: a navy band, a gold line inside it, paper elsewhere. */
function colourAt(x: number, y: number): Rgb {
  const edge = Math.min(x, y, WIDTH - 1 - x, HEIGHT - 1 - y);
  if (edge >= 24 && edge < 40) return NAVY;
  if (edge >= 52 && edge < 56) return GOLD;
  return PAPER;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The demo template: a truecolour PNG (RFC 2083), each row with filter 0. */
export function demoTemplatePng(): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, adaptive filtering, no interlace
  const raw = Buffer.alloc(HEIGHT * (1 + WIDTH * 3));
  for (let y = 0; y < HEIGHT; y += 1) {
    const row = y * (1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x += 1) raw.set(colourAt(x, y), row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** Gives each of TEMPLATE_COURSES its template, files first (as an upload does), uploaded by `by`. */
export async function seedCertificateTemplates(by: { id: number; name: string }, at: string): Promise<void> {
  const png = demoTemplatePng();
  const page = await templatePdf(png);
  const items: Record<string, unknown>[] = [];
  for (const courseId of TEMPLATE_COURSES) {
    const templateId = `00000000-0000-4000-8000-${String(courseId).padStart(12, '0')}`;
    const keys = templateKeys(courseId, templateId);
    await writeObject(keys.png, png, 'image/png');
    await writeObject(keys.pdf, page, 'application/pdf');
    const version: TemplateVersion = {
      template_id: templateId,
      course_id: courseId,
      file_name: 'certificate-template.png',
      png_key: keys.png,
      pdf_key: keys.pdf,
      uploaded_at: at,
      uploaded_by: by.id,
      uploaded_by_name: by.name,
    };
    items.push(templatePointerEntity.item({ ...version, version: 1 }), templateVersionEntity.item(version));
  }
  await putAll(items);
}
