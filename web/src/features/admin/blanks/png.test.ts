import { describe, expect, it } from 'vitest';
import { startsAsPng } from './png';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('startsAsPng', () => {
  it('accepts a file that starts with the png signature, whatever its name or type', async () => {
    const bytes = new Uint8Array([...SIGNATURE, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(await startsAsPng(new File([bytes], 'template.jpg', { type: 'image/jpeg' }))).toBe(true);
  });

  it('refuses a JPEG named .png, an empty file and a cut signature', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect(await startsAsPng(new File([jpeg], 'photo.png', { type: 'image/png' }))).toBe(false);
    expect(await startsAsPng(new File([], 'empty.png'))).toBe(false);
    expect(await startsAsPng(new File([new Uint8Array(SIGNATURE.slice(0, 7))], 'cut.png'))).toBe(false);
  });
});
