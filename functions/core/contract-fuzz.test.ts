/**
 * Every route of the route table fed generated requests through its group's real handler chain on
 * the emulators (issue 30): bodies, query strings and path parameters drawn from its contract,
 * near-valid ones with one place hostile, raw bodies that are not JSON, and multipart forms with
 * broken files, each sent as one of the demo accounts the route admits (or a participant, or no
 * one). Properties of every answer:
 * - never a 5xx (a route not built yet answers its 501, counted apart);
 * - never a stack trace, a source file or an internal name in the body;
 * - a refused request (4xx) writes no item and no file, but the bookkeeping a refusal is for
 *   (sign-in throttles, rate-limit counters, sessions, the audit of a refused sign-in);
 * - no request pollutes Object.prototype.
 * After a group's routes, every GET route of the group still answers below 500, so an accepted
 * write left its aggregates readable.
 *
 * `FUZZ_RUNS` cases per route (4 in `npm test`; `npm run fuzz` runs the long mode and prints the
 * per-route table that `FUZZ_REPORT` names).
 */
import { writeFileSync } from 'node:fs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows } from '../../shared/auth/capabilities.ts';
import type { RoleSlug } from '../../shared/auth/roles.ts';
import { CONTRACTS } from '../../shared/api/contracts.ts';
import type { Contract } from '../../shared/api/contract.ts';
import { ROUTES, ROUTE_GROUPS, type RouteDefinition } from '../../shared/api/routes.ts';
import type { RouteGroup } from '../../shared/api/route-group.ts';
import { DEMO_ACCOUNTS } from '../../scripts/seed/organisation.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { HOSTILE_PATH_VALUES, HOSTILE_RAW_BODIES, hostileFiles } from '../../test/fuzz/hostile-values.ts';
import { jsonSchemaOf, nearValidOf, validOf } from '../../test/fuzz/schema-arbitraries.ts';
import { WriteRecorder } from '../../test/fuzz/write-recorder.ts';
import { multipartBody } from '../user-import/import-form.test-helper.ts';
import { TEMPLATE_FIELDS } from '../../shared/certificates/texts.ts';
import { MATERIAL_FIELDS } from '../../shared/materials/texts.ts';
import { IMPORT_FIELDS } from '../../shared/user-import/types.ts';
import { emptyStats, type RouteFuzzStats } from '../../test/fuzz/fuzz-report.ts';
import { nyDate } from '../../shared/time.ts';
import { db } from '../data/table/client.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { s3 } from '../data/table/storage.ts';
import type { GroupHandler } from './http-handler.ts';

useTestTable();

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
/** The bounded run's cases are the same every time (a failure names its seed); the long mode explores. */
const SEED = process.env.FUZZ_RUNS ? undefined : 30;

/** Anything in an answer that tells an attacker about the code behind it. */
const LEAK =
  /\bat \S+ \(\S+:\d+:\d+\)|\bat \S+:\d+:\d+|\.(?:ts|js|mjs):\d+|node_modules|\b(?:TypeError|ReferenceError|RangeError|SyntaxError)\b|Cannot read propert|is not a function|DynamoDB|ConditionalCheckFailed|TransactionCanceled|ValidationException|ResourceNotFound|NoSuchKey|\bPK\b|GSI\d/;

/**
 * Items a refusal exists to write: the sign-in and verification throttles (a failed attempt is
 * what they count) and the PDF log, which records every attempt to produce a certificate with its
 * outcome (spec 02's PDF Log tab lists the failures). Anything else written by a 4xx is a partial write.
 */
const REFUSAL_BOOKKEEPING = /^(?:THROTTLE|PDFLOG)#/;

const stats = new Map<string, RouteFuzzStats>();

