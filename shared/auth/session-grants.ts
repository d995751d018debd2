/**
 * What a session lets its holder do: the account's role slugs and, for a state coordinator, the
 * states whose cohorts they see, and what a required step (first sign-in, an administrator's
 * expired password) is worked out from. Worked out from the account's profile at sign-in and again
 * whenever the profile's roles, states, status, first-time flag or password change (the session
 * item keeps them, so every request is authorised against the account as it is now).
 */
import { ROLE_BY_ID } from './roles.ts';

export interface SessionGrants {
  roles: string[];
  /** State coordinators only: the states listed on the account, else its own state. */
  states?: number[];
  /**
   * The account's first sign-in is not completed (profile and own password): only the routes of
   * that step answer (functions/core/middlewares/required-step-gate.ts). Absent when false.
   */
  firstTime?: boolean;
  /** When the password was last set (ISO): an administrator's expires after 45 days (password-age.ts). */
  passwordChangedAt?: string;
}

export interface GrantingAccount {
  roles: readonly number[];
  states_coordinator: readonly number[];
  state_id: number | null;
  first_time?: boolean;
  password_changed_at?: string | null;
}

export function roleSlugs(account: Pick<GrantingAccount, 'roles'>): string[] {
  return account.roles.map((id) => ROLE_BY_ID.get(id)?.slug).filter((slug): slug is NonNullable<typeof slug> => !!slug);
}

export function sessionGrants(account: GrantingAccount): SessionGrants {
  const roles = roleSlugs(account);
  const standing = {
    ...(account.first_time ? { firstTime: true } : {}),
    ...(account.password_changed_at ? { passwordChangedAt: account.password_changed_at } : {}),
  };
  if (!roles.includes('state_coordinator')) return { roles, ...standing };
  const states = account.states_coordinator.length ? account.states_coordinator : [account.state_id];
  return { roles, states: states.filter((state): state is number => state !== null), ...standing };
}
