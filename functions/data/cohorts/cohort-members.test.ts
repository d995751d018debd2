import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../../test/integration/table.ts';
import { seedOrganisation } from '../../../scripts/seed/seed.ts';
import { addMemberItems, readCohortMeta, type NewMember } from './cohort-members.ts';
import { summaryNameItems } from './cohort-summary-names.ts';
import { loadCohort } from './cohorts.ts';
import { transact } from '../table/transaction.ts';

useTestTable();
const COHORT = 1;

beforeAll(async () => {
  await seedOrganisation({
    today: '2026-11-18',
    now: new Date('2026-11-18T15:00:00Z'),
    cohorts: 1,
    participantsPerCohort: [2, 3],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 7,
    demoAccounts: false,
  });
}, 120_000);

const person = (id: number): NewMember => ({ user_id: id, first_name: 'New', last_name: `Member${id}`, email: `member${id}@example.org` });
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

async function expectSummaryMatchesRoster() {
  const cohort = (await loadCohort(COHORT))!;
  const members = sorted(cohort.members.map((m) => m.user_id));
  expect(sorted(cohort.summary.members.map((m) => m.user_id))).toEqual(members);
  expect(cohort.cohort.participant_count).toBe(members.length);
  return cohort;
}

describe('adding members to a cohort (issue 18)', () => {
  it('keeps every addition made from readings that other additions overtook, all stamped with the same time', async () => {
    const at = '2030-01-01T00:00:00.000Z';
    // Two imports read the cohort, then take turns adding people; each import stamps its rows with its request's time.
    const [readByA, readByB] = [(await readCohortMeta(COHORT))!, (await readCohortMeta(COHORT))!];
    expect(await transact(addMemberItems(readByA, [person(9001)], at))).toBeUndefined();
    expect(await transact(addMemberItems(readByB, [person(9002)], at))).toBeUndefined();
    expect(await transact(addMemberItems(readByA, [person(9003), person(9004)], at))).toBeUndefined();

    const cohort = await expectSummaryMatchesRoster();
    expect(cohort.summary.members.map((m) => m.user_id)).toEqual(expect.arrayContaining([9001, 9002, 9003, 9004]));
    // The same person twice is refused whole: no second summary entry.
    expect((await transact(addMemberItems(readByB, [person(9001)], at)))?.failedSteps).toEqual([0]);
    await expectSummaryMatchesRoster();
  });

  it('refuses a whole-summary rewrite read before an addition, even an addition stamped with the time that was read', async () => {
    const before = (await loadCohort(COHORT))!;
    const renamedId = before.members[0].user_id;
    // A rename reads the summaries of the person's cohorts and prepares their rewrites...
    const rename = await summaryNameItems(
      renamedId,
      { first_name: 'Renamed', last_name: 'Person', email: 'renamed@example.org', username: 'renamed' },
      '2030-02-01T00:00:00.000Z',
    );
    expect(rename).toHaveLength(1);
    // ...meanwhile someone joins the cohort, with the very updated_at the rename read.
    expect(await transact(addMemberItems((await readCohortMeta(COHORT))!, [person(9101)], before.cohort.updated_at))).toBeUndefined();
    // The rename's stale summary would drop the newcomer: refused, and read again it goes through.
    expect((await transact(rename))?.raced).toBe(true);
    expect(
      await transact(
        await summaryNameItems(
          renamedId,
          { first_name: 'Renamed', last_name: 'Person', email: 'renamed@example.org', username: 'renamed' },
          '2030-02-01T00:00:01.000Z',
        ),
      ),
    ).toBeUndefined();

    const after = await expectSummaryMatchesRoster();
    expect(after.summary.members.map((m) => m.user_id)).toContain(9101);
    expect(after.summary.members.find((m) => m.user_id === renamedId)).toMatchObject({ first_name: 'Renamed', last_name: 'Person' });
  });
});
