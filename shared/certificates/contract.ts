/**
 * Contracts of the certificates group (spec 03 §2.6-2.8, §5, §7; spec 01 §7 certifications).
 * The template upload's body is a multipart form read and checked by the group itself, so no schema.
 */
import * as z from 'zod/mini';
import { CERTIFICATE_LIMITS, CERTIFICATE_TEXT as T } from './texts.ts';
import type { CertificateJwks, CertificateStatusAnswer, CertificateVerification, CoursesListAnswer, TemplateAnswer } from './types.ts';
import type { CertificateCredentialAnswer, StatusListCredential } from './credential.types.ts';
import { CERTIFICATE_LIST_CONTRACTS } from './list.contract.ts';
import { answer, whenMissing, type Contract, type FileDownload } from '../api/contract.ts';
import { pageDigits } from '../api/fields.ts';

const digits = (error: string) => z.string().check(z.regex(/^[1-9]\d{0,11}$/, { error }));

/** An id sent as a number or as digits (the spec's forms send either). */
const idValue = (error: string) =>
  z
    .pipe(
      z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d{1,12}$/))], { error }),
      z.transform((value) => Number(value)),
    )
    .check(z.refine((n) => Number.isSafeInteger(n) && n > 0, { error }));

const certificateKey = {
  cohortId: idValue(T.cohortNotFound),
  userId: idValue(T.certificateNotFound),
};

export const CERTIFICATE_CONTRACTS = {
  'GET /api/get_courses_list': {
    query: z.object({
      search: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
      page: pageDigits(1, 100_000),
      per_page: pageDigits(CERTIFICATE_LIMITS.coursesPerPage, 100),
    }),
    answer: answer<CoursesListAnswer>(),
  },
  'POST /api/update_certificate_image': { answer: answer<TemplateAnswer>() },
  'GET /api/certifications/{cohortId}': {
    params: z.object({ cohortId: digits(T.cohortNotFound) }),
    /** `[12,34]` (spec 01 §7), or `12,34`; read by the route, which reports a malformed list. */
    query: z.object({ toBeCertified: z.optional(z.string().check(z.maxLength(20_000))) }),
    answer: answer<FileDownload>(),
  },
  'GET /api/reissue_certificate/{id}': {
    params: z.object({ id: digits(T.certificateNotFound) }),
    answer: answer<FileDownload>(),
  },
  'POST /api/save_void_certificate': {
    body: z.object({
      ...certificateKey,
      reasonVoid: z.string({ error: whenMissing(T.voidReasonRequired) }).check(
        z.trim(),
        z.minLength(1, { error: T.voidReasonRequired }),
        z.maxLength(CERTIFICATE_LIMITS.maxReasonLength, {
          error: `The reason may have at most ${CERTIFICATE_LIMITS.maxReasonLength} characters.`,
        }),
      ),
    }),
    answer: answer<CertificateStatusAnswer>(),
  },
  'POST /api/active_restore_certificate': { body: z.object(certificateKey), answer: answer<CertificateStatusAnswer>() },
  /** Public (not in the spec): a code that cannot be one is answered 404 like an unknown one, by the route. */
  'GET /api/certificate/verify/{code}': {
    params: z.object({ code: z.string().check(z.maxLength(64)) }),
    answer: answer<CertificateVerification>(),
  },
  'GET /api/.well-known/jwks.json': { answer: answer<CertificateJwks>() },
  /** Public (not in the spec): the certificate as an Open Badges 3.0 credential; codes are read as by the verification route. */
  'GET /api/certificate/credential/{code}': {
    params: z.object({ code: z.string().check(z.maxLength(64)) }),
    answer: answer<CertificateCredentialAnswer>(),
  },
  'GET /api/certificate/status-list': { answer: answer<StatusListCredential>() },
  /** The Certificates tab's list and export, the PDF Log tab (list.contract.ts). */
  ...CERTIFICATE_LIST_CONTRACTS,
} satisfies Record<string, Contract>;
