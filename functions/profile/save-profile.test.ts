/**
 * PUT /api/user/{id} against DynamoDB Local: a person saves their own profile and no one else's
 * (also while acting as someone through Login As), every rule with its message and nothing
 * written on a refusal, the e-mail's uniqueness, a stale version, and first-time mode (the new
 * password in the same save, after which sign-in no longer answers first_time).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileBody } from '../../shared/profile/contract.ts';
import type { ProfileSavedAnswer } from '../../shared/profile/types.ts';
import type { SessionAnswer } from '../../shared/auth/types.ts';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { IU_NOT_AFFILIATED } from '../../shared/users/form.texts.ts';
import * as PROFILE_TEXT from '../../shared/profile/texts.ts';
import { COURSES, districtsAndSchools, JOB_FUNCTIONS, STATES } from '../../scripts/seed/reference-data.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { testCohort } from '../../test/integration/cohorts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { loginAs, signIn } from '../../test/integration/sign-in.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { hashPassword } from '../services/passwords.ts';
import { auditOf } from '../data/users/audit.ts';
import { putAll } from '../data/table/batch.ts';
import { cohortSummary } from '../data/cohorts/cohort-summary.ts';
import { cohortItems, loadCohort, type MemberRecord } from '../data/cohorts/cohorts.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { getSession } from '../data/users/sessions.ts';
import { createUser, findUserIdByLogin, getUser, type NewUser, type UserRecord } from '../data/users/users.ts';
import { verifySessionToken } from '../services/tokens.ts';
import { handler } from './handler.ts';

useTestTable();

const PASSWORD = 'First-Portal-Pass-1';
const NEW_PASSWORD = 'My-own-chosen-words-9';
const PA = 1;
const NY = 2;
let passwordHash = '';

beforeAll(async () => {
  const { districts, schools } = districtsAndSchools();
  await putAll([
    ...STATES.map((s) => referenceItem('STATE', s)),
    ...districts.map((d) => referenceItem('DISTRICT', d)),
    ...schools.map((s) => referenceItem('SCHOOL', s)),
    ...JOB_FUNCTIONS.map((j) => referenceItem('JOB_FUNCTION', j)),
    ...COURSES.map((c) => referenceItem('COURSE', c)),
  ]);
  passwordHash = await hashPassword(PASSWORD);
});

let counter = 0;
/** A new account of its own for each test, with a live session. */
async function person(extra: Partial<NewUser> = {}): Promise<{ user: UserRecord; token: string }> {
  counter += 1;
  const user = await createUser(testAccount(`profile.person${counter}`, { passwordHash, first_name: 'Robin', ...extra }));
  return { user, token: await sessionToken(user.id, ['participant'], user.username) };
}

/** A complete New York profile of `user`, at its current version. */
const body = (user: UserRecord, overrides: Partial<Record<keyof ProfileBody, unknown>> = {}): Record<string, unknown> => ({
  first_name: 'Robin',
  last_name: 'Okafor',
  job_title: 'Assistant Principal',
  job_function: [4],
  phone: '212-555-0147',
  phone_extension: '12',
  email: user.email,
  email_assign: 'work',
  state_id: NY,
  district_id: 201,
  school_id: 2011,
  ppid: null,
  iu: null,
  version: user.version,
  ...overrides,
});

const save = (id: number, token: string | undefined, payload: unknown) =>
  handler(apiEvent('PUT /api/user/{id}', { token, params: { id: String(id) }, body: payload }));
const refusal = (result: { statusCode?: number; body?: string }) => [result.statusCode, parseBody<{ message: string }>(result).message];

