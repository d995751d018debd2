/** Shapes of the certificates group (spec 03 §2.6-2.8, §3 "Certificate", "Certificate template row", §7). */
import type { CertificateStatus } from './texts.ts';

/** A course's current certificate template (Blanks tab). */
export interface CertificateTemplate {
  /** The template version (a new upload is a new one: issued certificates keep theirs). */
  id: string;
  file_name: string;
  uploaded_at: string;
  uploaded_by: number;
  uploaded_by_name: string;
}

/** One row of GET /api/get_courses_list (spec 03 §3 "Certificate template row"). */
export interface CourseTemplateRow {
  id: number;
  name: string;
  /** Spelt as the spec's column: Abreviation. */
  abreviation: string;
  template: CertificateTemplate | null;
  /** The template's upload instant (the Uploaded column); null without one. */
  uploaded_at: string | null;
}

/** GET /api/get_courses_list: a page of courses (10 a page by default, spec 03 §9). */
export interface CoursesListAnswer {
  courses: CourseTemplateRow[];
  total: number;
  page: number;
  per_page: number;
}

/** POST /api/update_certificate_image: the course's row after the upload or removal. */
export interface TemplateAnswer {
  message: string;
  course: CourseTemplateRow;
}

/** A participant Create Certificates could not certify, and why. */
export interface RefusedParticipant {
  id: number;
  name: string | null;
  reason: string;
}

/**
 * GET /api/certifications/{cohortId} when some participants got no certificate (422): why, and
 * the document of those who did (a short-lived link), if any.
 */
export interface CertificationRefusal {
  message: string;
  refused: RefusedParticipant[];
  issued: number[];
  /** Presigned link to the PDF of the issued ones; null when none was. */
  file: string | null;
}

/** POST /api/save_void_certificate and /api/active_restore_certificate. */
export interface CertificateStatusAnswer {
  message: string;
  certificate: {
    id: number;
    cohort_id: number;
    user_id: number;
    void_at: string | null;
    void_by: number | null;
    void_reason: string | null;
  };
}

/** GET /api/certificate/verify/{code}: what anyone may learn of a certificate from its code. */
export interface CertificateVerification {
  code: string;
  status: CertificateStatus;
  /** The participant's name as printed on the certificate. */
  participant: string;
  course: string;
  cohort: string;
  /** New York date of issue (YYYY-MM-DD). */
  issued_on: string;
  /** When it was voided; null while valid. */
  void_at: string | null;
  /** The issued document itself, for comparison (a short-lived link). */
  document: string;
  /** SHA-256 of the issued document's bytes (hex), also in the credential. */
  document_sha256: string;
  /** The same facts as a JWT signed with the portal's Ed25519 key (EdDSA), checkable offline against the published JWKS. */
  credential: string;
  /** Where the public keys are published. */
  jwks: string;
}

/** A JSON Web Key Set (RFC 7517) of the certificate-signing public keys. */
export interface CertificateJwks {
  keys: Array<{ kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' }>;
}
