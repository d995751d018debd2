import { describe, expect, it } from 'vitest';
import { count, money } from './report.ts';

describe('report numbers', () => {
  it('writes dollars with cents and counts with separators or millions', () => {
    expect(money(1234.5)).toBe('$1,234.50');
    expect(money(0.004)).toBe('$0.00');
    expect(count(2_760_000)).toBe('2.76 M');
    expect(count(122_147.4)).toBe('122,147');
    expect(count(6.666)).toBe('6.67');
  });
});
