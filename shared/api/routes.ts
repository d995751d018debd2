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
 * The rows are kept in one list per group (`AUTH_ROWS` …): a group's Lambda is given its own list
 * (functions/<group>/handler.ts) and bundles no other group's routes; the whole table is built
 * from them in calls marked pure, so that a bundle that does not read it drops it.
 *
 * Paths and methods are the public contract, typos included. Only parameter *names* may differ
 * from the documentation: API Gateway refuses sibling routes whose variable at the same position
 * has different names, so both Login As variants use `{target}`.
 */
import type { Capability } from '../auth/capabilities.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RouteGroup =
  | 'auth'
  | 'integrations'
  | 'portal'
  | 'messages'
  | 'participants'
  | 'dashboard'
  | 'calendar'
  | 'roster'
  | 'roster-reports'
  | 'certificates'
  | 'users'
  | 'user-import'
  | 'locks'
  | 'roles'
  | 'accounts'
  | 'districts'
  | 'lookups'
  | 'cohort-builder'
  | 'materials'
  | 'settings'
  | 'profile'
  | 'support'
  | 'reports';

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

/** One group's documented routes: method, path, group, capability. */
export type GroupRows<G extends RouteGroup> = ReadonlyArray<readonly [HttpMethod, string, G, Capability]>;

