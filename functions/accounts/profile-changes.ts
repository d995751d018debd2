/**
 * What a merge wrote on each profile, attribute by attribute, and what its reversal puts back
 * (spec 02 §4: the reversal "swaps usernames and e-mails back"). A reversal restores only what
 * the merge wrote and leaves every later edit alone, so a job-title edit after the merge neither
 * blocks the reversal nor is undone by it. Attributes are judged in the groups the merge chooses
 * them in (FIELD_ATTRIBUTES: state with district and school, phone with its extension, …):
 *   - every attribute of the group is still as the merge wrote it: the values before come back;
 *   - someone changed the group since: an ordinary field keeps the later edit (the answer names
 *     it); the identity the merge moved (username, e-mail, the stub's Merged status) cannot be
 *     kept half-way, so that is a conflict and the reversal is refused;
 *   - the change stamps (updated_at/by) come back only if nobody saved the profile since.
 * Pure functions: reverse-merge.ts reads and writes.
 */
import { isDeepStrictEqual } from 'node:util';
import { MERGE_FIELDS, type MergeField } from '../../shared/accounts/types.ts';
import type { MergeLogEntry, MergeUndo, ProfileChanges } from '../data/merge/merge-log.ts';
import { FIELD_ATTRIBUTES } from './merge-plan.ts';

type RawItem = Record<string, unknown>;

/** Keys, index keys, type and version: bookkeeping, never a change the merge chose. */
const BOOKKEEPING = /^(PK|SK|GSI\d(PK|SK)|type|version)$/;
const STAMPS = ['updated_at', 'updated_by'];
/** What the merge moves between the two accounts: a change since is a conflict, not an edit to keep. */
export const IDENTITY = ['username', 'email', 'status'] as const;
export type IdentityAttribute = (typeof IDENTITY)[number];

const FIELD_OF = new Map<string, MergeField>(
  MERGE_FIELDS.flatMap((field) => FIELD_ATTRIBUTES[field].map((attribute) => [attribute as string, field] as const)),
);
const groupOf = (attribute: string) => (STAMPS.includes(attribute) ? 'stamps' : (FIELD_OF.get(attribute) ?? attribute));

/** Absent (undefined) and null differ: an attribute the profile did not have is removed again. */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** The attributes of a chosen field go together: one that changed brings the others of its group. */
const groupMates = (name: string): readonly string[] => {
  const field = FIELD_OF.get(name);
  return field ? (FIELD_ATTRIBUTES[field] as readonly string[]) : [name];
};

/** Each changed attribute with the rest of its group, as before and after. */
function changesOf(names: Iterable<string>, before: RawItem, after: (name: string) => unknown): ProfileChanges {
  const changes: ProfileChanges = {};
  for (const name of names) {
    if (BOOKKEEPING.test(name) || same(before[name], after(name))) continue;
    for (const mate of groupMates(name)) changes[mate] = { before: before[mate], after: after(mate) };
  }
  return changes;
}

/** What differs between a profile before and after the merge (merge-users.ts), in whole groups. */
export function attributeChanges(before: RawItem, after: RawItem): ProfileChanges {
  return changesOf(new Set([...Object.keys(before), ...Object.keys(after)]), before, (name) => after[name]);
}

/**
 * The changes of an undo record written before they were recorded (it holds both profiles as
 * they were): the stamps, the stub's status and the swapped logins are known exactly. Of the
 * chosen fields: if nobody saved the primary since (its version is the merge's), what now differs
 * from before is the merge's; otherwise a group the merge took from the secondary still holds the
 * secondary's values, and a group that no longer does was edited since, so it is left as it is.
 */
export function derivedChanges(
  undo: MergeUndo,
  entry: Pick<MergeLogEntry, 'created_at' | 'who_merged'>,
  currentPrimary: RawItem,
): { primary: ProfileChanges; secondary: ProfileChanges } {
  const { primary: p, secondary: s } = undo.profiles;
  const stamps = { updated_at: entry.created_at, updated_by: entry.who_merged };
  const swapped = (['username', 'email'] as const).filter((login) => undo.swapped[login]);
  const secondary = changesOf(['updated_at', 'updated_by', 'status', ...swapped], s, (name) =>
    name === 'status' ? 'merged' : name in stamps ? stamps[name as keyof typeof stamps] : p[name],
  );
  // planProfiles writes the secondary's value of each attribute of a chosen field, or null where it had none.
  const taken = (name: string) => s[name] ?? null;
  const untouched = Number(currentPrimary.version) === undo.versionsAfter.primary;
  const chosen = MERGE_FIELDS.filter((field) => field !== 'username' && field !== 'email').flatMap((field) => {
    const attributes = FIELD_ATTRIBUTES[field] as readonly string[];
    return untouched || attributes.every((name) => same(currentPrimary[name], taken(name))) ? attributes : [];
  });
  const primary = changesOf(['updated_at', 'updated_by', ...swapped, ...chosen], p, (name) =>
    name in stamps
      ? stamps[name as keyof typeof stamps]
      : swapped.includes(name as 'username')
        ? s[name]
        : untouched
          ? currentPrimary[name]
          : taken(name),
  );
  return { primary, secondary };
}

export interface ProfileRestore {
  /** Attribute → value to put back; undefined: remove the attribute (the profile did not have it). */
  restore: Record<string, unknown>;
  /** Chosen fields edited since the merge: the later edit stays. */
  kept: MergeField[];
  /** Identity the merge moved that changed since: a conflict. */
  conflicts: IdentityAttribute[];
}

/** What a reversal does to one profile, from the merge's changes and the profile as it is now. */
export function planRestore(changes: ProfileChanges, current: RawItem): ProfileRestore {
  const groups = new Map<string, string[]>();
  for (const name of Object.keys(changes)) groups.set(groupOf(name), [...(groups.get(groupOf(name)) ?? []), name]);
  const plan: ProfileRestore = { restore: {}, kept: [], conflicts: [] };
  for (const [group, names] of groups) {
    if (names.every((name) => same(current[name], changes[name].after))) {
      for (const name of names) plan.restore[name] = changes[name].before;
    } else if ((IDENTITY as readonly string[]).includes(group)) {
      plan.conflicts.push(group as IdentityAttribute);
    } else if (names.every((name) => same(current[name], changes[name].before))) {
      // Already as it was before the merge: nothing to put back, no later edit to mention.
    } else if (group !== 'stamps') {
      plan.kept.push(group as MergeField);
    }
  }
  plan.kept.sort((a, b) => MERGE_FIELDS.indexOf(a) - MERGE_FIELDS.indexOf(b));
  return plan;
}

/** A record with the restored attributes applied (removed ones dropped). */
export function applyRestore<T extends object>(current: T, restore: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...(current as Record<string, unknown>) };
  for (const [name, value] of Object.entries(restore)) {
    if (value === undefined) delete out[name];
    else out[name] = value;
  }
  return out as T;
}
