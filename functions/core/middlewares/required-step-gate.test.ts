/**
 * The required-step gate walked over the whole route table (issue 30): a session whose first
 * sign-in is not completed, or an administrator's whose password is over 45 days old, gets 403
 * with the step's message on every signed-in route but those of the step, and reaches those. The
 * routes answer a marker (no table: the session reader hands the chain the session under test),
 * one handler call per route and case. functions/profile/required-step.test.ts runs the real
 * sign-in, profile save and password change on DynamoDB Local.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_GROUPS } from '../../../shared/api/routes.ts';
import type { RouteGroup } from '../../../shared/api/route-group.ts';
import type { GroupContracts } from '../../../shared/api/route-types.ts';
import { ROLES } from '../../../shared/auth/roles.ts';
import { firstSignInRequired, passwordChangeRequired } from '../../../shared/auth/texts.ts';
import { addDays, nyDate } from '../../../shared/time.ts';
import { apiEvent, parseBody } from '../../../test/integration/events.ts';
import type { SessionItem } from '../../data/users/sessions.ts';
import { resetConfig } from '../../services/config.ts';
import { resetSigningKey, signSessionToken, type SessionClaims } from '../../services/tokens.ts';
import { createGroupHandler, type GroupHandler } from '../http-handler.ts';
import type { GroupImplementations } from '../http.ts';
import { REQUIRED_STEP_ROUTES, requiredStepGate } from './required-step-gate.ts';

/** Every role: each capability allows one of them, so that authorisation lets each route through to the gate. */
const EVERY_CAPABILITY = ROLES.map((role) => role.slug);
/** Every role but administrator and senior admin: no 45-day expiry. */
const NO_EXPIRY = EVERY_CAPABILITY.filter((slug) => slug !== 'administrator' && slug !== 'senior_admin');
const handlers = new Map<RouteGroup, GroupHandler>();
/** The session the next request's token names, as its item holds it. */
let stored: Partial<SessionItem> = {};

beforeAll(async () => {
  Object.assign(process.env, { TABLE_NAME: 'unused', JWT_SECRET: 'required-step-walk-secret-0123456789', LOG_LEVEL: 'error' });
  resetConfig();
  resetSigningKey();
  for (const group of ROUTE_GROUPS) {
    const { contracts } = (await import(`../../${group}/routes.ts`)) as { contracts: GroupContracts<RouteGroup> };
    // Every route, built or not, answers a marker past the chain: the walk checks the gate, not the features.
    const markers: GroupImplementations = Object.fromEntries(
      ROUTES.filter((r) => r.group === group).map((r) => [r.key, async () => ({ reached: r.key })]),
    );
    handlers.set(
      group,
      createGroupHandler(
        group,
        markers,
        contracts,
        ROUTES.filter((r) => r.group === group && !r.notInSpec).map((r) => [r.method, r.path, r.group, r.capability] as const),
        {
          readSessions: async (claims) => ({ session: sessionOf(claims), master: claims.masterUserId ? administrator : undefined }),
          readMaintenance: async () => undefined,
        },
      ),
    );
  }
}, 120_000);

const sessionOf = (claims: SessionClaims): SessionItem => ({
  userId: claims.userId,
  sessionId: claims.sessionId,
  createdAt: '',
  expiresAt: claims.authTime + 3600,
  sourceIp: '',
  userAgent: '',
  roles: claims.roles,
  states: claims.states,
  masterUserId: claims.masterUserId,
  masterSessionId: claims.masterSessionId,
  ...stored,
});

/** The Login As administrator's own session, live and allowed to act as others. */
const administrator: SessionItem = {
  userId: 1,
  sessionId: 'm',
  createdAt: '',
  expiresAt: 2 ** 31,
  sourceIp: '',
  userAgent: '',
  roles: ['administrator'],
};

const tokenFor = (roles: string[], master?: { masterUserId: number; masterSessionId: string }) =>
  signSessionToken({ userId: 7, username: 'walker', roles, sessionId: 's', authTime: Math.floor(Date.now() / 1000), ...master });

/** A New York date `days` ago, as an instant at its noon. */
const daysAgo = (days: number) => `${addDays(nyDate(), -days)}T17:00:00.000Z`;

async function call(key: (typeof ROUTES)[number]['key'], token: string) {
  const route = ROUTES.find((r) => r.key === key)!;
  const result = await handlers.get(route.group)!(apiEvent(route.key, { token }));
  return { status: result.statusCode, body: parseBody<{ message?: string; reached?: string; required_step?: string }>(result) };
}

describe('the required-step gate over the route table', () => {
  const signedIn = ROUTES.filter((r) => r.capability !== 'public');

  it('names only routes of the table', () => {
    const keys = new Set(ROUTES.map((r) => r.key));
    expect([...REQUIRED_STEP_ROUTES].filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each([
    ['a first sign-in not completed', { firstTime: true, passwordChangedAt: daysAgo(1) }, firstSignInRequired, 'first-login'],
    ["an administrator's password 46 days old", { passwordChangedAt: daysAgo(46) }, passwordChangeRequired, 'expired-password'],
  ] as const)('%s: 403 with the message on every route but the step’s, which are reached', async (_case, session, message, step) => {
    stored = session;
    const token = await tokenFor(EVERY_CAPABILITY);
    const refused: string[] = [];
    for (const route of signedIn) {
      const { status, body } = await call(route.key, token);
      if (REQUIRED_STEP_ROUTES.has(route.key)) {
        // Past the gate: the route's validation (422 on an empty request) or the route itself.
        expect({ key: route.key, passed: status === 200 ? body.reached === route.key : status === 422 }).toEqual({
          key: route.key,
          passed: true,
        });
      } else {
        expect({ key: route.key, status, body }).toEqual({ key: route.key, status: 403, body: { message, required_step: step } });
        refused.push(route.key);
      }
    }
    expect(refused).toContain('POST /api/save_void_certificate');
    expect(refused.length).toBe(signedIn.length - REQUIRED_STEP_ROUTES.size);
  });

  it('lets through a completed account, a password 45 days old, a non-administrator’s old password, an unknown date and Login As', async () => {
    const cases: Array<[Partial<SessionItem>, string[], { masterUserId: number; masterSessionId: string }?]> = [
      [{ passwordChangedAt: daysAgo(3) }, EVERY_CAPABILITY],
      [{ passwordChangedAt: daysAgo(45) }, EVERY_CAPABILITY],
      [{ passwordChangedAt: daysAgo(400) }, NO_EXPIRY],
      [{}, EVERY_CAPABILITY],
      // An administrator acting as a new account: the account completes its own first sign-in.
      [{ firstTime: true, passwordChangedAt: daysAgo(1) }, NO_EXPIRY, { masterUserId: 1, masterSessionId: 'm' }],
    ];
    for (const [session, roles, master] of cases) {
      stored = session;
      const token = await tokenFor(roles, master);
      expect(await call('POST /api/save_void_certificate', token)).toMatchObject({ status: 422 });
    }
  });

  it('refuses to be built without the routes it allows', () => {
    expect(() => requiredStepGate({ allowed: new Set() })).toThrow(TypeError);
    expect(() => requiredStepGate({ allowed: undefined as never })).toThrow(TypeError);
  });
});
