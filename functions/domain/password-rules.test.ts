import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_HISTORY_CHECKED, PASSWORD_MIN_LENGTH } from '../../shared/constants.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { resetScryptLoad, scryptLoad } from '../../test/scrypt-load.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { GENERATED_PASSWORD_PARAMS, hashPassword } from '../services/passwords.ts';
import { addPasswordHistory, createUser, type NewUser, type UserRecord } from '../data/users/users.ts';
import { isReused, newPasswordProblem } from './password-rules.ts';

vi.mock('node:crypto', async (original) => (await import('../../test/scrypt-load.ts')).countingCrypto(await original()));

useTestTable();

const account = (username: string, extra: Partial<NewUser>): NewUser =>
  testAccount(username, { first_name: 'A', last_name: 'B', email_assign: null, password_changed_at: '2026-01-01T00:00:00.000Z', ...extra });

// Light hashes keep the test quick: the order and the count of verifications are what it measures.
const light = (password: string) => hashPassword(password, GENERATED_PASSWORD_PARAMS);
const EARLIER = Array.from({ length: PASSWORD_HISTORY_CHECKED }, (_, i) => `Earlier-Pass-${i}!`);
let admin: UserRecord;
let participant: UserRecord;

beforeAll(async () => {
  admin = await createUser(account('history.keeper', { roles: [1], passwordHash: await light('Current-Pass-1!') }));
  for (const [i, password] of EARLIER.entries())
    await addPasswordHistory(admin.id, await light(password), new Date(Date.UTC(2025, 0, i + 1)));
  participant = await createUser(account('plain.member', { passwordHash: await light('Member-Pass-1!') }));
});

beforeEach(resetScryptLoad);

describe('isReused', () => {
  it('verifies the current and the earlier hashes one at a time', async () => {
    expect(await isReused(admin, 'Never-Used-9!')).toBe(false);
    expect(scryptLoad.calls).toBe(1 + PASSWORD_HISTORY_CHECKED);
    expect(scryptLoad.peakRunning).toBe(1);
  });

  it('stops at the first match', async () => {
    expect(await isReused(admin, 'Current-Pass-1!')).toBe(true);
    expect(scryptLoad.calls).toBe(1);
    resetScryptLoad();
    // The history is read newest first: the newest earlier password is the second verification.
    expect(await isReused(admin, EARLIER.at(-1)!)).toBe(true);
    expect(scryptLoad.calls).toBe(2);
  });
});

describe('newPasswordProblem', () => {
  it('holds every account to the basic rule: length, no run or repetition, not its own name', async () => {
    expect(await newPasswordProblem(participant, 'a')).toBe(MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH));
    expect(await newPasswordProblem(participant, '12345678')).toBe(MESSAGES.passwordTooSimple);
    expect(await newPasswordProblem(participant, 'Plain.Member@example.org')).toBe(MESSAGES.passwordIsName);
    expect(await newPasswordProblem(participant, 'Member-Pass-1!')).toBe(MESSAGES.passwordReused);
    expect(await newPasswordProblem(participant, 'river stone lamp')).toBeUndefined();
  });

  it("keeps the spec's administrator policy and its message first", async () => {
    expect(await newPasswordProblem(admin, 'a')).toBe(MESSAGES.passwordPolicy);
    expect(await newPasswordProblem(admin, 'river stone lamp')).toBe(MESSAGES.passwordPolicy);
    expect(await newPasswordProblem(admin, 'Fresh!!Pass9900')).toBeUndefined();
  });
});
