import { describe, expect, it } from 'vitest';
import { dayName, isIsoDate, monthTitle, sameMonthIn, shiftMonth } from './month';

describe('month helpers', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-3-1')).toBe(false);
    expect(isIsoDate('today')).toBe(false);
  });

  it('moves by month across years and keeps the month across years', () => {
    expect(shiftMonth('2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftMonth('2025-12-15', 1)).toBe('2026-01-01');
    expect(sameMonthIn('2026-03-10', 2024)).toBe('2024-03-01');
  });

  it('titles the month and names a day', () => {
    expect(monthTitle('2026-03-10')).toBe('March 2026');
    expect(dayName('2026-11-03')).toBe('November 3');
  });
});
