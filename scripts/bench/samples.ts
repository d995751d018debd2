/**
 * Sample requests of the benchmark, one place for all routes: the default value of each path
 * parameter (by its name in shared/api/routes.ts) and, per route, whatever a plausible call
 * needs beyond that (query, body, the account that calls, per-iteration preparation).
 *
 * Ids come from the seeded data (see `BenchData`, read from the table after seeding), never
 * hard-coded. When an issue builds a route that needs more than the defaults, add its entry to
 * SAMPLES. Write routes (POST/PUT/DELETE) are measured ONLY when they have an entry here: the
 * discovery call of a write route without one uses ids that do not exist and an empty body, so
 * that it cannot change the data the other routes are measured on.
 *
 * An entry may give several samples of one route, each with its `variant` name (filters, another
 * account, another mode): each is measured and reported as its own row.
 */
import type { RouteDefinition, RouteKey } from '../../shared/api/routes.ts';
import type { CalendarFilters } from '../../shared/calendar/types.ts';
import type { DashboardFilters, DashboardResponse, VisualFilters } from '../../shared/dashboard/types.ts';
import { allows, type Capability } from '../../shared/auth/capabilities.ts';
import { CALENDAR_DAY_EVENTS, COHORT_OPTIONS, DEFAULT_PAST_YEAR } from '../../shared/constants.ts';
import { addDays, weekday } from '../../shared/time.ts';
import { ATTENDANCE_AUDIT_SAMPLES } from './attendance-audit-samples.ts';
import { CERTIFICATE_LIST_SAMPLES } from './certificate-list-samples.ts';
import { DATA_SET_SAMPLES } from './data-set-samples.ts';
import { CALENDAR_FEED_SAMPLES } from './calendar-feed-samples.ts';
import { CERTIFICATE_SAMPLES } from './certificate-samples.ts';
import { COHORT_FORM_SAMPLES } from './cohort-form-samples.ts';
import { COHORT_LIST_SAMPLES } from './cohort-list-samples.ts';
import { PROFILE_SAMPLES } from './profile-samples.ts';
import { ROSTER_SAVE_SAMPLES } from './roster-save-samples.ts';
import { SETTINGS_SAMPLES } from './settings-samples.ts';
import { SUPPORT_SAMPLES } from './support-samples.ts';
import { forgetPasswordResets } from './throttle-reset.ts';
import { USER_SAVE_SAMPLES } from './user-save-samples.ts';
import { UTILIZATION_SAMPLES } from './utilization-samples.ts';

/** Facts of the seeded organisation that samples refer to. */
export interface BenchData {
  password: string;
  /** New York date the seed was laid around. */
  today: string;
  cohortId: number;
  /** Name of `cohortId` (its first letters are the cohort search's text). */
  cohortName: string;
  postId: number;
  /** A dated, past event of `cohortId` (falls back to its first event). */
  eventId: number;
  unitId: string;
  /** CMS key of the cohort's course, e.g. `cohort39`. */
  courseKey: string;
  courseId: number;
  stateId: number;
  districtId: number;
  /** A cohort the demo facilitator leads (the one running longest), for a dashboard filter that matches rows. */
  facilitatorCohort: { id: number; courseId: number; stateId: number } | null;
  /** Demo accounts (and the bench's own, see seeding.ts) by username: id and role slugs. */
  accounts: Record<string, { id: number; roles: string[] }>;
  /** True when the table holds the cohort the ids above point at. */
  hasCohorts: boolean;
  /**
   * A cohort whose participants have project files, and how many (All Projects answers 303 to a
   * zip of them); null when the seed has none (the route then answers 422 on `cohortId`).
   */
  projects: { cohortId: number; files: number } | null;
  /** The home cohort of a make-up taken in another cohort (its reports also read the host); null: none seeded. */
  makeupCohortId: number | null;
  /** A past unit of `cohortId` with stored unit evaluation answers (seeding.ts storeSurveyAnswers); null: none. */
  surveyUnit: string | null;
}

/** What a sample may ask of the bench before each call (not timed). */
export interface SampleTools {
  /** Signs in (POST /api/login) and returns a fresh token. */
  login: (username: string) => Promise<string>;
  /**
   * A GET as an account (or with a token a preparation got), its JSON answer (throws unless 200):
   * samples built from another route's answer.
   */
  getJson: (path: string, as: string | { token: string }, query?: Record<string, string>) => Promise<unknown>;
}

