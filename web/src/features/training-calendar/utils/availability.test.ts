import { describe, expect, it } from 'vitest';
import { calendarResponse } from '../test-data';
import { effectiveAvailability, storedAvailability, withBusyDay, withRestoredDay } from './availability';

describe('availability', () => {
  it('uses the stored day, else busy on Saturday, else free', () => {
    const stored = storedAvailability([
      { available_date: '2026-03-10', available: 2 },
      { available_date: '2026-03-14', available: 1 },
    ]);
    expect(effectiveAvailability('2026-03-10', stored)).toBe(2);
    expect(effectiveAvailability('2026-03-14', stored)).toBe(1); // a Saturday marked free
    expect(effectiveAvailability('2026-03-21', stored)).toBe(0); // Saturday
    expect(effectiveAvailability('2026-03-11', stored)).toBe(1);
  });

  it('stores a day in place of its previous value and restores it', () => {
    const before = calendarResponse({ busy_days: [{ available_date: '2026-03-10', available: 0 }] });
    const after = withBusyDay(before, { available_date: '2026-03-10', available: 2 });
    expect(after.busy_days).toEqual([{ available_date: '2026-03-10', available: 2 }]);
    expect(withRestoredDay(after, '2026-03-10', { available_date: '2026-03-10', available: 0 }).busy_days).toEqual(before.busy_days);
    expect(withRestoredDay(after, '2026-03-10', undefined).busy_days).toEqual([]);
  });
});
