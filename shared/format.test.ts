import { describe, expect, it } from 'vitest';
import { formatPhone } from './format.ts';

describe('formatPhone', () => {
  it('shows ten digits with the 000-000-0000 mask and leaves anything else as it is', () => {
    expect(formatPhone('2025550109')).toBe('202-555-0109');
    expect(formatPhone('(202) 555 0109')).toBe('202-555-0109');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone(null)).toBe('');
  });
});
