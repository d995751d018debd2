/**
 * Certificates as Open Badges 3.0 credentials (issue 33) against DynamoDB Local, checked with
 * verifier libraries rather than our own code: the JWS with jose against the JWKS route's answer,
 * the JSON with ajv against 1EdTech's OB 3.0 schema (vendored: test/fixtures/open-badges), and the
 * status list decoded with zlib, its bit set by a void and cleared by a restore.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CertificateCredentialAnswer, StatusListCredential } from '../../shared/certificates/credential.types.ts';
import { CERTIFICATE_TEXT, VERIFICATION_THROTTLE, formatVerificationCode } from '../../shared/certificates/texts.ts';
import type { RouteKey } from '../../shared/api/routes.ts';
import { apiEvent, parseBody, type TestRequest } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { openBadgeValidator, statusBit, statusBits } from '../../test/open-badges.ts';
import type { IssuedCertificate } from '../data/certificates/certificate-item.ts';
import { recordIssued } from '../data/certificates/certificates.ts';
import { backfillRevocationList } from '../data/certificates/status-list.ts';
import { db, tableName } from '../data/table/client.ts';
import { nextId } from '../data/table/counters.ts';
import { reserveVerification } from '../data/users/throttle.ts';
import { encodeStatusList } from './credential.ts';
import { handler } from './handler.ts';
import { newVerificationCode } from './issue.ts';

useTestTable();

const call = (key: RouteKey, request: TestRequest = {}) => handler(apiEvent(key, request));
const ORIGIN = 'http://localhost:3000';

let certificate: IssuedCertificate;
let certifier: string;

beforeAll(async () => {
  // Written as issuing writes it (the PDF is not read by these routes).
  certificate = {
    id: await nextId('certificate'),
    cohort_id: 9301,
    user_id: 93001,
    created_by: 1,
    created_at: '2026-11-20T15:04:05.000Z',
    void_at: null,
    void_by: null,
    void_reason: null,
    code: newVerificationCode(),
    pdf_key: 'certificates/issued/9301/1.pdf',
    pdf_sha256: 'a'.repeat(64),
    participant_name: 'Dana Diaz',
    course_id: 497,
    course_name: 'Executive Development Program',
    cohort_name: 'EDP Fall Cohort',
    issued_on: '2026-11-20',
    template_id: 't',
    template_name: 'template.png',
    template_uploaded_at: '2026-01-01T00:00:00.000Z',
    template_uploaded_by: 1,
    updated_at: '2026-11-20T15:04:05.000Z',
  };
  expect(await recordIssued(certificate)).toBe(true);
  certifier = await sessionToken(93100, ['participant', 'certificates'], 'certifier');
});

/** The status list's bit of `index`, read as any verifier reads it (W3C: first bit is the first byte's highest). */
async function listedBit(index: number): Promise<{ bit: number; bits: number }> {
  const answer = await call('GET /api/certificate/status-list', { sourceIp: '198.51.100.40' });
  expect(answer.statusCode).toBe(200);
  const list = parseBody<StatusListCredential>(answer);
  expect(list).toMatchObject({
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: `${ORIGIN}/api/certificate/status-list`,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: ORIGIN,
    credentialSubject: { type: 'BitstringStatusList', statusPurpose: 'revocation' },
  });
  const bits = statusBits(list.credentialSubject.encodedList);
  return { bit: statusBit(bits, index), bits: bits.length * 8 };
}

