import { safeParse } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { updateUserBody } from '../../shared/users/form.contract.ts';
import type { UserFormRecord } from '../../shared/users/form.types.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { userUpdateBody } from './user-save-samples.ts';

// A stored account has more than the form's fields (password hash, photo, dates): none goes back.
const record = {
  ...testAccount('participant', { notes: 'before' }),
  id: 9,
  version: 4,
  created_at: '2026-01-01T00:00:00.000Z',
} as unknown as UserFormRecord;

describe('userUpdateBody', () => {
  it('sends back the fields the form loaded and their version, with the new notes, and nothing read-only', () => {
    const body = userUpdateBody(record, 'Bench save 3');
    expect(body).toMatchObject({ username: 'participant', state_id: 1, roles: [10], version: 4, notes: 'Bench save 3' });
    expect(Object.keys(body).sort()).toEqual(Object.keys(updateUserBody.shape).sort());
    expect(body).not.toHaveProperty('created_at');
    expect(body).not.toHaveProperty('passwordHash');
    expect(safeParse(updateUserBody, body).success).toBe(true);
  });
});
