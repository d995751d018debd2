import { describe, expect, it } from 'vitest';
import { hasDisallowedCharacters } from './names.ts';

describe('hasDisallowedCharacters', () => {
  it('finds control, bidirectional and invisible characters anywhere in the text', () => {
    const refused = [
      0x00,
      0x09,
      0x0a,
      0x1f,
      0x7f,
      0x85,
      0x9f, // C0, DEL, C1
      0x00ad, // soft hyphen
      0x061c,
      0x200e,
      0x200f, // bidirectional marks
      0x202a,
      0x202b,
      0x202c,
      0x202d,
      0x202e, // embeddings and overrides
      0x2066,
      0x2067,
      0x2068,
      0x2069, // isolates
      0x200b,
      0x200c,
      0x200d,
      0x2060,
      0xfeff, // zero-width
      0x2028,
      0x2029, // line and paragraph separators
    ];
    for (const code of refused) {
      const char = String.fromCodePoint(code);
      for (const text of [`${char}Ann`, `An${char}n`, `Ann${char}`])
        expect(hasDisallowedCharacters(text), `U+${code.toString(16)}`).toBe(true);
    }
  });

  it('accepts names of every script, with apostrophes, hyphens, spaces and periods', () => {
    for (const name of [
      "O'Brien-Łukasik",
      'Zoë',
      'José María',
      'St. John',
      'Nguyễn Thị Minh',
      '김민준',
      'محمد',
      'Дмитрий',
      'ann.smith@example.org',
    ]) {
      expect(hasDisallowedCharacters(name), name).toBe(false);
    }
  });
});
