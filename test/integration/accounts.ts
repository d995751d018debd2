/**
 * A complete new account for tests that store one (`createUser`): an active participant of state 1
 * with every optional field empty (data/users/users.ts newUser), who has signed in before and
 * completed the profile. Tests override what they are about.
 */
import { newUser, type NewUser } from '../../functions/data/users/users.ts';

export function testAccount(username: string, extra: Partial<NewUser> = {}): NewUser {
  return newUser(
    {
      username,
      email: `${username}@example.org`,
      passwordHash: '',
      first_name: 'Test',
      last_name: username,
      state_id: 1,
      roles: [10],
      first_time: false,
      required_data: false,
      ...extra,
    },
    new Date().toISOString(),
  );
}
