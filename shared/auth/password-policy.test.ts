import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import * as MESSAGES from '../texts/general.ts';
import { basicPasswordProblem } from './password-policy.ts';

const account = { username: 'jane.doe', email: 'Jane.Doe@Example.org' };

describe('basicPasswordProblem: the rule every account meets', () => {
  it('asks for at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(basicPasswordProblem('a', account)).toBe(MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH));
    expect(basicPasswordProblem('Tr0ub4d', account)).toBe(MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH));
    // Characters, not UTF-16 units: an emoji is one character.
    expect(basicPasswordProblem('🔑🔑🔑🔑', account)).toBe(MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH));
    expect(basicPasswordProblem('Tr0ub4d!', account)).toBeUndefined();
  });

  it('refuses one character repeated and a straight run', () => {
    for (const password of ['aaaaaaaa', '11111111', '12345678', '87654321', 'abcdefghij', 'ABCDEFGH', 'zyxwvuts'])
      expect(basicPasswordProblem(password, account), password).toBe(MESSAGES.passwordTooSimple);
    for (const password of ['12345679', 'abcdefgz', 'correct horse battery staple'])
      expect(basicPasswordProblem(password, account), password).toBeUndefined();
  });

  it("refuses the account's username, e-mail or the e-mail's name, in any case", () => {
    for (const password of ['Jane.Doe', 'jane.doe@example.org', 'JANE.DOE@EXAMPLE.ORG'])
      expect(basicPasswordProblem(password, account), password).toBe(MESSAGES.passwordIsName);
    expect(basicPasswordProblem('jane.doe.2026', account)).toBeUndefined();
    // Without the account (a recovery link's page does not know it), the name is the server's to check.
    expect(basicPasswordProblem('Jane.Doe')).toBeUndefined();
  });
});