const handlers = new Map<RouteGroup, GroupHandler>();
/** The demo accounts, with their ids: a case may rename or merge one, and its caller keeps signing in by id. */
const accounts: Array<{ username: string; roles: RoleSlug[]; id: number }> = [];
const tokens = new Map<string, string>();
const recorder = new WriteRecorder();

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 4,
    participantsPerCohort: [1, 2],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 30,
    demoAccounts: true,
  });
  for (const group of ROUTE_GROUPS) {
    handlers.set(group, ((await import(`../${group}/handler.ts`)) as { handler: GroupHandler }).handler);
  }
  for (const { username, roles } of DEMO_ACCOUNTS) accounts.push({ username, roles, id: (await findUserIdByLogin(username))! });
  await Promise.all(accounts.map(async (a) => tokens.set(a.username, await sessionToken(a.id, a.roles, a.username))));
  recorder.watch(db(), s3());
}, 120_000);

afterAll(() => {
  if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(Object.fromEntries(stats), null, 1));
});

/** The demo accounts a route admits, and a participant (refused by most routes: refusals are cases too). */
function callersOf(route: RouteDefinition): Array<string | undefined> {
  if (route.capability === 'public') return [undefined, 'participant'];
  const admitted = accounts.filter((a) => allows(route.capability, a.roles)).map((a) => a.username);
  return [...new Set([...admitted, 'participant'])];
}

type Case =
  | { kind: 'valid' | 'near-valid'; body?: unknown; query?: unknown; params?: unknown }
  | { kind: 'hostile-path'; params: string }
  | { kind: 'raw-body'; raw: string }
  | { kind: 'multipart'; fields: Array<[string, string]>; file: number; field: string };

/** The file parts the upload routes read (the avatar's is named in profile/avatar.ts), and one none reads. */
const FILE_FIELDS = [IMPORT_FIELDS.file, TEMPLATE_FIELDS.image, MATERIAL_FIELDS.file, 'avatar', 'file'];
const FORM_FIELDS = ['id', 'user_id', 'name', 'type_upload', 'roles[]', TEMPLATE_FIELDS.course, MATERIAL_FIELDS.course];

function casesOf(route: RouteDefinition): fc.Arbitrary<Case> {
  const contract = (CONTRACTS as Record<string, Contract>)[route.key] ?? {};
  const schemas = {
    body: contract.body && jsonSchemaOf(contract.body),
    query: contract.query && jsonSchemaOf(contract.query),
    params: contract.params && jsonSchemaOf(contract.params),
  };
  const part = (near: boolean) => (name: keyof typeof schemas) => {
    const schema = schemas[name];
    if (!schema) return fc.constant(undefined);
    return near ? fc.oneof(validOf(schema), nearValidOf(schema)) : validOf(schema);
  };
  const valid = part(false);
  const near = part(true);
  const kinds: Array<fc.Arbitrary<Case>> = [
    fc.record({ kind: fc.constant('valid' as const), body: valid('body'), query: valid('query'), params: valid('params') }),
    fc.record({ kind: fc.constant('near-valid' as const), body: near('body'), query: near('query'), params: near('params') }),
  ];
  if (route.path.includes('{'))
    kinds.push(fc.record({ kind: fc.constant('hostile-path' as const), params: fc.constantFrom(...HOSTILE_PATH_VALUES) }));
  if (route.method !== 'GET') {
    kinds.push(fc.record({ kind: fc.constant('raw-body' as const), raw: fc.constantFrom(...HOSTILE_RAW_BODIES) }));
    kinds.push(
      fc.record({
        kind: fc.constant('multipart' as const),
        fields: fc.array(fc.tuple(fc.constantFrom(...FORM_FIELDS), fc.string({ maxLength: 12 })), { maxLength: 4 }),
        file: fc.nat(),
        field: fc.constantFrom(...FILE_FIELDS),
      }),
    );
  }
  return fc.oneof(...kinds);
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A URL carries bytes of UTF-8: a lone surrogate reaches the handler as U+FFFD, as API Gateway decodes it. */
const asPathText = (value: unknown): string =>
  asText(value).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Path parameters: the contract's (as text), else small ids that reach seeded records. */
function paramsOf(route: RouteDefinition, generated: unknown, hostile?: string): Record<string, string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
  // A near-valid case may have replaced the whole parameters object: each parameter then gets that value.
  const given = generated && typeof generated === 'object' ? (generated as Record<string, unknown>) : undefined;
  const paramText = (name: string, i: number) =>
    given ? (name in given ? asText(given[name]) : String(i + 1)) : generated === undefined ? String(i + 1) : asText(generated);
  return Object.fromEntries(names.map((name, i) => [name, asPathText(hostile ?? paramText(name, i))]));
}

