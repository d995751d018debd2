/**
 * The key that signs certificate credentials (docs/architecture.md, "Certificates: issued once,
 * verifiable by anyone"): an Ed25519 key pair derived from a secret (HKDF-SHA256, so the secret may
 * be any long random text: a Secrets Manager generated string in the cloud, a file generated once
 * in the data folder locally). Its public half is published as a JWK Set; credentials are JWTs
 * signed with EdDSA whose header names the key (`kid`, the key's RFC 7638 thumbprint).
 */
import { createPrivateKey, createPublicKey, hkdfSync, type KeyObject } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { calculateJwkThumbprint, exportJWK, SignJWT } from 'jose';
import { CREDENTIAL_JWT_TYPE } from '../../shared/certificates/credential.types.ts';
import { config } from './config.ts';

export interface CertificateKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public key as a JWK with its id. */
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
}

/** PKCS #8 DER of an Ed25519 private key: this prefix, then the 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The key pair a secret gives: always the same pair for the same secret. */
export async function keysFromSecret(secret: string): Promise<CertificateKeys> {
  if (secret.length < 32) throw new Error('The certificate signing secret must be at least 32 characters');
  const seed = Buffer.from(hkdfSync('sha256', secret, 'learning-portal', 'certificate-credential-ed25519', 32));
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const { x } = await exportJWK(publicKey);
  if (!x) throw new Error('The certificate public key has no x');
  const kid = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x });
  return { privateKey, publicKey, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid, alg: 'EdDSA', use: 'sig' } };
}

let keys: Promise<CertificateKeys> | undefined;

export function certificateKeys(): Promise<CertificateKeys> {
  keys ??= (async () => {
    const { certificateKey, certificateKeyArn } = config();
    if (certificateKey) return keysFromSecret(certificateKey);
    if (!certificateKeyArn) throw new Error('Neither CERTIFICATE_SIGNING_KEY nor CERTIFICATE_SIGNING_KEY_ARN is set');
    const { SecretString } = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: certificateKeyArn }));
    if (!SecretString) throw new Error('The certificate signing secret is empty');
    return keysFromSecret(SecretString);
  })();
  keys.catch(() => {
    keys = undefined;
  });
  return keys;
}

/** Tests change the environment between suites. */
export function resetCertificateKeys(): void {
  keys = undefined;
}

/** The credential's type (`typ` header) and the issuer it names. */
export const CREDENTIAL_TYPE = 'certificate-status+jwt';

/** Signs `claims` (a certificate's status) as a JWT: EdDSA, `kid`, `iss`, `sub` (the code), `iat`. */
export async function signCredential(claims: Record<string, unknown>, subject: string, issuer: string, now = new Date()): Promise<string> {
  const { privateKey, jwk } = await certificateKeys();
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'EdDSA', kid: jwk.kid, typ: CREDENTIAL_TYPE })
    .setIssuer(issuer)
    .setSubject(subject)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(privateKey);
}

/**
 * Secures a W3C verifiable credential as a compact JWS (VC-JOSE-COSE): the credential itself is the
 * payload, `typ` vc+jwt, `kid` the published key, and `iss` the credential's issuer. No `iat`: the
 * credential does not change (its status is in the status list), so neither does its JWS.
 */
export async function signVerifiableCredential(credential: { issuer: string | { id: string } }): Promise<string> {
  const { privateKey, jwk } = await certificateKeys();
  const issuer = typeof credential.issuer === 'string' ? credential.issuer : credential.issuer.id;
  return new SignJWT({ ...credential })
    .setProtectedHeader({ alg: 'EdDSA', kid: jwk.kid, typ: CREDENTIAL_JWT_TYPE })
    .setIssuer(issuer)
    .sign(privateKey);
}
