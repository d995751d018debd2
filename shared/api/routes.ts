/**
 * The route table: every documented call of docs/spec/documented-routes.tsv (153 routes),
 * with the route group (one Lambda each) that serves it and the capability it needs.
 * CDK wires these routes, the Lambda routers dispatch on them, the local gateway matches
 * requests with them, the web client builds URLs from them and the authorisation test walks them.
 *
 * Beside them, `NOT_IN_SPEC` holds the routes the product needs that the documentation does not
 * list (a list a page reads, a public verification page), each with the reason it exists; they
 * are listed in docs/architecture.md ("Routes not in the spec") and a test keeps that list true.
 *
 * The rows are kept in one list per group (`AUTH_ROWS` …), each in its group's folder
 * (shared/<group>/routes.ts): a group's Lambda is given its own list (functions/<group>/handler.ts)
 * and bundles no other group's routes; the whole table is built from them in calls marked pure,
 * so that a bundle that does not read it drops it.
 *
 * Paths and methods are the public contract, typos included. Only parameter *names* may differ
 * from the documentation: API Gateway refuses sibling routes whose variable at the same position
 * has different names, so both Login As variants use `{target}`.
 */
import type { Capability } from '../auth/capabilities.ts';
import { ACCOUNTS_ROWS } from '../accounts/routes.ts';
import { AUTH_ROWS } from '../auth/routes.ts';
import { CALENDAR_ROWS } from '../calendar/routes.ts';
import { CERTIFICATES_ROWS } from '../certificates/routes.ts';
import { COHORT_BUILDER_ROWS } from '../cohort-builder/routes.ts';
import { DASHBOARD_ROWS } from '../dashboard/routes.ts';
import { DISTRICTS_ROWS } from '../districts/routes.ts';
import { INTEGRATIONS_ROWS } from '../integrations/routes.ts';
import { LOCKS_ROWS } from '../locks/routes.ts';
import { LOOKUPS_ROWS } from '../lookups/routes.ts';
import { MATERIALS_ROWS } from '../materials/routes.ts';
import { MESSAGES_ROWS } from '../messages/routes.ts';
import { PARTICIPANTS_ROWS } from '../participants/routes.ts';
import { PORTAL_ROWS } from '../portal/routes.ts';
import { PROFILE_ROWS } from '../profile/routes.ts';
import { REPORTS_ROWS } from '../reports/routes.ts';
import { ROLES_ROWS } from '../roles/routes.ts';
import { ROSTER_ROWS } from '../roster/routes.ts';
import { ROSTER_REPORTS_ROWS } from '../roster-reports/routes.ts';
import { SETTINGS_ROWS } from '../settings/routes.ts';
import { SUPPORT_ROWS } from '../support/routes.ts';
import { USER_IMPORT_ROWS } from '../user-import/routes.ts';
import { USERS_ROWS } from '../users/routes.ts';
import type { GroupRows, HttpMethod, RouteGroup } from './route-group.ts';

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  group: RouteGroup;
  capability: Capability;
  /** `METHOD path`, the same string API Gateway puts in `event.routeKey`. */
  key: RouteKey;
  /** Why the product needs a route the documentation does not list; absent for a documented route. */
  notInSpec?: string;
}

// Built in a call marked pure, like ROUTES below: a bundle that does not read the whole table drops it.
const TABLE = /* @__PURE__ */ (() =>
  [
    ...AUTH_ROWS,
    ...INTEGRATIONS_ROWS,
    ...PORTAL_ROWS,
    ...MESSAGES_ROWS,
    ...PARTICIPANTS_ROWS,
    ...DASHBOARD_ROWS,
    ...CALENDAR_ROWS,
    ...ROSTER_ROWS,
    ...ROSTER_REPORTS_ROWS,
    ...CERTIFICATES_ROWS,
    ...USERS_ROWS,
    ...USER_IMPORT_ROWS,
    ...LOCKS_ROWS,
    ...ROLES_ROWS,
    ...ACCOUNTS_ROWS,
    ...DISTRICTS_ROWS,
    ...LOOKUPS_ROWS,
    ...COHORT_BUILDER_ROWS,
    ...MATERIALS_ROWS,
    ...SETTINGS_ROWS,
    ...PROFILE_ROWS,
    ...SUPPORT_ROWS,
    ...REPORTS_ROWS,
  ] as const)();

