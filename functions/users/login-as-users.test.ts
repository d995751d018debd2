import { beforeAll, describe, expect, it } from 'vitest';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { createUser, type NewUser } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();

const person = (username: string, first: string, status: NewUser['status']): NewUser =>
  testAccount(username, {
    passwordHash: 'x',
    first_name: first,
    last_name: 'Okafor',
    email_assign: null,
    state_id: null,
    status,
    password_changed_at: '2026-01-01T00:00:00.000Z',
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
