/**
 * An image's size as its header declares it, read before anything decodes it (PNG: the IHDR
 * chunk; JPEG: the first start-of-frame marker), so that a small file declaring a huge image is
 * refused without being unpacked (shared/image-limits.ts).
 */
import { IMAGE_LIMITS } from '../../shared/image-limits.ts';

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers (baseline, progressive, lossless …); C4, C8 and CC are not frames. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const u32 = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;

function pngSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return undefined;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  return { width: u32(bytes, 16), height: u32(bytes, 20) };
}

function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    // Fill bytes, and markers without a length (restart, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (SOF_MARKERS.has(marker)) return { height: u16(bytes, at + 5), width: u16(bytes, at + 7) };
    at += 2 + u16(bytes, at + 2);
  }
  return undefined;
}

/** The declared size of a PNG or JPEG; undefined when the header cannot be read. */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  return pngSize(bytes) ?? jpegSize(bytes);
}

/** Whether a declared size is within IMAGE_LIMITS. */
export function withinImageLimits({ width, height }: ImageSize): boolean {
  return (
    width > 0 && height > 0 && width <= IMAGE_LIMITS.maxSide && height <= IMAGE_LIMITS.maxSide && width * height <= IMAGE_LIMITS.maxPixels
  );
}