function eventOf(route: RouteDefinition, c: Case, token: string | undefined): APIGatewayProxyEventV2 {
  if (c.kind === 'hostile-path') return apiEvent(route.key, { token, params: paramsOf(route, undefined, c.params) });
  if (c.kind === 'raw-body') return { ...apiEvent(route.key, { token, params: paramsOf(route, undefined) }), body: c.raw };
  if (c.kind === 'multipart') {
    const files = hostileFiles();
    const file = files[c.file % files.length];
    const boundary = '----fuzz-boundary-30';
    const body = multipartBody(c.fields, { ...file, field: c.field }, boundary);
    const event = apiEvent(route.key, {
      token,
      params: paramsOf(route, undefined),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    return { ...event, body: body.toString('base64'), isBase64Encoded: true };
  }
  const query =
    c.query && typeof c.query === 'object' && !Array.isArray(c.query)
      ? Object.fromEntries(Object.entries(c.query).map(([k, v]) => [k, asText(v)]))
      : undefined;
  return apiEvent(route.key, { token, params: paramsOf(route, c.params), query, body: c.body });
}

async function send(route: RouteDefinition, c: Case, caller: string | undefined) {
  const call = () =>
    handlers.get(route.group)!(eventOf(route, c, caller && tokens.get(caller))) as Promise<APIGatewayProxyStructuredResultV2>;
  let recorded = await recorder.record(call);
  // A case that ended the caller's session (sign-out, a merge, a role change) gives the caller a new one for the next.
  if (caller && recorded.result.statusCode === 401) {
    const account = accounts.find((a) => a.username === caller)!;
    tokens.set(caller, await sessionToken(account.id, account.roles, account.username));
    recorded = await recorder.record(call);
  }
  return recorded;
}

function statsOf(key: string): RouteFuzzStats {
  const entry = stats.get(key) ?? emptyStats();
  stats.set(key, entry);
  return entry;
}

describe.each(ROUTE_GROUPS.map((group) => [group]))('the %s group, fuzzed from its contracts', (group) => {
  const routes = ROUTES.filter((r) => r.group === group);

  it.each(routes.map((route) => [route.key, route]))('%s: no 5xx, no leak, no partial write', async (_key, route) => {
    const callers = callersOf(route);
    const entry = statsOf(route.key);
    await fc.assert(
      fc.asyncProperty(casesOf(route), fc.nat(callers.length - 1), async (c, pick) => {
        const caller = callers[pick];
        const { result, writes } = await send(route, c, caller);
        const status = result.statusCode ?? 200;
        const body = typeof result.body === 'string' ? result.body : '';
        entry.cases += 1;
        const notBuilt = status === 501 && body.includes(`Not implemented: ${route.method} ${route.path}`);
        if (notBuilt) entry.notBuilt += 1;
        else if (status >= 500) entry.serverErrors += 1;
        else if (status >= 400) entry.refused += 1;
        else entry.accepted += 1;
        const strayWrites = status >= 400 ? writes.filter((key) => !REFUSAL_BOOKKEEPING.test(key)) : [];
        if (strayWrites.length) entry.partialWrites += 1;
        const seen = {
          caller,
          kind: c.kind,
          status,
          leak: body.match(LEAK)?.[0],
          strayWrites,
          polluted: ({} as Record<string, unknown>).polluted,
        };
        expect(seen).toEqual({
          caller,
          kind: c.kind,
          status: notBuilt ? 501 : expect.toSatisfy((s: number) => s < 500),
          leak: undefined,
          strayWrites: [],
          polluted: undefined,
        });
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  });

  it('leaves every GET route of the group answering below 500 for the seeded records', async () => {
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const caller = callersOf(route)[0];
      const { result } = await send(route, { kind: 'valid' }, caller);
      expect({ key: route.key, status: result.statusCode! < 500 || result.statusCode === 501 }).toEqual({ key: route.key, status: true });
    }
  });
});
