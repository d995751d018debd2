/**
 * A session follows the account while it lasts: roles and states taken away stop working on the
 * next request (and keep-alive stops signing them), and a Login As session ends with its
 * administrator's own session or right to log in as others.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionAnswer } from '../../shared/auth/types.ts';
import type { SaveUserAnswer, UpdateUserBody, UserFormRecord } from '../../shared/users/form.types.ts';
import type { ValidatePageAnswer } from '../../shared/locks/types.ts';
import { TOKEN_ERRORS } from '../../shared/auth/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { loginAs } from '../../test/integration/sign-in.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { verifySessionToken } from '../services/tokens.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { handler as locksHandler } from '../locks/handler.ts';
import { handler as rosterHandler } from '../roster/handler.ts';
import { handler as usersHandler } from '../users/handler.ts';
import { handler } from './handler.ts';
import { formFieldsOf } from '../../shared/users/form-fields.ts';

useTestTable();
const ids: Record<string, number> = {};
let senior = '';
let cohorts: CohortAggregate[] = [];

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 8,
    participantsPerCohort: [3, 4],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 4,
    demoAccounts: true,
  });
  for (const name of ['senior.admin', 'admin', 'manager', 'coordinator', 'participant', 'facilitator'])
    ids[name] = (await findUserIdByLogin(name))!;
  senior = await sessionToken(ids['senior.admin'], ['senior_admin', 'administrator'], 'senior.admin');
  cohorts = (await Promise.all(Array.from({ length: 8 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
}, 120_000);

/** The user form as the senior admin loads it, changed by `changes` and saved (PUT /api/user/update/{id}). */
async function saveForm(id: number, changes: Partial<UpdateUserBody>): Promise<void> {
  const loaded = await locksHandler(apiEvent('GET /api/validate_page', { token: senior, query: { page: `user/edit/${id}` } }));
  expect(loaded.statusCode, loaded.body).toBe(200);
  const form: UserFormRecord = parseBody<ValidatePageAnswer>(loaded).user!;
  const saved = await usersHandler(
    apiEvent('PUT /api/user/update/{id}', {
      token: senior,
      params: { id: String(id) },
      body: { ...formFieldsOf(form), version: form.version, ...changes },
    }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A new active administrator, made through the user form. */
async function newAdministrator(name: string): Promise<number> {
  const created = await usersHandler(
    apiEvent('POST /api/user', {
      token: senior,
      body: {
        username: `${name}.admin`,
        password: 'Welcome-To-The-Portal-12!?',
        honorific: null,
        first_name: 'Ada',
        last_name: name,
        email: `${name}.admin@example.org`,
        email_assign: 'work',
        phone: null,
        phone_extension: null,
        job_title: null,
        job_function: [],
        address1: null,
        address2: null,
        city: null,
        zip: null,
        state_id: 2,
        district_id: null,
        school_id: null,
        ppid: null,
        iu: null,
        notes: null,
        status: 'active',
        internal: false,
        roles: [1],
        courses: [10],
        default_course: 10,
        state_coordinator: false,
        states_coordinator: [],
        staff_contractor: 'staff',
        certifications: [],
      },
    }),
  );
  expect(created.statusCode, created.body).toBe(200);
  return parseBody<SaveUserAnswer>(created).user.id;
}

const keepAlive = (token: string) => handler(apiEvent('GET /api/keepalive', { token }));
const refreshedClaims = async (token: string) => {
  const result = await keepAlive(token);
  expect(result.statusCode, result.body).toBe(200);
  return verifySessionToken(parseBody<{ token: string }>(result).token);
};
const actAs = async (token: string, target: number) => {
  const result = await loginAs(token, target);
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<SessionAnswer>(result).token;
};
const expectTokenRefused = async (token: string) => {
  const result = await keepAlive(token);
  expect(result.statusCode).toBe(401);
  expect(parseBody(result)).toMatchObject({ status: TOKEN_ERRORS.invalid });
};

describe('a session follows the account', () => {
  it('loses a role taken away on the user form at its next request, and keep-alive no longer signs it', async () => {
    const token = await sessionToken(ids.manager, ['nisl_manager'], 'manager');
    const adminArea = () =>
      locksHandler(apiEvent('GET /api/validate_page', { token, query: { page: `cohortbuilder/edit/${cohorts[0].cohort.post_id}` } }));
    expect((await adminArea()).statusCode).toBe(200);

    await saveForm(ids.manager, { roles: [10] });
    expect((await adminArea()).statusCode).toBe(403);
    expect((await refreshedClaims(token)).roles).toEqual(['participant']);
  });

  it('stops showing a coordinator the cohorts of a state taken away, and keep-alive signs only the states left', async () => {
    const inState2 = cohorts.find((c) => c.cohort.state_id === 2);
    if (!inState2) throw new Error('the seed has no cohort in state 2');
    const token = await sessionToken(ids.coordinator, ['state_coordinator'], 'coordinator', [1, 2]);
    const cohortInfo = () =>
      rosterHandler(apiEvent('GET /api/get_cohort_info/{cohortId}', { token, params: { cohortId: String(inState2.cohort.id) } }));
    expect((await cohortInfo()).statusCode).toBe(200);

    await saveForm(ids.coordinator, { states_coordinator: [1] });
    expect((await cohortInfo()).statusCode).toBe(403);
    expect((await refreshedClaims(token)).states).toEqual([1]);
  });
});

describe('a Login As session lasts only as long as its administrator may act', () => {
  it("ends when the administrator's own session logs out", async () => {
    const admin = await sessionToken(ids.admin, ['administrator'], 'admin');
    const as = await actAs(admin, ids.participant);
    expect((await keepAlive(as)).statusCode).toBe(200);

    expect((await handler(apiEvent('POST /api/logout', { token: admin }))).statusCode).toBe(200);
    await expectTokenRefused(as);
  });

  it('ends when the administrator is deactivated', async () => {
    const adminId = await newAdministrator('deactivated');
    const as = await actAs(await sessionToken(adminId, ['administrator']), ids.participant);
    expect((await keepAlive(as)).statusCode).toBe(200);

    await saveForm(adminId, { status: 'inactive' });
    await expectTokenRefused(as);
  });

  it('ends when the administrator loses the administrator role', async () => {
    const adminId = await newAdministrator('demoted');
    const as = await actAs(await sessionToken(adminId, ['administrator']), ids.participant);
    expect((await keepAlive(as)).statusCode).toBe(200);

    await saveForm(adminId, { roles: [10] });
    await expectTokenRefused(as);
  });
});
