/**
 * Demo certificate templates (admin tab 16), so that Create Certificates works on a fresh start:
 * the NISL courses but one get a framed blank page as their current template, stored as an
 * upload leaves it (data/certificates/certificates.ts: the png, the page drawn from it, the pointer and its
 * version). 'Advanced Leadership Seminar' keeps none, to show a course without one (the Blanks
 * e2e test uploads to the first such course); the coaching course takes no attendance.
 * The png is drawn here (png.ts), not committed: it is a frame, nothing more.
 */
import { putAll } from '../../functions/data/table/batch.ts';
import {
  templateKeys,
  templatePointerEntity,
  templateVersionEntity,
  type TemplateVersion,
} from '../../functions/data/certificates/certificates.ts';
import { writeObject } from '../../functions/data/table/storage.ts';
import { templatePdf } from '../../functions/files/certificate-pdf.ts';
import { encodePng, type Rgb } from './png.ts';

export const TEMPLATE_COURSES = [10, 11, 12, 13, 16] as const;

const WIDTH = 1100;
const HEIGHT = 850;
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

/** The demo template: the frame on paper. */
export const demoTemplatePng = (): Uint8Array => encodePng(WIDTH, HEIGHT, colourAt);

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
