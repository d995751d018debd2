import { describe, expect, it } from 'vitest';
import { organisationItems } from '../seed/organisation.ts';
import { replayCounts, scaleFromEnv, SCALES } from './seeding.ts';

const options = {
  today: '2026-02-11',
  now: new Date('2026-02-11T15:00:00Z'),
  cohorts: 3,
  participantsPerCohort: [5, 5] as const,
  extraUsers: 2,
  passwordHash: 'h',
  randomSeed: 1,
  demoAccounts: true,
};

describe('scale knob', () => {
  it('defaults to large and takes BENCH_SCALE and BENCH_COHORTS', () => {
    expect(scaleFromEnv({})).toBe(SCALES.large);
    expect(scaleFromEnv({ BENCH_SCALE: 'Medium' }).cohorts).toBe(1000);
    expect(scaleFromEnv({ BENCH_SCALE: 'small', BENCH_COHORTS: '7' })).toMatchObject({
      name: 'custom',
      cohorts: 7,
      participantsPerCohort: [20, 40],
    });
    expect(() => scaleFromEnv({ BENCH_SCALE: 'huge' })).toThrow(/small, medium or large/);
    expect(() => scaleFromEnv({ BENCH_COHORTS: '0' })).toThrow(/positive integer/);
  });
});

describe('large scale', () => {
  it('lays 8 units (17 events) per cohort and enough participants for ~1 M attendance records', () => {
    expect(SCALES.large).toMatchObject({ cohorts: 5000, unitsPerCohort: 8, participantsPerCohort: [20, 26] });
    expect(SCALES.small.unitsPerCohort).toBeUndefined();
    expect(SCALES.medium.unitsPerCohort).toBeUndefined();
  });

  it('passes unitsPerCohort to the generator', () => {
    const { planned } = replayCounts({ ...options, cohorts: 3, unitsPerCohort: 8 }, Number.MAX_SAFE_INTEGER);
    // The last cohort is the coaching one: a single event.
    expect(planned.events).toBe(2 * 17 + 1);
  });
});

describe('replayCounts', () => {
  it('counts the whole generator and a written prefix (users come first)', () => {
    const { written, planned } = replayCounts(options, Number.MAX_SAFE_INTEGER);
    expect(written).toEqual(planned);
    expect(planned.cohorts).toBe(3);
    expect(planned.members).toBeGreaterThanOrEqual(15);

    const firstUsers = replayCounts(options, 200).written;
    expect(firstUsers.items).toBe(200);
    expect(firstUsers.cohorts).toBe(0);
    expect(firstUsers.users).toBeGreaterThan(0);
  });

  it('gives the id counters a stopped seed did not write, past every id the whole scale uses', () => {
    const whole = [...organisationItems(options)];
    const highest = (type: string) => Math.max(...whole.filter((i) => i.type === type).map((i) => Number(i.id)));
    const { unwrittenCounters } = replayCounts(options, 200);
    const value = (kind: string) => unwrittenCounters.find((c) => c.SK === kind)?.value;
    expect(value('cohort')).toBe(highest('cohort'));
    expect(value('user')).toBeGreaterThanOrEqual(highest('user'));
    expect(value('event')).toBeGreaterThanOrEqual(highest('event'));
    expect(replayCounts(options, Number.MAX_SAFE_INTEGER).unwrittenCounters).toEqual([]);
  });
});