export interface Sample {
  /** Name of this sample among several of the same route, e.g. 'past' (shown with the route). */
  variant?: string;
  /**
   * Account whose token the call carries; null: no token (public route). Default: senior.admin,
   * or the first account whose roles the route's capability allows (see accountFor).
   */
  as?: string | null;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /**
   * Runs before each call, untimed; may return the token (e.g. a fresh session), the body or the
   * path to use (a secret address another route gives, such as a calendar feed's).
   */
  prepare?: (tools: SampleTools) => Promise<{ token?: string; body?: unknown; path?: string }>;
  /** Slow by design (password hashing) or needs a slow preparation: BENCH_SLOW_ITERATIONS. */
  slow?: boolean;
  /**
   * The refusal this sample measures on purpose (e.g. 409: a deletion the data forbids), so the
   * report does not ask to fix it; any other 4xx/5xx still does. Say why in `note`.
   */
  expect?: number;
  /** Shown in the report. */
  note?: string;
  /**
   * Why this call is not part of a page load (the documented full form of a list the pages ask
   * by search or by day; a file export): measured, but left out of issue 32's goals of what pages
   * load (goals.ts).
   */
  notPageLoad?: string;
}

export const DEFAULT_ACCOUNT = 'senior.admin';

/** The name the forgot-password sample asks for: no account, so no mail is sent. */
const FORGOT_PASSWORD_NAME = 'nobody.at.all';

