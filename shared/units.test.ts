import { describe, expect, it } from 'vitest';
import { unitLabel, unitRank } from './units.ts';

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
