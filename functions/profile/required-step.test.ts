/**
 * Required steps enforced by the API (issue 30), on DynamoDB Local through the real sign-in: a new
 * account that has not completed its first sign-in cannot void a certificate (403 with the step's
 * message) until its profile save with its own password, and an administrator whose password is
 * over 45 days old cannot start Login As until the password is changed. The session that completes
 * the step goes on at once (its item follows the account); the walk over every route is
 * functions/core/middlewares/required-step-gate.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionAnswer } from '../../shared/auth/types.ts';
import { firstSignInRequired, passwordChangeRequired } from '../../shared/auth/texts.ts';
import { COURSES, districtsAndSchools, JOB_FUNCTIONS, STATES } from '../../scripts/seed/reference-data.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { signIn } from '../../test/integration/sign-in.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { handler as authHandler } from '../auth/handler.ts';
import { handler as certificatesHandler } from '../certificates/handler.ts';
import { putAll } from '../data/table/batch.ts';
import { referenceItem } from '../data/reference/reference.ts';
import { createUser } from '../data/users/users.ts';
import { hashPassword } from '../services/passwords.ts';
import { handler } from './handler.ts';

useTestTable();

const PASSWORD = 'Given-By-Admin-12!!';
const OWN_PASSWORD = 'Chosen-By-Me-34??';
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

const refusal = (result: { statusCode?: number; body?: string }) => {
  const body = parseBody<{ message?: string; required_step?: string }>(result);
  return { status: result.statusCode, message: body.message, required_step: body.required_step };
};
const voidCertificate = (token: string) => certificatesHandler(apiEvent('POST /api/save_void_certificate', { token, body: {} }));

describe('required steps, enforced by the API', () => {
  it('a first sign-in not completed voids nothing until the profile is saved with a password of its own', async () => {
    const user = await createUser(testAccount('required.first', { passwordHash, roles: [10, 24], first_time: true, required_data: true }));
    const session = parseBody<SessionAnswer>(await signIn(user.username, PASSWORD));
    expect(session.first_time).toBe(true);
    expect(refusal(await voidCertificate(session.token))).toEqual({
      status: 403,
      message: firstSignInRequired,
      required_step: 'first-login',
    });
    // The completion screen's own calls pass.
    expect((await handler(apiEvent('GET /api/user/profile', { token: session.token }))).statusCode).toBe(200);

    const saved = await handler(
      apiEvent('PUT /api/user/{id}', {
        token: session.token,
        params: { id: String(user.id) },
        body: {
          first_name: 'Robin',
          last_name: 'Okafor',
          job_title: 'Teacher',
          job_function: [1],
          phone: '212-555-0147',
          phone_extension: null,
          email: user.email,
          email_assign: 'work',
          state_id: 2,
          district_id: 201,
          school_id: 2011,
          ppid: null,
          iu: null,
          version: user.version,
          password: OWN_PASSWORD,
          repeat_password: OWN_PASSWORD,
        },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // The same session, at once: past the gate (the empty body's validation answers).
    expect((await voidCertificate(session.token)).statusCode).toBe(422);
  });

  it("an administrator's password over 45 days old starts no Login As until it is changed", async () => {
    const sixtyDaysAgo = new Date(Date.now() - 60 * 86_400_000).toISOString();
    const admin = await createUser(testAccount('required.admin', { passwordHash, roles: [1], password_changed_at: sixtyDaysAgo }));
    const session = parseBody<SessionAnswer>(await signIn(admin.username, PASSWORD));
    const loginAs = () =>
      authHandler(apiEvent('GET /api/user/loginas/{target}/false', { token: session.token, params: { target: '999999' } }));
    expect(refusal(await loginAs())).toEqual({ status: 403, message: passwordChangeRequired, required_step: 'expired-password' });

    const changed = await authHandler(
      apiEvent('PUT /api/user/change-password', {
        token: session.token,
        body: { current_password: PASSWORD, password: OWN_PASSWORD, repeat_password: OWN_PASSWORD },
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await loginAs();
    expect(refusal(after).required_step).toBeUndefined();
    expect(after.statusCode).not.toBe(403);
  });
});
