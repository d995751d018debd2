/**
 * The largest image the portal takes (certificate templates, profile photos), by the size its
 * header declares (issue 34: a 1 MB PNG declaring 16,000 × 16,000 pixels took the server 29 s and
 * 2.7 GB to decode). A Letter page at 600 dpi is 6,600 × 5,100 (34 megapixels); a phone's 12
 * megapixel photo passes, its 48 megapixel mode does not.
 */
export const IMAGE_LIMITS = { maxPixels: 36_000_000, maxSide: 12_000 } as const;

export const imageTooManyPixels = (width: number, height: number) =>
  `The image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels: at most ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels and ${IMAGE_LIMITS.maxSide.toLocaleString('en-US')} pixels a side are taken. Please use a smaller image.`;
