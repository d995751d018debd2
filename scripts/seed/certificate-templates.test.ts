import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { isPng } from '../../functions/files/certificate-pdf.ts';
import { demoTemplatePng } from './certificate-templates.ts';

describe('demoTemplatePng', () => {
  it('is a PNG by content that pdf-lib reads, at the template page proportions', async () => {
    const png = demoTemplatePng();
    expect(isPng(png)).toBe(true);
    const image = await (await PDFDocument.create()).embedPng(png);
    expect([image.width, image.height]).toEqual([1100, 850]);
    expect(png.length).toBeLessThan(100_000);
  });
});
