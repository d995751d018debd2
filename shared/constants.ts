/** Business constants of the specs (01 §9, 02 §9, 03 §9), in one place. */
export const TIME_ZONE = 'America/New_York';

/** The portal's name: its pages' titles and header, the credentials it issues, the records and calendars it gives out. */
export const PORTAL_NAME = 'Professional Learning Portal';

export const DEFAULT_COURSE_ID = 10;
export const COACHING_COURSE_KEY = 497;
export const ALL_REMAINING_UNITS_USER_ID = 13450;
export const TRANSITION_COHORT_KEY = 39;
export const CONTEXT_ANALYSIS_TOOL = { id: 27, courseKeys: [39, 250, 84], after: '2021-09-15' } as const;

/** Whether a cohort offers the Context Analysis Tool: its course and a first session after the cut-off (spec 01 §4). */
export function offersContextAnalysis(courseKey: number | undefined, firstSession: string | null): boolean {
  return (
    courseKey !== undefined &&
    (CONTEXT_ANALYSIS_TOOL.courseKeys as readonly number[]).includes(courseKey) &&
    firstSession !== null &&
    firstSession > CONTEXT_ANALYSIS_TOOL.after
  );
}

export const ADMIN_PASSWORD_POLICY = { minLength: 12, perClass: 2, maxAgeDays: 45 } as const;
/**
 * Every account's password has at least this many characters (spec 01 sets a policy for
 * administrators only; shared/auth/password-policy.ts, basicPasswordProblem).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const CURRENT_PASSWORD_CHECK_FROM = 4;

export const DASHBOARD_PAGE_SIZE = 50;
export const DEFAULT_PAST_YEAR = 2015;
export const MISSING_ATTENDANCE_CUT = 5;
/**
 * Co-facilitator lists (the dashboard's column, the roster's line): the first three names, and an
 * ellipsis once there are three or more (spec 01 §5, §9), so a reader knows the list may go on.
 */
export const CO_FACILITATOR_NAMES = { shown: 3, ellipsisFrom: 3 } as const;
export const LOGIN_RECENT_DAYS = 15;
/** Pages preloaded after the first when the total is at least this many pages (spec 01 §9). */
export const DASHBOARD_PRELOAD = { pages: 2, whenTotalPagesAtLeast: 3 } as const;
/** Longest calendar_data range: a month view with its leading and trailing weeks. */
export const CALENDAR_MAX_DAYS = 62;
/**
 * The month grid's events per day (issue 32): a busy weekday holds ~100 sessions at the large seed,
 * which no one reads in a cell; the grid shows the first few and a "+N more" button, and asks the
 * server for no more than it shows (`per_day` of GET /api/calendar_data). `max` bounds the parameter.
 */
export const CALENDAR_DAY_EVENTS = { shown: 4, max: 50 } as const;
/** How long the list Lambdas trust their in-memory cohort directory before asking for changes. */
export const DIRECTORY_FRESHNESS_MS = 3_000;
export const EVALUATION_WARNING_DAYS = 5;
/**
 * The survey-refresh job (shared/schedules.ts) re-reads a unit's evaluation answers while its
 * evaluation is open: from the end of the unit's last day for `windowDays`. Participants answer
 * mostly in the first days after a unit and units are about five weeks apart, so a month catches
 * the late answers while keeping each run to the units of the last month (a few thousand at the
 * large scale) rather than every unit ever taught. Units older than that keep their last answers.
 */
export const SURVEY_REFRESH = {
  windowDays: 30,
  /**
   * Events are indexed by the month they start in; an event ending in the window may have started
   * this long before it (ongoing coaching engagements are one event of about six months).
   */
  longestEventDays: 200,
  /** Survey system calls (and cohort reads) at once, and how long one call may take. */
  concurrency: 8,
  timeoutMs: 10_000,
} as const;
export const SEARCH_MIN_CHARS = 3;
/**
 * The cohort pickers' GET /api/cohort (issue 32; the parameters are not in the spec): a search
 * answers at most `searchLimit` cohorts and `ids` names at most `idsLimit` chosen ones, so no
 * answer grows with every cohort ever created; the pickers ask once `minChars` are typed.
 */
export const COHORT_OPTIONS = { searchLimit: 50, idsLimit: 200, minChars: 1 } as const;
export const DEBOUNCE_MS = { cohortSearch: 200, guestSearch: 500, userLookup: 500, cohortBuilderPeople: 1300 } as const;
export const LOCK_HEARTBEAT_MS = 300_000;
/**
 * How long one opening of an edit page keeps others out, heartbeats or not: past it the page is
 * free to anyone who opens it, and its holder's next heartbeat hears who (issue 34: locks hoarded).
 */
export const LOCK_MAX_HOLD_MS = 4 * 60 * 60 * 1000;

export const MENU = { siderWidth: 250, siderCollapsedWidth: 80, narrowBreakpoint: 576, courseTitleCut: 20, courseItemCut: 30 } as const;

/** Session lifetimes: short access tokens, refreshed by keep-alive up to an absolute limit. */
export const SESSION = {
  accessTokenMinutes: 60,
  absoluteHours: 12,
  keepAliveMinutes: 10,
} as const;

/** Login throttling (ARCHITECTURE §6): per account and per address, short lockouts. */
export const LOGIN_THROTTLE = {
  windowMinutes: 15,
  maxFailuresPerAccount: 5,
  maxFailuresPerAddress: 30,
  lockoutMinutes: 5,
} as const;

/**
 * The Reset Password dialog's reuse check tells whether a password was used before: per account,
 * this many checks in the window (a person typing pauses a few times; a stolen session would
 * otherwise test old-password guesses without limit).
 */
export const PASSWORD_CHECK_THROTTLE = { windowMinutes: 15, maxChecksPerAccount: 20 } as const;

/**
 * Forgot-password requests per hour: per account named (mail bombing) and per address
 * (enumeration by timing). Names that are no account count the same way.
 */
export const PASSWORD_RESET_THROTTLE = { windowMinutes: 60, maxPerAccount: 3, maxPerAddress: 20 } as const;

/**
 * Headers CloudFront adds to every /api/* request (cdk/lib/web-hosting.ts). `originVerify` carries
 * a secret the functions require, so the API's own execute-api address answers 403;
 * `viewerAddress` is the viewer's IP, set by a viewer-request function from the connection (it
 * overwrites whatever a viewer sent), trusted only on a request that carried the secret.
 */
export const EDGE_HEADERS = { originVerify: 'x-origin-verify', viewerAddress: 'x-viewer-address' } as const;

export const PASSWORD_RESET_TOKEN_MINUTES = 60;
/** Reuse is refused against the current password and this many earlier ones (each check is a scrypt). */
export const PASSWORD_HISTORY_CHECKED = 5;
