import { beforeAll, describe, expect, it } from 'vitest';
import type { PendingLogResponse } from '../../shared/accounts/types.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { demoSessionToken, sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { pendingRecordItem, recordPendingOutcome } from '../data/users/pending-users.ts';
import { createUser, findUserIdByLogin, getUser, type UserRecord } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
const tokens: Record<string, string> = {};
let original: UserRecord;
const pending: UserRecord[] = [];
let adminId = 0;

/** 55 possible duplicates of one account (more than a page): one changed to active, one deleted. */
beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 2,
    participantsPerCohort: [2, 3],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 4,
    demoAccounts: true,
  });
  adminId = (await findUserIdByLogin('admin'))!;
  tokens.admin = await sessionToken(adminId, ['administrator']);
  tokens.participant = await demoSessionToken('participant', ['participant']);
  original = (await getUser((await findUserIdByLogin('participant'))!))!;
  const { id: _id, version: _v, created_at: _c, updated_at: _u, login_at: _l, ...rest } = original;
  for (let i = 0; i < 55; i += 1) {
    const input = { ...rest, id: 10_000 + i, username: `twin.${i}`, email: `twin.${i}@example.org`, status: 'pending' as const };
    const draft = { ...input, version: 1, created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), updated_at: '', login_at: null };
    pending.push(await createUser(input, new Date(draft.created_at), { extraItems: [pendingRecordItem(draft, [original.id], adminId)] }));
  }
  await recordPendingOutcome(pending[3].id, { status: 'active' }, adminId);
  await recordPendingOutcome(pending[4].id, { deleted: true }, adminId);
}, 120_000);

const list = (query: Record<string, string> = {}, token = tokens.admin) => handler(apiEvent('GET /api/getPendingUsers', { token, query }));

describe('GET /api/getPendingUsers', () => {
  it('pages 50 at a time, newest first, with the duplicated account, who created it and the status', async () => {
    const first = parseBody<PendingLogResponse>(await list());
    expect(first.totalPending).toBe(55);
    expect(first.list).toHaveLength(50);
    expect(first.list[0]).toMatchObject({
      user_id: pending[54].id,
      new_user: { username: 'twin.54', email: 'twin.54@example.org', first_name: original.first_name, status: 'pending' },
      duplicated_user: [{ id: original.id, username: original.username, email: original.email }],
      status: 'Pending',
    });
    expect(first.list[0].who_create).toMatch(/\S/);
    const second = parseBody<PendingLogResponse>(await list({ page: '2' }));
    expect(second.list.map((r) => r.user_id)).toEqual(
      pending
        .slice(0, 5)
        .reverse()
        .map((u) => u.id),
    );
    expect(second.list.find((r) => r.user_id === pending[3].id)).toMatchObject({
      status: 'Changed to active',
      who_changed: first.list[0].who_create,
    });
    expect(second.list.find((r) => r.user_id === pending[4].id)).toMatchObject({
      status: 'Deleted',
      new_user: { who_delete: first.list[0].who_create, deleted_at: expect.any(String) },
    });
  });

  it('searches the username, e-mail, name and status', async () => {
    expect(parseBody<PendingLogResponse>(await list({ search: 'twin.12@' })).list.map((r) => r.user_id)).toEqual([pending[12].id]);
    expect(parseBody<PendingLogResponse>(await list({ search: 'changed to' })).list.map((r) => r.user_id)).toEqual([pending[3].id]);
    expect(parseBody<PendingLogResponse>(await list({ search: 'Deleted' })).totalPending).toBe(1);
    expect(parseBody<PendingLogResponse>(await list({ search: 'nobody-has-this' })).totalPending).toBe(0);
  });

  it('is refused to other roles', async () => {
    expect((await list({}, tokens.participant)).statusCode).toBe(403);
  });
});
