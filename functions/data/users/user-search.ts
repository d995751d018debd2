/**
 * Type-ahead search over people (find participant, Login As, later the admin pickers) without a
 * Scan: every account has a few small index items, one per searchable word (first name, last
 * name, username, e-mail), in a partition named by the word's first three letters:
 *   USERSEARCH#<abc> / <word>#<userId>  → { userId, name, username, email, status, roles }
 * A search reads one partition (the first typed word's three letters) and filters the rest in
 * memory. Writers of a profile call `userSearchItems` (new accounts) or `reindexUserSearch`
 * (renames, status and role changes) in the same write as the profile.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table/client.ts';
import { queryAll } from '../table/query.ts';
import { attr } from '../table/entity.ts';
import type { UserRecord, UserStatus } from './users.ts';

export const SEARCH_PREFIX_LENGTH = 3;

export interface UserSearchEntry {
  userId: number;
  name: string;
  username: string;
  email: string;
  status: UserRecord['status'];
  roles: number[];
  /** Make-up guests are looked for in the host cohort's state first. */
  state_id: number | null;
}

/** Lower case, accents and punctuation removed: "O'Brien-Sáenz" → "obriensaenz". */
export function normalizeWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9@.]/g, '');
}

/**
 * First and last name run together ("Mary Ann" "O'Neil" → "maryannoneil"): one more word, so that
 * the possible-duplicate check (same first name, last name and state) reads exactly the people of
 * that name, not everyone whose first name starts the same way.
 */
export function fullNameWord(person: Pick<UserRecord, 'first_name' | 'last_name'>): string {
  return normalizeWord(`${person.first_name}${person.last_name}`);
}

function searchWords(user: Pick<UserRecord, 'first_name' | 'last_name' | 'username' | 'email'>): string[] {
  const words = [
    user.first_name,
    user.last_name,
    ...user.first_name.split(/\s+/),
    ...user.last_name.split(/[\s-]+/),
    user.username,
    user.email,
  ].map(normalizeWord);
  return [...new Set([...words, fullNameWord(user)].filter((w) => w.length >= SEARCH_PREFIX_LENGTH))];
}

const partition = (word: string) => `USERSEARCH#${word.slice(0, SEARCH_PREFIX_LENGTH)}`;
const key = (word: string, userId: number) => ({ PK: partition(word), SK: `${word}#${userId}` });

/** An index item's entry, attribute by attribute (items written before make-up guests had no state). */
function entryOfItem(item: Record<string, unknown>): UserSearchEntry {
  return {
    userId: attr.number(item.userId),
    name: attr.string(item.name),
    username: attr.string(item.username),
    email: attr.string(item.email),
    status: attr.string(item.status) as UserStatus,
    roles: attr.numbers(item.roles),
    state_id: attr.nullableNumber(item.state_id),
  };
}

export function userSearchItems(user: UserRecord): Array<Record<string, unknown>> {
  const entry: UserSearchEntry = {
    userId: user.id,
    name: `${user.first_name} ${user.last_name}`.trim(),
    username: user.username,
    email: user.email,
    status: user.status,
    roles: user.roles,
    state_id: user.state_id,
  };
  return searchWords(user).map((word) => ({ ...key(word, user.id), type: 'user_search', ...entry }));
}

/** Rewrites a person's index items after a change of name, username, e-mail, status, roles or state. */
export async function reindexUserSearch(before: UserRecord, after: UserRecord): Promise<void> {
  const keep = new Set(userSearchItems(after).map((item) => `${item.PK}|${item.SK}`));
  const deletes = userSearchItems(before)
    .filter((item) => !keep.has(`${item.PK}|${item.SK}`))
    .map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } }));
  const puts = userSearchItems(after).map((Item) => ({ PutRequest: { Item } }));
  const requests = [...deletes, ...puts];
  for (let i = 0; i < requests.length; i += 25) {
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests.slice(i, i + 25) } }));
  }
}

/** Removes a deleted account's index items. */
export async function removeUserSearch(user: UserRecord): Promise<void> {
  const requests = userSearchItems(user).map((item) => ({ DeleteRequest: { Key: { PK: item.PK, SK: item.SK } } }));
  for (let i = 0; i < requests.length; i += 25) {
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests.slice(i, i + 25) } }));
  }
}

/**
 * Everyone indexed under exactly this word: one Query of its partition. `consistent` reads what
 * was written just before (a strongly consistent Query), for checks that follow their own writes.
 */
export async function entriesOfWord(word: string, opts: { consistent?: boolean } = {}): Promise<UserSearchEntry[]> {
  if (word.length < SEARCH_PREFIX_LENGTH) return [];
  const items = await queryAll({
    ...(opts.consistent ? { ConsistentRead: true } : {}),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :word)',
    ExpressionAttributeValues: { ':pk': key(word, 0).PK, ':word': `${word}#` },
  });
  return items.map(entryOfItem);
}

const typedWords = (text: string) => text.split(/\s+/).map(normalizeWord).filter(Boolean);

/** True when every typed word starts a word of `values` (names, username, e-mail). */
function startsWords(typed: readonly string[], values: readonly string[]): boolean {
  const words = values.flatMap((w) => w.split(/[\s-]+/)).map(normalizeWord);
  return typed.every((t) => words.some((w) => w.startsWith(t)));
}

/** True when a person's name alone matches the search text (not their username or e-mail). */
export function nameAnswers(text: string, name: string): boolean {
  return startsWords(typedWords(text), [name]);
}

/**
 * People whose words start with every typed word, best matches first (a whole-word match on the
 * first word before a prefix match), at most `limit`.
 */
export async function searchUsers(
  text: string,
  opts: { limit?: number; accept?: (entry: UserSearchEntry) => boolean } = {},
): Promise<UserSearchEntry[]> {
  const typed = typedWords(text);
  const first = typed.find((w) => w.length >= SEARCH_PREFIX_LENGTH);
  if (!first) return [];
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :word)',
    ExpressionAttributeValues: { ':pk': partition(first), ':word': first },
  });
  const found = new Map<number, { entry: UserSearchEntry; exact: boolean }>();
  for (const item of items) {
    const entry = entryOfItem(item);
    if (!startsWords(typed, [entry.name, entry.username, entry.email]) || (opts.accept && !opts.accept(entry))) continue;
    const exact = String(item.SK).startsWith(`${first}#`);
    const known = found.get(entry.userId);
    if (!known || (exact && !known.exact)) found.set(entry.userId, { entry, exact });
  }
  return [...found.values()]
    .sort((a, b) => Number(b.exact) - Number(a.exact) || a.entry.name.localeCompare(b.entry.name))
    .slice(0, opts.limit ?? 20)
    .map((f) => f.entry);
}
