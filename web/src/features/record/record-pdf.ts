/**
 * My Record as a PDF, made in the browser from the answer the page shows (shared/participants/record.ts
 * recordLines), so that every figure is the screen's. pdf-lib is loaded only when asked for: it stays
 * out of every page's first load.
 */
import { PORTAL_NAME } from '@shared/constants';
import { type LearningRecord, recordLines } from '@shared/participants/record';
import { formatCalendarDate } from '@shared/format';

export const LINES_PER_PAGE = 40;
const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const SIZE = 10;
const LEADING = 15.5;

/** The standard fonts encode WinAnsi only: anything else prints as '?' rather than failing the download. */
const printable = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2019\u201C\u201D\u00B7]/g, '?');

export async function recordPdf(record: LearningRecord): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${PORTAL_NAME} – Learning record`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const lines = recordLines(record);
  const pages = Math.max(1, Math.ceil(lines.length / LINES_PER_PAGE));
  const width = PAGE.width - 2 * MARGIN;
  for (let p = 0; p < pages; p += 1) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN;
    page.drawText(printable(PORTAL_NAME), { x: MARGIN, y, size: 14, font: bold });
    y -= 18;
    page.drawText(`Learning record · ${formatCalendarDate(record.as_of)} · page ${p + 1} of ${pages}`, { x: MARGIN, y, size: 9, font });
    y -= 28;
    for (const line of lines.slice(p * LINES_PER_PAGE, (p + 1) * LINES_PER_PAGE)) {
      const text = printable(line);
      const size = Math.min(SIZE, (SIZE * width) / Math.max(1, font.widthOfTextAtSize(text, SIZE)));
      page.drawText(text, { x: MARGIN, y, size, font });
      y -= LEADING;
    }
  }
  return doc.save();
}
