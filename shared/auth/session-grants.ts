/**
 * What a session lets its holder do: the account's role slugs and, for a state coordinator, the
 * states whose cohorts they see. Worked out from the account's profile at sign-in and again
 * whenever the profile's roles, states or status change (the session item keeps them, so every
 * request is authorised against the account as it is now).
 */
import { ROLE_BY_ID } from './roles.ts';

export interface SessionGrants {
  roles: string[];
  /** State coordinators only: the states listed on the account, else its own state. */
  states?: number[];
}

export interface GrantingAccount {
  roles: readonly number[];
  states_coordinator: readonly number[];
  state_id: number | null;
}

export function roleSlugs(account: Pick<GrantingAccount, 'roles'>): string[] {
  return account.roles.map((id) => ROLE_BY_ID.get(id)?.slug).filter((slug): slug is NonNullable<typeof slug> => !!slug);
}

export function sessionGrants(account: GrantingAccount): SessionGrants {
  const roles = roleSlugs(account);
  if (!roles.includes('state_coordinator')) return { roles };
  const states = account.states_coordinator.length ? account.states_coordinator : [account.state_id];
  return { roles, states: states.filter((state): state is number => state !== null) };
}
