import { describe, expect, it } from 'vitest';
import type { CohortSummary } from '../data/cohorts/cohort-summary.ts';
import type { UserRecord } from '../data/users/users.ts';
import { crossedLogin, mergedSummary, planProfiles, restoredSummary } from './merge-plan.ts';

const P = 1;
const S = 2;
const person = (user_id: number, first_name: string) => ({
  user_id,
  first_name,
  last_name: 'Doe',
  email: `${first_name.toLowerCase()}@example.org`,
});

describe('summaries', () => {
  const before: CohortSummary = {
    events: [],
    staff: [
      { ...person(S, 'Sam'), staff_type: 'facilitator', units: ['1'] },
      { ...person(P, 'Pat'), staff_type: 'facilitator', units: ['2'] },
    ],
    members: [
      { ...person(3, 'Ann'), last_login: null, alp_status: null, alp_replies_count: 0, alp_comments_count: 0 },
      { ...person(S, 'Sam'), last_login: null, alp_status: null, alp_replies_count: 0, alp_comments_count: 0 },
    ],
    makeups: [],
  };

  it('gives the secondary’s entries to the primary with its new name, joining staff units, and a reversal puts everything back in place', () => {
    const after = mergedSummary(before, P, S, { first_name: 'Sam', last_name: 'Doe', email: 'pat@example.org', username: 'pat' });
    // Staff entries carry the username too (the attendance schedule's).
    expect(after.staff).toEqual([
      { ...person(P, 'Sam'), email: 'pat@example.org', staff_type: 'facilitator', units: ['2', '1'], username: 'pat' },
    ]);
    expect(after.members.map((m) => [m.user_id, m.first_name])).toEqual([
      [3, 'Ann'],
      [P, 'Sam'],
    ]);
    expect(restoredSummary(after, before, P, S)).toEqual(before);
    // Someone added since the merge stays; the two people go back to their old places.
    const grown = {
      ...after,
      members: [...after.members, { ...person(4, 'Bo'), last_login: null, alp_status: null, alp_replies_count: 0, alp_comments_count: 0 }],
    };
    expect(restoredSummary(grown, before, P, S).members.map((m) => m.user_id)).toEqual([3, S, 4]);
  });
});

describe('planProfiles', () => {
  const user = (id: number, username: string, extra: Partial<UserRecord> = {}) =>
    ({
      id,
      username,
      email: `${username}@x.org`,
      first_name: username,
      phone: null,
      phone_extension: null,
      status: 'active',
      ...extra,
    }) as UserRecord;

  it('takes the chosen fields with their companions and swaps a username taken from the secondary', () => {
    const plan = planProfiles(user(P, 'pat', { phone: '1', phone_extension: '9' }), user(S, 'sam', { phone: '2' }), {
      username: 'secondary',
      phone: 'secondary',
    });
    expect(plan.primary).toMatchObject({ username: 'sam', email: 'pat@x.org', phone: '2', phone_extension: null, first_name: 'pat' });
    expect(plan.secondary).toMatchObject({ username: 'pat', email: 'sam@x.org', status: 'merged' });
    expect(plan.swapped).toEqual({ username: true, email: false });
  });

  it('finds a username that would stay the other account’s e-mail', () => {
    const primary = user(P, 'pat');
    const secondary = user(S, 'sam@x.org', { email: 'sam@x.org' });
    expect(crossedLogin(planProfiles(primary, secondary, { username: 'secondary' }))).toBe('sam@x.org');
    expect(crossedLogin(planProfiles(primary, secondary, { username: 'secondary', email: 'secondary' }))).toBeUndefined();
    expect(crossedLogin(planProfiles(user(P, 'pat@x.org', { email: 'pat@x.org' }), user(S, 'sam'), { email: 'secondary' }))).toBe(
      'pat@x.org',
    );
  });
});
