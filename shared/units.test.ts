import { describe, expect, it } from 'vitest';
import { unitLabel, unitRank, unitsCoverDay, unitsCoverUnit } from './units.ts';

describe('units', () => {
  it('names the orientation and numbered units', () => {
    expect(unitLabel('orientation')).toBe('Orientation');
    expect(unitLabel('3A')).toBe('Unit 3A');
  });

  it('orders the orientation first, then by number', () => {
    expect(['4', 'orientation', '3A', '10', '1'].sort((a, b) => unitRank(a) - unitRank(b) || a.localeCompare(b))).toEqual([
      'orientation',
      '1',
      '3A',
      '4',
      '10',
    ]);
  });
});

describe('unitsCoverDay and unitsCoverUnit', () => {
  it("covers a day by 'all', its unit, its unit-day, and a sub-unit by its unit number", () => {
    expect(unitsCoverDay(['all'], '2', 1)).toBe(true);
    expect(unitsCoverDay(['2'], '2', 2)).toBe(true);
    expect(unitsCoverDay(['2-1'], '2', 1)).toBe(true);
    expect(unitsCoverDay(['2-1'], '2', 2)).toBe(false);
    expect(unitsCoverDay(['3'], '3A', 2)).toBe(true);
    expect(unitsCoverDay(['3A'], '3', 1)).toBe(false);
    expect(unitsCoverDay(['1'], '13A', 1)).toBe(false);
    expect(unitsCoverDay(['orientation'], '2', 1)).toBe(false);
  });

  it('covers a unit by any of its days, and sub-units by their unit number', () => {
    expect(unitsCoverUnit(['2-2'], '2')).toBe(true);
    expect(unitsCoverUnit(['3'], '3B')).toBe(true);
    expect(unitsCoverUnit(['12-1'], '1')).toBe(false);
    expect(unitsCoverUnit(['4'], '2')).toBe(false);
  });
});
