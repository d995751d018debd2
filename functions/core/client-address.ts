/**
 * Who the client of a request is, decided once for every route (the sign-in throttle, login logs
 * and sessions use it). Behind CloudFront the connection comes from an edge server, shared by
 * everyone near it, and the API's own execute-api address bypasses CloudFront altogether; so in
 * the cloud a request is served only when it carries one of the accepted origin-verify values,
 * and then its client is the viewer address CloudFront set (EDGE_HEADERS). Locally no CloudFront
 * stands in front: nothing is verified and the client is the socket address the gateway saw.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { EDGE_HEADERS } from '../../shared/constants.ts';

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit that times the secret. */
function sameSecret(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/**
 * The client's address, or `undefined` when the request must be refused (it did not come through
 * CloudFront). `headers` with lowercase names; `accepted` undefined: no verification (local).
 */
export function clientAddress(
  headers: Record<string, string | undefined>,
  sourceIp: string,
  accepted: readonly string[] | undefined,
): string | undefined {
  if (!accepted) return sourceIp;
  const presented = headers[EDGE_HEADERS.originVerify];
  if (!presented || !accepted.some((value) => sameSecret(presented, value))) return undefined;
  const viewer = headers[EDGE_HEADERS.viewerAddress]?.trim();
  // CloudFront always sets it; should it ever be missing, the edge address is the safer fallback.
  return viewer && isIP(viewer) ? viewer : sourceIp;
}
