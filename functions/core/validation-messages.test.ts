import { safeParse } from 'zod/v4/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserBody } from '../../shared/users/form.contract.ts';
import { messageBody } from '../../shared/messages/contract.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { VALIDATION_TEXT } from '../../shared/texts/validation.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { handler as usersHandler } from '../users/handler.ts';
import { describeIssue } from './validation-messages.ts';

/** Each failing field of `body` against `schema`, with its message, as the validate middleware words it. */
function messages(schema: Parameters<typeof safeParse>[0], body: unknown): Record<string, string> {
  const result = safeParse(schema, body, { error: (issue) => describeIssue(issue, 'body') });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const valid = {
  username: 'ada',
  password: 'Welcome-1',
  first_name: 'Ada',
  last_name: 'Okafor',
  email: 'ada@example.org',
  state_id: 2,
  roles: [10],
};

describe('validation messages', () => {
  it('say which field and what is wrong, never a bare Invalid input', () => {
    const found = messages(createUserBody, {
      ...valid,
      first_name: 'x'.repeat(192),
      honorific: 'y'.repeat(21),
      zip: 12207,
      internal: 'no',
      status: 'weird',
      job_function: [5, 'principal'],
      roles: Array.from({ length: 51 }, (_, i) => i + 1),
      password: 'p'.repeat(201),
      email_assign: 'home',
      district_id: -3,
    });
    expect(found).toEqual({
      first_name: 'First name is too long (at most 191 characters).',
      honorific: 'Honorific is too long (at most 20 characters).',
      zip: 'ZIP code must be text.',
      internal: 'Internal must be true or false.',
      status: 'Status must be one of: active, inactive, pending.',
      'job_function.1': 'Job function (entry 2) must be a number.',
      roles: 'Roles has too many entries (at most 50).',
      password: 'Password is too long (at most 200 characters).',
      email_assign: 'E-mail type must be one of: work, personal.',
      district_id: 'District must be greater than 0.',
    });
    expect(Object.values(found)).not.toContain('Invalid input');
  });

  it("keep the form's own messages for what is missing or blank", () => {
    const { first_name: _f, state_id: _s, ...rest } = valid;
    expect(messages(createUserBody, { ...rest, last_name: '  ', roles: [], password: '', email: 'not-an-address' })).toEqual({
      first_name: USER_FORM_TEXT.required('first name'),
      last_name: USER_FORM_TEXT.required('last name'),
      state_id: USER_FORM_TEXT.required('state'),
      roles: USER_FORM_TEXT.atLeastOneRole,
      password: USER_FORM_TEXT.passwordRequired,
      email: USER_FORM_TEXT.invalidEmail,
    });
  });

  it('name the entry of a list and the part of the request', () => {
    expect(messages(messageBody, { text: 'x', roles: ['r'.repeat(101)], cohorts: [1.5] })).toEqual({
      'roles.0': 'Roles (entry 1) is too long (at most 100 characters).',
      'cohorts.0': 'Cohorts (entry 1) must be a whole number.',
    });
    expect(messages(messageBody, 'not an object')).toEqual({ '': VALIDATION_TEXT.wrongType('The request body', 'an object') });
  });
});

describe('through the API', () => {
  useTestTable();
  let token: string;
  beforeAll(async () => {
    token = await sessionToken(1, ['senior_admin', 'administrator']);
  });

  it('answers a too-long first name with 422 saying it is too long', async () => {
    const result = await usersHandler(apiEvent('POST /api/user', { token, body: { ...valid, first_name: 'A'.repeat(300) } }));
    expect(result.statusCode).toBe(422);
    const body = parseBody<{ message: string; errors: Record<string, string[]> }>(result);
    expect(body.message).toBe('First name is too long (at most 191 characters).');
    expect(body.errors.first_name).toEqual([body.message]);
  });
});