/** Routes not in the documentation: method, path, group, capability and why the product needs it. */
const NOT_IN_SPEC = [
  [
    'GET',
    '/api/cohort/{id}',
    'cohort-builder',
    'admin_area',
    'The cohort form opens an existing cohort: the documented list answers rows, not the schedule and people the form edits.',
  ],
  [
    'GET',
    '/api/support/session',
    'support',
    'signed_in',
    'The support page reads its tabs and topics: the documented routes only write them. Each person gets the tabs their access level allows.',
  ],
  [
    'POST',
    '/api/support/upload',
    'support',
    'support_edit',
    "A topic's files go from the browser straight to S3: this gives the presigned POST (key, type and size range in its policy) that the upload uses.",
  ],
  [
    'GET',
    '/api/me/calendar-feed',
    'calendar',
    'signed_in',
    "Sessions in one's own calendar (issue 33): the person's private iCalendar subscription address, made on the first request and the same on every later one, for the profile page and My Record.",
  ],
  [
    'DELETE',
    '/api/me/calendar-feed',
    'calendar',
    'signed_in',
    "Revokes the person's calendar subscription address (a leaked one stops answering); the next request for the address makes a new one.",
  ],
  [
    'GET',
    '/api/calendar-feed/{token}',
    'calendar',
    'public',
    'The calendar subscription itself (RFC 5545, text/calendar): calendar applications fetch it with no sign-in, so the unguessable address is the secret. The sessions the person attends or facilitates, 60 days back to a year ahead, with moved and cancelled days.',
  ],
  [
    'GET',
    '/api/certificate/verify/{code}',
    'certificates',
    'public',
    'Anyone holding a certificate (an employer, without an account) checks it from its printed code or QR code: participant, course, cohort, issue date, status and the issued document, nothing else; rate-limited per address.',
  ],
  [
    'GET',
    '/api/.well-known/jwks.json',
    'certificates',
    'public',
    'The public Ed25519 key that signs the certificate credentials the verification page gives, so that anyone can check one offline.',
  ],
  [
    'GET',
    '/api/certificate/credential/{code}',
    'certificates',
    'public',
    "A certificate as an Open Badges 3.0 credential (issue 33), as JSON-LD and as a JWT signed with the published key, for the holder's wallet or any verifier; rate-limited per address with the verification page.",
  ],
  [
    'GET',
    '/api/certificate/status-list',
    'certificates',
    'public',
    'The W3C Bitstring Status List that every certificate credential points to: one bit per certificate, set while it is void, so that any verifier sees a void and a restore; rate-limited per address with the verification page.',
  ],
  [
    'GET',
    '/api/user/profile',
    'profile',
    'signed_in',
    "The profile form starts from the person's own record: no documented route answers its job function, e-mail kind, school, PPID, IU and version.",
  ],
  [
    'GET',
    '/api/avatar/{userId}/{file}',
    'profile',
    'public',
    'The top bar and profile show a photo with an <img>, which sends no Authorization header: the address (a uuid per upload) answers 303 to a short-lived presigned GET of that photo only.',
  ],
  [
    'GET',
    '/api/me/record',
    'participants',
    'signed_in',
    "My Record (issue 33): a person's cohorts, units completed, attendance, make-ups and certificates with their verification addresses, on one page and as a PDF. With ?user_id, staff open the same page for someone whose records they may already read (the participant dialog's rule).",
  ],
  [
    'GET',
    '/api/attendance_history/{cohortId}/{unit}',
    'roster',
    'user_admin',
    "The roster's attendance history for administrators (who changed which mark, before and after) loads when its panel is opened: read with the roster, its Query and the savers' names put every administrator's roster load over the three round trips of a page load.",
  ],
  [
    'POST',
    '/api/take_over_page',
    'locks',
    'user_admin',
    'An administrator takes an edit page over from the person holding its lock (who is told at their next heartbeat or save): without it a lock renewed on and on kept administrators from saving or deleting the record.',
  ],
] as const satisfies ReadonlyArray<NotInSpecRow>;

type NotInSpecRow = readonly [HttpMethod, string, RouteGroup, Capability, why: string];

type Row = (typeof TABLE)[number] | (typeof NOT_IN_SPEC)[number];
export type RouteKey = `${Row[0]} ${Row[1]}`;

/** The routes anyone may call, signed in or not: the rows whose capability is `public`. */
export type PublicRouteKey = Row extends infer R
  ? R extends readonly [infer M extends string, infer P extends string, RouteGroup, 'public', ...unknown[]]
    ? `${M} ${P}`
    : never
  : never;

/** The route keys one group serves. */
export type RouteKeyOf<G extends RouteGroup> = Row extends infer R
  ? R extends readonly [infer M extends string, infer P extends string, G, Capability, ...unknown[]]
    ? `${M} ${P}`
    : never
  : never;

const definition = (method: HttpMethod, path: string, group: RouteGroup, capability: Capability): RouteDefinition => ({
  method,
  path,
  group,
  capability,
  key: `${method} ${path}` as RouteKey,
});

const notInSpecDefinition = ([method, path, group, capability, why]: NotInSpecRow): RouteDefinition => ({
  ...definition(method, path, group, capability),
  notInSpec: why,
});

// The whole table is built by calls marked pure: a Lambda that reads only its group's routes
// (routeTableOf) bundles neither the other groups' rows nor these.
export const ROUTES: readonly RouteDefinition[] = /* @__PURE__ */ (() => [
  ...TABLE.map(([method, path, group, capability]) => definition(method, path, group, capability)),
  ...NOT_IN_SPEC.map(notInSpecDefinition),
])();

export const ROUTE_BY_KEY: ReadonlyMap<string, RouteDefinition> = /* @__PURE__ */ (() => new Map(ROUTES.map((r) => [r.key, r])))();

export const ROUTE_GROUPS: readonly RouteGroup[] = /* @__PURE__ */ (() => [...new Set(ROUTES.map((r) => r.group))])();

/**
 * One group's routes from its own rows (`AUTH_ROWS` …) and its routes not in the spec: what its
 * Lambda resolves requests against (functions/core/http-handler.ts), in the table's order.
 */
export function routeTableOf<G extends RouteGroup>(group: G, rows: GroupRows<G>): readonly RouteDefinition[] {
  return [
    ...rows.map(([method, path, , capability]) => definition(method, path, group, capability)),
    ...NOT_IN_SPEC.filter((row) => row[2] === group).map(notInSpecDefinition),
  ];
}

export function routesOfGroup(group: RouteGroup): RouteDefinition[] {
  return ROUTES.filter((route) => route.group === group);
}

/** Fills a path template: `pathFor('GET /api/role/{id}', { id: 3 })` → `/api/role/3`. */
export function pathFor(key: RouteKey, params: Record<string, string | number | boolean> = {}): string {
  const route = ROUTE_BY_KEY.get(key);
  if (!route) throw new Error(`Unknown route ${key}`);
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${key}`);
    return encodeURIComponent(String(value));
  });
}
