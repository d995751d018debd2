/**
 * The public verification of a certificate (not in the spec; issue 15): anyone with the printed
 * code or the QR code's address sees participant, course, cohort, issue date and status (valid, or
 * void with the date), the issued document itself (a short-lived link to the stored PDF, so an
 * edited copy can be compared) and nothing else about the person. The same facts come as a JWT
 * signed with the portal's Ed25519 key, checkable offline against GET /api/.well-known/jwks.json.
 *
 * Codes carry 80 random bits; every look-up, found or not, counts against the caller's address
 * (data/users/throttle.ts), so codes can be neither guessed nor enumerated.
 */
import { CERTIFICATE_TEXT as T, formatVerificationCode, normalizeVerificationCode } from '../../shared/certificates/texts.ts';
import type { CertificateJwks, CertificateVerification } from '../../shared/certificates/types.ts';
import { pathFor } from '../../shared/api/routes.ts';
import { httpError, tooManyRequests } from '../core/errors.ts';
import { respond, type RouteImplementation } from '../core/http.ts';
import { certificateByCode } from '../data/certificates/certificates.ts';
import type { IssuedCertificate } from '../data/certificates/certificate-item.ts';
import { RETRY_AFTER_SECONDS, reserveVerification } from '../data/users/throttle.ts';
import { downloadUrl } from '../files/delivery.ts';
import { certificateKeys, signCredential } from '../services/certificate-keys.ts';
import { config } from '../services/config.ts';

/** The document link lives long enough to open and compare, not to be passed around for long. */
const DOCUMENT_LINK_SECONDS = 600;

/** The public certificate routes' per-address limit: the verification page, the credential and the status list share it. */
export async function throttleVerification(sourceIp: string): Promise<void> {
  if (!(await reserveVerification(sourceIp))) throw tooManyRequests(T.tooManyChecks, RETRY_AFTER_SECONDS.verification);
}

/** The certificate a printed or typed code names, after the limit: 404 with the page's words for a bad or unknown code. */
export async function certificateOfCode(rawCode: string, sourceIp: string): Promise<IssuedCertificate> {
  await throttleVerification(sourceIp);
  const code = normalizeVerificationCode(rawCode);
  const certificate = code ? await certificateByCode(code) : undefined;
  if (!certificate) throw httpError(404, code ? T.unknownCode : T.badCode);
  return certificate;
}

export const verifyCertificate: RouteImplementation<'GET /api/certificate/verify/{code}'> = async ({ params, sourceIp }) => {
  const certificate = await certificateOfCode(params.code, sourceIp);
  const status = certificate.void_at ? 'void' : 'valid';
  const facts = {
    status,
    participant: certificate.participant_name,
    course: certificate.course_name,
    cohort: certificate.cohort_name,
    issued_on: certificate.issued_on,
    void_at: certificate.void_at,
    document_sha256: certificate.pdf_sha256,
  } as const;
  const origin = config().webOrigin;
  const answer: CertificateVerification = {
    code: formatVerificationCode(certificate.code),
    ...facts,
    document: await downloadUrl(certificate.pdf_key, `Certificate ${formatVerificationCode(certificate.code)}.pdf`, DOCUMENT_LINK_SECONDS),
    credential: await signCredential(facts, certificate.code, origin),
    jwks: `${origin}${pathFor('GET /api/.well-known/jwks.json')}`,
  };
  // The status can change (void, restore): never kept by a cache.
  return respond(200, answer, { 'cache-control': 'no-store' });
};

export const jwks: RouteImplementation<'GET /api/.well-known/jwks.json'> = async () => {
  const { jwk } = await certificateKeys();
  const body: CertificateJwks = { keys: [jwk] };
  return respond(200, body, { 'cache-control': 'public, max-age=3600' });
};
