import { describe, expect, it } from 'vitest';
import { cohortItems } from '../cohorts/cohorts.ts';
import { mergeMarks, planCohort } from './merge-cohorts.ts';

const P = 1;
const S = 2;
const staff = (user_id: number, units: string[]) => cohortItems.staff({ cohort_id: 7, user_id, staff_type: 'facilitator', units });
const mark = (attendance: '1' | '0') => ({ attendance, independent: false, recorded_by: 9, recorded_at: '2026-01-01T00:00:00.000Z' });

describe('planCohort', () => {
  it('moves a staff assignment the primary lacks, and joins the units where both have the same type', () => {
    const alone = planCohort([staff(S, ['1', '2'])], P, S, 'now');
    expect(alone.items.map((c) => [c.key.SK, c.before ? 'was' : 'new', c.after ? 'is' : 'gone'])).toEqual([
      ['STAFF#facilitator#2', 'was', 'gone'],
      ['STAFF#facilitator#1', 'new', 'is'],
    ]);
    expect(alone.items[1].after).toMatchObject({ user_id: P, units: ['1', '2'], GSI1PK: 'USER#1' });
    const both = planCohort([staff(P, ['2', '3']), staff(S, ['1', '2'])], P, S, 'now');
    expect(both.items.map((c) => c.key.SK)).toEqual(['STAFF#facilitator#2', 'STAFF#facilitator#1']);
    expect(both.items[1].after).toMatchObject({ units: ['2', '3', '1'] });
  });

  it("moves the secondary's marks onto the primary, present winning over absent", () => {
    expect(mergeMarks({ 10: mark('0'), 11: mark('1') }, { 10: mark('1'), 11: mark('0'), 12: mark('0') })).toEqual({
      10: mark('1'),
      11: mark('1'),
      12: mark('0'),
    });
    const sheet = cohortItems.attendanceSheet({
      cohort_id: 7,
      unit: '1',
      version: 3,
      updated_at: 'then',
      updated_by: 9,
      records: { [S]: { 10: mark('1') }, 5: { 10: mark('0') } },
    });
    const { sheets } = planCohort([sheet], P, S, 'now');
    expect(sheets[0].sheet).toMatchObject({ version: 4, updated_at: 'then', records: { [P]: { 10: mark('1') }, 5: { 10: mark('0') } } });
    expect(sheets[0].sheet.records[S]).toBeUndefined();
    expect(sheets[0].before).toEqual({ primary: null, secondary: { 10: mark('1') } });
  });
});
