/**
 * Certificates as Open Badges 3.0 credentials (issue 33; docs/decisions/certificates.md, "Open
 * Badges 3.0 credentials"). Public, rate-limited with the verification page (the same counter per
 * address):
 * - GET /api/certificate/credential/{code}: the certificate as an OpenBadgeCredential (W3C VC Data
 *   Model 2.0), and the same secured as a compact JWS (vc+jwt, EdDSA, the key of
 *   /api/.well-known/jwks.json). It never changes: its status is its bit in the status list.
 * - GET /api/certificate/status-list: the W3C Bitstring Status List (revocation) every credential
 *   points to; a certificate's bit is its id, set while it is void. As JSON-LD, or secured as a
 *   compact JWS (vc+jwt) for a client that asks for `application/vc+jwt`.
 */
import { gzipSync } from 'node:zlib';
import { pathFor } from '../../shared/api/routes.ts';
import { CREDENTIAL_TEXT as C } from '../../shared/certificates/credential.texts.ts';
import {
  OPEN_BADGE_CONTEXTS,
  STATUS_LIST_BLOCK_BITS,
  type CertificateCredentialAnswer,
  type OpenBadgeCredential,
  type StatusListCredential,
} from '../../shared/certificates/credential.types.ts';
import { verificationPath } from '../../shared/certificates/texts.ts';
import { respond, respondText, type RouteImplementation } from '../core/http.ts';
import type { IssuedCertificate } from '../data/certificates/certificate-item.ts';
import { revocationList } from '../data/certificates/status-list.ts';
import { certificateOfCode, throttleVerification } from './verify.ts';
import { signVerifiableCredential } from '../services/certificate-keys.ts';
import { config } from '../services/config.ts';

/** VC-JOSE-COSE's media type of a credential secured as a compact JWS. */
const VC_JWT_MEDIA_TYPE = 'application/vc+jwt';

const statusListUrl = (origin: string) => `${origin}${pathFor('GET /api/certificate/status-list')}`;

/** The certificate as an OpenBadgeCredential; `origin` is the portal's, which identifies the organisation as issuer. */
export function openBadgeCredential(c: IssuedCertificate, origin: string): OpenBadgeCredential {
  const list = statusListUrl(origin);
  return {
    '@context': OPEN_BADGE_CONTEXTS,
    id: `${origin}${verificationPath(c.code)}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: c.course_name,
    description: C.description(c.participant_name, c.course_name, c.cohort_name),
    issuer: { id: origin, type: ['Profile'], name: C.issuerName, url: origin },
    validFrom: c.created_at,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: c.participant_name }],
      achievement: {
        id: `${origin}/#course-${c.course_id}`,
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name: c.course_name,
        description: C.achievementDescription(c.course_name),
        criteria: { narrative: C.criteria(c.course_name) },
      },
    },
    credentialStatus: {
      id: `${list}#${c.id}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(c.id),
      statusListCredential: list,
    },
  };
}

/**
 * The bitstring (bit i = byte i>>3, most significant bit first, as the W3C spec orders it) with the
 * given bits set, long enough to hold index `lastIndex`: whole blocks of the spec's 16 KB minimum.
 * GZIP-compressed and multibase base64url-encoded (prefix `u`, no padding).
 */
export function encodeStatusList(setBits: readonly number[], lastIndex: number): string {
  const bits = Math.ceil((Math.max(lastIndex, ...setBits) + 1) / STATUS_LIST_BLOCK_BITS) * STATUS_LIST_BLOCK_BITS;
  const bytes = Buffer.alloc(bits / 8);
  for (const index of setBits) bytes[index >> 3] |= 0x80 >> (index & 7);
  return `u${gzipSync(bytes).toString('base64url')}`;
}

export const certificateCredential: RouteImplementation<'GET /api/certificate/credential/{code}'> = async ({ params, sourceIp }) => {
  const certificate = await certificateOfCode(params.code, sourceIp);
  const credential = openBadgeCredential(certificate, config().webOrigin);
  const answer: CertificateCredentialAnswer = { credential, jwt: await signVerifiableCredential(credential) };
  // It names a person: kept by no shared cache.
  return respond(200, answer, { 'cache-control': 'no-store' });
};

export const statusList: RouteImplementation<'GET /api/certificate/status-list'> = async ({ sourceIp, headers }) => {
  await throttleVerification(sourceIp);
  const { voided, lastId } = await revocationList();
  const origin = config().webOrigin;
  const list = statusListUrl(origin);
  const body: StatusListCredential = {
    '@context': [OPEN_BADGE_CONTEXTS[0]],
    id: list,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: origin,
    validFrom: new Date().toISOString(),
    credentialSubject: {
      id: `${list}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(voided, lastId),
    },
  };
  // A void or a restore shows at once; one address, two forms.
  const caching = { 'cache-control': 'no-store', vary: 'accept' };
  if (headers.accept?.includes(VC_JWT_MEDIA_TYPE)) return respondText(await signVerifiableCredential(body), VC_JWT_MEDIA_TYPE, caching);
  return respond(200, body, caching);
};
