/**
 * The certificate item (spec 03 §3 "Certificate"; docs/architecture.md "Certificates"): the cohort's
 * COHORT#<id> / CERT#<userId>, its record, its key, its place on the user feed and its reading,
 * in one place. loadCohort brings a cohort's certificates with the cohort (the roster audit,
 * merges); certificates.ts issues them, voids and restores them and finds them by code.
 */
import { attr, entity } from '../table/entity.ts';
import { GSI, PARTITION } from '../table/table.ts';

/**
 * A certificate of completion issued to a member (spec 03 §3 "Certificate"): what every CERT# item
 * holds, the record the roster audit and merges read. Voided ones stay, with `void_at` set, so
 * that a restore brings them back.
 */
export interface CertificateRecord {
  id: number;
  cohort_id: number;
  user_id: number;
  created_by: number | null;
  created_at: string;
  void_at: string | null;
  void_by: number | null;
  void_reason: string | null;
}

export const isActiveCertificate = (c: Pick<CertificateRecord, 'void_at'>) => !c.void_at;

/** The sort keys of the cohort's certificates: CERT#<userId>. */
export const CERTIFICATE_PREFIX = 'CERT#';
const certificateKey = (cohortId: number, userId: number) => ({ PK: PARTITION.cohort(cohortId), SK: `${CERTIFICATE_PREFIX}${userId}` });

/** COHORT#<id>/CERT#<userId>: a member's certificate, voided ones included; on the user feed as `certificateItem` puts it. */
export const certificateEntity = entity({
  type: 'certificate',
  key: certificateKey,
  keyOf: (certificate: CertificateRecord) => certificateKey(certificate.cohort_id, certificate.user_id),
  fromItem: (item): CertificateRecord => ({
    id: attr.number(item.id),
    cohort_id: attr.number(item.cohort_id),
    user_id: attr.number(item.user_id),
    created_by: attr.nullableNumber(item.created_by),
    created_at: attr.string(item.created_at),
    void_at: attr.nullableString(item.void_at),
    void_by: attr.nullableNumber(item.void_by),
    void_reason: attr.nullableString(item.void_reason),
  }),
});

/** Its place on the user feed (GSI3 CHANGES#USER), which the user directory's certificate filters read. */
export const certificateFeedId = (c: Pick<CertificateRecord, 'cohort_id' | 'user_id'>) =>
  `${CERTIFICATE_PREFIX}${PARTITION.cohort(c.cohort_id)}#${c.user_id}`;

/**
 * The stored item of a certificate (every attribute of `c`), on the user feed at `feedAt` when
 * given: an issued one at its last change; one a merge gives to another person as the one it
 * replaces was (none when that one was not on the feed).
 */
export const certificateItem = (c: CertificateRecord, feedAt?: string) => ({
  ...certificateEntity.item(c),
  ...(feedAt === undefined ? {} : GSI.changes('USER', feedAt, certificateFeedId(c))),
});

/** A certificate as issued: the record the roster reads plus what makes it the same document for ever. */
export interface IssuedCertificate extends CertificateRecord {
  /** 16 characters of base32 (shared/certificates.ts VERIFICATION_CODE). */
  code: string;
  /** The issued PDF in the files bucket, written once. */
  pdf_key: string;
  pdf_sha256: string;
  /** As printed on the certificate. */
  participant_name: string;
  course_id: number;
  course_name: string;
  cohort_name: string;
  /** New York date printed as the date of issue. */
  issued_on: string;
  template_id: string;
  template_name: string;
  template_uploaded_at: string;
  template_uploaded_by: number;
  /** Last change (issue, void, restore): its place on the user feed. */
  updated_at: string;
}

/** An item written by certificates.ts (it has a stored document); an older one without is no issued certificate here. */
const isIssued = (item: Record<string, unknown>) => typeof item.pdf_key === 'string' && typeof item.code === 'string';

/** The issued certificate an item holds; undefined for none, or for an item without a stored document. */
export function issuedCertificateOf(item: Record<string, unknown> | undefined): IssuedCertificate | undefined {
  if (!item || !isIssued(item)) return undefined;
  return {
    ...certificateEntity.fromItem(item),
    code: attr.string(item.code),
    pdf_key: attr.string(item.pdf_key),
    pdf_sha256: attr.string(item.pdf_sha256),
    participant_name: attr.string(item.participant_name),
    course_id: attr.number(item.course_id),
    course_name: attr.string(item.course_name),
    cohort_name: attr.string(item.cohort_name),
    issued_on: attr.string(item.issued_on),
    template_id: attr.string(item.template_id),
    template_name: attr.string(item.template_name),
    template_uploaded_at: attr.string(item.template_uploaded_at),
    template_uploaded_by: attr.number(item.template_uploaded_by),
    updated_at: attr.string(item.updated_at ?? item.created_at),
  };
}
