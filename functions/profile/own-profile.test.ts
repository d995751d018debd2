import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '../../shared/profile/types.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { createUser } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();

describe('GET /api/user/profile (not in the spec)', () => {
  it("answers the caller's own record as the form edits it, whatever id the address or query names", async () => {
    const me = await createUser(
      testAccount('own.profile', {
        first_time: true,
        required_data: true,
        job_title: 'Principal',
        job_function: [5],
        phone: '2155550100',
        passwordHash: 'secret-hash',
      }),
    );
    const other = await createUser(testAccount('other.profile'));
    const token = await sessionToken(me.id, ['participant'], me.username);
    const result = await handler(apiEvent('GET /api/user/profile', { token, query: { id: String(other.id) } }));
    expect(result.statusCode).toBe(200);
    const body = parseBody<OwnProfile & { passwordHash?: string; roles?: unknown }>(result);
    expect(body).toMatchObject({
      id: me.id,
      username: 'own.profile',
      job_title: 'Principal',
      job_function: [5],
      phone: '2155550100',
      first_time: true,
      required_data: true,
      version: 1,
    });
    expect(body.passwordHash).toBeUndefined();
    expect(body.roles).toBeUndefined();
  });

  it('refuses without a session', async () => {
    const result = await handler(apiEvent('GET /api/user/profile'));
    expect(result.statusCode).toBe(401);
  });
});
