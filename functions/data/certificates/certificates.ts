/**
 * Certificates (spec 03 §3 "Certificate", §4; docs/architecture.md "Certificates: issued once,
 * verifiable by anyone"): the course templates, the issued certificates, their verification codes
 * and the PDF log.
 *
 * - A course's current template is one item of the partition CERTBLANK (the Blanks list is one
 *   Query); every template it ever had is a version item under CERTBLANK#<courseId>, and its files
 *   (`certificates/templates/<courseId>/<templateId>.png` and the one-page PDF drawn from it) are
 *   never overwritten or deleted: a new upload is a new version, a removal only clears the pointer.
 * - A certificate is the cohort's CERT#<userId> item (certificateEntity: the record the roster audit
 *   and merges read, loadCohort brings it with the cohort) with what was issued: the verification code, the stored PDF's key and
 *   SHA-256, the names printed on it and the template used. It is written once, conditioned on not
 *   existing, together with its code item CERTCODE#<code> (the public page's way in), and sits on
 *   the user feed (GSI3 CHANGES#USER) so that the users list sees it. Void and restore change only
 *   its status, guarded by what was read, with an audit entry (the history) in the same transaction.
 * - Every attempt to produce a certificate PDF is one PDF log item, by New York month.
 */
import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PDF_LOG_OUTCOMES, type PdfLogOutcome } from '../../../shared/certificates/texts.ts';
import { nyDate } from '../../../shared/time.ts';
import { auditStep } from '../users/audit.ts';
import { putAll } from '../table/batch.ts';
import { db, tableName } from '../table/client.ts';
import { attr, entity } from '../table/entity.ts';
import { queryAll } from '../table/query.ts';
import { s3 } from '../table/storage.ts';
import { GSI, PARTITION, pad } from '../table/table.ts';
import {
  CERTIFICATE_PREFIX,
  certificateEntity,
  certificateFeedId,
  certificateItem,
  issuedCertificateOf,
  type IssuedCertificate,
} from './certificate-item.ts';
import { config } from '../../services/config.ts';
import { step, transact } from '../table/transaction.ts';
import { statusListStep } from './status-list.ts';

/* ------------------------------------------------------------------ templates */

/** One version of a course's template: its png as uploaded and the page drawn from it. */
export interface TemplateVersion {
  template_id: string;
  course_id: number;
  file_name: string;
  /** The png as uploaded. */
  png_key: string;
  /** The one-page PDF the certificates are drawn on (the png embedded once). */
  pdf_key: string;
  uploaded_at: string;
  uploaded_by: number;
  uploaded_by_name: string;
}

/** The course's current template (the pointer), with the version that guards concurrent changes. */
export interface TemplatePointer extends TemplateVersion {
  version: number;
}

export const templateKeys = (courseId: number, templateId: string) => ({
  png: `certificates/templates/${courseId}/${templateId}.png`,
  pdf: `certificates/templates/${courseId}/${templateId}.pdf`,
});

const versionOf = (item: Record<string, unknown>): TemplateVersion => ({
  template_id: attr.string(item.template_id),
  course_id: attr.number(item.course_id),
  file_name: attr.string(item.file_name),
  png_key: attr.string(item.png_key),
  pdf_key: attr.string(item.pdf_key),
  uploaded_at: attr.string(item.uploaded_at),
  uploaded_by: attr.number(item.uploaded_by),
  uploaded_by_name: attr.string(item.uploaded_by_name),
});

/** Every course's current template in one partition: the Blanks list is one Query. */
const TEMPLATE_POINTERS = 'CERTBLANK';
const templatePointerKey = (courseId: number) => ({ PK: TEMPLATE_POINTERS, SK: pad(courseId) });
/** Every template a course ever had (kept: issued certificates name theirs). */
const templateVersionsPartition = (courseId: number) => `CERTBLANK#${pad(courseId)}`;
const templateVersionKey = (courseId: number, uploadedAt: string, templateId: string) => ({
  PK: templateVersionsPartition(courseId),
  SK: `${uploadedAt}#${templateId}`,
});

/** CERTBLANK / <courseId>: the course's current template. */
export const templatePointerEntity = entity({
  type: 'certificate_template',
  key: templatePointerKey,
  keyOf: (p: TemplatePointer) => templatePointerKey(p.course_id),
  fromItem: (item): TemplatePointer => ({ ...versionOf(item), version: attr.number(item.version) }),
});

export const templateVersionEntity = entity({
  type: 'certificate_template_version',
  key: templateVersionKey,
  keyOf: (v: TemplateVersion) => templateVersionKey(v.course_id, v.uploaded_at, v.template_id),
  fromItem: versionOf,
});

