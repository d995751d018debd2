import type { CohortFormValues } from '@shared/cohort-builder/form.types';
import { describe, expect, it } from 'vitest';
import { coveredDays, unitOptions, withoutConflicts } from './unit-keys';

const slot = (date: string | null) => ({ date, start_time: '09:00', end_time: '15:00' });
const none = { url_unit_evaluation: null, meeting_type: null };
const schedule: Pick<CohortFormValues, 'orientation' | 'units' | 'single'> = {
  orientation: { ...slot('2027-03-01'), ...none },
  units: [
    { unit: '1', event_type: '2_day', days: [slot('2027-03-10'), slot('2027-03-11')], ...none, sub_units: [] },
    { unit: '2', event_type: 'split', days: [slot('2027-03-20')], ...none, sub_units: [] },
    {
      unit: '3',
      event_type: 'ext',
      days: [],
      ...none,
      sub_units: [
        { event_ext: '3A', event_type: 'ext', days: [slot('2027-04-01')], ...none },
        { event_ext: '3B', event_type: 'ext', days: [slot(null)], ...none },
      ],
    },
  ],
  single: null,
};

describe('unit keys of the Assignments pane', () => {
  it('offers all, the orientation, each unit, and the days or sub-units of units that have several', () => {
    expect(unitOptions(schedule).map((o) => o.value)).toEqual(['all', 'orientation', '1', '1-1', '1-2', '2', '3', '3A', '3B']);
    expect(unitOptions(schedule).find((o) => o.value === '1-2')!.label).toBe('Unit 1 day 2');
    expect(unitOptions({ ...schedule, units: [], single: { start_date: null, end_date: null, start_time: null, end_time: null } })).toEqual(
      [{ value: 'all', label: 'All units' }],
    );
  });

  it('gives the dated days units cover, a unit number covering its days and sub-units', () => {
    expect(coveredDays(schedule, ['1']).map((d) => `${d.unit}/${d.day}`)).toEqual(['1/1', '1/2']);
    expect(coveredDays(schedule, ['3']).map((d) => d.unit)).toEqual(['3A']);
    expect(coveredDays(schedule, ['all'])).toHaveLength(5);
    expect(coveredDays(schedule, ['1-2', 'orientation']).map((d) => d.date)).toEqual(['2027-03-01', '2027-03-11']);
  });

  it('takes conflicting days off, keeping whole units whole, and nothing when nothing is left', () => {
    expect(withoutConflicts(schedule, ['all'], [{ unit: '1', day: 1 }])).toEqual(['orientation', '1-2', '2', '3']);
    expect(withoutConflicts(schedule, ['3'], [{ unit: '3A', day: 1 }])).toEqual(['3B']);
    expect(withoutConflicts(schedule, ['2'], [{ unit: '2', day: 1 }])).toEqual([]);
    expect(withoutConflicts(schedule, ['2', 'orientation'], [{ unit: '1', day: 1 }])).toEqual(['2', 'orientation']);
  });

  it('offers a two-day extension whole and day by day, and the conflict check sees both its days', () => {
    const twoDays = {
      ...schedule,
      units: schedule.units.map((u) =>
        u.unit === '3'
          ? {
              ...u,
              sub_units: [
                { ...u.sub_units[0], event_type: '2_day' as const, days: [slot('2027-04-01'), slot('2027-04-02')] },
                u.sub_units[1],
              ],
            }
          : u,
      ),
    };
    expect(
      unitOptions(twoDays)
        .map((o) => o.value)
        .slice(-5),
    ).toEqual(['3', '3A', '3A-1', '3A-2', '3B']);
    expect(unitOptions(twoDays).find((o) => o.value === '3A-2')!.label).toBe('Unit 3A day 2');
    expect(coveredDays(twoDays, ['3A']).map((d) => `${d.unit}/${d.day}/${d.date}`)).toEqual(['3A/1/2027-04-01', '3A/2/2027-04-02']);
    expect(coveredDays(twoDays, ['3A-2']).map((d) => d.date)).toEqual(['2027-04-02']);
    expect(withoutConflicts(twoDays, ['3'], [{ unit: '3A', day: 2 }])).toEqual(['3A-1', '3B']);
  });
});
