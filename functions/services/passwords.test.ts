import { describe, expect, it } from 'vitest';
import { adminPolicyChecks, meetsAdminPolicy } from '../../shared/auth/password-policy.ts';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with scrypt at OWASP parameters and a fresh salt, and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('s3cret!'), hashPassword('s3cret!')]);
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret!', a)).toBe(true);
    expect(await verifyPassword('s3cret?', a)).toBe(false);
    expect(await verifyPassword('s3cret!', 'md5$abc')).toBe(false);
  });

  it('checks the administrator policy: 12+ characters, two of each class', () => {
    expect(meetsAdminPolicy('Ab1!Ab1!xyzw')).toBe(true);
    expect(adminPolicyChecks('Ab1!Ab1!xyz')).toMatchObject({ length: false });
    expect(adminPolicyChecks('Abc1!!defghij')).toMatchObject({ upper: false, digits: false, special: true });
  });

  it('generates passwords that meet the administrator policy', () => {
    for (let i = 0; i < 50; i += 1) expect(meetsAdminPolicy(generatePassword())).toBe(true);
  });
});