describe('a certificate as an Open Badges 3.0 credential', () => {
  it('answers the credential and its JWS: jose verifies it against the JWKS, ajv against the OB 3.0 schema', async () => {
    const answer = await call('GET /api/certificate/credential/{code}', {
      params: { code: formatVerificationCode(certificate.code).toLowerCase() },
    });
    expect(answer.statusCode).toBe(200);
    const { credential, jwt } = parseBody<CertificateCredentialAnswer>(answer);
    const list = `${ORIGIN}/api/certificate/status-list`;
    expect(credential).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      id: `${ORIGIN}/verify/${formatVerificationCode(certificate.code)}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: ORIGIN, type: ['Profile'] },
      validFrom: certificate.created_at,
      credentialSubject: {
        identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Dana Diaz' }],
        achievement: { type: ['Achievement'], name: 'Executive Development Program' },
      },
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(certificate.id),
        statusListCredential: list,
      },
    });
    expect(credential.credentialSubject.achievement.criteria.narrative).toContain('Executive Development Program');

    const valid = openBadgeValidator();
    expect(valid(credential), JSON.stringify(valid.errors)).toBe(true);
    // The schema can fail: a credential without its achievement's criteria is refused.
    const { criteria: _, ...noCriteria } = credential.credentialSubject.achievement;
    expect(valid({ ...credential, credentialSubject: { ...credential.credentialSubject, achievement: noCriteria } })).toBe(false);

    const jwks = createLocalJWKSet(parseBody(await call('GET /api/.well-known/jwks.json')) as never);
    const { payload, protectedHeader } = await jwtVerify(jwt, jwks, { algorithms: ['EdDSA'], issuer: ORIGIN, typ: 'vc+jwt' });
    const { kid } = decodeProtectedHeader(jwt);
    expect(protectedHeader).toEqual({ alg: 'EdDSA', typ: 'vc+jwt', kid });
    const { iss: __, ...securedCredential } = payload;
    expect(securedCredential).toEqual(credential);
    expect(valid(securedCredential)).toBe(true);
    // A changed payload fails the signature.
    const [header, body, signature] = jwt.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, validFrom: '2020-01-01T00:00:00Z' })).toString('base64url');
    await expect(jwtVerify(`${header}.${forged}.${signature}`, jwks)).rejects.toThrow();
    expect(body).not.toBe(forged);
  });

  it('sets its status bit on a void and clears it on a restore, on a list of at least 16 KB', async () => {
    const before = await listedBit(certificate.id);
    expect(before).toEqual({ bit: 0, bits: 131_072 });
    const key = { cohortId: certificate.cohort_id, userId: certificate.user_id };
    const voided = await call('POST /api/save_void_certificate', { token: certifier, body: { ...key, reasonVoid: 'Issued in error' } });
    expect(voided.statusCode).toBe(200);
    expect((await listedBit(certificate.id)).bit).toBe(1);
    expect((await listedBit(certificate.id + 1)).bit).toBe(0);
    expect((await call('POST /api/active_restore_certificate', { token: certifier, body: key })).statusCode).toBe(200);
    expect((await listedBit(certificate.id)).bit).toBe(0);
  });

  it('offers the status list secured as a vc+jwt to a client that asks for one', async () => {
    const answer = await call('GET /api/certificate/status-list', { sourceIp: '198.51.100.41', headers: { accept: 'application/vc+jwt' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers?.['content-type']).toBe('application/vc+jwt');
    const jwks = createLocalJWKSet(parseBody(await call('GET /api/.well-known/jwks.json')) as never);
    const { payload } = await jwtVerify(answer.body!, jwks, { algorithms: ['EdDSA'], issuer: ORIGIN, typ: 'vc+jwt' });
    expect(payload).toMatchObject({
      id: `${ORIGIN}/api/certificate/status-list`,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      credentialSubject: { statusPurpose: 'revocation' },
    });
    const plain = parseBody<StatusListCredential>(await call('GET /api/certificate/status-list', { sourceIp: '198.51.100.41' }));
    expect((payload as unknown as StatusListCredential).credentialSubject.encodedList).toBe(plain.credentialSubject.encodedList);
  });

  it('tells nothing for an unknown or malformed code', async () => {
    const unknown = await call('GET /api/certificate/credential/{code}', { params: { code: 'AAAA-AAAA-AAAA-AAAA' } });
    expect(unknown.statusCode).toBe(404);
    expect(parseBody(unknown).message).toBe(CERTIFICATE_TEXT.unknownCode);
    const malformed = await call('GET /api/certificate/credential/{code}', { params: { code: 'not-a-code' } });
    expect(parseBody(malformed).message).toBe(CERTIFICATE_TEXT.badCode);
  });

  it('counts its look-ups with the verification page’s, per address', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < VERIFICATION_THROTTLE.maxPerAddress; i += 1) expect(await reserveVerification(address)).toBe(true);
    const code = certificate.code;
    expect((await call('GET /api/certificate/credential/{code}', { params: { code }, sourceIp: address })).statusCode).toBe(429);
    expect((await call('GET /api/certificate/status-list', { sourceIp: address })).statusCode).toBe(429);
    expect((await call('GET /api/certificate/verify/{code}', { params: { code }, sourceIp: address })).statusCode).toBe(429);
    expect((await call('GET /api/certificate/credential/{code}', { params: { code }, sourceIp: '198.51.100.78' })).statusCode).toBe(200);
  });

  it('grows the list by whole 16 KB blocks when the ids pass its end', () => {
    const bits = statusBits(encodeStatusList([131_072], 131_072));
    expect(bits.length * 8).toBe(2 * 131_072);
    expect([statusBit(bits, 131_071), statusBit(bits, 131_072)]).toEqual([0, 1]);
  });

  it('puts certificates voided before the list existed on it, once (scripts/start.ts)', async () => {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: 'CERTSTATUS', SK: 'REVOCATION' } }));
    const legacy = {
      ...certificate,
      id: await nextId('certificate'),
      user_id: 93002,
      code: newVerificationCode(),
      void_at: '2026-11-21T10:00:00.000Z',
      void_by: 1,
      void_reason: 'x',
    };
    expect(await recordIssued(legacy)).toBe(true);
    expect((await listedBit(legacy.id)).bit).toBe(0);
    expect(await backfillRevocationList()).toBe(1);
    expect((await listedBit(legacy.id)).bit).toBe(1);
    expect((await listedBit(certificate.id)).bit).toBe(0);
    expect(await backfillRevocationList()).toBeUndefined();
  });
});
