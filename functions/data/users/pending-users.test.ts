import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../../test/integration/table.ts';
import { findPossibleDuplicates } from './pending-users.ts';
import { createUser, type NewUser } from './users.ts';

useTestTable();

let n = 0;
const person = (first_name: string, last_name: string, state_id: number | null, status: NewUser['status'] = 'active'): NewUser => {
  n += 1;
  return {
    username: `person.${n}`,
    email: `person.${n}@example.org`,
    passwordHash: 'x',
    honorific: null,
    first_name,
    last_name,
    email_assign: null,
    phone: null,
    phone_extension: null,
    job_title: null,
    job_function: [],
    address1: null,
    address2: null,
    city: null,
    zip: null,
    state_id,
    district_id: null,
    school_id: null,
    school_name: null,
    ppid: null,
    iu: null,
    notes: null,
    status,
    internal: false,
    roles: [10],
    courses: [10],
    default_course: 10,
    state_coordinator: false,
    states_coordinator: [],
    staff_contractor: 'staff',
    certifications: [],
    avatar: null,
    can_shared_alps: false,
    can_shared_pis: false,
    first_time: false,
    required_data: false,
    password_changed_at: '2026-01-01T00:00:00.000Z',
    created_by: null,
    updated_by: null,
  };
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
