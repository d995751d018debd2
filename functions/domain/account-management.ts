/**
 * Who may change an account (spec 02 §6: senior admins hold the powers over administrators).
 * An account holding administrator or senior admin is a senior admin's to change, on every path
 * that writes one: the user form, an import row that matches it, Change Username, a merge and
 * its reversal. Otherwise an administrator could set a senior admin's e-mail or password and
 * sign in as them. Everyone may still change their own account (their own roles excepted: the
 * user form's rule); deleting any account is a senior admin's alone anyway.
 */
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { httpError } from '../core/errors.ts';
import type { SessionClaims } from '../services/tokens.ts';
import type { UserRecord } from '../data/users/users.ts';
import { isPrivilegedAdmin } from './password-rules.ts';

type Actor = Pick<SessionClaims, 'userId' | 'roles'>;
type Account = Pick<UserRecord, 'id' | 'roles'>;

/** True when `actor` may change `account` (its fields, roles, password, login names or status). */
export function mayManage(actor: Actor, account: Account): boolean {
  // A profile written before roles were required may lack them: it holds no admin role then.
  return actor.roles.includes('senior_admin') || account.id === actor.userId || !isPrivilegedAdmin({ roles: account.roles ?? [] });
}

/** Refuses (403) unless `actor` may change every one of `accounts`. */
export function requireMayManage(actor: Actor, ...accounts: Account[]): void {
  if (!accounts.every((account) => mayManage(actor, account))) throw httpError(403, USER_FORM_TEXT.onlySeniorManagesAdmins);
}
