/**
 * Two CSV imports into the same cohort at once (issue 18): every participant either import adds
 * must be on the cohort's roster (MEMBER items) and in its META summary, which the roster and the
 * dashboard read. Each import rewrites the summary once per row, so the two race on it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportAnswer } from '../../shared/user-import/types.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { parseBody } from '../../test/integration/events.ts';
import { demoSessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { loadCohort } from '../data/cohorts/cohorts.ts';
import { handler } from './handler.ts';
import { importEvent } from './import-form.test-helper.ts';

useTestTable();
const PARTICIPANT = 10;
const COHORT = 1;
const ROWS = 24;
let admin = '';

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 2,
    participantsPerCohort: [2, 3],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 7,
    demoAccounts: true,
  });
  admin = await demoSessionToken('admin', ['administrator']);
}, 120_000);

const file = (prefix: string) =>
  `username,email,first_name,last_name\n${Array.from({ length: ROWS }, (_, i) => `${prefix}${i},${prefix}${i}@example.org,${prefix},Number${i}`).join('\n')}\n`;

async function importIntoCohort(content: string): Promise<ImportAnswer> {
  const result = await handler(
    importEvent(admin, { type_upload: 'cohorts', roles: [PARTICIPANT], cohorts: [COHORT] }, { name: 'people.csv', content }),
  );
  expect(result.statusCode).toBe(200);
  return parseBody<ImportAnswer>(result);
}

describe('two imports into one cohort at once', () => {
  it.each([1, 2, 3])('keeps everyone either import added on the roster and in the summary (round %i)', async (round) => {
    const before = (await loadCohort(COHORT))!;
    const answers = await Promise.all([importIntoCohort(file(`left${round}.`)), importIntoCohort(file(`right${round}.`))]);

    const rows = answers.flatMap((a) => a.response);
    expect(rows.filter((r) => !r.success)).toEqual([]);
    const added = rows.map((r) => r.user_id!);
    expect(added).toHaveLength(2 * ROWS);

    const after = (await loadCohort(COHORT))!;
    const expected = [...before.members.map((m) => m.user_id), ...added].sort((a, b) => a - b);
    expect(after.members.map((m) => m.user_id).sort((a, b) => a - b)).toEqual(expected);
    expect(after.summary.members.map((m) => m.user_id).sort((a, b) => a - b)).toEqual(expected);
    expect(after.cohort.participant_count).toBe(expected.length);
  });
});