const monthBounds = (today: string) => {
  const [y, m] = today.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { start: `${today.slice(0, 7)}-01`, end: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
};

/** Default of each path parameter name of the route table. */
export const PARAM_DEFAULTS: Record<string, (d: BenchData) => string | number> = {
  target: (d) => d.accounts.participant?.id ?? 9,
  userId: (d) => d.accounts.participant?.id ?? 9,
  second: () => 'true',
  cohortKey: (d) => d.courseKey,
  course: (d) => d.courseKey,
  id: () => 1,
  text: () => 'smith',
  cohortId: (d) => d.cohortId,
  eventId: (d) => d.eventId,
  unitId: (d) => d.unitId,
  start: (d) => monthBounds(d.today).start,
  end: (d) => monthBounds(d.today).end,
  sortDesc: () => 'false',
  lastNameFirst: () => 'true',
  stateId: (d) => d.stateId,
  district: (d) => d.districtId,
  districtId: (d) => d.districtId,
  token: () => 'bench-token',
  username: () => DEFAULT_ACCOUNT,
  file: () => 'attendance-on',
};

/** Per-route samples. Add one when a route needs more than the parameter defaults. */
export const SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  // The roster's save (issue 5): roster-save-samples.ts.
  ...ROSTER_SAVE_SAMPLES,
  // The user modal's save (issue 6): user-save-samples.ts.
  ...USER_SAVE_SAMPLES,
  // The cohort form's read, save and delete (issue 13): cohort-form-samples.ts.
  ...COHORT_FORM_SAMPLES,
  // The Cohort Builder list, its search and reference calls (issue 13): cohort-list-samples.ts.
  ...COHORT_LIST_SAMPLES,
  // The support page's list and upload address (issue 14): support-samples.ts.
  ...SUPPORT_SAMPLES,
  // The profile's save, photo upload and photo address (issue 14): profile-samples.ts.
  ...PROFILE_SAMPLES,
  // The Blanks list and the public verification routes (issue 15): certificate-samples.ts.
  ...CERTIFICATE_SAMPLES,
  ...CERTIFICATE_LIST_SAMPLES,
  // The System Settings list and save (issue 15): settings-samples.ts.
  ...SETTINGS_SAMPLES,
  // The Facilitator Utilization dialog (issue 16): utilization-samples.ts.
  ...UTILIZATION_SAMPLES,
  // The Attendance Audit dialog's per-cohort table and its download (issue 16): attendance-audit-samples.ts.
  ...ATTENDANCE_AUDIT_SAMPLES,
  // The Data Sets dialog's date line and downloads (issue 16): data-set-samples.ts.
  ...DATA_SET_SAMPLES,
  // The calendar subscription's address, its revocation and the feed (issue 33): calendar-feed-samples.ts.
  ...CALENDAR_FEED_SAMPLES,
  'POST /api/login': (d) => ({
    as: null,
    body: { username: DEFAULT_ACCOUNT, password: d.password },
    slow: true,
    note: 'scrypt (N=2^17) by design, ~0.35 s',
  }),
  'POST /api/logout': () => ({
    prepare: async (tools) => ({ token: await tools.login(DEFAULT_ACCOUNT) }),
    slow: true,
    note: 'a fresh session per call (sign-in untimed)',
  }),
  'GET /api/user/loginas/{target}/true': (d) => {
    const admin = d.accounts[DEFAULT_ACCOUNT]?.id ?? 1;
    const target = d.accounts.participant?.id ?? 9;
    return {
      params: { target: admin },
      // Each call ends its own Login As: a fresh sign-in and the switch to the participant, untimed.
      prepare: async (tools) => {
        const own = await tools.login(DEFAULT_ACCOUNT);
        const acting = (await tools.getJson(`/api/user/loginas/${target}/false`, { token: own })) as { token: string };
        return { token: acting.token };
      },
      slow: true,
      note: 'back from a Login As opened untimed before each call (sign-in, then the switch)',
    };
  },
  'GET /api/keepalive': () => ({}),
  'GET /api/users/get-info-search-menu': (d) => ({ query: { user_id: String(d.accounts.participant?.id ?? 9) } }),
  // My Record (issue 33): the demo participant's own (two cohorts, one finished), and the same opened by the manager.
  'GET /api/me/record': (d) => [
    { variant: 'own', as: 'participant' },
    { variant: "a participant's, by the manager", as: 'manager', query: { user_id: String(d.accounts.participant?.id ?? 9) } },
  ],
  'GET /api/getCourseInfoByKey': (d) => ({ query: { courseKey: d.courseKey } }),
  'POST /api/role/get/names': () => ({ body: { slugs: ['coach', 'participant', 'state_coordinator'] } }),
  'POST /api/set-action-logon-popup': () => ({ body: { action: 'later', logon_popup_id: 2 }, note: "'later' writes nothing" }),

  // Admin tabs 5, 10-12 (issue 6): the merge comparison and the Add District counts write nothing;
  // merge, reversal and the district save are writes (probed only).
  'POST /api/getUsersInfoMerge': (d) => ({
    body: { secondaryId: d.accounts.participant?.id ?? 9, primaryId: d.accounts.coach?.id ?? 8 },
    note: 'the side-by-side comparison',
  }),
  'GET /api/getUserMergeLogs': (): Sample[] => [{ variant: 'first page' }, { variant: 'searched', query: { search: 'a' } }],
  'GET /api/getPendingUsers': (): Sample[] => [{ variant: 'first page' }, { variant: 'searched', query: { search: 'a' } }],
  'GET /api/verifyDistrictsToChange': (d): Sample[] => [
    { variant: 'by state', query: { type: 'state', value: String(d.stateId) }, note: 'the user directory, fresh' },
    { variant: 'by school', query: { type: 'school', value: 'Lincoln' } },
  ],
  'POST /api/verifyUsersToChangeDistrict': (d) => ({
    body: { type: 'state', values: { value: String(d.stateId), district_id: d.districtId } },
    note: 'a count: writes nothing',
  }),

  // The cohort pickers (the CSV import's cohort, the banners' cohorts; issue 32) send what is typed:
  // a few letters of a city in the seeded names ("PA Harrisburg EDP 2025 #12"), which many cohorts
  // hold, so the answer is the most a search lists. Without parameters the route answers every
  // cohort ever created, as the spec documents it, which no page asks for.
  'GET /api/cohort': (d): Sample[] => {
    const typed = (d.cohortName.split(/\s+/)[1] ?? d.cohortName).slice(0, 4).toLowerCase();
    return [
      {
        variant: `picker search "${typed}"`,
        query: { search: typed },
        note: `what a cohort picker sends as one types: at most ${COHORT_OPTIONS.searchLimit} cohorts`,
      },
      {
        variant: 'no parameters: the documented full list (no page sends it)',
        notPageLoad: 'the documented full list',
        note: 'every cohort ever created (spec 02 §7, 03 §7)',
      },
    ];
  },

  // Admin tabs 2 and 6-8 (issue 6): the three message lists; the role switch (a GET that writes)
  // on the coach role, switched off untimed before each timed call switches it back on.
  'GET /api/logon-popup': (): Sample[] => [
    { variant: 'logon popups', query: {} },
    { variant: 'participant notifications', query: { type: 'participant_notification' } },
    { variant: 'portal banners', query: { type: 'portal_banner' } },
  ],
  'GET /api/role/change/{id}': () => ({
    params: { id: 11 },
    prepare: async (tools) => {
      await tools.getJson('/api/role/change/11', DEFAULT_ACCOUNT);
      return {};
    },
    note: 'coach switched off untimed, back on by the timed call',
  }),

  // Admin tab 1, the user modal (issue 6): the edit form's load (validate_page brings the account),
  // taking/renewing a lock (idempotent for its holder), the district searches of the form.
  'GET /api/validate_page': (d) => ({
    query: { page: `user/edit/${d.accounts.participant?.id ?? 9}` },
    note: 'the lock check and the account the form edits',
  }),
  'POST /api/active_page': (d) => ({
    body: { page: `user/edit/${d.accounts.participant?.id ?? 9}`, user_id: d.accounts[DEFAULT_ACCOUNT]?.id ?? 1 },
    note: 'conditional put; the holder retakes its own lock',
  }),
  'POST /api/update_page': (d) => ({
    body: { page: `user/edit/${d.accounts.participant?.id ?? 9}`, user_id: d.accounts[DEFAULT_ACCOUNT]?.id ?? 1 },
    note: 'the 5-minute heartbeat',
  }),
  'GET /api/districts_by_state/{stateId}/{district}': (d) => ({
    params: { stateId: d.stateId, district: '-' },
    note: "'-': every district of the state",
  }),
  'POST /api/districts_by_states': (d) => ({ body: { states: [d.stateId], district: 'school' } }),
  'POST /api/forgot-password': () => ({
    as: null,
    body: { username: FORGOT_PASSWORD_NAME },
    // The throttle counts every request (3 an hour per account, 20 per address): without this the
    // bench would time the 429 from the fourth call on.
    prepare: async () => {
      await forgetPasswordResets(FORGOT_PASSWORD_NAME);
      return {};
    },
    note: 'unknown account: same answer, no mail; its throttle counters cleared before each call (untimed)',
  }),
  'POST /api/validateCurrentPassword': (d) => ({ body: { currentPass: d.password }, slow: true, note: 'one scrypt by design' }),
  'POST /api/validatePasswordHistory': () => ({
    body: { pass: 'Not-The-Password-1!' },
    slow: true,
    note: 'scrypt per remembered password by design',
  }),

  // Cohort dashboard (issue 4): the demo manager sees every cohort, the coordinator two states.
  'GET /api/dashboard_data': (d): Sample[] => {
    const fc = d.facilitatorCohort;
    const facilitator = d.accounts.facilitator?.id;
    const filtered = {
      courses: [fc?.courseId ?? d.courseId],
      states: [fc?.stateId ?? d.stateId],
      ...(facilitator ? { facilitators: [facilitator] } : {}),
    };
    return [
      { variant: 'page 1, no filters', as: 'manager', query: dashboardQuery() },
      { variant: 'filters: courses+states+facilitator', as: 'manager', query: dashboardQuery(filtered) },
      { variant: 'past', as: 'manager', query: dashboardQuery({ check_past: true }, 'past') },
      { variant: 'state coordinator', as: 'coordinator', query: dashboardQuery() },
    ];
  },
  'GET /api/filter-cohort': () => ({ as: 'manager', query: { type_filter: 'cohort' } }),
  'GET /api/searchCohort/{text}': (d) => ({
    as: 'manager',
    params: { text: d.cohortName.slice(0, 4) },
    note: `"${d.cohortName.slice(0, 4)}": first letters of a cohort name`,
  }),
  'GET /api/searchCohort': () => ({ as: 'manager' }),
  'POST /api/get_alp_data': () => {
    let body: Promise<AlpRequest> | undefined;
    return {
      as: 'manager',
      // The web sends what the first dashboard page answered: fetched once, untimed.
      prepare: async (tools) => ({ body: await (body ??= firstPageAlpRequest(tools)) }),
      note: "the manager's first dashboard page (50 sessions)",
    };
  },

  // Training calendar (issue 4): the month grid the web shows around today, as many events a day
  // as it shows (per_day, issue 32); and once the documented answer, every event, which no page asks.
  'GET /api/calendar_data/{start}/{end}': (d): Sample[] => {
    const params = monthGrid(d.today);
    const perDay = String(CALENDAR_DAY_EVENTS.shown);
    return [
      { variant: 'complete', as: 'manager', params, query: { filters: JSON.stringify(calendarFilters()), per_day: perDay } },
      {
        variant: 'my_schedule',
        as: 'facilitator',
        params,
        query: { calendar: 'my_schedule', filters: JSON.stringify(calendarFilters()), per_day: perDay },
      },
      {
        variant: 'complete, filters {"unit":"4"}',
        as: 'manager',
        params,
        query: { filters: JSON.stringify(calendarFilters({ unit: '4' })), per_day: perDay },
      },
      {
        variant: 'complete, every event: the documented answer, no page asks it',
        notPageLoad: 'the documented answer',
        as: 'manager',
        params,
        query: { filters: JSON.stringify(calendarFilters()) },
      },
    ];
  },
  'GET /api/calendar_date': () => ({ as: 'manager' }),
  'GET /api/get-years': () => ({ as: 'manager' }),
  'POST /api/save-busy-days': (d) => ({
    as: 'facilitator',
    body: { available: 1, day: addDays(d.today, 400) },
    note: 'marks a day 400 days ahead free (as it is by default) again and again',
  }),
  // Roster reports (issue: roster reports): the web's Reports and Downloads on a past unit of a
  // seeded cohort. The file routes answer 303 to a presigned link: success (the file is built and
  // uploaded to the files bucket within the timed call).
  'GET /api/get_roster_info/{cohortId}/{eventId}': () => ({ note: 'a past unit' }),
  'GET /api/attendance_history/{cohortId}/{unit}': (d) => ({
    params: { unit: d.unitId },
    note: "that unit's saves with their savers' names, as the roster's history panel asks when opened",
  }),
  'GET /api/get_attendance_report/{cohortId}': (d) => withMakeupVariant(d, {}),
  'GET /api/export_attendance_report/{cohortId}': (d) => withMakeupVariant(d, { note: 'xlsx, 303 to a presigned link' }),
  'GET /api/get_absence/{cohortId}': (d) => withMakeupVariant(d, {}),
  'GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}': (): Sample[] => [
    // As the web's two buttons ask for it (ReportsDialog): ascending, one name order each.
    { variant: 'first names first', params: { sortDesc: 'false', lastNameFirst: 'false' }, note: 'PDF, 303 to a presigned link' },
    { variant: 'last names first', params: { sortDesc: 'false', lastNameFirst: 'true' }, note: 'PDF, 303 to a presigned link' },
  ],
  'GET /api/rosterReport/{cohortId}/{eventId}': () => ({ note: 'xlsx of the unit, 303 to a presigned link' }),
  'GET /api/get_projects_by_cohort/{cohortId}': (d) =>
    d.projects
      ? {
          params: { cohortId: d.projects.cohortId },
          note: `cohort ${d.projects.cohortId}: zip of ${d.projects.files} project file${d.projects.files === 1 ? '' : 's'} streamed from S3, 303 to a presigned link`,
        }
      : { expect: 422, note: 'no seeded cohort has project files: the 422 refusal' },
  'GET /api/getSurveyResponsePresentation': (d) => ({
    query: { cohortId: String(d.cohortId), unit: d.surveyUnit ?? d.unitId, postId: String(d.postId) },
    note: d.surveyUnit
      ? `unit ${d.surveyUnit}: the answers the survey-refresh job stored (demo source)`
      : 'no stored answers: the empty report',
  }),

  // Users list (issue 6, admin tab 1): the in-memory user directory; the export streams every
  // matching account to an xlsx in the files bucket within the timed call.
  'GET /api/user': (d): Sample[] => [
    { variant: 'page 1, no filter', query: { page: '1', per_page: '50', filterDiagnosticsUsers: '3' } },
    {
      variant: 'filters: states+roles+status+created range, sorted by created',
      query: {
        page: '2',
        per_page: '50',
        column: 'created_at',
        order_by: 'asc',
        filterDiagnosticsUsers: '1',
        filter: JSON.stringify({ states: [d.stateId], roles: [10], status: 'active', created_from: '2000-01-01', last_name: 'a' }),
      },
    },
    { variant: 'filter: cohort members', query: { filter: JSON.stringify({ cohorts: [d.cohortId] }) } },
  ],
  'GET /api/user/search/{text}': () => [
    { variant: '"smith"', params: { text: 'smith' } },
    { variant: '"ma jo" (two word prefixes)', params: { text: 'ma jo' } },
  ],
  'GET /api/export-csv': (d): Sample[] => [
    {
      variant: 'one state',
      query: { filter: JSON.stringify({ states: [d.stateId] }) },
      notPageLoad: 'a file export',
      note: 'xlsx streamed, 303 to a presigned link',
    },
    {
      variant: 'every account',
      query: {},
      slow: true,
      notPageLoad: 'a file export',
      note: 'xlsx of every account, streamed, 303 to a presigned link',
    },
  ],
  'GET /api/getOptions': () => ({}),
  'GET /api/getHeaderUserFilter': () => ({}),
  'GET /api/getUserListFilter': (): Sample[] => [
    { variant: 'who created certificates', query: { search: '', typeFilter: 'whoCreateCertificate' } },
    {
      variant: 'cohort participants, "smi"',
      query: { search: 'smi', typeFilter: 'participant' },
      note: 'members of every cohort, named once per directory version',
    },
    { variant: 'cohort participants, no search', query: { search: '', typeFilter: 'participant' } },
    { variant: 'who created cohorts', query: { search: '', typeFilter: 'whoCreate' } },
  ],
  'POST /api/user/saveFilters': () => ({
    as: 'manager',
    body: {
      type_filters: 'visualFilters',
      filters: { viewCities: false, columnView: 'participant_activity' } satisfies VisualFilters,
      save_filters: true,
    },
    note: 'visualFilters: the default view saved again',
  }),

  // Cohort form, Assignments (issue 13): the people search and the facilitator conflict check write nothing.
  'POST /api/user/getUsers/cohort-builder': (): Sample[] => [
    { variant: 'participants', body: { users: 'smith', list: 'participant' } },
    { variant: 'facilitators', body: { users: 'fac', list: 'facilitator' }, note: 'facilitator roles only' },
  ],
  'POST /api/event/validate-schedule-facilitator': (d) => ({
    body: {
      id_fac: d.accounts.facilitator?.id ?? 5,
      id_cohort: null,
      unit_work: ['all'],
      delivery: null,
      name: 'Felix Facilitator',
      dates_events: Array.from({ length: 20 }, (_, i) => ({
        unit: String(1 + Math.floor(i / 2)),
        day: 1 + (i % 2),
        date: addDays(d.today, i * 3 - 30),
        start_time: '09:00',
        end_time: '15:00',
      })),
    },
    note: "the demo facilitator's other cohorts against 20 days around today",
  }),
  // Materials (BOM, admin tab 14). The import is a multipart upload, which the bench does not send;
  // functions/materials/materials.test.ts runs it with more cohorts than one transaction holds.
  'GET /api/boms': () => ({ as: 'admin', note: 'one Query of the BOM partition; names are kept in the records' }),
  'GET /api/download': () => ({
    variant: 'sample',
    as: 'admin',
    query: { file: 'sample' },
    note: '303 to the sample xlsx, written on request',
  }),
};

