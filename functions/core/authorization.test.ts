/**
 * Walks the whole route table with every role: no token → 401 'Token is empty'; a role the
 * route's capability does not allow → 403; an allowed role on a route not built yet → 501 with
 * its method and path. Built routes are exercised by their own group's tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../shared/auth/roles.ts';
import { allows } from '../../shared/auth/capabilities.ts';
import { ROUTES, ROUTE_GROUPS } from '../../shared/api/routes.ts';
import type { RouteGroup } from '../../shared/api/route-group.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { TOKEN_ERRORS } from '../../shared/auth/texts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { resetConfig } from '../services/config.ts';
import { createGroupHandler, type GroupHandler } from './http-handler.ts';
import type { GroupImplementations } from './http.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import { resetSigningKey, signSessionToken, type SessionClaims } from '../services/tokens.ts';
import type { SessionItem } from '../data/users/sessions.ts';

const handlers = new Map<RouteGroup, GroupHandler>();

/** A group's rows of the table as its handler.ts passes them (routeTableOf adds its routes not in the spec). */
const documentedRowsOf = (group: RouteGroup) =>
  ROUTES.filter((r) => r.group === group && !r.notInSpec).map((r) => [r.method, r.path, r.group, r.capability] as const);
const built = new Map<RouteGroup, GroupImplementations>();

beforeAll(async () => {
  Object.assign(process.env, { TABLE_NAME: 'unused', JWT_SECRET: 'authorization-walk-secret-0123456789', LOG_LEVEL: 'error' });
  resetConfig();
  resetSigningKey();
  for (const group of ROUTE_GROUPS) {
    const { implementations, contracts } = (await import(`../${group}/routes.ts`)) as {
      implementations: GroupImplementations;
      contracts: GroupContracts<RouteGroup>;
    };
    // Built routes keep their place but answer a marker: the walk checks the chain, not the features.
    const markers: GroupImplementations = Object.fromEntries(
      Object.keys(implementations).map((key) => [key, async () => ({ reached: key })]),
    );
    built.set(group, markers);
    handlers.set(
      group,
      createGroupHandler(group, markers, contracts, documentedRowsOf(group), {
        readSessions: async (claims) => ({ session: liveSessionOf(claims) }),
        readMaintenance: async () => undefined,
      }),
    );
  }
});

/** Every token's session is live and grants what the token says (no table in this walk). */
const liveSessionOf = (claims: SessionClaims): SessionItem => ({
  userId: claims.userId,
  sessionId: claims.sessionId,
  createdAt: '',
  expiresAt: claims.authTime + 3600,
  sourceIp: '',
  userAgent: '',
  roles: claims.roles,
  states: claims.states,
});

const tokenFor = (roles: string[]) =>
  signSessionToken({ userId: 7, username: 'walker', roles, sessionId: 's', authTime: Math.floor(Date.now() / 1000) });

describe('every documented route through the middy chain', () => {
  it('answers 401 Token is empty without a token, except the public routes', async () => {
    for (const route of ROUTES.filter((r) => r.capability !== 'public')) {
      const result = await handlers.get(route.group)!(apiEvent(route.key));
      expect({ key: route.key, status: result.statusCode, body: parseBody(result) }).toEqual({
        key: route.key,
        status: 401,
        body: { message: TOKEN_ERRORS.empty, status: TOKEN_ERRORS.empty },
      });
    }
  });

  it.each(ROLES.map((role) => [role.slug]))('as %s: 403 where the capability forbids, else built or 501', async (slug) => {
    const token = await tokenFor([slug]);
    for (const route of ROUTES) {
      const result = await handlers.get(route.group)!(apiEvent(route.key, { token }));
      const body = parseBody<{ message?: string; reached?: string }>(result);
      if (!allows(route.capability, [slug])) {
        expect({ key: route.key, status: result.statusCode, message: body.message }).toEqual({
          key: route.key,
          status: 403,
          message: MESSAGES.forbidden,
        });
      } else if (built.get(route.group)![route.key as keyof GroupImplementations]) {
        // Past authorisation: either the route's validation (422 on an empty request) or the route itself.
        expect({ key: route.key, passed: [200, 422].includes(result.statusCode!) }).toEqual({ key: route.key, passed: true });
        if (result.statusCode === 200) expect(body.reached).toBe(route.key);
      } else {
        expect({ key: route.key, status: result.statusCode, message: body.message }).toEqual({
          key: route.key,
          status: 501,
          message: `Not implemented: ${route.method} ${route.path}`,
        });
      }
    }
  });

  it('answers 404 for a route key of another group and never leaks a stack', async () => {
    const token = await tokenFor(['senior_admin']);
    const result = await handlers.get('users')!(apiEvent('POST /api/login', { token }));
    expect(result.statusCode).toBe(404);
    expect(result.body).not.toMatch(/at |Error:/);
  });
});