/** Every course's current template, by course: one Query. */
export async function currentTemplates(): Promise<Map<number, TemplatePointer>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': TEMPLATE_POINTERS },
  });
  return new Map(items.map((item) => templatePointerEntity.fromItem(item)).map((p) => [p.course_id, p]));
}

export async function currentTemplate(courseId: number): Promise<TemplatePointer | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: templatePointerKey(courseId), ConsistentRead: true }));
  return templatePointerEntity.of(Item);
}

/** Every template the course had, newest first. */
export async function templateVersions(courseId: number): Promise<TemplateVersion[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': templateVersionsPartition(courseId) },
    ScanIndexForward: false,
  });
  return items.map(versionOf);
}

/** The pointer moved from `seen` (undefined: the course had none) and the new version kept; false when someone changed it meanwhile. */
export async function setTemplate(version: TemplateVersion, seen: TemplatePointer | undefined): Promise<TemplatePointer | false> {
  const pointer: TemplatePointer = { ...version, version: (seen?.version ?? 0) + 1 };
  const refused = await transact([
    step.put({
      Item: templatePointerEntity.item(pointer),
      ...(seen
        ? { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': seen.version } }
        : { ConditionExpression: 'attribute_not_exists(PK)' }),
    }),
    step.put({ Item: templateVersionEntity.item(version), ConditionExpression: 'attribute_not_exists(PK)' }),
  ]);
  return refused ? false : pointer;
}

/** The course no longer has a template (its versions and files stay); false when someone changed it meanwhile. */
export async function clearTemplate(seen: TemplatePointer): Promise<boolean> {
  const refused = await transact([
    step.delete({
      Key: templatePointerKey(seen.course_id),
      ConditionExpression: 'version = :seen',
      ExpressionAttributeValues: { ':seen': seen.version },
    }),
  ]);
  return !refused;
}

/* --------------------------------------------------------------- certificates */

/** CERTCODE#<code> / CODE: a verification code → its cohort, participant and certificate id (the public page's way in). */
const certificateCodeKey = (code: string) => ({ PK: `CERTCODE#${code}`, SK: 'CODE' });
/** CERTID#<id> / ID: a certificate's id → its code (the print route knows only the id). */
const certificateIdKey = (id: number) => ({ PK: `CERTID#${id}`, SK: 'ID' });

export const issuedPdfKey = (cohortId: number, certificateId: number, code: string) =>
  `certificates/issued/${cohortId}/${certificateId}-${code}.pdf`;

/** The cohort's certificates by participant (voided ones too): one Query of its CERT# items. */
export async function cohortCertificates(cohortId: number): Promise<Map<number, IssuedCertificate>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :cert)',
    ExpressionAttributeValues: { ':pk': PARTITION.cohort(cohortId), ':cert': CERTIFICATE_PREFIX },
    ConsistentRead: true,
  });
  return new Map(
    items
      .map(issuedCertificateOf)
      .filter((c) => c !== undefined)
      .map((c) => [c.user_id, c]),
  );
}

export async function getCertificate(cohortId: number, userId: number): Promise<IssuedCertificate | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: certificateEntity.key(cohortId, userId), ConsistentRead: true }),
  );
  return issuedCertificateOf(Item);
}

/** The certificate whose code this is; follows a merge (the item moved to another participant, same cohort and id). */
export async function certificateByCode(code: string): Promise<IssuedCertificate | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: certificateCodeKey(code), ConsistentRead: true }));
  if (!Item) return undefined;
  const cohortId = attr.number(Item.cohort_id);
  const id = attr.number(Item.certificate_id);
  const direct = await getCertificate(cohortId, attr.number(Item.user_id));
  if (direct?.id === id) return direct;
  return [...(await cohortCertificates(cohortId)).values()].find((c) => c.id === id);
}

/** The certificate with this id, wherever it was issued (GET /api/reissue_certificate/{id}). */
export async function certificateById(id: number): Promise<IssuedCertificate | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: certificateIdKey(id), ConsistentRead: true }));
  return Item ? certificateByCode(attr.string(Item.code)) : undefined;
}

/**
 * Writes an issued certificate once: its item (refused if the participant has one already), its
 * code and its id lookups. False when another request issued theirs first.
 */