/** The sample on `cohortId`, and one on the home cohort of a seeded make-up (one more Query: the host) when there is one. */
function withMakeupVariant(d: BenchData, sample: Sample): Sample[] {
  if (d.makeupCohortId === null || d.makeupCohortId === d.cohortId) return [sample];
  return [
    { variant: `cohort ${d.cohortId}`, ...sample },
    {
      ...sample,
      variant: `cohort ${d.makeupCohortId}: a member made a unit up elsewhere`,
      params: { ...sample.params, cohortId: d.makeupCohortId },
    },
  ];
}

type AlpRequest = Pick<DashboardResponse, 'nisl_ids' | 'cohort_user_ids' | 'cohort_participants'>;

async function firstPageAlpRequest(tools: SampleTools): Promise<AlpRequest> {
  const page = (await tools.getJson('/api/dashboard_data', 'manager', dashboardQuery())) as DashboardResponse;
  return { nisl_ids: page.nisl_ids, cohort_user_ids: page.cohort_user_ids, cohort_participants: page.cohort_participants };
}

/** The dashboard's filters as the web sends them: every field, empty unless given. */
export function dashboardFilters(over: Partial<DashboardFilters> = {}): DashboardFilters {
  return {
    courses: [],
    types: [],
    meeting_types: [],
    facilitators: [],
    units: [],
    cohorts: [],
    states: [],
    facilitators_cofac: [],
    co_facilitators: [],
    coaches_alp: [],
    schedule: [],
    participants: null,
    webinar_producer: [],
    qualities: [],
    contract: '',
    materials: '',
    years: [],
    check_past: false,
    retain_filter: true,
    cohort_name: '',
    past_year: DEFAULT_PAST_YEAR,
    ...over,
  };
}