describe('PUT /api/user/{id}', () => {
  it("saves the caller's own profile: the fields, required_data cleared, the refreshed user-data and the next version", async () => {
    const { user, token } = await person({ required_data: true, phone: null });
    const result = await save(user.id, token, body(user, { email: `  ${user.email.toUpperCase()} `, first_name: '  Robin ' }));
    expect(result.statusCode, result.body).toBe(200);
    const answer = parseBody<ProfileSavedAnswer>(result);
    expect(answer).toMatchObject({ message: 'Profile updated succesfully', version: 2, lastDateChangedPassword: null });
    expect(answer.user).toMatchObject({
      id: user.id,
      username: user.username,
      first_name: 'Robin',
      last_name: 'Okafor',
      email: user.email,
      job_title: 'Assistant Principal',
      phone: '2125550147',
      job_function: [4],
      phone_extension: '12',
      state_id: NY,
      state_living: 'NY',
      district_id: 201,
      school: 'Albany Lincoln Elementary School',
      required_data: false,
      roles: [{ id: 10, slug: 'participant', name: 'Participant' }],
    });
    expect(answer.user).not.toHaveProperty('passwordHash');
    const stored = (await getUser(user.id))!;
    expect(stored).toMatchObject({
      first_name: 'Robin',
      job_function: [4],
      phone: '2125550147',
      phone_extension: '12',
      email_assign: 'work',
      school_id: 2011,
      school_name: 'Albany Lincoln Elementary School',
      required_data: false,
      first_time: false,
      version: 2,
      updated_by: user.id,
      passwordHash: user.passwordHash,
    });
    expect(stored.profile_updated).toBe(stored.updated_at);
    const [entry] = await auditOf('user', user.id);
    expect(entry).toMatchObject({ action: 'profile_updated', actorId: user.id, subjectId: user.id });
    expect(entry.detail?.changed).toEqual(expect.arrayContaining(['last_name', 'phone', 'job_title', 'state_id', 'required_data']));
  });

  it('ignores username, roles, status and any other key the body carries', async () => {
    const { user, token } = await person();
    const result = await save(
      user.id,
      token,
      body(user, {
        username: 'someone.else',
        roles: [1, 2],
        status: 'inactive',
        id: 1,
        first_time: true,
        courses: [10, 11],
        passwordHash: 'x',
      } as Partial<Record<keyof ProfileBody, unknown>>),
    );
    expect(result.statusCode, result.body).toBe(200);
    const stored = (await getUser(user.id))!;
    expect(stored).toMatchObject({ id: user.id, username: user.username, roles: [10], status: 'active', courses: [10], first_time: false });
    expect(stored.passwordHash).toBe(user.passwordHash);
    expect(await findUserIdByLogin('someone.else')).toBeUndefined();
  });

  it("refuses anyone else's record, whatever the body says, and changes nothing", async () => {
    const { user: me, token } = await person();
    const { user: other } = await person();
    const result = await save(other.id, token, body(other, { first_name: 'Hijacked', email: me.email }));
    expect(refusal(result)).toEqual([403, PROFILE_TEXT.ownProfileOnly]);
    expect(await getUser(other.id)).toEqual(other);
    // An administrator too: the profile route edits one's own record only (the user form edits others).
    const admin = await person({ roles: [1] });
    const asAdmin = await sessionToken(admin.user.id, ['administrator'], admin.user.username);
    expect(refusal(await save(other.id, asAdmin, body(other)))).toEqual([403, PROFILE_TEXT.ownProfileOnly]);
    expect(await getUser(other.id)).toEqual(other);
  });

  it('answers 401 without a session', async () => {
    const { user } = await person();
    const result = await save(user.id, undefined, body(user));
    expect(result.statusCode).toBe(401);
    expect(await getUser(user.id)).toEqual(user);
  });

  it.each<[string, Partial<Record<keyof ProfileBody, unknown>>, string]>([
    ['no first name', { first_name: '   ' }, PROFILE_TEXT.firstNameRequired],
    ['no last name', { last_name: undefined }, PROFILE_TEXT.lastNameRequired],
    ['no job title', { job_title: '' }, PROFILE_TEXT.jobTitleRequired],
    ['no job function', { job_function: [] }, PROFILE_TEXT.jobFunctionRequired],
    ['an unknown job function', { job_function: [4, 99] }, PROFILE_TEXT.jobFunctionRequired],
    ['a phone of 9 digits', { phone: '212-555-014' }, PROFILE_TEXT.phoneDigits],
    ['a phone of 11 digits', { phone: '1-212-555-0147' }, PROFILE_TEXT.phoneDigits],
    ['a phone with letters', { phone: '212-555-01AB' }, PROFILE_TEXT.phoneDigits],
    ['no phone', { phone: undefined }, PROFILE_TEXT.phoneDigits],
    ['an invalid e-mail', { email: 'robin.example.org' }, PROFILE_TEXT.invalidEmail],
    ['no e-mail', { email: undefined }, PROFILE_TEXT.invalidEmail],
    ['no work/personal choice', { email_assign: null }, PROFILE_TEXT.emailAssignRequired],
    ['no state', { state_id: undefined, district_id: null, school_id: null }, PROFILE_TEXT.stateRequired],
    ['an unknown state', { state_id: 99, district_id: null, school_id: null }, PROFILE_TEXT.stateRequired],
    [
      'Pennsylvania without a district',
      { state_id: PA, district_id: null, school_id: null, ppid: '1234', iu: '3' },
      PROFILE_TEXT.districtRequired,
    ],
    ['Pennsylvania without a PPID', { state_id: PA, district_id: 101, school_id: null, ppid: ' ', iu: '3' }, PROFILE_TEXT.ppidRequired],
    ['Pennsylvania without an IU', { state_id: PA, district_id: 101, school_id: null, ppid: '1234', iu: null }, PROFILE_TEXT.iuRequired],
    ['an IU that is not offered', { state_id: PA, district_id: 101, school_id: null, ppid: '1234', iu: '30' }, PROFILE_TEXT.iuRequired],
    ["another state's district", { district_id: 101, school_id: null }, USER_FORM_TEXT.stateBeforeDistrict],
    ["another district's school", { school_id: 2021 }, USER_FORM_TEXT.districtBeforeSchool],
    ['a school without a district', { district_id: null, school_id: 2011 }, USER_FORM_TEXT.districtBeforeSchool],
  ])('refuses %s with its message and writes nothing', async (_case, overrides, message) => {
    const { user, token } = await person();
    const result = await save(user.id, token, body(user, overrides));
    expect(refusal(result)).toEqual([422, message]);
    expect(await getUser(user.id)).toEqual(user);
  });

  it("keeps Pennsylvania's PPID and IU, and clears them when the state changes", async () => {
    const { user, token } = await person();
    const pa = await save(user.id, token, body(user, { state_id: PA, district_id: 102, school_id: 1021, ppid: ' 7654321 ', iu: '12' }));
    expect(pa.statusCode, pa.body).toBe(200);
    expect(await getUser(user.id)).toMatchObject({ state_id: PA, district_id: 102, school_id: 1021, ppid: '7654321', iu: '12' });
    const notAffiliated = await save(
      user.id,
      token,
      body(user, { state_id: PA, district_id: 102, school_id: null, ppid: '7654321', iu: IU_NOT_AFFILIATED, version: 2 }),
    );
    expect(notAffiliated.statusCode, notAffiliated.body).toBe(200);
    expect(await getUser(user.id)).toMatchObject({ iu: IU_NOT_AFFILIATED, school_id: null, school_name: null });
    const ny = await save(user.id, token, body(user, { ppid: '7654321', iu: '12', version: 3 }));
    expect(ny.statusCode, ny.body).toBe(200);
    expect(await getUser(user.id)).toMatchObject({ state_id: NY, district_id: 201, ppid: null, iu: null, version: 4 });
  });

  it('a state without a district is complete outside Pennsylvania', async () => {
    const { user, token } = await person({ required_data: true });
    const result = await save(user.id, token, body(user, { state_id: 3, district_id: null, school_id: null }));
    expect(result.statusCode, result.body).toBe(200);
    expect(await getUser(user.id)).toMatchObject({ state_id: 3, district_id: null, school_id: null, required_data: false });
  });

  it("refuses an e-mail that is another account's e-mail or username, and moves the sign-in name when it is free", async () => {
    const { user: other } = await person();
    const { user, token } = await person();
    expect(refusal(await save(user.id, token, body(user, { email: other.email.toUpperCase() })))).toEqual([422, USER_FORM_TEXT.taken]);
    const usernameLike = await createUser(testAccount('robin@school.example', { email: 'elsewhere@example.org' }));
    expect(refusal(await save(user.id, token, body(user, { email: usernameLike.username })))).toEqual([422, USER_FORM_TEXT.taken]);
    expect(await getUser(user.id)).toEqual(user);

    const moved = await save(user.id, token, body(user, { email: 'Robin.New@Example.org' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await findUserIdByLogin('robin.new@example.org')).toBe(user.id);
    expect(await findUserIdByLogin(user.email)).toBeUndefined();
    // The username does not change with the e-mail.
    expect(await getUser(user.id)).toMatchObject({ username: user.username, email: 'robin.new@example.org' });
    expect(await findUserIdByLogin(user.username)).toBe(user.id);
  });

  it('puts a new name and e-mail into the summary of every cohort the person is on', async () => {
    const { user, token } = await person();
    const member: MemberRecord = {
      cohort_id: 7301,
      user_id: user.id,
      alp_status: null,
      alp_form: false,
      alp_replies_count: 0,
      alp_comments_count: 0,
      joined_at: '2024-01-01T00:00:00.000Z',
    };
    const facts = new Map([[user.id, { first_name: user.first_name, last_name: user.last_name, email: user.email, login_at: null }]]);
    const summary = cohortSummary({ events: [], staff: [], makeups: [], members: [member] }, facts);
    await putAll([cohortItems.cohort(testCohort({ id: 7301, participant_count: 1 }), summary), cohortItems.member(member)]);

    const result = await save(user.id, token, body(user, { first_name: 'Rowan', last_name: 'Achebe', email: 'rowan.achebe@example.org' }));
    expect(result.statusCode, result.body).toBe(200);
    const cohort = (await loadCohort(7301))!;
    expect(cohort.summary.members).toEqual([
      expect.objectContaining({ user_id: user.id, first_name: 'Rowan', last_name: 'Achebe', email: 'rowan.achebe@example.org' }),
    ]);
    expect(cohort.cohort.version).toBe(2);
  });

  it('refuses a save over a newer version (409) and writes nothing', async () => {
    const { user, token } = await person();
    expect((await save(user.id, token, body(user, { job_title: 'Principal', job_function: [5] }))).statusCode).toBe(200);
    const saved = (await getUser(user.id))!;
    const stale = await save(user.id, token, body(user, { last_name: 'Stale' }));
    expect(refusal(stale)).toEqual([409, PROFILE_TEXT.changedMeanwhile]);
    expect(await getUser(user.id)).toEqual(saved);
  });

  it('refuses a password outside first-time mode: the password is changed elsewhere', async () => {
    const { user, token } = await person();
    const result = await save(user.id, token, body(user, { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD }));
    expect(refusal(result)).toEqual([422, PROFILE_TEXT.passwordNotHere]);
    expect(await getUser(user.id)).toEqual(user);
    // Empty fields are no password.
    expect((await save(user.id, token, body(user, { password: '', repeat_password: '' }))).statusCode).toBe(200);
  });
});

describe('PUT /api/user/{id} in first-time mode', () => {
  it.each<[string, Partial<Record<keyof ProfileBody, unknown>>, string]>([
    ['no password', {}, PROFILE_TEXT.passwordRequired],
    ['no confirmation', { password: NEW_PASSWORD }, PROFILE_TEXT.confirmRequired],
    ['a confirmation that differs', { password: NEW_PASSWORD, repeat_password: `${NEW_PASSWORD}x` }, PROFILE_TEXT.passwordsDoNotMatch],
    ['a short password', { password: 'Ab-1', repeat_password: 'Ab-1' }, MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH)],
    ['a run of characters', { password: 'abcdefghij', repeat_password: 'abcdefghij' }, MESSAGES.passwordTooSimple],
    ['the password it has', { password: PASSWORD, repeat_password: PASSWORD }, MESSAGES.passwordReused],
  ])('refuses %s with its message and writes nothing', async (_case, overrides, message) => {
    const { user, token } = await person({ first_time: true, required_data: true });
    const result = await save(user.id, token, body(user, overrides));
    expect(refusal(result)).toEqual([422, message]);
    expect(await getUser(user.id)).toEqual(user);
  });

  it("holds an administrator's new password to the administrator policy", async () => {
    const { user } = await person({ first_time: true, roles: [1] });
    const token = await sessionToken(user.id, ['administrator'], user.username);
    const result = await save(user.id, token, body(user, { password: 'long-but-plain-words', repeat_password: 'long-but-plain-words' }));
    expect(refusal(result)).toEqual([422, MESSAGES.passwordPolicy]);
  });

  it('saves the profile and the new password together; the next sign-in answers first_time false and the prompt stops', async () => {
    const { user } = await person({ first_time: true, required_data: true });
    const first = parseBody<SessionAnswer>(await signIn(user.username, PASSWORD));
    expect(first.first_time).toBe(true);
    const elsewhere = parseBody<SessionAnswer>(await signIn(user.username, PASSWORD));

    const result = await save(user.id, first.token, body(user, { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD }));
    expect(result.statusCode, result.body).toBe(200);
    const answer = parseBody<ProfileSavedAnswer>(result);
    expect(answer.user.required_data).toBe(false);
    const stored = (await getUser(user.id))!;
    expect(stored).toMatchObject({ first_time: false, required_data: false, version: 2, last_name: 'Okafor' });
    expect(answer.lastDateChangedPassword).toBe(stored.password_changed_at);
    expect(stored.password_changed_at > user.password_changed_at).toBe(true);
    expect((await auditOf('user', user.id))[0].detail).toMatchObject({ password: true });

    // The session that saved stays; the other one, opened with the old password, is ended.
    const mine = await verifySessionToken(first.token);
    const theirs = await verifySessionToken(elsewhere.token);
    expect(await getSession(user.id, mine.sessionId)).toBeDefined();
    expect(await getSession(user.id, theirs.sessionId)).toBeUndefined();

    expect((await signIn(user.username, PASSWORD)).statusCode).toBe(401);
    const again = await signIn(user.username, NEW_PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(parseBody<SessionAnswer>(again)).toMatchObject({ first_time: false, user: { required_data: false } });
    // Outside first-time mode now: a password in the body is refused.
    const later = await save(user.id, first.token, body(stored, { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD }));
    expect(refusal(later)).toEqual([422, PROFILE_TEXT.passwordNotHere]);
  });
});

describe('PUT /api/user/{id} while acting as someone (Login As)', () => {
  it("edits the record of the person acted as, never the administrator's own, and sets no password", async () => {
    const admin = (await person({ roles: [1] })).user;
    const { user: target } = await person({ first_time: true, required_data: true });
    const signedIn = parseBody<SessionAnswer>(await signIn(admin.username, PASSWORD));
    const as = await loginAs(signedIn.token, target.id);
    expect(as.statusCode, as.body).toBe(200);
    const token = parseBody<SessionAnswer>(as).token;

    const adminNow = (await getUser(admin.id))!;
    expect(refusal(await save(admin.id, token, body(admin)))).toEqual([403, PROFILE_TEXT.ownProfileOnly]);
    expect(await getUser(admin.id)).toEqual(adminNow);

    const withPassword = await save(target.id, token, body(target, { password: NEW_PASSWORD, repeat_password: NEW_PASSWORD }));
    expect(refusal(withPassword)).toEqual([422, PROFILE_TEXT.passwordNotWhileActingAs]);

    const result = await save(target.id, token, body(target));
    expect(result.statusCode, result.body).toBe(200);
    // The person still chooses their own password at their next sign-in.
    expect(await getUser(target.id)).toMatchObject({ required_data: false, first_time: true, passwordHash: target.passwordHash });
    const [entry] = await auditOf('user', target.id);
    expect(entry).toMatchObject({ action: 'profile_updated', actorId: target.id, realActorId: admin.id });
  });
});