export async function recordIssued(c: IssuedCertificate): Promise<boolean> {
  const refused = await transact([
    step.put({ Item: certificateItem(c, c.updated_at), ConditionExpression: 'attribute_not_exists(PK)' }),
    step.put({
      Item: { ...certificateCodeKey(c.code), type: 'certificate_code', cohort_id: c.cohort_id, user_id: c.user_id, certificate_id: c.id },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
    step.put({ Item: { ...certificateIdKey(c.id), type: 'certificate_id', cohort_id: c.cohort_id, code: c.code } }),
  ]);
  if (!refused) return true;
  if (refused.conditionFailed(0)) return false;
  throw refused.error;
}

export interface StatusChange {
  actorId: number;
  realActorId?: number;
  at: string;
  sourceIp?: string;
  /** A void's reason; a restore has none. */
  reason?: string;
}

/**
 * Voids (reason given) or restores (none) the certificate read as `seen`, with its history entry
 * (AUDIT#certificate#<id>) and its bit on the published status list (status-list.ts), in one
 * transaction guarded by the status read. Undefined when it changed meanwhile.
 */
export async function changeStatus(seen: IssuedCertificate, change: StatusChange): Promise<IssuedCertificate | undefined> {
  const voiding = change.reason !== undefined;
  const after: IssuedCertificate = {
    ...seen,
    void_at: voiding ? change.at : null,
    void_by: voiding ? change.actorId : null,
    void_reason: voiding ? change.reason! : null,
    updated_at: change.at,
  };
  const feed = GSI.changes('USER', change.at, certificateFeedId(seen));
  const refused = await transact([
    step.update({
      Key: certificateEntity.key(seen.cohort_id, seen.user_id),
      UpdateExpression:
        'SET void_at = :voidAt, void_by = :voidBy, void_reason = :reason, updated_at = :at, GSI3PK = :feed, GSI3SK = :feedAt',
      ConditionExpression: 'id = :id AND ' + (seen.void_at ? 'void_at = :seenVoid' : '(attribute_not_exists(void_at) OR void_at = :null)'),
      ExpressionAttributeValues: {
        ':voidAt': after.void_at,
        ':voidBy': after.void_by,
        ':reason': after.void_reason,
        ':at': change.at,
        ':feed': feed.GSI3PK,
        ':feedAt': feed.GSI3SK,
        ':id': seen.id,
        ...(seen.void_at ? { ':seenVoid': seen.void_at } : { ':null': null }),
      },
    }),
    auditStep('certificate', seen.id, {
      action: voiding ? 'void' : 'restore',
      actorId: change.actorId,
      ...(change.realActorId ? { realActorId: change.realActorId } : {}),
      subjectId: seen.user_id,
      at: change.at,
      ...(change.sourceIp ? { sourceIp: change.sourceIp } : {}),
      detail: { cohort_id: seen.cohort_id, ...(voiding ? { reason: change.reason } : {}) },
    }),
    statusListStep(seen.id, voiding),
  ]);
  if (!refused) return after;
  if (refused.raced) return undefined;
  throw refused.error;
}

/** The stored document is in the bucket (HeadObject). */
export async function storedFileExists(key: string): Promise<boolean> {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: config().filesBucket, Key: key }));
    return true;
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
}

/* -------------------------------------------------------------------- PDF log */

/** PDFLOG#<New York YYYY-MM> / <iso>#<uuid>: one attempt to produce a certificate PDF, by month. */
const pdfLogPartition = (month: string) => `PDFLOG#${month}`;
const pdfLogKey = (month: string, at: string, unique: string) => ({ PK: pdfLogPartition(month), SK: `${at}#${unique}` });

export interface PdfLogEntry {
  outcome: PdfLogOutcome;
  at: string;
  actor_id: number;
  cohort_id: number | null;
  user_id: number | null;
  certificate_id: number | null;
  /** Why, for anything but success. */
  detail: string | null;
}

/** Writes the attempts (any number; batches of 25). */
export async function recordPdfAttempts(entries: readonly PdfLogEntry[]): Promise<void> {
  await putAll(entries.map((e) => ({ ...pdfLogKey(nyDate(new Date(e.at)).slice(0, 7), e.at, randomUUID()), type: 'pdf_log', ...e })));
}

/** The attempts of one New York month between two instants (inclusive). */
export async function pdfAttempts(month: string, from: string, to: string): Promise<PdfLogEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': pdfLogPartition(month), ':from': from, ':to': `${to}~` },
  });
  return items.map((item) => ({
    outcome: attr.oneOf(PDF_LOG_OUTCOMES, item.outcome),
    at: attr.string(item.at),
    actor_id: attr.number(item.actor_id),
    cohort_id: attr.nullableNumber(item.cohort_id),
    user_id: attr.nullableNumber(item.user_id),
    certificate_id: attr.nullableNumber(item.certificate_id),
    detail: attr.nullableString(item.detail),
  }));
}
