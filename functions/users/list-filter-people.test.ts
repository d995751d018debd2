/**
 * GET /api/getUserListFilter for the Filter Cohort Builder List's people pickers (spec 03 §7: typeFilter participant,
 * whoCreate, whoModify) against DynamoDB Local: a small seeded organisation plus two cohorts written here with their
 * members and authors.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserListFilterResponse } from '../../shared/users/list.types.ts';
import { USER_LIST_MESSAGES } from '../../shared/users/list.texts.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import { resetCohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { cohortSummary, type PersonFacts } from '../data/cohorts/cohort-summary.ts';
import { cohortItems, type CohortRecord } from '../data/cohorts/cohorts.ts';
import { resetUserDirectory } from '../data/users/user-directory.ts';
import { createUser, findUserIdByLogin, type NewUser } from '../data/users/users.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { testCohort } from '../../test/integration/cohorts.ts';
import { handler } from './handler.ts';

useTestTable();
const ids: Record<string, number> = {};
let token = '';

const person = (username: string, first_name: string, last_name: string) => testAccount(username, { first_name, last_name });

async function writeCohort(record: CohortRecord, members: number[], at: string) {
  const facts = new Map<number, PersonFacts>(members.map((id) => [id, { first_name: '', last_name: `#${id}`, email: '', login_at: null }]));
  const summary = cohortSummary(
    {
      events: [],
      staff: [],
      makeups: [],
      members: members.map((user_id) => ({
        cohort_id: record.id,
        user_id,
        alp_status: null,
        alp_form: false,
        alp_replies_count: 0,
        alp_comments_count: 0,
        joined_at: at,
      })),
    },
    facts,
  );
  await putAll([cohortItems.cohort({ ...record, participant_count: members.length }, summary)]);
}

const offered = async (typeFilter: string, search = '') => {
  const result = await handler(apiEvent('GET /api/getUserListFilter', { token, query: { search, typeFilter } }));
  expect(result.statusCode, String(result.body)).toBe(200);
  return parseBody<UserListFilterResponse>(result).users;
};

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(Date.now() - 60_000),
    cohorts: 4,
    participantsPerCohort: [2, 3],
    extraUsers: 5,
    passwordHash: 'h',
    randomSeed: 17,
    demoAccounts: true,
  });
  ids.senior = (await findUserIdByLogin('senior.admin'))!;
  token = await sessionToken(ids.senior, ['senior_admin', 'administrator']);
  // Newer than the seed's snapshots, so that both directories pick them up from their feeds.
  const at = new Date(Date.now() + 1_000);
  const add = async (key: string, user: NewUser) => (ids[key] = (await createUser(user, at)).id);
  await add('zebulon', person('zebulon.q', 'Zebulon', 'Quarrington'));
  await add('zelda', person('zelda.q', 'Zelda', 'Quarrington'));
  await add('xanthe', person('xanthe.c', 'Xanthe', 'Creatorova'));
  await add('wystan', person('wystan.m', 'Wystan', 'Modifield'));
  await add('nobody', person('nobody.q', 'Norbert', 'Quarrington'));
  await writeCohort(
    testCohort({ id: 9101, created_by: ids.xanthe, updated_by: ids.wystan, updated_at: at.toISOString() }),
    [ids.zebulon, ids.zelda],
    at.toISOString(),
  );
  await writeCohort(
    testCohort({ id: 9102, created_by: ids.xanthe, updated_by: ids.xanthe, updated_at: at.toISOString() }),
    [ids.zelda],
    at.toISOString(),
  );
  resetUserDirectory();
  resetCohortDirectory();
}, 120_000);

describe('GET /api/getUserListFilter for the cohort filter', () => {
  it('participant: members of some cohort whose words start with the search, once each, by name', async () => {
    expect(await offered('participant', 'quarr')).toEqual([
      { id: ids.zebulon, name: 'Zebulon Quarrington' },
      { id: ids.zelda, name: 'Zelda Quarrington' },
    ]);
    expect(await offered('participant', 'zelda quar')).toEqual([{ id: ids.zelda, name: 'Zelda Quarrington' }]);
    expect(await offered('participant', 'zelda.q@example')).toEqual([{ id: ids.zelda, name: 'Zelda Quarrington' }]);
    // Norbert Quarrington is in no cohort; a creator is not a participant.
    expect(await offered('participant', 'norbert')).toEqual([]);
    expect(await offered('participant', 'xanthe')).toEqual([]);
    const everyone = await offered('participant');
    expect(everyone.length).toBeGreaterThan(2);
    expect(everyone.length).toBeLessThanOrEqual(50);
    expect(everyone.map((p) => p.name)).toEqual([...everyone.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('whoCreate and whoModify: the authors of cohorts, matching the search', async () => {
    expect(await offered('whoCreate')).toEqual([{ id: ids.xanthe, name: 'Xanthe Creatorova' }]);
    expect(await offered('whoModify')).toEqual([
      { id: ids.wystan, name: 'Wystan Modifield' },
      { id: ids.xanthe, name: 'Xanthe Creatorova' },
    ]);
    expect(await offered('whoModify', 'wys')).toEqual([{ id: ids.wystan, name: 'Wystan Modifield' }]);
    expect(await offered('whoCreate', 'wys')).toEqual([]);
  });

  it('refuses another typeFilter with the message naming them all', async () => {
    const result = await handler(apiEvent('GET /api/getUserListFilter', { token, query: { search: '', typeFilter: 'whoever' } }));
    expect(result.statusCode).toBe(422);
    expect(String(result.body)).toContain(USER_LIST_MESSAGES.invalidListFilterType);
  });

  it('answers from the directories: at most 3 DynamoDB round trips and no Scan', async () => {
    resetUserDirectory();
    resetCohortDirectory();
    const { result, metrics } = await withDynamoMetrics(() =>
      handler(apiEvent('GET /api/getUserListFilter', { token, query: { search: 'quarr', typeFilter: 'participant' } })),
    );
    expect(result.statusCode).toBe(200);
    expect(metrics.calls).toBeLessThanOrEqual(3);
    expect(metrics.ops.Scan ?? 0).toBe(0);
  });
});
