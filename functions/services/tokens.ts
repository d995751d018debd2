/**
 * Session tokens: HS256 JWTs (jose) with an algorithm allow-list, `exp`, `iat`, `jti`, and
 * `auth_time` for the absolute limit that keep-alive refreshes may not pass.
 * The signing secret comes from the environment locally and from Secrets Manager in the cloud.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { hkdfSync, randomUUID } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESSION } from '../../shared/constants.ts';
import { config } from './config.ts';

/**
 * What a token says. Its roles and states are those of the account when it was signed; the
 * authenticate middleware replaces them with the session item's, which follow the account.
 */
export interface SessionClaims {
  /** User id. */
  userId: number;
  username: string;
  roles: string[];
  /** Session id: the session item that logout deletes. */
  sessionId: string;
  /** Seconds since epoch when the person signed in; refreshes never pass auth_time + absolute limit. */
  authTime: number;
  /** State coordinators: the states whose cohorts they see. */
  states?: number[];
  /** While impersonating: the real user's id and session. */
  masterUserId?: number;
  masterSessionId?: string;
  /** While impersonating: when the real user signed in, so that returning answers their session without reading it. */
  masterAuthTime?: number;
}

export type TokenFailure = 'invalid' | 'expired' | 'notRefreshable';

export class TokenError extends Error {
  constructor(readonly failure: TokenFailure) {
    super(failure);
  }
}

let secretPromise: Promise<Uint8Array> | undefined;

async function signingKey(): Promise<Uint8Array> {
  secretPromise ??= (async () => {
    const { jwtSecret, jwtSecretArn } = config();
    if (jwtSecret) return new TextEncoder().encode(jwtSecret);
    if (!jwtSecretArn) throw new Error('Neither JWT_SECRET nor JWT_SECRET_ARN is set');
    const client = new SecretsManagerClient({});
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: jwtSecretArn }));
    if (!SecretString) throw new Error('JWT secret is empty');
    return new TextEncoder().encode(SecretString);
  })();
  return secretPromise;
}

export function resetSigningKey(): void {
  secretPromise = undefined;
}

const ISSUER = 'learning-portal';

export async function signSessionToken(claims: SessionClaims, now = new Date()): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const absoluteEnd = claims.authTime + SESSION.absoluteHours * 3600;
  const exp = Math.min(iat + SESSION.accessTokenMinutes * 60, absoluteEnd);
  return new SignJWT({
    username: claims.username,
    roles: claims.roles,
    sid: claims.sessionId,
    auth_time: claims.authTime,
    ...(claims.states?.length ? { sts: claims.states } : {}),
    ...(claims.masterUserId ? { mst: claims.masterUserId, msid: claims.masterSessionId, mat: claims.masterAuthTime } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(randomUUID())
    .sign(await signingKey());
}

export async function verifySessionToken(token: string, now = new Date()): Promise<SessionClaims> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
    });
    const userId = Number(payload.sub);
    // Tokens for external systems carry an audience; they never open a portal session.
    if (payload.aud !== undefined) throw new TokenError('invalid');
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.auth_time !== 'number') {
      throw new TokenError('invalid');
    }
    return {
      userId,
      username: String(payload.username ?? ''),
      roles: Array.isArray(payload.roles) ? payload.roles.map(String) : [],
      sessionId: payload.sid,
      authTime: payload.auth_time,
      states: Array.isArray(payload.sts) ? payload.sts.map(Number).filter(Number.isInteger) : undefined,
      masterUserId: typeof payload.mst === 'number' ? payload.mst : undefined,
      masterSessionId: typeof payload.msid === 'string' ? payload.msid : undefined,
      masterAuthTime: typeof payload.mat === 'number' ? payload.mat : undefined,
    };
  } catch (error) {
    if (error instanceof TokenError) throw error;
    if (error instanceof joseErrors.JWTExpired) {
      const authTime = Number((error.payload as { auth_time?: number }).auth_time ?? 0);
      const absoluteEnd = authTime + SESSION.absoluteHours * 3600;
      throw new TokenError(now.getTime() / 1000 >= absoluteEnd ? 'notRefreshable' : 'expired');
    }
    throw new TokenError('invalid');
  }
}

/** True when a refresh now would still be inside the absolute session limit. */
export function canRefresh(claims: SessionClaims, now = new Date()): boolean {
  return now.getTime() / 1000 < claims.authTime + SESSION.absoluteHours * 3600 - 60;
}

/**
 * Tokens for the external systems the portal frames (docs/frames.md): short-lived HS256 JWTs with
 * one audience per system. Each audience has its own key, derived from the portal's signing key
 * with HKDF-SHA256 (salt EXTERNAL_KEY_SALT, info = the audience), so a system that verifies its
 * tokens can neither sign portal sessions nor tokens for another system.
 */
export const EXTERNAL_AUDIENCES = ['saba-sso', 'action-learning', 'diagnostics', 'veo', 'context-analysis'] as const;
export type ExternalAudience = (typeof EXTERNAL_AUDIENCES)[number];
export const EXTERNAL_TOKEN_MINUTES = 5;
export const EXTERNAL_KEY_SALT = 'learning-portal/external-tokens';

export async function externalSigningKey(audience: ExternalAudience): Promise<Uint8Array> {
  return new Uint8Array(hkdfSync('sha256', await signingKey(), EXTERNAL_KEY_SALT, audience, 32));
}

export async function signExternalToken(
  audience: ExternalAudience,
  subject: string,
  claims: Record<string, unknown>,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + EXTERNAL_TOKEN_MINUTES * 60)
    .setJti(randomUUID())
    .sign(await externalSigningKey(audience));
}

/** What the external system does with a token: for tests and the docs' example. */
export async function verifyExternalToken(token: string, audience: ExternalAudience, now = new Date()): Promise<Record<string, unknown>> {
  const { payload } = await jwtVerify(token, await externalSigningKey(audience), {
    algorithms: ['HS256'],
    issuer: ISSUER,
    audience,
    currentDate: now,
  });
  return payload;
}
