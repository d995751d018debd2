/**
 * Create Certificates (spec 01 §2 Attendance Audit, §7: GET /api/certifications/{cohortId}
 * ?toBeCertified=[ids]) and Print (spec 03 §7: GET /api/reissue_certificate/{id}).
 *
 * Issued once: a participant's first request renders their certificate on the course's current
 * template, stores the PDF (once, under a key of its own) and records it; every later request,
 * and Print, answers the stored bytes, so a later change of name, template or course never alters
 * an issued certificate. A participant who is not on the cohort, has not completed the course
 * (domain/certification.ts, the audit's rule), has a void certificate or whose course has no
 * template gets nothing and is named in the answer. Every attempt is one PDF log entry.
 *
 * The answer is one document, a page per participant, delivered as every generated file is
 * (files/delivery.ts: 303 to a short-lived link). When someone could not be certified it is a 422
 * naming them, with a link to the document of the others (CertificationRefusal).
 */
import { createHash, randomBytes } from 'node:crypto';
import { CERTIFICATE_LIMITS, CERTIFICATE_TEXT as T, VERIFICATION_CODE, type PdfLogOutcome } from '../../shared/certificates/texts.ts';
import type { CertificationRefusal, RefusedParticipant } from '../../shared/certificates/types.ts';
import { COACHING_COURSE_KEY } from '../../shared/constants.ts';
import { nyDate } from '../../shared/time.ts';
import { httpError } from '../core/errors.ts';
import { refuse, respond, type RouteImplementation } from '../core/http.ts';
import type { FileDownload } from '../../shared/api/contract.ts';
import {
  certificateById,
  cohortCertificates,
  currentTemplate,
  getCertificate,
  issuedPdfKey,
  recordIssued,
  recordPdfAttempts,
  storedFileExists,
  type PdfLogEntry,
} from '../data/certificates/certificates.ts';
import type { IssuedCertificate } from '../data/certificates/certificate-item.ts';
import { fullName } from '../data/cohorts/cohort-summary.ts';
import { loadCohort } from '../data/cohorts/cohorts.ts';
import { nextIds } from '../data/table/counters.ts';
import { listReference } from '../data/reference/reference.ts';
import { deleteObject, readObject, writeObject } from '../data/table/storage.ts';
import { courseCompletion, loadCompletionHosts } from '../domain/certification.ts';
import { verificationUrl } from '../domain/verification-url.ts';
import {
  certificatePdf,
  CombinedDocument,
  loadTemplate,
  PDF_CONTENT_TYPE,
  type CertificateFacts,
  type LoadedTemplate,
} from '../files/certificate-pdf.ts';
import { deliverFile, downloadUrl, storeTemporaryFile } from '../files/delivery.ts';
import { downloadFileName } from '../files/file-names.ts';
import { errorFields, logger } from '../services/logger.ts';
import { countMetric } from '../services/metrics.ts';
import { forEachConcurrently } from '../services/pool.ts';

/** Certificates rendered and stored at once (CPU-bound rendering, S3 writes in flight). */
const CONCURRENCY = 8;

/** 80 random bits as 16 base32 characters. */
export function newVerificationCode(): string {
  const bytes = randomBytes(VERIFICATION_CODE.length);
  return Array.from(bytes, (b) => VERIFICATION_CODE.alphabet[b & 31]).join('');
}

/** `[12,34]`, `12,34` or `12`: the ids in order, each once; undefined when malformed. */
export function parseParticipantIds(text: string | undefined): number[] | undefined {
  const inner = (text ?? '').trim().replace(/^\[/, '').replace(/\]$/, '').trim();
  if (!inner) return [];
  const parts = inner.split(',').map((p) => p.trim().replace(/^"(.*)"$/, '$1'));
  if (!parts.every((p) => /^[1-9]\d{0,11}$/.test(p))) return undefined;
  return [...new Set(parts.map(Number))];
}

interface Outcome {
  userId: number;
  name: string | null;
  outcome: PdfLogOutcome;
  certificate?: IssuedCertificate;
  /** A stored certificate's file (one issued before this request). */
  bytes?: Uint8Array;
  /** Issued by this request: what its page says, drawn again on the shared template in the answer. */
  drawn?: { template: LoadedTemplate; facts: CertificateFacts };
  reason?: string;
}