/** GET /api/dashboard_data's query as the web builds it: page 1, the filters as JSON, no coaching. */
export function dashboardQuery(over: Partial<DashboardFilters> = {}, from: 'today' | 'past' = 'today'): Record<string, string> {
  return { page: '1', filters: JSON.stringify(dashboardFilters(over)), from, include_coaching: 'false' };
}

export function calendarFilters(over: Partial<CalendarFilters> = {}): CalendarFilters {
  return { courses: [], types: [], states: [], facilitators: [], unit: null, ...over };
}

/** The six-week month grid of the calendar around `today`: Sunday on or before the 1st, 42 days. */
export function monthGrid(today: string): { start: string; end: string } {
  const first = `${today.slice(0, 7)}-01`;
  const start = addDays(first, -weekday(first));
  return { start, end: addDays(start, 41) };
}

/** The account a route is called as by default: senior.admin when allowed, else the first that is. */
export function accountFor(capability: Capability, data: Pick<BenchData, 'accounts'>): string | null {
  if (capability === 'public') return null;
  const names = Object.keys(data.accounts);
  const ordered = names.includes(DEFAULT_ACCOUNT) ? [DEFAULT_ACCOUNT, ...names.filter((n) => n !== DEFAULT_ACCOUNT)] : names;
  return ordered.find((name) => allows(capability, data.accounts[name].roles)) ?? DEFAULT_ACCOUNT;
}

