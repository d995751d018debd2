/**
 * The `integrations` group: Saba SSO address, action-learning and diagnostics tokens, the VEO
 * address and the Context Analysis Tool token, each with its success, validation and refusal.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as MESSAGES from '../../shared/texts/general.ts';
import { INTEGRATION_MESSAGES as M } from '../../shared/integrations/texts.ts';
import type { AlpJwtAnswer, ContextAnalysisTokenAnswer, SabaSsoAnswer, VeoUrlAnswer } from '../../shared/integrations/types.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { testCohort } from '../../test/integration/cohorts.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { resetConfig } from '../services/config.ts';
import { EXTERNAL_TOKEN_MINUTES, TokenError, verifyExternalToken, verifySessionToken, type ExternalAudience } from '../services/tokens.ts';
import { putAll } from '../data/table/batch.ts';
import { cohortSummary } from '../data/cohorts/cohort-summary.ts';
import { cohortItems, type CohortRecord, type EventRecord } from '../data/cohorts/cohorts.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { createUser, type NewUser } from '../data/users/users.ts';
import { handler } from './handler.ts';

const EMPTY_SUMMARY = cohortSummary({ events: [], staff: [], members: [], makeups: [] }, new Map());

useTestTable();

const person = (id: number, username: string, roles: number[], extra: Partial<NewUser> = {}): NewUser =>
  testAccount(username, {
    id,
    passwordHash: 'x',
    first_name: username.split('.')[0],
    last_name: 'Tester',
    email_assign: null,
    state_id: null,
    roles,
    password_changed_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  });

// Ids: 501 participant, 502 another participant, 503 national facilitator, 504 coach, 505 merged participant.
const PARTICIPANT = { id: 501, username: 'pat.one', roles: ['participant'] };
const OTHER_PARTICIPANT = { id: 502, username: 'pam.two', roles: ['participant'] };
const FACILITATOR = { id: 503, username: 'fay.lead', roles: ['facilitator_national'] };
const COACH = { id: 504, username: 'cole.coach', roles: ['coach'] };
// Staff for the action-learning tokens: 506 local facilitator, 507 coordinator of state 1, 508 manager.
const LOCAL_FACILITATOR = { id: 506, username: 'lou.local', roles: ['facilitator_local'] };
const COORDINATOR = { id: 507, username: 'cora.state', roles: ['state_coordinator'], states: [1] };
const MANAGER = { id: 508, username: 'mona.manager', roles: ['nisl_manager'] };

const cohort = (id: number, course_id: number): CohortRecord =>
  testCohort({
    id,
    post_id: id + 9000,
    name: `Cohort ${id}`,
    course_id,
    participant_count: 1,
    created_at: '2021-01-01T00:00:00Z',
    updated_at: '2021-01-01T00:00:00Z',
  });
const event = (id: number, cohort_id: number, start_date: string, unit_id = '1'): EventRecord => ({
  id,
  cohort_id,
  unit_id,
  day: 1,
  type_event: 'two_day',
  start_date,
  end_date: start_date,
  start_time: '09:00',
  end_time: '15:00',
  url_unit_evaluation: null,
  meeting_type: null,
});

// Courses of the demo data: id 10 = key 39, 12 = key 25, 14 = key 250.
const ELIGIBLE = 71; // course key 39, first session 2022-01-10
const WRONG_COURSE = 72; // course key 25
const TOO_EARLY = 73; // course key 250, first session on 2021-09-15 (not after)
// Cohort 74 (state 1): the facilitator, the coach and the local facilitator staff it, PARTICIPANT is a member.
// Cohort 75 (state 2): no staff of the tests; OTHER_PARTICIPANT is a member.
const STAFFED = 74;
const ELSEWHERE = 75;

beforeAll(async () => {
  await createUser(person(PARTICIPANT.id, PARTICIPANT.username, [10]));
  await createUser(person(OTHER_PARTICIPANT.id, OTHER_PARTICIPANT.username, [10]));
  await createUser(person(FACILITATOR.id, FACILITATOR.username, [5]));
  await createUser(person(COACH.id, COACH.username, [11]));
  await createUser(person(505, 'mel.merged', [10], { status: 'merged' }));
  await createUser(person(LOCAL_FACILITATOR.id, LOCAL_FACILITATOR.username, [7]));
  await createUser(
    person(COORDINATOR.id, COORDINATOR.username, [9], { state_id: 1, state_coordinator: true, states_coordinator: COORDINATOR.states }),
  );
  await createUser(person(MANAGER.id, MANAGER.username, [3]));
  await putAll([
    ...COURSES.map((course) => referenceItem('COURSE', course)),
    cohortItems.cohort(cohort(ELIGIBLE, 10), EMPTY_SUMMARY),
    cohortItems.event(event(1, ELIGIBLE, '2022-02-14', '2')),
    cohortItems.event(event(2, ELIGIBLE, '2022-01-10', 'orientation')),
    cohortItems.member({
      cohort_id: ELIGIBLE,
      user_id: PARTICIPANT.id,
      alp_status: null,
      alp_form: false,
      alp_replies_count: 0,
      alp_comments_count: 0,
      joined_at: '2022-01-01T00:00:00Z',
    }),
    cohortItems.cohort(cohort(WRONG_COURSE, 12), EMPTY_SUMMARY),
    cohortItems.event(event(3, WRONG_COURSE, '2023-03-01')),
    cohortItems.member({
      cohort_id: WRONG_COURSE,
      user_id: PARTICIPANT.id,
      alp_status: null,
      alp_form: false,
      alp_replies_count: 0,
      alp_comments_count: 0,
      joined_at: '2023-01-01T00:00:00Z',
    }),
    cohortItems.cohort(cohort(TOO_EARLY, 14), EMPTY_SUMMARY),
    cohortItems.event(event(4, TOO_EARLY, '2021-09-15')),
    cohortItems.member({
      cohort_id: TOO_EARLY,
      user_id: PARTICIPANT.id,
      alp_status: null,
      alp_form: false,
      alp_replies_count: 0,
      alp_comments_count: 0,
      joined_at: '2021-09-01T00:00:00Z',
    }),
    cohortItems.cohort(cohort(STAFFED, 10), EMPTY_SUMMARY),
    cohortItems.staff({ cohort_id: STAFFED, user_id: FACILITATOR.id, staff_type: 'facilitator', units: ['all'] }),
    cohortItems.staff({ cohort_id: STAFFED, user_id: COACH.id, staff_type: 'alp_coach', units: ['all'] }),
    cohortItems.staff({ cohort_id: STAFFED, user_id: LOCAL_FACILITATOR.id, staff_type: 'cofacilitator', units: ['all'] }),
    cohortItems.member({
      cohort_id: STAFFED,
      user_id: PARTICIPANT.id,
      alp_status: null,
      alp_form: false,
      alp_replies_count: 0,
      alp_comments_count: 0,
      joined_at: '2024-01-01T00:00:00Z',
    }),
    cohortItems.cohort({ ...cohort(ELSEWHERE, 10), state_id: 2 }, EMPTY_SUMMARY),
    cohortItems.member({
      cohort_id: ELSEWHERE,
      user_id: OTHER_PARTICIPANT.id,
      alp_status: null,
      alp_form: false,
      alp_replies_count: 0,
      alp_comments_count: 0,
      joined_at: '2024-01-01T00:00:00Z',
    }),
  ]);
});

afterEach(() => {
  delete process.env.SABA_SSO_URL;
  delete process.env.VEO_URL;
  resetConfig();
});

const tokenOf = (who: { id: number; username: string; roles: string[]; states?: number[] }) =>
  sessionToken(who.id, who.roles, who.username, who.states);

/** The `token` parameter of a returned address, checked as the external system would. */
async function externalToken(address: string, audience: ExternalAudience) {
  const token = new URL(address, 'http://portal.test').searchParams.get('token');
  expect(token).toBeTruthy();
  return verifyExternalToken(token!, audience);
}

