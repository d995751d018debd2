import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../../test/integration/table.ts';
import { testAccount } from '../../../test/integration/accounts.ts';
import { db, tableName } from '../table/client.ts';
import { createUser, findUserIdByLogin, getUser, loginClaimEntity, UniquenessError, updateUser, type NewUser } from './users.ts';

useTestTable();

const base = (username: string, email: string): NewUser =>
  testAccount(username, {
    email,
    passwordHash: 'x',
    first_name: 'A',
    last_name: 'B',
    email_assign: null,
    state_id: null,
    password_changed_at: '2026-01-01T00:00:00.000Z',
  });

describe('user aggregate', () => {
  it('lower-cases username and e-mail and finds the account by either', async () => {
    const user = await createUser(base('Mixed.Case', 'Mixed@Example.ORG'));
    expect(user).toMatchObject({ username: 'mixed.case', email: 'mixed@example.org', version: 1 });
    expect(await findUserIdByLogin('MIXED.case')).toBe(user.id);
    expect(await findUserIdByLogin('mixed@example.org')).toBe(user.id);
  });

  it('refuses a taken username or e-mail and writes nothing of the refused account', async () => {
    const first = await createUser(base('unique.one', 'unique.one@example.org'));
    await expect(createUser(base('UNIQUE.ONE', 'other@example.org'))).rejects.toEqual(new UniquenessError('username'));
    await expect(createUser(base('someone.else', 'Unique.One@example.org'))).rejects.toEqual(new UniquenessError('email'));
    await expect(createUser(base('unique.one', 'unique.one@example.org'))).rejects.toEqual(new UniquenessError('both'));
    // The refused creations left no uniqueness item pointing elsewhere and no second profile.
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: loginClaimEntity.key('email', 'other@example.org') }));
    expect(Item).toBeUndefined();
    expect(await findUserIdByLogin('unique.one')).toBe(first.id);
    expect(await getUser(first.id + 1)).toBeUndefined();
  });

  it('refuses an update based on a stale version', async () => {
    const user = await createUser(base('versioned', 'versioned@example.org'));
    await updateUser(user.id, { job_title: 'Principal' }, 1, null);
    await expect(updateUser(user.id, { job_title: 'Teacher' }, 1, null)).rejects.toThrow(/conditional/i);
    expect(await getUser(user.id)).toMatchObject({ job_title: 'Principal', version: 2 });
  });
});
