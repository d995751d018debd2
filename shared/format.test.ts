import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClockTime, formatInstant, formatPhone } from './format.ts';

describe('formatPhone', () => {
  it('shows ten digits with the 000-000-0000 mask and leaves anything else as it is', () => {
    expect(formatPhone('2025550109')).toBe('202-555-0109');
    expect(formatPhone('(202) 555 0109')).toBe('202-555-0109');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone(null)).toBe('');
  });
});

describe('formatCalendarDate and formatClockTime', () => {
  it('shows a New York calendar date without moving it to another zone', () => {
    expect(formatCalendarDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatCalendarDate('2026-12-31T00:00:00')).toBe('Dec 31, 2026');
  });

  it('shows wall-clock times in 12-hour form', () => {
    expect(formatClockTime('08:30')).toBe('8:30 AM');
    expect(formatClockTime('15:30:00')).toBe('3:30 PM');
    expect(formatClockTime('00:05')).toBe('12:05 AM');
    expect(formatClockTime('12:00')).toBe('12:00 PM');
    expect(formatClockTime(null)).toBeNull();
    expect(formatClockTime('noon')).toBeNull();
  });
});

describe('formatInstant', () => {
  it('shows an instant in New York time on both sides of a daylight-saving change', () => {
    expect(formatInstant('2026-03-08T06:30:00Z')).toBe('Mar 8, 2026, 1:30 AM'); // EST, UTC-5
    expect(formatInstant('2026-03-08T07:30:00Z')).toBe('Mar 8, 2026, 3:30 AM'); // EDT, UTC-4
    expect(formatInstant('2026-11-24T03:05:00Z')).toBe('Nov 23, 2026, 10:05 PM');
  });
});
