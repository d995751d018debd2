/**
 * The roster's Sign-In Sheet (spec 01 §2 "Reports and Downloads"): a US Letter PDF with one line
 * per participant and a wide column to sign in, drawn with pdf-lib's standard Helvetica so no
 * font file is bundled. Every page repeats the title lines and the table header, and is numbered.
 */
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { compareText } from '../core/list-pages.ts';

export interface SignInParticipant {
  firstName: string;
  lastName: string;
}

export interface SignInSheetInput {
  /** Top of every page; the first is the title (cohort name), then course, unit, date/time, facilitator. */
  titleLines: readonly string[];
  participants: readonly SignInParticipant[];
  /** `Last, First` ordered by last name; otherwise `First Last` ordered by first name. */
  lastNameFirst: boolean;
  sortDesc: boolean;
}

export const PDF_CONTENT_TYPE = 'application/pdf';

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter;
const MARGIN = 48;
const TITLE_SIZE = 14;
const TEXT_SIZE = 10;
const LINE_HEIGHT = 14;
const HEADER_ROW_HEIGHT = 20;
/** Room for a handwritten signature. */
const ROW_HEIGHT = 26;
const NUMBER_WIDTH = 28;
const NAME_WIDTH = 210;
const CELL_PADDING = 6;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.55, 0.55, 0.55);
const HEADER_FILL = rgb(0.9, 0.9, 0.9);

export async function signInSheetPdf(input: SignInSheetInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const printable = winAnsiText(fonts.regular);
  const titleLines = input.titleLines.map(printable);
  const names = orderedNames(input.participants, input.lastNameFirst, input.sortDesc).map(printable);
  document.setTitle(titleLines[0] || 'Sign-In Sheet');

  const tableTop = PAGE_HEIGHT - MARGIN - TITLE_SIZE - (titleLines.length - 1) * LINE_HEIGHT - LINE_HEIGHT;
  const rowsPerPage = Math.max(1, Math.floor((tableTop - HEADER_ROW_HEIGHT - MARGIN) / ROW_HEIGHT));
  const pageCount = Math.max(1, Math.ceil(names.length / rowsPerPage));

  for (let pageIndex = 0; pageIndex < pageCount; pageIndex += 1) {
    const page = document.addPage(PageSizes.Letter);
    drawTitle(page, titleLines, fonts);
    let y = drawTableHeader(page, tableTop, fonts.bold);
    const first = pageIndex * rowsPerPage;
    names.slice(first, first + rowsPerPage).forEach((name, i) => {
      y -= ROW_HEIGHT;
      drawRow(page, y, first + i + 1, name, fonts.regular);
    });
    drawPageNumber(page, pageIndex + 1, pageCount, fonts.regular);
  }
  return document.save();
}

function orderedNames(participants: readonly SignInParticipant[], lastNameFirst: boolean, sortDesc: boolean): string[] {
  const keys = (p: SignInParticipant) => (lastNameFirst ? [p.lastName, p.firstName] : [p.firstName, p.lastName]);
  const direction = sortDesc ? -1 : 1;
  return [...participants]
    .sort((a, b) => {
      const [a1, a2] = keys(a);
      const [b1, b2] = keys(b);
      return direction * (compareText(a1, b1) || compareText(a2, b2));
    })
    .map((p) => (lastNameFirst ? `${p.lastName}, ${p.firstName}` : `${p.firstName} ${p.lastName}`).trim());
}

/** Latin letters with a stroke, which Unicode does not decompose into letter plus mark. */
const UNDECOMPOSABLE_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŧ: 'T', ŧ: 't' };

/**
 * The standard fonts encode only WinAnsi (Latin-1 plus a few signs) and pdf-lib throws on
 * anything else: a character outside it becomes its unaccented letters when it has them
 * (`ő` → `o`, `Ł` → `L`), disappears when it is a combining mark, joiner or variation
 * selector, and otherwise becomes `?` (CJK, emoji).
 */
export function winAnsiText(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const encodable = (text: string) => Array.from(text).every((c) => supported.has(c.codePointAt(0)!));
  return (text) =>
    Array.from(text.normalize('NFC').replace(/\s+/g, ' '))
      .map((character) => {
        if (encodable(character)) return character;
        const letters = UNDECOMPOSABLE_LETTERS[character] ?? character.normalize('NFKD').replace(/\p{M}/gu, '');
        if (letters && encodable(letters)) return letters;
        return /[\p{M}\p{Cf}]/u.test(character) ? '' : '?';
      })
      .join('');
}

function drawTitle(page: PDFPage, lines: readonly string[], fonts: { regular: PDFFont; bold: PDFFont }): void {
  const width = PAGE_WIDTH - 2 * MARGIN;
  let y = PAGE_HEIGHT - MARGIN - TITLE_SIZE;
  lines.forEach((line, i) => {
    const [font, size] = i === 0 ? [fonts.bold, TITLE_SIZE] : [fonts.regular, TEXT_SIZE];
    page.drawText(clippedToWidth(line, font, size, width), { x: MARGIN, y, size, font, color: BLACK });
    y -= LINE_HEIGHT;
  });
}

const NAME_X = MARGIN + NUMBER_WIDTH;
const SIGNATURE_X = NAME_X + NAME_WIDTH;
const RIGHT = PAGE_WIDTH - MARGIN;

/** Draws the grey header row below `top` and returns its bottom. */
function drawTableHeader(page: PDFPage, top: number, bold: PDFFont): number {
  const bottom = top - HEADER_ROW_HEIGHT;
  page.drawRectangle({ x: MARGIN, y: bottom, width: RIGHT - MARGIN, height: HEADER_ROW_HEIGHT, color: HEADER_FILL });
  const y = bottom + 6;
  for (const [label, x] of [
    ['#', MARGIN],
    ['Name', NAME_X],
    ['Signature', SIGNATURE_X],
  ] as const) {
    page.drawText(label, { x: x + CELL_PADDING, y, size: TEXT_SIZE, font: bold, color: BLACK });
  }
  return bottom;
}

function drawRow(page: PDFPage, bottom: number, number: number, name: string, font: PDFFont): void {
  const y = bottom + 9;
  page.drawText(String(number), { x: MARGIN + CELL_PADDING, y, size: TEXT_SIZE, font, color: GREY });
  page.drawText(clippedToWidth(name, font, TEXT_SIZE, NAME_WIDTH - 2 * CELL_PADDING), {
    x: NAME_X + CELL_PADDING,
    y,
    size: TEXT_SIZE,
    font,
    color: BLACK,
  });
  // The line to sign on.
  page.drawLine({
    start: { x: SIGNATURE_X + CELL_PADDING, y: bottom + 6 },
    end: { x: RIGHT - CELL_PADDING, y: bottom + 6 },
    thickness: 0.75,
    color: BLACK,
  });
  // A faint rule under the row so the eye follows a name to its signature.
  page.drawLine({ start: { x: MARGIN, y: bottom }, end: { x: RIGHT, y: bottom }, thickness: 0.25, color: GREY });
}

function drawPageNumber(page: PDFPage, number: number, count: number, font: PDFFont): void {
  const text = `Page ${number} of ${count}`;
  const size = 9;
  page.drawText(text, { x: (PAGE_WIDTH - font.widthOfTextAtSize(text, size)) / 2, y: MARGIN / 2, size, font, color: GREY });
}

/** The text, cut with an ellipsis when it is wider than `width`. */
function clippedToWidth(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const characters = Array.from(text);
  while (characters.length && font.widthOfTextAtSize(`${characters.join('')}…`, size) > width) characters.pop();
  return `${characters.join('').trimEnd()}…`;
}
