/**
 * A certificate's QR code, the same wherever it is drawn: on the issued PDF (functions/files/certificate-pdf.ts)
 * and on My Record (web/src/features/record). Error correction M, one module of border.
 */
import { encodeQR } from 'qr';

/** The dark (true) and light modules, row by row, border included. */
export const qrModules = (text: string): boolean[][] => encodeQR(text, 'raw', { ecc: 'medium', border: 1 });