export const certifications: RouteImplementation<'GET /api/certifications/{cohortId}'> = async ({ params, query, auth }) => {
  const cohortId = Number(params.cohortId);
  const now = new Date();
  const log: PdfLogEntry[] = [];
  const note = (outcome: PdfLogOutcome, userId: number | null, certificateId: number | null, detail: string | null) =>
    log.push({
      outcome,
      at: new Date().toISOString(),
      actor_id: auth.userId,
      cohort_id: cohortId,
      user_id: userId,
      certificate_id: certificateId,
      detail,
    });
  try {
    const ids = parseParticipantIds(query.toBeCertified);
    if (ids === undefined) {
      note('failure', null, null, T.badParticipants);
      throw httpError(422, T.badParticipants);
    }
    if (!ids.length) {
      note('empty_token', null, null, T.noParticipants);
      throw httpError(422, T.noParticipants);
    }
    if (ids.length > CERTIFICATE_LIMITS.maxPerRequest) {
      note('failure', null, null, T.tooManyParticipants);
      throw httpError(422, T.tooManyParticipants);
    }
    const [aggregate, issued, courses] = await Promise.all([loadCohort(cohortId), cohortCertificates(cohortId), listReference('COURSE')]);
    if (!aggregate) {
      for (const id of ids) note('not_found', id, null, T.cohortNotFound);
      throw httpError(404, T.cohortNotFound);
    }
    const course = courses.find((c) => c.id === aggregate.cohort.course_id);
    const courseName = course?.name ?? '';
    const isCoaching = course?.key === COACHING_COURSE_KEY;
    const completion = courseCompletion(aggregate, isCoaching ? new Map() : await loadCompletionHosts(aggregate), now);
    const members = new Map(aggregate.summary.members.map((m) => [m.user_id, m]));

    const outcomes: Outcome[] = [];
    const toIssue: Outcome[] = [];
    for (const userId of ids) {
      const member = members.get(userId);
      const existing = issued.get(userId);
      const name = existing?.participant_name ?? (member ? fullName(member) : null);
      const outcome: Outcome = { userId, name, outcome: 'success' };
      outcomes.push(outcome);
      if (existing) {
        outcome.certificate = existing;
        if (existing.void_at) Object.assign(outcome, { outcome: 'failure', reason: T.voided(existing.participant_name) });
      } else if (!member) Object.assign(outcome, { outcome: 'not_found', reason: T.notMember(userId) });
      else if (isCoaching || !completion.completed(userId)) Object.assign(outcome, { outcome: 'failure', reason: T.notCompleted(name!) });
      else toIssue.push(outcome);
    }

    if (toIssue.length) {
      const template = await currentTemplate(aggregate.cohort.course_id);
      const page = template && (await readObject(template.pdf_key));
      if (!template || !page) {
        const reason = T.noTemplate(courseName);
        for (const o of toIssue) Object.assign(o, { outcome: 'missing_file', reason });
      } else {
        const loaded = await loadTemplate(page);
        const firstId = await nextIds('certificate', toIssue.length);
        const issuedOn = nyDate(now);
        await forEachConcurrently(
          toIssue.map((o, i) => ({ o, id: firstId + i })),
          CONCURRENCY,
          async ({ o, id }) => {
            try {
              await issueOne(o, id, {
                loaded,
                template,
                cohort: aggregate.cohort,
                courseName,
                issuedOn,
                actorId: auth.userId,
                at: now.toISOString(),
              });
            } catch (error) {
              logger.error('certificate not issued', { cohort: cohortId, user: o.userId, ...errorFields(error) });
              Object.assign(o, { outcome: 'failure', reason: T.notProduced, certificate: undefined, drawn: undefined });
            }
          },
        );
        countMetric('certificatesIssued', toIssue.filter((o) => o.outcome === 'success').length);
      }
    }

    // The stored documents of those who had one.
    await forEachConcurrently(
      outcomes.filter((o) => o.outcome === 'success' && !o.drawn),
      CONCURRENCY,
      async (o) => {
        const bytes = await readObject(o.certificate!.pdf_key);
        if (bytes) o.bytes = bytes;
        else Object.assign(o, { outcome: 'missing_file', reason: T.storedFileMissing });
      },
    );

    for (const o of outcomes) note(o.outcome, o.userId, o.certificate?.id ?? null, o.reason ?? null);
    const delivered = outcomes.filter((o) => o.outcome === 'success');
    const fileName = downloadFileName({ report: 'Certificates', subject: aggregate.cohort.name, extension: 'pdf', now });
    const document = delivered.length ? await combined(delivered) : undefined;
    const refused = outcomes.filter((o) => o.outcome !== 'success');
    if (!refused.length) return deliverFile({ name: fileName, contentType: PDF_CONTENT_TYPE, body: document! });

    const file = document
      ? await downloadUrl(await storeTemporaryFile({ name: fileName, contentType: PDF_CONTENT_TYPE, body: document }), fileName)
      : null;
    const body: CertificationRefusal = {
      message: [T.someRefused(refused.length, delivered.length), ...refused.map((o) => o.reason!)].join(' '),
      refused: refused.map((o): RefusedParticipant => ({ id: o.userId, name: o.name, reason: o.reason! })),
      issued: delivered.map((o) => o.userId),
      file,
    };
    return refuse(422, body);
  } finally {
    await recordPdfAttempts(log).catch((error: unknown) =>
      logger.error('PDF log not written', { cohort: cohortId, ...errorFields(error) }),
    );
  }
};

