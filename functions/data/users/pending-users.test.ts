import { describe, expect, it } from 'vitest';
import { testAccount } from '../../../test/integration/accounts.ts';
import { useTestTable } from '../../../test/integration/table.ts';
import { findPossibleDuplicates } from './pending-users.ts';
import { createUser, type NewUser } from './users.ts';

useTestTable();

let n = 0;
const person = (first_name: string, last_name: string, state_id: number | null, status: NewUser['status'] = 'active'): NewUser => {
  n += 1;
  return testAccount(`person.${n}`, {
    passwordHash: 'x',
    first_name,
    last_name,
    email_assign: null,
    state_id,
    status,
    password_changed_at: '2026-01-01T00:00:00.000Z',
  });
};

describe('possible duplicates (same first name, last name and state)', () => {
  it('finds namesakes in the same state, whatever their case, accents or spacing, and no one else', async () => {
    const same = await createUser(person('Mary Ann', "O'Neil", 7));
    const accented = await createUser(person('MARY ANN', 'Oneil', 7));
    await createUser(person('Mary Ann', "O'Neil", 8));
    await createUser(person('Mary', "Ann O'Neil Smith", 7));
    await createUser(person('Mary Anne', "O'Neil", 7));
    await createUser(person('Mary Ann', "O'Neil", 7, 'merged'));
    // Many people sharing the first name do not widen what is read or found.
    for (let i = 0; i < 30; i += 1) await createUser(person('Mary Ann', `Other${i}`, 7));

    const found = await findPossibleDuplicates({ first_name: 'mary ann', last_name: 'O’Neil', state_id: 7 });
    expect(found.sort((a, b) => a - b)).toEqual([same.id, accented.id]);
    expect(await findPossibleDuplicates({ first_name: 'Mary Ann', last_name: "O'Neil", state_id: 7 }, same.id)).toEqual([accented.id]);
    expect(await findPossibleDuplicates({ first_name: 'Mary Ann', last_name: "O'Neil", state_id: null })).toEqual([]);
  });
});
