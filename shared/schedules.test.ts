import { describe, expect, it } from 'vitest';
import { scheduleText } from './schedules.ts';

describe('scheduleText', () => {
  it('states the survey refresh times as the unit evaluation report gives them (spec 01 §9)', () => {
    expect(scheduleText('survey-refresh')).toBe('11am ET, 3:05pm, 5pm, 8pm and 1:15am');
  });

  it('names a single daily run alone', () => {
    expect(scheduleText('nightly-reports')).toBe('12am ET');
  });
});
