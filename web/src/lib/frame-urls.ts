/**
 * The address each framed page loads (spec 01 §1-§2, docs/frames.md): the configured base of its
 * frame (portal-config.json) with the tokens and values the spec names added as query
 * parameters. Pure functions, so that what every frame receives is tested in one place.
 */
import { fillAddress, withQuery, type QueryValue } from '@shared/frames';
import { hasAnyRole, type RoleSlug } from '@shared/auth/roles';
import { TRANSITION_COHORT_KEY } from '@shared/constants';

/** The session values frames receive, read once when the page opens. */
export interface FrameSession {
  /** The session token (nisl-data.token). */
  token: string;
  userId: number;
  username: string;
  roles: string[];
}

/**
 * Course permissions the course page hides (spec 01 §6): lesson guidelines and supplemental
 * notes, unless the person is an administrator, senior admin, national or local-inc facilitator.
 */
export const COURSE_DISABILITIES = ['lesson_guidelines', 'supplemental_notes'] as const;
const SEES_EVERY_COURSE_SECTION: readonly RoleSlug[] = ['administrator', 'senior_admin', 'facilitator_national', 'facilitator_local_inc'];

export function courseDisabilities(roles: readonly string[]): string[] {
  return hasAnyRole(roles, SEES_EVERY_COURSE_SECTION) ? [] : [...COURSE_DISABILITIES];
}

/** Cohort keys numbered 39 or higher apply a transition flag (spec 01 §4): `cohort39` → true. */
export function isTransitionCourse(course: string): boolean {
  const number = /(\d+)$/.exec(course);
  return number !== null && Number(number[1]) >= TRANSITION_COHORT_KEY;
}

/** /course/{course}: roles, disabilities and token; the base may place the course with `{course}`. */
export function courseFrameUrl(base: string, course: string, session: FrameSession): string {
  return withQuery(fillAddress(base, { course }), {
    course,
    roles: session.roles.join(','),
    disabilities: courseDisabilities(session.roles).join(','),
    transition: isTransitionCourse(course),
    token: session.token,
  });
}

/** Foundations pages, diagnostics, shared projects, practitioner inquiry: the session token. */
export function tokenFrameUrl(base: string, session: FrameSession, extra: Record<string, QueryValue> = {}): string {
  return withQuery(base, { token: session.token, ...extra });
}

/**
 * /communities: the optional `url_iframe` (a page of the communities site to open) and
 * `url_redirect` go to the communities site as parameters, never as the frame's own address,
 * so the session token only ever reaches the configured site.
 */
export function communitiesFrameUrl(
  base: string,
  session: FrameSession,
  query: { url_iframe?: string | null; url_redirect?: string | null },
): string {
  return withQuery(base, {
    token: session.token,
    url_iframe: query.url_iframe || undefined,
    url_redirect: query.url_redirect || undefined,
  });
}

/** /diagnostics: the session token and the diagnostics token. */
export function diagnosticsFrameUrl(base: string, session: FrameSession, diagnosticsToken: string): string {
  return withQuery(base, { token: session.token, diagnostics_token: diagnosticsToken });
}

/** /action-learning: the session token, the action-learning token and the user id. */
export function actionLearningFrameUrl(base: string, session: FrameSession, alpToken: string): string {
  return withQuery(base, { token: session.token, alp_token: alpToken, user_id: session.userId });
}

/** The coaching dashboard frame: user token, action-learning token and user id. */
export function coachingDashboardFrameUrl(base: string, session: FrameSession, alpToken: string): string {
  return withQuery(base, { token: session.token, alp_token: alpToken, user_id: session.userId });
}

/** /dashboard/downloads: the session token and the user id. */
export function downloadsFrameUrl(base: string, session: FrameSession): string {
  return withQuery(base, { token: session.token, user_id: session.userId });
}

/** /dashboard/query-page: the participant query page of the diagnostics service, signed in with a JWT. */
export function queryPageFrameUrl(base: string, diagnosticsToken: string): string {
  return withQuery(base, { jwt: diagnosticsToken });
}

/**
 * /online-learning: the Saba single sign-on address from the server (it carries its own token);
 * `current_url` tells Saba where to land: the page asked for, else the online-learning home.
 */
export function onlineLearningFrameUrl(ssoUrl: string, landing: string): string {
  return withQuery(ssoUrl, { current_url: landing });
}

export interface UnitLaunch {
  unit_path: string | null;
  unit_number: string | null;
  selected_activity: string | null;
}

/**
 * /redirect: the unit-launch address of the content portal with the unit asked for, the user
 * token, the diagnostics token and the address of the course to come back to.
 */
export function unitLaunchUrl(
  base: string,
  launch: UnitLaunch,
  session: FrameSession,
  diagnosticsToken: string,
  returnUrl: string,
): string {
  return withQuery(base, {
    unit_path: launch.unit_path || undefined,
    unit_number: launch.unit_number || undefined,
    selected_activity: launch.selected_activity || undefined,
    token: session.token,
    diagnostics_token: diagnosticsToken,
    return_url: returnUrl,
  });
}

/** The absolute address of the person's course page, for the content portal's way back. */
export function courseReturnUrl(origin: string, course: string | null): string {
  return `${origin}${course ? `/course/${encodeURIComponent(course)}` : '/'}`;
}
