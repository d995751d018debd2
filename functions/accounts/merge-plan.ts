/**
 * What a merge changes, worked out from what was read, without writing anything (merge-users.ts
 * writes it; reverse-merge.ts undoes it):
 *   - the profiles: the primary takes the chosen fields; the secondary becomes a merged stub
 *     (status 'merged') so that its sign-in answers 'User Merged' and the users list shows it as
 *     Merged; a username or e-mail the primary takes from the secondary is swapped, the stub
 *     getting the primary's old one (spec 02 §4: the reversal "swaps usernames and e-mails back");
 *   - each touched cohort's summary, in place, order kept.
 * The secondary's cohort items and attendance marks move to the primary as
 * data/merge/merge-cohorts.ts plans them, on the items as stored.
 */
import { MERGE_FIELDS, type MergeChoices, type MergeField } from '../../shared/accounts/types.ts';
import type { CohortSummary, SummaryPerson } from '../data/cohorts/cohort-summary.ts';
import type { UserRecord } from '../data/users/users.ts';

/** The profile attributes each choice carries (see MERGE_FIELDS). */
export const FIELD_ATTRIBUTES: Record<MergeField, ReadonlyArray<keyof UserRecord>> = {
  username: ['username'],
  email: ['email'],
  honorific: ['honorific'],
  first_name: ['first_name'],
  last_name: ['last_name'],
  email_assign: ['email_assign'],
  phone: ['phone', 'phone_extension'],
  job_title: ['job_title'],
  job_function: ['job_function'],
  address: ['address1', 'address2', 'city', 'zip'],
  location: ['state_id', 'district_id', 'school_id', 'school_name', 'ppid', 'iu'],
  notes: ['notes'],
  roles: ['roles', 'state_coordinator', 'states_coordinator'],
  courses: ['courses', 'default_course'],
  staff_contractor: ['staff_contractor'],
  certifications: ['certifications'],
  internal: ['internal'],
};

/** Each choice as the comparison and the reversal's answer name it. */
export const FIELD_LABELS: Record<MergeField, string> = {
  username: 'Username',
  email: 'Email',
  honorific: 'Honorific',
  first_name: 'First name',
  last_name: 'Last name',
  email_assign: 'Email type',
  phone: 'Phone',
  job_title: 'Job title',
  job_function: 'Job function',
  address: 'Address',
  location: 'State, district and school',
  notes: 'Notes',
  roles: 'Account privs',
  courses: 'Course privileges and bookmark',
  staff_contractor: 'Staff or contractor',
  certifications: 'Certifications',
  internal: 'Internal',
};

export interface ProfilePlan {
  primary: UserRecord;
  secondary: UserRecord;
  swapped: { username: boolean; email: boolean };
}

/** The two profiles after the merge (before their version and change stamps are set). */
export function planProfiles(primary: UserRecord, secondary: UserRecord, choices: MergeChoices['choices'] = {}): ProfilePlan {
  const taken: Partial<UserRecord> = {};
  for (const field of MERGE_FIELDS) {
    if (choices[field] !== 'secondary') continue;
    for (const attribute of FIELD_ATTRIBUTES[field]) Object.assign(taken, { [attribute]: secondary[attribute] ?? null });
  }
  const swapped = {
    username: taken.username !== undefined && taken.username !== primary.username,
    email: taken.email !== undefined && taken.email !== primary.email,
  };
  return {
    primary: { ...primary, ...taken },
    secondary: {
      ...secondary,
      status: 'merged',
      ...(swapped.username ? { username: primary.username } : {}),
      ...(swapped.email ? { email: primary.email } : {}),
    },
    swapped,
  };
}

/**
 * A login that would be one account's username and the other's e-mail after the merge (the
 * primary taking the secondary's username but not its e-mail, where that account's username is
 * its e-mail): sign-in looks a name up as a username first, so the owner of that e-mail could no
 * longer sign in with it. Undefined when the logins stay apart.
 */
