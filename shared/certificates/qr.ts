/**
 * A certificate's QR code, the same wherever it is drawn: on the issued PDF (functions/files/certificate-pdf.ts)
 * and on My Record (web/src/features/record). Error correction M, one module of border.
 */
import { encodeQR } from 'qr';

/** A horizontal run of dark modules: row `y`, from column `x`, `w` modules wide. */
export interface QrRun {
  x: number;
  y: number;
  w: number;
}

/** The code's size in modules (border included) and its dark runs, row by row: one rectangle each where it is drawn. */
export function qrRuns(text: string): { count: number; runs: QrRun[] } {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: 1 });
  const runs: QrRun[] = [];
  modules.forEach((row, y) => {
    let start = -1;
    for (let x = 0; x <= row.length; x += 1) {
      const dark = x < row.length && row[x];
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, w: x - start });
        start = -1;
      }
    }
  });
  return { count: modules.length, runs };
}
