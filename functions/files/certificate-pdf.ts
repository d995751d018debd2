/**
 * Certificate PDFs (spec 03 §2.6, issue 15): a US Letter landscape page with the course's template
 * png as its background and, over it, the participant's name, the course, the cohort, the date of
 * issue, the verification code and a QR code of the public verification address. Drawn with
 * pdf-lib's standard Helvetica (no font file bundled; winAnsiText keeps names printable).
 *
 * A template is turned into a one-page PDF once, when it is uploaded (templatePdf): decoding a
 * large png is the slow part, and each certificate then embeds that page as it is stored
 * (embedPage copies the compressed image stream without decoding it).
 */
import { qrRuns } from '../../shared/certificates/qr.ts';
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFEmbeddedPage, type PDFFont, type PDFPage } from 'pdf-lib';
import { CERTIFICATE_PRINT, formatVerificationCode } from '../../shared/certificates/texts.ts';
import { winAnsiText } from './sign-in-sheet.ts';

export const PDF_CONTENT_TYPE = 'application/pdf';
export const PNG_CONTENT_TYPE = 'image/png';

const [LONG_SIDE, SHORT_SIDE] = [PageSizes.Letter[1], PageSizes.Letter[0]];
const PAGE = { width: LONG_SIDE, height: SHORT_SIDE } as const;
const MARGIN = 72;
const TEXT = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.3, 0.3, 0.33);
const QR_SIZE = 72;
const QR_QUIET = 6;

/** The first bytes of every PNG file (RFC 2083 §12.12), then the IHDR chunk. */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** True when the bytes are a PNG image by their content (signature and header chunk), whatever the file is called. */
export function isPng(bytes: Uint8Array): boolean {
  if (bytes.length < 33) return false;
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return false;
  return String.fromCharCode(...bytes.subarray(12, 16)) === 'IHDR';
}

/** The one-page PDF a template png becomes: the image stretched over a Letter landscape page. Throws on a png pdf-lib cannot read. */
export async function templatePdf(png: Uint8Array): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const image = await document.embedPng(png);
  const page = document.addPage([PAGE.width, PAGE.height]);
  page.drawImage(image, { x: 0, y: 0, width: PAGE.width, height: PAGE.height });
  return document.save();
}

/** What a certificate says. */
export interface CertificateFacts {
  participant: string;
  course: string;
  cohort: string;
  /** As printed: `November 27, 2026`. */
  date: string;
  code: string;
  /** The public verification address (printed and in the QR code). */
  verifyUrl: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A template loaded once for many certificates. */
export type LoadedTemplate = PDFDocument;

export const loadTemplate = (templatePdfBytes: Uint8Array): Promise<LoadedTemplate> => PDFDocument.load(templatePdfBytes);

/** One certificate as its own document: what is stored, once, and printed ever after. */
export async function certificatePdf(template: LoadedTemplate, facts: CertificateFacts): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const [background] = await document.embedPages([template.getPage(0)]);
  const fonts = { regular: await document.embedFont(StandardFonts.Helvetica), bold: await document.embedFont(StandardFonts.HelveticaBold) };
  document.setTitle(`Certificate ${formatVerificationCode(facts.code)}`);
  document.setSubject(`${facts.participant}, ${facts.course}`);
  document.setCreator('Learning portal');
  document.setProducer('Learning portal');
  drawCertificate(document.addPage([PAGE.width, PAGE.height]), background, fonts, facts);
  // Object streams only pack the few small objects tighter, at twice the time of the save.
  return document.save({ useObjectStreams: false });
}

/**
 * The one document a request answers, a page per certificate in the order added: a certificate
 * issued by this request is drawn here from the same facts as its stored file, on the template
 * embedded once for all of them (a hundred copies of a full-page image would make a document of
 * tens of MB); one issued before is its stored file's page, copied as it is.
 */
export class CombinedDocument {
  private constructor(
    private readonly document: PDFDocument,
    private readonly fonts: Fonts,
  ) {}

