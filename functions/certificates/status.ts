/**
 * Void and restore (spec 03 §2.7, §4, §5, §7; holders of the `certificates` role): a certificate is
 * active, then void (with a reason), then active again. Each change is guarded by the status read
 * and written with its history entry (who, when, reason: AUDIT#certificate#<id>) in one
 * transaction; the verification page reads the certificate item itself, so it follows at once.
 */
import { CERTIFICATE_TEXT as T } from '../../shared/certificates/texts.ts';
import type { CertificateStatusAnswer } from '../../shared/certificates/types.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation, SessionClaims } from '../core/http.ts';
import type { IssuedCertificate } from '../data/certificates/certificate-item.ts';
import { changeStatus, getCertificate } from '../data/certificates/certificates.ts';
import { countMetric } from '../services/metrics.ts';

const answer = (message: string, c: IssuedCertificate): CertificateStatusAnswer => ({
  message,
  certificate: { id: c.id, cohort_id: c.cohort_id, user_id: c.user_id, void_at: c.void_at, void_by: c.void_by, void_reason: c.void_reason },
});

async function change(auth: SessionClaims, sourceIp: string, cohortId: number, userId: number, reason: string | undefined) {
  const seen = await getCertificate(cohortId, userId);
  if (!seen) throw httpError(404, T.certificateNotFound);
  if (reason !== undefined && seen.void_at) throw httpError(422, T.alreadyVoid);
  if (reason === undefined && !seen.void_at) throw httpError(422, T.alreadyActive);
  const after = await changeStatus(seen, {
    actorId: auth.userId,
    ...(auth.masterUserId ? { realActorId: auth.masterUserId } : {}),
    at: new Date().toISOString(),
    sourceIp,
    ...(reason !== undefined ? { reason } : {}),
  });
  if (!after) throw httpError(409, T.certificateChanged);
  if (reason !== undefined) countMetric('certificatesVoided');
  return after;
}

/** POST /api/save_void_certificate {cohortId, userId, reasonVoid}. */
export const voidCertificate: RouteImplementation<'POST /api/save_void_certificate'> = async ({ body, auth, sourceIp }) =>
  answer(T.voidedDone, await change(auth, sourceIp, body.cohortId, body.userId, body.reasonVoid));

/** POST /api/active_restore_certificate {userId, cohortId}. */
export const restoreCertificate: RouteImplementation<'POST /api/active_restore_certificate'> = async ({ body, auth, sourceIp }) =>
  answer(T.restoredDone, await change(auth, sourceIp, body.cohortId, body.userId, undefined));
