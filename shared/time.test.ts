import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isFutureDay, isPastDay, nyDate, nyEndOfDay, nyInstant, nyUtcOffset, weekday } from './time.ts';

describe('New York time helpers', () => {
  it('gives the New York date, not the UTC one', () => {
    // 02:30 UTC on 15 March is still 14 March in New York (EDT, UTC-4).
    expect(nyDate(new Date('2026-03-15T02:30:00Z'))).toBe('2026-03-14');
    expect(nyDate(new Date('2026-03-15T04:30:00Z'))).toBe('2026-03-15');
  });

  it('handles the spring-forward and fall-back days', () => {
    // 8 March 2026: clocks go from 02:00 EST to 03:00 EDT.
    expect(nyInstant('2026-03-07', '23:59:59').toISOString()).toBe('2026-03-08T04:59:59.000Z');
    expect(nyEndOfDay('2026-03-08').toISOString()).toBe('2026-03-09T03:59:59.000Z');
    // 1 November 2026: clocks go back from 02:00 EDT to 01:00 EST.
    expect(nyEndOfDay('2026-10-31').toISOString()).toBe('2026-11-01T03:59:59.000Z');
    expect(nyEndOfDay('2026-11-01').toISOString()).toBe('2026-11-02T04:59:59.000Z');
    expect(nyInstant('2026-11-01', '00:00:00').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect([nyUtcOffset('2026-03-07'), nyUtcOffset('2026-03-08'), nyUtcOffset('2026-10-31'), nyUtcOffset('2026-11-01')]).toEqual([
      '-05:00',
      '-04:00',
      '-04:00',
      '-05:00',
    ]);
  });

  it('decides past and future days on Eastern time', () => {
    const lateEvening = new Date('2026-11-21T04:00:00Z'); // 23:00 on 20 Nov in New York
    expect(isPastDay('2026-11-20', lateEvening)).toBe(false);
    expect(isPastDay('2026-11-19', lateEvening)).toBe(true);
    expect(isFutureDay('2026-11-21', lateEvening)).toBe(true);
    expect(isFutureDay('2026-11-20', lateEvening)).toBe(false);
  });

  it('does date arithmetic on calendar dates', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-08', -1)).toBe('2026-03-07');
    expect(daysBetween('2026-10-01', '2026-11-15')).toBe(45);
    expect(weekday('2026-11-21')).toBe(6);
  });
});