  private readonly backgrounds = new Map<LoadedTemplate, PDFEmbeddedPage>();

  static async create(): Promise<CombinedDocument> {
    const document = await PDFDocument.create();
    document.setTitle('Certificates');
    document.setCreator('Learning portal');
    document.setProducer('Learning portal');
    const fonts = {
      regular: await document.embedFont(StandardFonts.Helvetica),
      bold: await document.embedFont(StandardFonts.HelveticaBold),
    };
    return new CombinedDocument(document, fonts);
  }

  async addDrawn(template: LoadedTemplate, facts: CertificateFacts): Promise<void> {
    let background = this.backgrounds.get(template);
    if (!background) {
      [background] = await this.document.embedPages([template.getPage(0)]);
      this.backgrounds.set(template, background);
    }
    drawCertificate(this.document.addPage([PAGE.width, PAGE.height]), background, this.fonts, facts);
  }

  async addStored(bytes: Uint8Array): Promise<void> {
    const source = await PDFDocument.load(bytes);
    for (const page of await this.document.copyPages(source, source.getPageIndices())) this.document.addPage(page);
  }

  save(): Promise<Uint8Array> {
    return this.document.save();
  }
}

function drawCertificate(page: PDFPage, background: PDFEmbeddedPage, fonts: Fonts, facts: CertificateFacts): void {
  page.drawPage(background, { x: 0, y: 0, width: PAGE.width, height: PAGE.height });
  const printable = winAnsiText(fonts.regular);
  const centred = (text: string, y: number, font: PDFFont, size: number, color = TEXT) => {
    const line = printable(text);
    const fitted = shrinkToWidth(line, font, size, PAGE.width - 2 * MARGIN);
    const width = font.widthOfTextAtSize(line, fitted);
    page.drawText(line, { x: (PAGE.width - width) / 2, y, size: fitted, font, color });
  };
  centred(CERTIFICATE_PRINT.heading, 400, fonts.regular, 16, MUTED);
  centred(facts.participant, 352, fonts.bold, 34);
  centred(CERTIFICATE_PRINT.completed, 318, fonts.regular, 16, MUTED);
  centred(facts.course, 284, fonts.bold, 22);
  centred(facts.cohort, 256, fonts.regular, 14);
  centred(facts.date, 230, fonts.regular, 14);

  const code = formatVerificationCode(facts.code);
  page.drawText(printable(`${CERTIFICATE_PRINT.code}: ${code}`), { x: MARGIN / 2, y: 42, size: 9, font: fonts.bold, color: TEXT });
  page.drawText(printable(`${CERTIFICATE_PRINT.verifyAt} ${facts.verifyUrl}`), {
    x: MARGIN / 2,
    y: 30,
    size: 8,
    font: fonts.regular,
    color: TEXT,
  });
  drawQr(page, facts.verifyUrl, PAGE.width - MARGIN / 2 - QR_SIZE, 24);
}

function shrinkToWidth(text: string, font: PDFFont, size: number, width: number): number {
  const at = font.widthOfTextAtSize(text, size);
  return at <= width ? size : Math.max(8, (size * width) / at);
}

/** The QR code (shared/certificates/qr.ts) as filled squares on a white quiet zone, each row's dark runs one rectangle. */
function drawQr(page: PDFPage, text: string, x: number, y: number): void {
  const { count, runs } = qrRuns(text);
  const cell = QR_SIZE / count;
  page.drawRectangle({
    x: x - QR_QUIET,
    y: y - QR_QUIET,
    width: QR_SIZE + 2 * QR_QUIET,
    height: QR_SIZE + 2 * QR_QUIET,
    color: rgb(1, 1, 1),
  });
  for (const run of runs) {
    page.drawRectangle({
      x: x + run.x * cell,
      y: y + QR_SIZE - (run.y + 1) * cell,
      width: run.w * cell,
      height: cell,
      color: rgb(0, 0, 0),
    });
  }
}
