/**
 * Certificates (spec 03 §2.6-2.8, §3 "Certificate", §4, §5, §7, §8; spec 01 §2 Attendance Audit):
 * the templates' form, the issued certificate's verification code and public address, the PDF log
 * outcomes, the limits and every text, for the server, the web and the tests. The spec gives only
 * the texts marked so; the others are ours (docs/decisions/certificates.md, "Certificates").
 */

/** The multipart form of POST /api/update_certificate_image (spec 03 §7). */
export const TEMPLATE_FIELDS = { image: 'image_certificate', course: 'courseId' } as const;

export const CERTIFICATE_LIMITS = {
  /** A template png: it reaches the Lambda in the request (6 MB payload, base64), like the materials file. */
  maxTemplateBytes: 4 * 1024 * 1024,
  /** The Blanks tab's course list (spec 03 §9). */
  coursesPerPage: 10,
  /** The certificates list (spec 03 §9). */
  certificatesPerPage: 50,
  /** Participants one Create Certificates request may name (a cohort has at most a few hundred). */
  maxPerRequest: 500,
  /** Characters of a void reason. */
  maxReasonLength: 1000,
} as const;

/**
 * The verification code printed on a certificate: 16 characters of RFC 4648 base32 (80 random
 * bits), shown in groups of four. Typed with or without dashes, in any case.
 */
export const VERIFICATION_CODE = {
  alphabet: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  length: 16,
} as const;

/** A typed code as stored: upper case, without dashes or spaces; undefined when it cannot be one. */
export function normalizeVerificationCode(text: string): string | undefined {
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  return code.length === VERIFICATION_CODE.length && /^[A-Z2-7]+$/.test(code) ? code : undefined;
}

/** `ABCD-EFGH-IJKL-MNOP`: how a code is printed and shown. */
export const formatVerificationCode = (code: string): string => code.match(/.{1,4}/g)?.join('-') ?? code;

/** The public page of the web app that a certificate's QR code and printed address lead to (no sign-in). */
export const verificationPath = (code: string): string => `/verify/${formatVerificationCode(code)}`;

/** The web app's route of that page (react-router). */
export const VERIFICATION_ROUTE = '/verify/:code';

/** What each attempt to produce a certificate PDF ended in: the PDF Log (spec 03 §2.8, §3 "PDF summary"). */
export const PDF_LOG_OUTCOMES = ['success', 'failure', 'not_found', 'empty_token', 'missing_file'] as const;
export type PdfLogOutcome = (typeof PDF_LOG_OUTCOMES)[number];

/** A certificate's status as the verification page and credential give it. */
export type CertificateStatus = 'valid' | 'void';

export const CERTIFICATE_TEXT = {
  /** Spec 03 §5, §8 (the file's name as sent). */
  notPng: (file: string) => `${file} is not a png file`,
  /** Spec 03 §5. */
  voidReasonRequired: 'Please enter the reason for voiding the certificate.',
  /** Not in the spec. */
  courseRequired: 'Please select a course.',
  unknownCourse: 'The selected course does not exist.',
  badForm: 'The template form could not be read. Please try again.',
  templateTooLarge: `The template is larger than ${CERTIFICATE_LIMITS.maxTemplateBytes / (1024 * 1024)} MB.`,
  templateUploaded: 'Certificate template uploaded.',
  templateRemoved: 'Certificate template removed.',
  noTemplateToRemove: 'The course has no certificate template to remove.',
  /** A form with a file, but not in the template's field: refused rather than read as a removal (issue 30). */
  templateFieldMissing: (field: string) => `The template file must be sent in the form's "${field}" field; nothing was changed.`,
  /** The template changed while this upload or removal was made: nothing was written. */
  templateChanged: 'The course template was changed meanwhile. Please reload the list and try again.',
  cohortNotFound: 'The cohort does not exist.',
  noParticipants: 'Select at least one participant to certify.',
  tooManyParticipants: `At most ${CERTIFICATE_LIMITS.maxPerRequest} participants can be certified at once.`,
  badParticipants: 'toBeCertified must be a list of participant ids, such as [12,34].',
  notMember: (id: number) => `Participant ${id} is not on this cohort: no certificate was issued for them.`,
  notCompleted: (name: string) => `${name} has not completed the course: no certificate was issued for them.`,
  noTemplate: (course: string) =>
    `The course ${course} has no certificate template: no certificate was issued. A senior admin can upload one in the Blanks tab.`,
  voided: (name: string) => `The certificate of ${name} is void: restore it to print it again.`,
  /** The answer when some participants got no certificate; the document holds the others' if any. */
  someRefused: (refused: number, issued: number) =>
    issued
      ? `${issued} certificate${issued === 1 ? '' : 's'} ready; ${refused} participant${refused === 1 ? '' : 's'} could not be certified.`
      : `No certificate was issued: ${refused} participant${refused === 1 ? '' : 's'} could not be certified.`,
  storedFileMissing: 'The stored certificate file is missing. Please contact the Helpdesk.',
  notProduced: 'The certificate could not be produced. Please try again.',
  certificateNotFound: 'The certificate does not exist.',
  certificateVoided: 'The certificate is void: restore it before printing it.',
  alreadyVoid: 'The certificate is already void.',
  alreadyActive: 'The certificate is active: there is nothing to restore.',
  certificateChanged: 'The certificate was changed meanwhile. Please reload and try again.',
  voidedDone: 'Certificate voided.',
  restoredDone: 'Certificate restored.',
  /** The public verification page. */
  badCode: 'This is not a certificate verification code.',
  unknownCode: 'No certificate has this verification code.',
  tooManyChecks: 'Too many verification requests from this address. Please wait a few minutes and try again.',
} as const;

/** The printed certificate's lines (the template gives the rest). */
export const CERTIFICATE_PRINT = {
  heading: 'This certifies that',
  completed: 'has successfully completed',
  verifyAt: 'Verify this certificate at',
  code: 'Verification code',
} as const;

/** Public verification: attempts per address per window (throttle.ts). */
export const VERIFICATION_THROTTLE = { windowMinutes: 10, maxPerAddress: 60 } as const;

/** What the Blanks tab's file picker offers; the content decides (spec 03 §5, §9). */
export const TEMPLATE_ACCEPT = '.png,image/png';

/** The Blanks tab's own texts (not in the spec). */
export const BLANKS_TEXT = {
  removeQuestion: (course: string) =>
    `Remove the certificate template of ${course}? Certificates already issued keep the template they were printed on.`,
  noCourses: 'No course matches the search.',
  noTemplate: 'No template',
  uploading: (percent: number) => (percent < 100 ? `Uploading… ${percent}%` : 'Checking the template…'),
} as const;
