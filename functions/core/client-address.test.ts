/**
 * Who the client is, behind CloudFront and locally: the pure rule, and the 403 the chain answers
 * to a request that did not come through CloudFront (such as one to the execute-api address).
 */
import { AUTH_ROWS } from '../../shared/auth/routes.ts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDGE_HEADERS } from '../../shared/constants.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { resetConfig } from '../services/config.ts';
import { clientAddress } from './client-address.ts';
import { AUTH_CONTRACTS } from '../../shared/auth/contract.ts';
import { createGroupHandler } from './http-handler.ts';
import type { GroupImplementations, RouteRequest } from './http.ts';

const accepted = vi.hoisted(() => ({ values: undefined as readonly string[] | undefined }));
vi.mock('../services/origin-verify.ts', () => ({ acceptedOriginSecrets: () => accepted.values && Promise.resolve(accepted.values) }));

const SECRET = 'origin-verify-current';
const EDGE = '130.176.0.1';

describe('clientAddress', () => {
  const behindCloudFront = (headers: Record<string, string>) => clientAddress(headers, EDGE, [SECRET, 'origin-verify-previous']);

  it('refuses a request without the origin-verify value or with a wrong one', () => {
    expect(behindCloudFront({ [EDGE_HEADERS.viewerAddress]: '198.51.100.7' })).toBeUndefined();
    expect(behindCloudFront({ [EDGE_HEADERS.originVerify]: 'guess', [EDGE_HEADERS.viewerAddress]: '198.51.100.7' })).toBeUndefined();
    expect(behindCloudFront({ [EDGE_HEADERS.originVerify]: '', [EDGE_HEADERS.viewerAddress]: '198.51.100.7' })).toBeUndefined();
  });

  it('takes the viewer address CloudFront set, IPv4 or IPv6, with the current or the previous value', () => {
    expect(behindCloudFront({ [EDGE_HEADERS.originVerify]: SECRET, [EDGE_HEADERS.viewerAddress]: '198.51.100.7' })).toBe('198.51.100.7');
    expect(behindCloudFront({ [EDGE_HEADERS.originVerify]: 'origin-verify-previous', [EDGE_HEADERS.viewerAddress]: '2001:db8::7' })).toBe(
      '2001:db8::7',
    );
  });

  it('falls back to the edge address when the viewer address is missing or not an address', () => {
    expect(behindCloudFront({ [EDGE_HEADERS.originVerify]: SECRET })).toBe(EDGE);
    expect(behindCloudFront({ [EDGE_HEADERS.originVerify]: SECRET, [EDGE_HEADERS.viewerAddress]: 'evil, 1.2.3.4' })).toBe(EDGE);
  });

  it('locally (nothing to verify) is the socket address, whatever the headers claim', () => {
    expect(clientAddress({ [EDGE_HEADERS.viewerAddress]: '198.51.100.7' }, '127.0.0.1', undefined)).toBe('127.0.0.1');
  });
});

describe('the middy chain', () => {
  // Answers the address the chain found instead of a session: a stand-in, so typed as any group's routes.
  const echoAddress = { 'POST /api/login': async ({ sourceIp }: RouteRequest) => ({ sourceIp }) } as GroupImplementations<'auth'>;
  const handler = createGroupHandler('auth', echoAddress, AUTH_CONTRACTS, AUTH_ROWS);
  const login = (headers: Record<string, string> = {}) =>
    handler(apiEvent('POST /api/login', { body: { username: 'pat', password: 'x' }, sourceIp: EDGE, headers }));

  beforeAll(() => {
    Object.assign(process.env, { TABLE_NAME: 'unused', JWT_SECRET: 'client-address-test-secret-0123456789', LOG_LEVEL: 'error' });
    resetConfig();
  });
  beforeEach(() => {
    accepted.values = [SECRET];
  });

  it('answers 403 to a request that did not come through CloudFront, on any path', async () => {
    const direct = await login({ [EDGE_HEADERS.viewerAddress]: '198.51.100.7' });
    expect(direct.statusCode).toBe(403);
    expect(parseBody(direct)).toMatchObject({ message: MESSAGES.forbidden });
    const unknownRoute = await handler({ ...apiEvent('POST /api/login'), routeKey: 'GET /nothing/here' });
    expect(unknownRoute.statusCode).toBe(403);
  });

  it('hands the viewer address to the implementation as sourceIp', async () => {
    const result = await login({ [EDGE_HEADERS.originVerify]: SECRET, [EDGE_HEADERS.viewerAddress]: '198.51.100.7' });
    expect(result.statusCode).toBe(200);
    expect(parseBody(result)).toEqual({ sourceIp: '198.51.100.7' });
  });

  it('locally hands over the socket address', async () => {
    accepted.values = undefined;
    const result = await login({ [EDGE_HEADERS.viewerAddress]: '198.51.100.7' });
    expect(parseBody(result)).toEqual({ sourceIp: EDGE });
  });
});
