import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '../../shared/image-limits.ts';
import { imageSize, withinImageLimits } from './image-size.ts';

/** A PNG's signature and IHDR chunk declaring width × height (nothing behind it: the header is all that is read). */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

/** A JPEG's SOI, an APP0 segment, padding fill bytes and a progressive frame declaring width × height. */
function jpegHeader(width: number, height: number): Uint8Array {
  const frame = Buffer.from([0xff, 0xc2, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x11, 0, 2, 0x11, 0, 3, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0xff]), frame, Buffer.from([0xff, 0xd9])]);
}

describe('image size from the header', () => {
  it('reads a PNG and a JPEG (past other segments and fill bytes), and nothing else', () => {
    expect(imageSize(pngHeader(3300, 2550))).toEqual({ width: 3300, height: 2550 });
    expect(imageSize(jpegHeader(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(imageSize(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeUndefined();
    expect(imageSize(jpegHeader(10, 10).subarray(0, 8))).toBeUndefined();
  });

  it('takes up to the stated limits and refuses past them or an empty size', () => {
    expect(withinImageLimits({ width: 6000, height: 6000 })).toBe(true);
    expect(withinImageLimits({ width: 6001, height: 6000 })).toBe(false); // 36,006,000 pixels
    expect(withinImageLimits({ width: IMAGE_LIMITS.maxSide + 1, height: 1 })).toBe(false);
    expect(withinImageLimits({ width: 16_000, height: 16_000 })).toBe(false);
    expect(withinImageLimits({ width: 0, height: 10 })).toBe(false);
  });
});
