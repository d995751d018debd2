import { describe, expect, it } from 'vitest';
import * as USER_FORM_TEXT from './form.texts.ts';
import { createUserBody, updateUserBody } from './form.contract.ts';

const body = {
  username: 'ann.smith',
  password: 'Welcome-to-the-portal-1',
  first_name: 'Ann',
  last_name: 'Smith',
  email: 'ann.smith@example.org',
  state_id: 2,
  roles: [10],
};

const problems = (schema: typeof createUserBody | typeof updateUserBody, input: Record<string, unknown>) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('user form contract: names', () => {
  it('refuses NUL, right-to-left override and zero-width characters in names and the username, saying which field', () => {
    const cases: Array<[string, string, string]> = [
      ['first_name', 'Ann\u0000', 'first name'],
      ['first_name', '\u202EnnA', 'first name'],
      ['last_name', 'Sm\u200Bith', 'last name'],
      ['last_name', 'Smith\u2067', 'last name'],
      ['username', 'ann\uFEFF.smith', 'username'],
      ['honorific', 'Dr\u00AD', 'honorific'],
    ];
    for (const [field, value, label] of cases) {
      expect(problems(createUserBody, { ...body, [field]: value }), field).toEqual([USER_FORM_TEXT.disallowedCharacters(label)]);
      expect(problems(updateUserBody, { ...body, version: 1, [field]: value }), field).toEqual([
        USER_FORM_TEXT.disallowedCharacters(label),
      ]);
    }
  });

  it('accepts names with accents, apostrophes, hyphens and other scripts', () => {
    expect(problems(createUserBody, { ...body, first_name: 'Zoë', last_name: "O'Brien-Łukasik", honorific: 'Dr.' })).toEqual([]);
    expect(problems(createUserBody, { ...body, first_name: '민준', last_name: 'Nguyễn' })).toEqual([]);
  });
});
