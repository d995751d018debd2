import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { createUser, type NewUser } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();

const person = (username: string, first: string, status: NewUser['status']): NewUser => ({
  username,
  email: `${username}@example.org`,
  passwordHash: 'x',
  honorific: null,
  first_name: first,
  last_name: 'Okafor',
  email_assign: null,
  phone: null,
  phone_extension: null,
  job_title: null,
  job_function: [],
  address1: null,
  address2: null,
  city: null,
  zip: null,
  state_id: null,
  district_id: null,
  school_id: null,
  school_name: null,
  ppid: null,
  iu: null,
  notes: null,
  status,
  internal: false,
  roles: [10],
  courses: [10],
  default_course: 10,
  state_coordinator: false,
  states_coordinator: [],
  staff_contractor: 'staff',
  certifications: [],
  avatar: null,
  can_shared_alps: false,
  can_shared_pis: false,
  first_time: false,
  required_data: false,
  password_changed_at: '2026-01-01T00:00:00.000Z',
  created_by: null,
  updated_by: null,
});

type Options = { users: Array<{ key: number; name: string; username: string; status: string; roles: string[] }> };

beforeAll(async () => {
  await createUser(person('ada.okafor', 'Ada', 'active'));
  await createUser(person('ben.okafor', 'Ben', 'inactive'));
  await createUser(person('cal.okafor', 'Cal', 'merged'));
});

describe('Login As user select', () => {
  it('offers only active accounts, by search or most recently changed', async () => {
    const token = await sessionToken(900, ['administrator']);
    const found = parseBody<Options>(
      await handler(apiEvent('GET /api/user/getUsers/loginAs/{text}', { token, params: { text: 'okafor' } })),
    );
    expect(found.users.map((u) => u.username)).toEqual(['ada.okafor']);
    expect(found.users[0]).toMatchObject({ name: 'Ada Okafor', status: 'active', roles: ['participant'] });
    const recent = parseBody<Options>(await handler(apiEvent('GET /api/user/getUsers/loginAs', { token })));
    expect(recent.users.map((u) => u.username)).toEqual(['ada.okafor']);
  });

  it('is for administrators only', async () => {
    const token = await sessionToken(901, ['nisl_manager']);
    expect((await handler(apiEvent('GET /api/user/getUsers/loginAs/{text}', { token, params: { text: 'okafor' } }))).statusCode).toBe(403);
  });
});