/** The answer's document, in the order asked. */
async function combined(delivered: readonly Outcome[]): Promise<Uint8Array> {
  const document = await CombinedDocument.create();
  for (const o of delivered) {
    if (o.drawn) await document.addDrawn(o.drawn.template, o.drawn.facts);
    else await document.addStored(o.bytes!);
  }
  return document.save();
}

interface IssueContext {
  loaded: LoadedTemplate;
  template: NonNullable<Awaited<ReturnType<typeof currentTemplate>>>;
  cohort: { id: number; name: string; course_id: number };
  courseName: string;
  issuedOn: string;
  actorId: number;
  at: string;
}

/** Renders, stores and records one certificate; one that another request issued meanwhile is taken as stored. */
async function issueOne(o: Outcome, id: number, ctx: IssueContext): Promise<void> {
  const code = newVerificationCode();
  const participant = o.name!;
  const facts: CertificateFacts = {
    participant,
    course: ctx.courseName,
    cohort: ctx.cohort.name,
    date: formatLongDate(ctx.issuedOn),
    code,
    verifyUrl: verificationUrl(code),
  };
  const bytes = await certificatePdf(ctx.loaded, facts);
  const key = issuedPdfKey(ctx.cohort.id, id, code);
  await writeObject(key, bytes, PDF_CONTENT_TYPE);
  const certificate: IssuedCertificate = {
    id,
    cohort_id: ctx.cohort.id,
    user_id: o.userId,
    created_by: ctx.actorId,
    created_at: ctx.at,
    void_at: null,
    void_by: null,
    void_reason: null,
    code,
    pdf_key: key,
    pdf_sha256: createHash('sha256').update(bytes).digest('hex'),
    participant_name: participant,
    course_id: ctx.cohort.course_id,
    course_name: ctx.courseName,
    cohort_name: ctx.cohort.name,
    issued_on: ctx.issuedOn,
    template_id: ctx.template.template_id,
    template_name: ctx.template.file_name,
    template_uploaded_at: ctx.template.uploaded_at,
    template_uploaded_by: ctx.template.uploaded_by,
    updated_at: ctx.at,
  };
  if (await recordIssued(certificate)) {
    Object.assign(o, { certificate, drawn: { template: ctx.loaded, facts } });
    return;
  }
  // Another request issued theirs first: theirs is the certificate; this file is nobody's.
  await deleteObject(key).catch(() => undefined);
  const theirs = await getCertificate(ctx.cohort.id, o.userId);
  if (!theirs) throw new Error('certificate refused as existing but not found');
  o.certificate = theirs;
  if (theirs.void_at) Object.assign(o, { outcome: 'failure', reason: T.voided(theirs.participant_name) });
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** `2026-11-27` as `November 27, 2026` (a New York date, no zone conversion). */
export function formatLongDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return LONG_DATE.format(new Date(Date.UTC(y, m - 1, d)));
}

/** GET /api/reissue_certificate/{id} (Print): the stored document, never drawn again; refused while void. */
export const reissueCertificate: RouteImplementation<'GET /api/reissue_certificate/{id}'> = async ({ params, auth }) => {
  const id = Number(params.id);
  const certificate = await certificateById(id);
  const entry = (outcome: PdfLogOutcome, detail: string | null): PdfLogEntry => ({
    outcome,
    at: new Date().toISOString(),
    actor_id: auth.userId,
    cohort_id: certificate?.cohort_id ?? null,
    user_id: certificate?.user_id ?? null,
    certificate_id: id,
    detail,
  });
  if (!certificate) {
    await recordPdfAttempts([entry('not_found', T.certificateNotFound)]);
    throw httpError(404, T.certificateNotFound);
  }
  if (certificate.void_at) {
    await recordPdfAttempts([entry('failure', T.certificateVoided)]);
    throw httpError(422, T.certificateVoided);
  }
  if (!(await storedFileExists(certificate.pdf_key))) {
    await recordPdfAttempts([entry('missing_file', T.storedFileMissing)]);
    throw httpError(404, T.storedFileMissing);
  }
  await recordPdfAttempts([entry('success', null)]);
  const name = downloadFileName({
    report: 'Certificate',
    subject: `${certificate.participant_name} - ${certificate.cohort_name}`,
    extension: 'pdf',
  });
  return respond<FileDownload>(303, undefined, { location: await downloadUrl(certificate.pdf_key, name) });
};