function expectShortLived(claims: Record<string, unknown>) {
  expect(Number(claims.exp) - Number(claims.iat)).toBe(EXTERNAL_TOKEN_MINUTES * 60);
}

describe('GET /api/getModernSignalToken/{username}', () => {
  const ask = (token: string, username: string) =>
    handler(apiEvent('GET /api/getModernSignalToken/{username}', { token, params: { username } }));

  it('answers the Saba SSO address with a 5-minute token for one’s own account (placeholder by default)', async () => {
    const result = await ask(await tokenOf(PARTICIPANT), 'Pat.One');
    expect(result.statusCode).toBe(200);
    const { urlSabaSSO } = parseBody<SabaSsoAnswer>(result);
    expect(urlSabaSSO).toMatch(/^\/frame-placeholder\.html\?frame=saba-sso&token=[\w-]+\.[\w-]+\.[\w-]+$/);
    const claims = await externalToken(urlSabaSSO, 'saba-sso');
    expect(claims).toMatchObject({
      sub: '501',
      aud: 'saba-sso',
      username: 'pat.one',
      email: 'pat.one@example.org',
      roles: ['participant'],
    });
    expectShortLived(claims);
    // Signed for Saba only: it is neither a portal session nor a token of another system.
    await expect(verifySessionToken(new URL(urlSabaSSO, 'http://x').searchParams.get('token')!)).rejects.toBeInstanceOf(TokenError);
    await expect(externalToken(urlSabaSSO, 'veo')).rejects.toThrow();
  });

  it('adds the token to a configured address that has its own query string', async () => {
    process.env.SABA_SSO_URL = 'https://sso.example.org/saml/login?sp=portal#top';
    resetConfig();
    const { urlSabaSSO } = parseBody<SabaSsoAnswer>(await ask(await tokenOf(PARTICIPANT), 'pat.one'));
    expect(urlSabaSSO).toMatch(/^https:\/\/sso\.example\.org\/saml\/login\?sp=portal&token=[^&#]+#top$/);
  });

  it('refuses someone else’s username (403) and a blank one (422)', async () => {
    const token = await tokenOf(PARTICIPANT);
    const other = await ask(token, 'pam.two');
    expect(other.statusCode).toBe(403);
    expect(parseBody(other)).toMatchObject({ message: M.ssoOwnAccountOnly });
    const blank = await ask(token, '  ');
    expect(blank.statusCode).toBe(422);
    expect(parseBody(blank)).toMatchObject({ message: M.usernameRequired });
  });
});

describe('GET /api/alp-jwt/{userId}/{second}', () => {
  const ask = (token: string, userId: string, second = 'false') =>
    handler(apiEvent('GET /api/alp-jwt/{userId}/{second}', { token, params: { userId, second } }));

  it('gives a person their action-learning and diagnostics tokens, whatever the flag', async () => {
    const token = await tokenOf(PARTICIPANT);
    for (const second of ['false', 'true', '0', '1717171717']) {
      const result = await ask(token, '501', second);
      expect(result.statusCode).toBe(200);
      const body = parseBody<AlpJwtAnswer>(result);
      const alp = await verifyExternalToken(body.alp.token, 'action-learning');
      expect(alp).toMatchObject({ sub: '501', aud: 'action-learning', username: 'pat.one', roles: ['participant'] });
      expect(alp.viewer_id).toBeUndefined();
      expectShortLived(alp);
      expect(await verifyExternalToken(body.diagnostics.token, 'diagnostics')).toMatchObject({ sub: '501', aud: 'diagnostics' });
    }
  });

  it('lets dashboard staff open a participant’s project, naming the viewer', async () => {
    const result = await ask(await tokenOf(FACILITATOR), '501');
    expect(result.statusCode).toBe(200);
    const alp = await verifyExternalToken(parseBody<AlpJwtAnswer>(result).alp.token, 'action-learning');
    expect(alp).toMatchObject({
      sub: '501',
      username: 'pat.one',
      viewer_id: 503,
      viewer_username: 'fay.lead',
      viewer_roles: ['facilitator_national'],
    });
  });

  it('refuses a participant asking for someone else, staff asking for a non-participant, and unknown people', async () => {
    const participant = await ask(await tokenOf(PARTICIPANT), '502');
    expect(participant.statusCode).toBe(403);
    expect(parseBody(participant)).toMatchObject({ message: M.alpOwnOrParticipant });
    const staff = await ask(await tokenOf(FACILITATOR), '504');
    expect(staff.statusCode).toBe(403);
    expect((await ask(await tokenOf(FACILITATOR), '999')).statusCode).toBe(404);
    expect(parseBody(await ask(await tokenOf(FACILITATOR), '505'))).toMatchObject({ message: MESSAGES.userNotFound });
  });

  const STAFF = { coach: COACH, coordinator: COORDINATOR, 'national facilitator': FACILITATOR, 'local facilitator': LOCAL_FACILITATOR };

  it.each(Object.keys(STAFF))('refuses a %s the project of a participant of a cohort they do not see', async (label) => {
    const result = await ask(await tokenOf(STAFF[label as keyof typeof STAFF]), String(OTHER_PARTICIPANT.id));
    expect(result.statusCode).toBe(403);
    expect(parseBody(result)).toMatchObject({ message: M.alpOwnOrParticipant });
  });

  it.each(Object.keys(STAFF))('gives a %s the project of a participant of a cohort they see', async (label) => {
    const who = STAFF[label as keyof typeof STAFF];
    const result = await ask(await tokenOf(who), String(PARTICIPANT.id));
    expect(result.statusCode).toBe(200);
    expect(await verifyExternalToken(parseBody<AlpJwtAnswer>(result).alp.token, 'action-learning')).toMatchObject({
      sub: '501',
      viewer_id: who.id,
    });
  });

  it('gives a manager the project of any participant', async () => {
    expect((await ask(await tokenOf(MANAGER), String(OTHER_PARTICIPANT.id))).statusCode).toBe(200);
  });

  it('validates the path: a user id and true, false or a number', async () => {
    const token = await tokenOf(PARTICIPANT);
    const flag = await ask(token, '501', 'maybe');
    expect(flag.statusCode).toBe(422);
    expect(parseBody(flag)).toMatchObject({ message: M.alpSecondInvalid });
    const id = await ask(token, 'abc');
    expect(id.statusCode).toBe(422);
    expect(parseBody(id)).toMatchObject({ message: M.userIdInvalid });
  });
});

describe('POST /api/getVeoUrl', () => {
  const ask = (token: string, body: unknown) => handler(apiEvent('POST /api/getVeoUrl', { token, body }));

  it('answers the VEO frame address with a token for the signed-in staff member', async () => {
    const token = await tokenOf(COACH);
    const result = await ask(token, { token_cms: token });
    expect(result.statusCode).toBe(200);
    const { urlIframeVeo } = parseBody<VeoUrlAnswer>(result);
    expect(urlIframeVeo.startsWith('/frame-placeholder.html?frame=video-annotations&token=')).toBe(true);
    const claims = await externalToken(urlIframeVeo, 'veo');
    expect(claims).toMatchObject({ sub: '504', aud: 'veo', username: 'cole.coach', roles: ['coach'] });
    expectShortLived(claims);

    process.env.VEO_URL = 'https://veo.example.org/embed';
    resetConfig();
    const configured = parseBody<VeoUrlAnswer>(await ask(token, { token_cms: token }));
    expect(configured.urlIframeVeo).toMatch(/^https:\/\/veo\.example\.org\/embed\?token=/);
  });

  it('refuses roles without Video Annotation and a CMS token of another account', async () => {
    const participant = await tokenOf(PARTICIPANT);
    const refused = await ask(participant, { token_cms: participant });
    expect(refused.statusCode).toBe(403);
    expect(parseBody(refused)).toMatchObject({ message: MESSAGES.forbidden });
    const coach = await tokenOf(COACH);
    const foreign = await ask(coach, { token_cms: await tokenOf(FACILITATOR) });
    expect(foreign.statusCode).toBe(403);
    expect(parseBody(foreign)).toMatchObject({ message: M.tokenCmsNotYours });
    expect((await ask(coach, { token_cms: 'not-a-token' })).statusCode).toBe(403);
  });

  it('requires token_cms', async () => {
    const coach = await tokenOf(COACH);
    for (const body of [{}, { token_cms: '' }, { token_cms: 42 }]) {
      const result = await ask(coach, body);
      expect(result.statusCode).toBe(422);
      expect(parseBody(result)).toMatchObject({ message: M.tokenCmsRequired });
    }
  });
});

describe('POST /api/generateTokenContextAnalisys', () => {
  const ask = (token: string, body: unknown) => handler(apiEvent('POST /api/generateTokenContextAnalisys', { token, body }));

  it('gives a member of an eligible cohort the tool token (course 39, first session after 2021-09-15)', async () => {
    const result = await ask(await tokenOf(PARTICIPANT), { cohort_id: ELIGIBLE, tool_id: 27 });
    expect(result.statusCode).toBe(200);
    const claims = await verifyExternalToken(parseBody<ContextAnalysisTokenAnswer>(result).token, 'context-analysis');
    expect(claims).toMatchObject({
      sub: '501',
      aud: 'context-analysis',
      cohort_id: ELIGIBLE,
      cohort_post_id: ELIGIBLE + 9000,
      course_key: 39,
      tool_id: 27,
    });
    expectShortLived(claims);
  });

  it('also for staff who see the cohort on their dashboard (every cohort, or its state); ids may come as text', async () => {
    for (const viewer of [MANAGER, COORDINATOR]) {
      const result = await ask(await tokenOf(viewer), { cohort_id: String(ELIGIBLE), tool_id: '27' });
      expect(result.statusCode).toBe(200);
    }
  });

  it("refuses staff who do not see the cohort (403): its report is that cohort's data", async () => {
    for (const viewer of [FACILITATOR, COACH, { ...COORDINATOR, states: [2] }]) {
      const refused = await ask(await tokenOf(viewer), { cohort_id: ELIGIBLE, tool_id: 27 });
      expect(refused.statusCode).toBe(403);
      expect(parseBody(refused)).toMatchObject({ message: M.contextAnalysisNotInCohort });
    }
  });

  it('refuses other tools, other courses and cohorts that started too early (422)', async () => {
    const token = await tokenOf(PARTICIPANT);
    const cases: Array<[unknown, string]> = [
      [{ cohort_id: ELIGIBLE, tool_id: 12 }, M.contextAnalysisToolOnly],
      [{ cohort_id: WRONG_COURSE, tool_id: 27 }, M.contextAnalysisCourse],
      [{ cohort_id: TOO_EARLY, tool_id: 27 }, M.contextAnalysisStart],
    ];
    for (const [body, message] of cases) {
      const result = await ask(token, body);
      expect({ status: result.statusCode, body: parseBody(result) }).toMatchObject({ status: 422, body: { message } });
    }
  });

  it('refuses a participant outside the cohort (403) and an unknown cohort (404)', async () => {
    const outsider = await ask(await tokenOf(OTHER_PARTICIPANT), { cohort_id: ELIGIBLE, tool_id: 27 });
    expect(outsider.statusCode).toBe(403);
    expect(parseBody(outsider)).toMatchObject({ message: M.contextAnalysisNotInCohort });
    const unknown = await ask(await tokenOf(PARTICIPANT), { cohort_id: 99999, tool_id: 27 });
    expect(unknown.statusCode).toBe(404);
    expect(parseBody(unknown)).toMatchObject({ message: MESSAGES.cohortNotFound });
  });

  it('validates cohort_id and tool_id', async () => {
    const token = await tokenOf(PARTICIPANT);
    const missing = await ask(token, { tool_id: 27 });
    expect(missing.statusCode).toBe(422);
    expect(parseBody(missing)).toMatchObject({ message: M.cohortIdInvalid });
    const bad = await ask(token, { cohort_id: ELIGIBLE, tool_id: -3 });
    expect(bad.statusCode).toBe(422);
    expect(parseBody(bad)).toMatchObject({ message: M.toolIdInvalid });
    expect((await ask(token, { cohort_id: 1.5, tool_id: 27 })).statusCode).toBe(422);
  });
});
