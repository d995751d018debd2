/** The printed and encoded address of a certificate's public page: on the certificate, its QR code and My Record. */
import { verificationPath } from '../../shared/certificates/texts.ts';
import { config } from '../services/config.ts';

export const verificationUrl = (code: string) => `${config().webOrigin}${verificationPath(code)}`;