export function crossedLogin({ primary, secondary }: ProfilePlan): string | undefined {
  if (primary.username === secondary.email) return primary.username;
  if (primary.email === secondary.username) return primary.email;
  return undefined;
}

/** What the summaries show of a person: the name and e-mail everywhere, the username on staff entries. */
export type Person = Pick<SummaryPerson, 'first_name' | 'last_name' | 'email'> & { username: string };

/**
 * The summary after the merge, in place: the secondary's entries become the primary's (or go,
 * where the primary already has one of the same kind), the primary's carry its new name and e-mail
 * (and, on staff entries, its username).
 */
export function mergedSummary(summary: CohortSummary, primaryId: number, secondaryId: number, primary: Person): CohortSummary {
  const facts = { user_id: primaryId, first_name: primary.first_name, last_name: primary.last_name, email: primary.email };
  const fold = <T extends SummaryPerson>(
    entries: readonly T[],
    same: (a: T, b: T) => boolean,
    combine: (kept: T, gone: T) => T = (kept) => kept,
  ): T[] => {
    const out: T[] = [];
    for (const entry of entries) {
      if (entry.user_id !== primaryId && entry.user_id !== secondaryId) {
        out.push(entry);
        continue;
      }
      const moved = { ...entry, ...facts };
      const at = out.findIndex((kept) => kept.user_id === primaryId && same(kept, moved));
      if (at < 0) out.push(moved);
      else out[at] = entry.user_id === primaryId ? combine(moved, out[at]) : combine(out[at], moved);
    }
    return out;
  };
  return {
    ...summary,
    members: fold(summary.members, () => true),
    staff: fold(
      summary.staff.map((entry) =>
        entry.user_id === primaryId || entry.user_id === secondaryId ? { ...entry, username: primary.username } : entry,
      ),
      (a, b) => a.staff_type === b.staff_type,
      (kept, gone) => ({ ...kept, units: [...new Set([...kept.units, ...gone.units])] }),
    ),
    makeups: fold(summary.makeups, (a, b) => a.unit === b.unit),
  };
}

/**
 * The two people's places in a summary (members, staff, make-ups in order), without the name and
 * e-mail they carry: a later rename rewrites those, which does not make the merge's work stale.
 */
export function theirPlaces(summary: CohortSummary, primaryId: number, secondaryId: number): unknown[] {
  const places = <T extends SummaryPerson & { username?: string }>(entries: readonly T[]) =>
    entries
      .filter((e) => e.user_id === primaryId || e.user_id === secondaryId)
      .map(({ first_name: _f, last_name: _l, email: _e, username: _u, ...place }) => place);
  return [places(summary.members), places(summary.staff), places(summary.makeups)];
}

/**
 * The summary after a reversal: everyone else's entries as they are now, the two people's entries
 * as they were before the merge, each at its old place, with the names and e-mails their profiles
 * have after the reversal when `facts` gives them (a rename since the merge is kept).
 */
export function restoredSummary(
  current: CohortSummary,
  before: CohortSummary,
  primaryId: number,
  secondaryId: number,
  facts: ReadonlyMap<number, Person> = new Map(),
): CohortSummary {
  const theirs = (userId: number) => userId === primaryId || userId === secondaryId;
  const restore = <T extends SummaryPerson & { username?: string }>(now: readonly T[], then: readonly T[]): T[] => {
    const out = now.filter((entry) => !theirs(entry.user_id));
    then.forEach((entry, index) => {
      const person = facts.get(entry.user_id);
      if (theirs(entry.user_id))
        out.splice(
          Math.min(index, out.length),
          0,
          person
            ? {
                ...entry,
                first_name: person.first_name,
                last_name: person.last_name,
                email: person.email,
                // Only staff entries carry it.
                ...(entry.username === undefined ? {} : { username: person.username }),
              }
            : entry,
        );
    });
    return out;
  };
  return {
    ...current,
    members: restore(current.members, before.members),
    staff: restore(current.staff, before.staff),
    makeups: restore(current.makeups, before.makeups),
  };
}