// One list per group, so that a Lambda bundles only its own group's rows (createGroupHandler).
export const AUTH_ROWS = [
  ['POST', '/api/login', 'auth', 'public'],
  ['POST', '/api/forgot-password', 'auth', 'public'],
  ['POST', '/api/recover-password/{token}', 'auth', 'public'],
  ['PUT', '/api/user/change-password', 'auth', 'signed_in'],
  ['POST', '/api/validatePasswordHistory', 'auth', 'signed_in'],
  ['POST', '/api/validateCurrentPassword', 'auth', 'signed_in'],
  ['GET', '/api/get-date-last-update-pass', 'auth', 'signed_in'],
  ['POST', '/api/logout', 'auth', 'signed_in'],
  ['GET', '/api/user/loginas/{target}/true', 'auth', 'signed_in'],
  ['GET', '/api/user/loginas/{target}/false', 'auth', 'login_as'],
  ['GET', '/api/getuserdata', 'auth', 'signed_in'],
  ['GET', '/api/keepalive', 'auth', 'signed_in'],
] as const satisfies GroupRows<'auth'>;
export const INTEGRATIONS_ROWS = [
  ['GET', '/api/getModernSignalToken/{username}', 'integrations', 'signed_in'],
  ['GET', '/api/alp-jwt/{userId}/{second}', 'integrations', 'signed_in'],
  ['POST', '/api/getVeoUrl', 'integrations', 'video_annotations'],
  ['POST', '/api/generateTokenContextAnalisys', 'integrations', 'signed_in'],
] as const satisfies GroupRows<'integrations'>;
export const PORTAL_ROWS = [
  ['GET', '/api/get_courses_privileges/{userId}', 'portal', 'signed_in'],
  ['PUT', '/api/update_default_course/{cohortKey}', 'portal', 'signed_in'],
  ['GET', '/api/get-nisl-drive', 'portal', 'signed_in'],
  ['GET', '/api/shared_with_me_info', 'portal', 'signed_in'],
  ['GET', '/api/getCourseInfoByKey', 'portal', 'signed_in'],
  ['GET', '/api/info_next_event/{course}', 'portal', 'signed_in'],
] as const satisfies GroupRows<'portal'>;
export const MESSAGES_ROWS = [
  ['GET', '/api/portal_banners', 'messages', 'signed_in'],
  ['GET', '/api/get-active-logon-popup', 'messages', 'signed_in'],
  ['POST', '/api/set-action-logon-popup', 'messages', 'signed_in'],
  ['GET', '/api/logon-popup', 'messages', 'user_admin'],
  ['POST', '/api/logon-popup', 'messages', 'user_admin'],
  ['PUT', '/api/logon-popup/{id}', 'messages', 'user_admin'],
  ['DELETE', '/api/logon-popup/{id}', 'messages', 'user_admin'],
  ['DELETE', '/api/logon-popup/delete/{id}', 'messages', 'user_admin'],
] as const satisfies GroupRows<'messages'>;
export const PARTICIPANTS_ROWS = [
  ['GET', '/api/users/get-info-search-menu', 'participants', 'find_participant'],
  ['GET', '/api/user/get-user-search/{text}', 'participants', 'find_participant'],
  ['GET', '/api/user_schedule/{course}/{userId}/{cohortId}', 'participants', 'signed_in'],
] as const satisfies GroupRows<'participants'>;
export const DASHBOARD_ROWS = [
  ['POST', '/api/user/saveFilters', 'dashboard', 'signed_in'],
  ['GET', '/api/filter-cohort', 'dashboard', 'dashboard'],
  ['GET', '/api/dashboard_data', 'dashboard', 'dashboard'],
  ['POST', '/api/get_alp_data', 'dashboard', 'dashboard'],
  ['GET', '/api/searchCohort', 'dashboard', 'dashboard'],
  ['GET', '/api/searchCohort/{text}', 'dashboard', 'dashboard'],
] as const satisfies GroupRows<'dashboard'>;
export const CALENDAR_ROWS = [
  ['GET', '/api/calendar_date', 'calendar', 'dashboard'],
  ['GET', '/api/get-years', 'calendar', 'dashboard'],
  ['GET', '/api/calendar_data/{start}/{end}', 'calendar', 'dashboard'],
  ['POST', '/api/save-busy-days', 'calendar', 'dashboard'],
] as const satisfies GroupRows<'calendar'>;
export const ROSTER_ROWS = [
  ['GET', '/api/get_cohort_info/{cohortId}', 'roster', 'dashboard'],
  ['GET', '/api/get_roster_info/{cohortId}/{eventId}', 'roster', 'dashboard'],
  ['GET', '/api/get_meeting_info/{cohortId}', 'roster', 'dashboard'],
  ['GET', '/api/unit/{cohortId}/{unitId}', 'roster', 'dashboard'],
  ['GET', '/api/get_events_list/{cohortId}', 'roster', 'dashboard'],
  ['POST', '/api/save_attendance', 'roster', 'roster_edit'],
  ['POST', '/api/save_alp_form', 'roster', 'roster_edit'],
  ['POST', '/api/extraParticipantList', 'roster', 'roster_edit'],
  ['POST', '/api/save_makeup_participant', 'roster', 'roster_edit'],
  ['POST', '/api/remove_makeup', 'roster', 'roster_edit'],
] as const satisfies GroupRows<'roster'>;
export const ROSTER_REPORTS_ROWS = [
  ['GET', '/api/get_attendance_report/{cohortId}', 'roster-reports', 'dashboard'],
  ['GET', '/api/export_attendance_report/{cohortId}', 'roster-reports', 'dashboard'],
  ['GET', '/api/get_absence/{cohortId}', 'roster-reports', 'attendance_audit'],
  ['GET', '/api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}', 'roster-reports', 'dashboard'],
  ['GET', '/api/rosterReport/{cohortId}/{eventId}', 'roster-reports', 'dashboard'],
  ['GET', '/api/get_projects_by_cohort/{cohortId}', 'roster-reports', 'dashboard'],
  ['GET', '/api/getSurveyResponsePresentation', 'roster-reports', 'dashboard'],
] as const satisfies GroupRows<'roster-reports'>;
export const CERTIFICATES_ROWS = [
  ['GET', '/api/certifications/{cohortId}', 'certificates', 'certificates_issue'],
  ['GET', '/api/get_courses_list', 'certificates', 'senior_admin'],
  ['POST', '/api/update_certificate_image', 'certificates', 'senior_admin'],
  ['GET', '/api/participantCertificate', 'certificates', 'admin_area'],
  ['GET', '/api/export_certificate', 'certificates', 'admin_area'],
  ['GET', '/api/reissue_certificate/{id}', 'certificates', 'certificates_issue'],
  ['POST', '/api/save_void_certificate', 'certificates', 'certificates_void'],
  ['POST', '/api/active_restore_certificate', 'certificates', 'certificates_void'],
  ['GET', '/api/pdf_log', 'certificates', 'senior_admin'],
] as const satisfies GroupRows<'certificates'>;
export const USERS_ROWS = [
  ['GET', '/api/user', 'users', 'user_admin'],
  ['GET', '/api/user/search/{text}', 'users', 'user_admin'],
  ['GET', '/api/export-csv', 'users', 'user_admin'],
  ['POST', '/api/user', 'users', 'user_admin'],
  ['PUT', '/api/user/update/{id}', 'users', 'user_admin'],
  ['DELETE', '/api/user/{id}', 'users', 'user_admin'],
  ['GET', '/api/getUserListFilter', 'users', 'admin_area'],
  ['GET', '/api/getOptions', 'users', 'user_admin'],
  ['GET', '/api/getHeaderUserFilter', 'users', 'user_admin'],
  ['GET', '/api/user/getUsers/loginAs', 'users', 'user_admin'],
  ['GET', '/api/user/getUsers/loginAs/{text}', 'users', 'user_admin'],
] as const satisfies GroupRows<'users'>;
export const USER_IMPORT_ROWS = [['POST', '/api/user/import-csv', 'user-import', 'user_admin']] as const satisfies GroupRows<'user-import'>;
export const LOCKS_ROWS = [
  ['GET', '/api/validate_page', 'locks', 'admin_area'],
  ['POST', '/api/active_page', 'locks', 'admin_area'],
  ['POST', '/api/update_page', 'locks', 'admin_area'],
  ['POST', '/api/disabled_page', 'locks', 'admin_area'],
] as const satisfies GroupRows<'locks'>;
export const ROLES_ROWS = [
  ['GET', '/api/role', 'roles', 'user_admin'],
  ['POST', '/api/role', 'roles', 'senior_admin'],
  ['PUT', '/api/role/{id}', 'roles', 'senior_admin'],
  ['DELETE', '/api/role/{id}', 'roles', 'senior_admin'],
  ['GET', '/api/role/change/{id}', 'roles', 'senior_admin'],
  ['GET', '/api/role/get/default-role', 'roles', 'user_admin'],
  ['POST', '/api/role/get/names', 'roles', 'signed_in'],
] as const satisfies GroupRows<'roles'>;
export const ACCOUNTS_ROWS = [
  ['POST', '/api/change_username', 'accounts', 'user_admin'],
  ['POST', '/api/getUsersInfoMerge', 'accounts', 'user_admin'],
  ['POST', '/api/merge_users', 'accounts', 'user_admin'],
  ['GET', '/api/getUserMergeLogs', 'accounts', 'user_admin'],
  ['POST', '/api/reverse_merged_username', 'accounts', 'user_admin'],
  ['GET', '/api/getPendingUsers', 'accounts', 'user_admin'],
] as const satisfies GroupRows<'accounts'>;
export const DISTRICTS_ROWS = [
  ['GET', '/api/verifyDistrictsToChange', 'districts', 'user_admin'],
  ['POST', '/api/verifyUsersToChangeDistrict', 'districts', 'user_admin'],
  ['POST', '/api/saveChangeDistrict', 'districts', 'user_admin'],
  ['GET', '/api/export_district_changes_report', 'districts', 'user_admin'],
] as const satisfies GroupRows<'districts'>;
export const LOOKUPS_ROWS = [
  ['GET', '/api/job_functions', 'lookups', 'signed_in'],
  ['GET', '/api/courses', 'lookups', 'signed_in'],
  ['GET', '/api/cohort', 'lookups', 'signed_in'],
  ['GET', '/api/courses/get/default-course', 'lookups', 'signed_in'],
  ['GET', '/api/getStates', 'lookups', 'signed_in'],
  ['GET', '/api/dictionary/get-states', 'lookups', 'signed_in'],
  ['GET', '/api/info-districts', 'lookups', 'signed_in'],
  ['POST', '/api/districts_by_states', 'lookups', 'signed_in'],
  ['GET', '/api/districts_by_state/{stateId}/{district}', 'lookups', 'signed_in'],
  ['GET', '/api/district_schools/{districtId}', 'lookups', 'signed_in'],
  ['GET', '/api/get_edp_nisl_courses', 'lookups', 'signed_in'],
  ['GET', '/api/meeting_types', 'lookups', 'signed_in'],
] as const satisfies GroupRows<'lookups'>;
export const COHORT_BUILDER_ROWS = [
  ['GET', '/api/cohort-builder/cohorts', 'cohort-builder', 'admin_area'],
  ['GET', '/api/cohort/search/{text}', 'cohort-builder', 'admin_area'],
  ['GET', '/api/cohort-builder/config', 'cohort-builder', 'admin_area'],
  ['GET', '/api/get_cohort_builder_filters', 'cohort-builder', 'admin_area'],
  ['GET', '/api/courses/get/cohort-builder', 'cohort-builder', 'admin_area'],
  ['GET', '/api/course_sections/{course}', 'cohort-builder', 'admin_area'],
  ['POST', '/api/cohort', 'cohort-builder', 'admin_area'],
  ['DELETE', '/api/cohort/{id}', 'cohort-builder', 'admin_area'],
  ['POST', '/api/user/getUsers/cohort-builder', 'cohort-builder', 'admin_area'],
  ['POST', '/api/event/validate-schedule-facilitator', 'cohort-builder', 'admin_area'],
] as const satisfies GroupRows<'cohort-builder'>;
export const MATERIALS_ROWS = [
  ['GET', '/api/boms', 'materials', 'admin_area'],
  ['GET', '/api/download', 'materials', 'admin_area'],
  ['POST', '/api/import_material_status', 'materials', 'admin_area'],
] as const satisfies GroupRows<'materials'>;
export const SETTINGS_ROWS = [
  ['GET', '/api/get_settings_list', 'settings', 'senior_admin'],
  ['POST', '/api/update_setting', 'settings', 'senior_admin'],
] as const satisfies GroupRows<'settings'>;
export const PROFILE_ROWS = [
  ['PUT', '/api/user/{id}', 'profile', 'signed_in'],
  ['POST', '/api/user/update/avatar', 'profile', 'signed_in'],
] as const satisfies GroupRows<'profile'>;
export const SUPPORT_ROWS = [
  ['POST', '/api/support/session', 'support', 'support_edit'],
  ['POST', '/api/support/session/{id}', 'support', 'support_edit'],
  ['POST', '/api/support/session/state', 'support', 'support_edit'],
  ['POST', '/api/support/session/sequence', 'support', 'support_edit'],
  ['POST', '/api/support/session/item', 'support', 'support_edit'],
  ['POST', '/api/support/session/item/{id}', 'support', 'support_edit'],
  ['POST', '/api/support/session/item/state', 'support', 'support_edit'],
  ['POST', '/api/support/session/item/sequence', 'support', 'support_edit'],
] as const satisfies GroupRows<'support'>;
export const REPORTS_ROWS = [
  ['GET', '/api/filter-facilitator-utilization', 'reports', 'facilitator_utilization'],
  ['GET', '/api/get_facilitator_utilization', 'reports', 'facilitator_utilization'],
  ['GET', '/api/export-facilitator-utilization', 'reports', 'facilitator_utilization'],
  ['GET', '/api/date-export-reports', 'reports', 'manager_reports'],
  ['GET', '/api/get-absent-report-by-cohort', 'reports', 'manager_reports'],
  ['GET', '/api/download-absent-report', 'reports', 'manager_reports'],
  ['GET', '/api/download-absent-report-by-cohort', 'reports', 'manager_reports'],
  ['GET', '/api/download-graduation-report', 'reports', 'manager_reports'],
  ['GET', '/api/download-attendance-on-report/{file}', 'reports', 'manager_reports'],
  ['GET', '/api/download-attendance-ext-report', 'reports', 'manager_reports'],
  ['GET', '/api/download-user-account', 'reports', 'manager_reports'],
  ['GET', '/api/download-cohort-data', 'reports', 'manager_reports'],
  ['GET', '/api/download-master-schedule', 'reports', 'manager_reports'],
  ['GET', '/api/download-facilitator-schedule', 'reports', 'manager_reports'],
] as const satisfies GroupRows<'reports'>;

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
    '/api/attendance_history/{cohortId}/{unit}',
    'roster',
    'user_admin',
    "The roster's attendance history for administrators (who changed which mark, before and after) loads when its panel is opened: read with the roster, its Query and the savers' names put every administrator's roster load over the three round trips of a page load.",
  ],
  [
    'GET',
    '/api/download-certificates-created',
    'reports',
    'manager_reports',
    "The Data Sets dialog's Certificates Created serves the file the nightly job writes, dated like the other data sets; the documented /api/export_certificate writes the Certificates tab's filtered list on request.",
  ],
] as const satisfies ReadonlyArray<NotInSpecRow>;

type NotInSpecRow = readonly [HttpMethod, string, RouteGroup, Capability, why: string];

type Row = (typeof TABLE)[number] | (typeof NOT_IN_SPEC)[number];
export type RouteKey = `${Row[0]} ${Row[1]}`;

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
