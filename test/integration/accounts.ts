/**
 * A complete new account for tests that store one (`createUser`): an active participant of state 1
 * with every optional field empty. Tests override what they are about.
 */
import type { NewUser } from '../../functions/data/users/users.ts';

export function testAccount(username: string, extra: Partial<NewUser> = {}): NewUser {
  return {
    username,
    email: `${username}@example.org`,
    passwordHash: '',
    honorific: null,
    first_name: 'Test',
    last_name: username,
    email_assign: 'work',
    phone: null,
    phone_extension: null,
    job_title: null,
    job_function: [],
    address1: null,
    address2: null,
    city: null,
    zip: null,
    state_id: 1,
    district_id: null,
    school_id: null,
    school_name: null,
    ppid: null,
    iu: null,
    notes: null,
    status: 'active',
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
    password_changed_at: new Date().toISOString(),
    created_by: null,
    updated_by: null,
    ...extra,
  };
}