export const isWrite = (route: Pick<RouteDefinition, 'method'>) => route.method !== 'GET';

/** Fills the path of a route: sample params, then defaults; `probe` uses ids that do not exist. */
export function fillPath(
  route: Pick<RouteDefinition, 'path' | 'key'>,
  data: BenchData,
  params: Record<string, string | number> = {},
  probe = false,
): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (probe) return '999999999';
    const value = params[name] ?? PARAM_DEFAULTS[name]?.(data);
    if (value === undefined)
      throw new Error(`No sample value for path parameter {${name}} of ${route.key}: add it to PARAM_DEFAULTS or SAMPLES`);
    return encodeURIComponent(String(value));
  });
}

export interface PlannedCall {
  route: RouteDefinition;
  sample: Sample;
  path: string;
  /** Write route without a sample: discovered (safely) but never measured. */
  probeOnly: boolean;
}

/** The calls the bench makes for a route: one per sample (variant), or one with the defaults. */
export function planCalls(route: RouteDefinition, data: BenchData): PlannedCall[] {
  const as = accountFor(route.capability, data);
  const make = SAMPLES[route.key];
  if (make) {
    const made = make(data);
    const samples: readonly Sample[] = Array.isArray(made) ? made : [made as Sample];
    if (!samples.length) throw new Error(`SAMPLES['${route.key}'] gives no sample`);
    return samples.map((one) => {
      const sample = { as, ...one };
      return { route, sample, path: fillPath(route, data, sample.params), probeOnly: false };
    });
  }
  if (isWrite(route)) return [{ route, sample: { as, body: {} }, path: fillPath(route, data, {}, true), probeOnly: true }];
  return [{ route, sample: { as }, path: fillPath(route, data), probeOnly: false }];
}

/** How a planned call is named in the report: the route key, then its variant. */
export const callLabel = (plan: { key: string; variant?: string }) => (plan.variant ? `${plan.key} [${plan.variant}]` : plan.key);
