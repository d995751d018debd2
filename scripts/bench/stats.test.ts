import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats.ts';

describe('percentile (nearest rank)', () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes the value at rank ceil(p × n)', () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 95)).toBe(95);
    expect(percentile(oneToHundred, 99)).toBe(99);
    // 50 samples: p95 is the 48th value, p50 the 25th.
    const fifty = Array.from({ length: 50 }, (_, i) => (i + 1) * 10);
    expect(percentile(fifty, 95)).toBe(480);
    expect(percentile(fifty, 50)).toBe(250);
  });

  it('handles the edges', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([1, 2, 3], 100)).toBe(3);
    // Ten samples: p95 is the maximum.
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95)).toBe(10);
  });
});

describe('summarize', () => {
  it('sorts a copy and reports mean, p50, p95 and max', () => {
    const values = [5, 1, 4, 2, 3];
    expect(summarize(values)).toEqual({ count: 5, mean: 3, p50: 3, p95: 5, max: 5 });
    expect(values).toEqual([5, 1, 4, 2, 3]);
  });

  it('is NaN for an empty sample', () => {
    const s = summarize([]);
    expect(s.count).toBe(0);
    expect(s.p95).toBeNaN();
    expect(s.max).toBeNaN();
  });
});
