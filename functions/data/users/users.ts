/**
 * The user aggregate: profile item, its uniqueness items (username and e-mail, written in the
 * same transaction so no two accounts can share either), password history and login logs.
 * Keys: USER#<id>/PROFILE; UNIQUE#USERNAME#<name>/UNIQUE; UNIQUE#EMAIL#<email>/UNIQUE;
 * USER#<id>/PWHIST#<iso>; USER#<id>/LOGIN#<iso>; changes index GSI3 CHANGES#USER.
 */
import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRecord } from '../../../shared/api/user-record.ts';
import { ROLE_BY_SLUG } from '../../../shared/auth/roles.ts';
import { DEFAULT_COURSE_ID } from '../../../shared/constants.ts';
import { sessionGrants } from '../../../shared/auth/session-grants.ts';
import { db, tableName } from '../table/client.ts';
import { attr, entity } from '../table/entity.ts';
import { queryAll } from '../table/query.ts';
import { nextId } from '../table/counters.ts';
import { GSI, INDEX, PARTITION, pad } from '../table/table.ts';
import { userSearchItems } from './user-search.ts';
import { followedBy, step, transact, transactOrThrow, type TransactItem } from '../table/transaction.ts';
import { getAll } from '../table/batch.ts';
import { lockOfItem, pageLockEntity, type PageLock } from './page-locks.ts';
import { loginLogEntity } from './login-logs.ts';
import { endResetLink } from './password-reset.ts';
import { endAllSessions, setSessionGrants } from './sessions.ts';
import { describeAgent } from '../../services/user-agent.ts';

export type { UserRecord, UserStatus } from '../../../shared/api/user-record.ts';

export type NewUser = Omit<UserRecord, 'id' | 'version' | 'created_at' | 'updated_at' | 'login_at'> & { id?: number };

/** What the creator of an account gives: its logins, password, name and roles; any other field may be given too. */
export type NewUserGiven = Pick<NewUser, 'username' | 'email' | 'passwordHash' | 'first_name' | 'last_name' | 'roles'> & Partial<NewUser>;

/**
 * A new account, for createUser: what its creator gives, and every other field as a new account
 * starts (the user form, the CSV import, bootstrap-admin, the demo seed): no optional profile field,
 * the default course, an active staff account, created at `at` with a password set then, whose
 * owner is greeted as new at the first sign-in and asked to complete the profile.
 */
export function newUser(given: NewUserGiven, at: string): NewUser {
  return {
    honorific: null,
    email_assign: 'work',
    phone: null,
    phone_extension: null,
    job_title: null,
    job_function: [],
    address1: null,
    address2: null,
    city: null,
    zip: null,
    state_id: null,
    district_id: null,
    school_id: null,
    school_name: null,
    ppid: null,
    iu: null,
    notes: null,
    status: 'active',
    internal: false,
    courses: [DEFAULT_COURSE_ID],
    default_course: DEFAULT_COURSE_ID,
    state_coordinator: false,
    states_coordinator: [],
    staff_contractor: 'staff',
    certifications: [],
    avatar: null,
    can_shared_alps: false,
    can_shared_pis: false,
    first_time: true,
    required_data: true,
    password_changed_at: at,
    created_by: null,
    updated_by: null,
    ...given,
  };
}

export class UniquenessError extends Error {
  constructor(readonly field: 'username' | 'email' | 'both') {
    super(`${field} already taken`);
  }
}

const FACILITATOR_ROLE_IDS: ReadonlySet<number> = new Set(
  (['facilitator_national', 'facilitator_master', 'facilitator_local', 'facilitator_local_inc'] as const).map(
    (slug) => ROLE_BY_SLUG[slug].id,
  ),
);

/** GSI1's partition of the accounts holding a facilitator role (the calendar's certified facilitators). */
const FACILITATORS = 'FACILITATORS';

/** Facilitators are listed on GSI1 FACILITATORS / <id>. */
function facilitatorIndex(userId: number, roles: readonly number[]): Record<string, string> {
  return roles.some((role) => FACILITATOR_ROLE_IDS.has(role)) ? { GSI1PK: FACILITATORS, GSI1SK: pad(userId) } : {};
}

/**
 * A stored profile as its record. Profiles keep attributes the record does not declare (the old
 * system's values the edit form shows, the last sign-in's facts the users list filters on), and
 * old ones lack some it does (the form reads those with defaults), so the item is checked, not
 * rebuilt field by field: every reader sees the profile as stored.
 */
function profileOf(item: Record<string, unknown>): UserRecord {
  const { PK: _pk, SK: _sk, GSI1PK: _f1, GSI1SK: _f2, GSI3PK: _g1, GSI3SK: _g2, type: _type, ...user } = item;
  if (!isProfile(user)) throw new Error(`${String(item.PK)}/${String(item.SK)} is not a user profile`);
  return user;
}

function isProfile(user: Record<string, unknown>): user is Record<string, unknown> & UserRecord {
  return (
    typeof user.id === 'number' && typeof user.username === 'string' && typeof user.email === 'string' && typeof user.version === 'number'
  );
}

const profileKey = (id: number) => ({ PK: PARTITION.user(id), SK: 'PROFILE' });

/** USER#<id>/PROFILE, on the user feed (GSI3 CHANGES#USER) and, for facilitators, on GSI1 FACILITATORS. */
export const userProfileEntity = entity({
  type: 'user',
  key: profileKey,
  keyOf: (user: UserRecord) => profileKey(user.id),
  indexes: (user) => ({ ...GSI.changes('USER', user.updated_at, user.id), ...facilitatorIndex(user.id, user.roles) }),
  fromItem: profileOf,
});

/** What a deleted account leaves: USER#<id>/DELETED on the user feed, so that in-memory user lists drop it. */
export interface UserTombstone {
  id: number;
  deleted_at: string;
  deleted_by: number | null;
}

const tombstoneKey = (id: number) => ({ PK: PARTITION.user(id), SK: 'DELETED' });

export const userTombstoneEntity = entity({
  type: 'user_deleted',
  key: tombstoneKey,
  keyOf: (tombstone: UserTombstone) => tombstoneKey(tombstone.id),
  indexes: (tombstone) => GSI.changes('USER', tombstone.deleted_at, tombstone.id),
  fromItem: (item): UserTombstone => ({
    id: attr.number(item.id),
    deleted_at: attr.string(item.deleted_at),
    deleted_by: attr.nullableNumber(item.deleted_by),
  }),
});

/** The two names an account signs in with; each is held by one account only. */
export type LoginKind = 'username' | 'email';

export interface LoginClaim {
  kind: LoginKind;
  /** Lower case, as the key holds it. */
  name: string;
  userId: number;
}

const claimKey = (kind: LoginKind, name: string) => ({
  PK: `UNIQUE#${kind === 'username' ? 'USERNAME' : 'EMAIL'}#${name.toLowerCase()}`,
  SK: 'UNIQUE',
});

/** UNIQUE#USERNAME#<name> / UNIQUE#EMAIL#<email> → { userId }: the name is in the key, its holder the one attribute. */
export const loginClaimEntity = entity({
  type: 'unique',
  key: claimKey,
  keyOf: (claim: LoginClaim) => claimKey(claim.kind, claim.name),
  attributes: (claim) => ({ userId: claim.userId }),
  fromItem: (item): LoginClaim => {
    const [, kind, ...name] = String(item.PK).split('#');
    return { kind: kind === 'USERNAME' ? 'username' : 'email', name: name.join('#'), userId: attr.number(item.userId) };
  },
});

/** A password an administrator account had: USER#<id>/PWHIST#<iso>, kept so that it is not chosen again. */
interface PasswordHistoryEntry {
  user_id: number;
  passwordHash: string;
  created_at: string;
}

const PASSWORD_HISTORY = 'PWHIST#';
const passwordHistoryKey = (userId: number, at: string) => ({ PK: PARTITION.user(userId), SK: `${PASSWORD_HISTORY}${at}` });

const passwordHistoryEntity = entity({
  type: 'password_history',
  key: passwordHistoryKey,
  keyOf: (entry: PasswordHistoryEntry) => passwordHistoryKey(entry.user_id, entry.created_at),
  attributes: (entry) => ({ passwordHash: entry.passwordHash, created_at: entry.created_at }),
  fromItem: (item): PasswordHistoryEntry => ({
    user_id: attr.number(PARTITION.userOf(String(item.PK))),
    passwordHash: attr.string(item.passwordHash),
    created_at: attr.string(item.created_at),
  }),
});

export interface FacilitatorFacts {
  id: number;
  first_name: string;
  last_name: string;
  status: UserRecord['status'];
  certifications: number[];
}

/** Every account holding a facilitator role, with its certifications: one Query on GSI1. */
export async function listFacilitators(): Promise<FacilitatorFacts[]> {
  const items = await queryAll({
    IndexName: INDEX.byUser,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': FACILITATORS },
    ProjectionExpression: 'id, first_name, last_name, #status, certifications',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  return items.map((item) => ({
    id: Number(item.id),
    first_name: String(item.first_name),
    last_name: String(item.last_name),
    status: item.status as UserRecord['status'],
    certifications: (item.certifications as number[] | undefined) ?? [],
  }));
}

/** The items that make up a new user, for one transaction (also used by the bulk seed). */
export function newUserItems(user: UserRecord): Array<Record<string, unknown>> {
  return [
    userProfileEntity.item(user),
    loginClaimEntity.item({ kind: 'username', name: user.username, userId: user.id }),
    loginClaimEntity.item({ kind: 'email', name: user.email, userId: user.id }),
    ...userSearchItems(user),
  ];
}

/**
 * Creates an account: profile, uniqueness items and search words in one transaction, plus any
 * `extraItems` that must hold together with it (a pending-duplicate record, an audit entry) and
 * any other `extraSteps` of the same transaction (a cohort membership with its summary update).
 * The new username and e-mail must be free as both (identityCheckSteps).
 */
export async function createUser(
  input: NewUser,
  now = new Date(),
  opts: { extraItems?: ReadonlyArray<Record<string, unknown>>; extraSteps?: readonly TransactItem[] } = {},
): Promise<UserRecord> {
  const id = input.id ?? (await nextId('user'));
  const at = now.toISOString();
  const user: UserRecord = {
    ...input,
    id,
    username: input.username.trim().toLowerCase(),
    email: input.email.trim().toLowerCase(),
    login_at: null,
    created_at: at,
    updated_at: at,
    version: 1,
  };
  const [profile, username, email, ...rest] = newUserItems(user);
  // The profile and uniqueness items must be new; search index items are plain puts.
  const claims: TransactItem[] = [profile, username, email].map((Item) =>
    step.put({ Item, ConditionExpression: 'attribute_not_exists(PK)' }),
  );
  const checks = identityCheckSteps(user.id, user, claims);
  const refused = await transact([
    ...claims,
    ...checks,
    ...[...rest, ...(opts.extraItems ?? [])].map((Item) => step.put({ Item })),
    ...(opts.extraSteps ?? []),
  ]);
  if (refused) {
    const taken = (i: number) => refused.conditionFailed(i);
    // Steps 1-2 claim the username and e-mail; the checks after them guard the other namespace.
    const usernameTaken =
      taken(1) ||
      checks.some((check, i) => taken(3 + i) && check.ConditionCheck?.Key?.PK === loginClaimEntity.key('email', user.username).PK);
    const emailTaken =
      taken(2) ||
      checks.some((check, i) => taken(3 + i) && check.ConditionCheck?.Key?.PK === loginClaimEntity.key('username', user.email).PK);
    if (usernameTaken && emailTaken) throw new UniquenessError('both');
    if (usernameTaken) throw new UniquenessError('username');
    if (emailTaken) throw new UniquenessError('email');
    // Another step's condition (a cohort summary read before): the caller's to retry.
    throw refused.error;
  }
  return user;
}

export async function getUser(id: number): Promise<UserRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userProfileEntity.key(id) }));
  return userProfileEntity.of(Item);
}

export async function getUsers(ids: readonly number[]): Promise<Map<number, UserRecord>> {
  const found = new Map<number, UserRecord>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(i, i + 100).map((id) => userProfileEntity.key(id));
    while (keys?.length) {
      const out = await db().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }));
      for (const item of out.Responses?.[tableName()] ?? []) {
        const user = userProfileEntity.fromItem(item);
        found.set(user.id, user);
      }
      keys = out.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}

/** Sign-in accepts the username or, as people often type it, the e-mail address. */
export async function findUserIdByLogin(login: string): Promise<number | undefined> {
  const normalized = login.trim().toLowerCase();
  for (const key of [loginClaimEntity.key('username', normalized), loginClaimEntity.key('email', normalized)]) {
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
    if (Item) return loginClaimEntity.fromItem(Item).userId;
    if (!normalized.includes('@')) break;
  }
  return undefined;
}

export async function recordSuccessfulLogin(
  user: UserRecord,
  info: { sourceIp: string; userAgent: string },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const { platform, browser, version } = describeAgent(info.userAgent);
  await transactOrThrow([
    step.put({
      // On the cohort directory's feed: the dashboard colours participants by last sign-in.
      Item: loginLogEntity.item({
        user_id: user.id,
        status: 'success',
        created_at: at,
        updated_at: at,
        ip: info.sourceIp,
        platform,
        browser,
        browser_version: version,
      }),
    }),
    step.update({
      Key: userProfileEntity.key(user.id),
      // Also on the user feed (GSI3 CHANGES#USER), with what the users list filters on
      // (last sign-in, OS, browser, address): the user directory sees it with one Query.
      UpdateExpression: 'SET login_at = :at, last_login = :facts, GSI3SK = :changes',
      ExpressionAttributeValues: {
        ':at': at,
        ':facts': { ip: info.sourceIp, platform, browser },
        ':changes': GSI.changes('USER', at, user.id).GSI3SK,
      },
    }),
  ]);
}

export async function addPasswordHistory(userId: number, passwordHash: string, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await db().send(
    new PutCommand({ TableName: tableName(), Item: passwordHistoryEntity.item({ user_id: userId, passwordHash, created_at: at }) }),
  );
}

export async function passwordHistory(userId: number, limit = 24): Promise<string[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': PARTITION.user(userId), ':sk': PASSWORD_HISTORY },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => passwordHistoryEntity.fromItem(item).passwordHash);
}

/**
 * Sets a new password: the profile's hash and change date (only if nobody saved the profile since
 * `user.version`), the history entry when `keepHistory`, and the end of the account's recovery
 * link: a new password makes a mailed link useless, and a recovery (`spendingResetLink`, its
 * token) spends its own. All or nothing: the change's date, or undefined when a condition refused
 * it (the profile was saved meanwhile, the link was used or replaced).
 */
export async function setPassword(
  user: UserRecord,
  passwordHash: string,
  opts: { keepHistory: boolean; spendingResetLink?: string; actorId: number | null },
  now = new Date(),
): Promise<string | undefined> {
  const at = now.toISOString();
  const refused = await transact([
    step.update({
      Key: userProfileEntity.key(user.id),
      UpdateExpression:
        'SET passwordHash = :hash, password_changed_at = :at, updated_at = :at, updated_by = :actor, GSI3SK = :changes ADD #version :one',
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: {
        ':hash': passwordHash,
        ':at': at,
        ':actor': opts.actorId,
        ':changes': GSI.changes('USER', at, user.id).GSI3SK,
        ':one': 1,
        ':expected': user.version,
      },
    }),
    ...newPasswordSteps(user.id, passwordHash, opts, at),
  ]);
  if (refused) return undefined;
  // The sessions hold the password's date (an administrator's expiry): they follow it.
  await refreshSessions(user.id);
  return at;
}

/**
 * What a new password brings beside the profile's `passwordHash` and `password_changed_at`: the
 * history entry when `keepHistory`, and the end of the account's recovery link (see setPassword).
 * For a save that sets the password in its own profile step (the first-time profile).
 */
export function newPasswordSteps(
  userId: number,
  passwordHash: string,
  opts: { keepHistory: boolean; spendingResetLink?: string },
  at: string,
): TransactItem[] {
  return [
    ...(opts.keepHistory ? [step.put({ Item: passwordHistoryEntity.item({ user_id: userId, passwordHash, created_at: at }) })] : []),
    endResetLink(userId, opts.spendingResetLink),
  ];
}

/**
 * The profile attributes a session's grants come from, whether it may last (status), and the facts
 * of a required step (first sign-in, the password's date: core/middlewares/required-step-gate.ts).
 */
const GRANTING_FIELDS = ['roles', 'states_coordinator', 'state_id', 'status', 'first_time', 'password_changed_at'] as const;

export const changesSessionGrants = (changes: object): boolean => GRANTING_FIELDS.some((field) => field in changes);

/**
 * Brings the account's sessions in line with its profile as stored now (read strongly
 * consistent): each gets the roles and states the profile grants, or all end when the account
 * is no longer active. Every profile write that may change them runs it once written
 * (userUpdateItem's and the merge's steps through `followedBy`, updateUser directly), so no route
 * can forget it. A session opened while the profile was being saved runs it too (sign-in, Login As).
 */
export async function refreshSessions(userId: number): Promise<void> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userProfileEntity.key(userId), ConsistentRead: true }));
  const user = userProfileEntity.of(Item);
  if (user?.status === 'active') await setSessionGrants(userId, sessionGrants(user));
  else await endAllSessions(userId);
}

/**
 * A transaction step that holds only while the profile is still at the version `user` was read
 * at: a step that relies on that read (a session's grants) is refused with it when someone saved meanwhile.
 */
export const unchangedSinceReadStep = (user: Pick<UserRecord, 'id' | 'version'>): TransactItem =>
  step.conditionCheck({
    Key: userProfileEntity.key(user.id),
    ConditionExpression: '#version = :expected',
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':expected': user.version },
  });

/** Optimistic update of profile fields: fails if someone else saved since `expectedVersion`. */
export async function updateUser(
  id: number,
  changes: Partial<UserRecord>,
  expectedVersion: number,
  actorId: number | null,
  now = new Date(),
): Promise<void> {
  await db().send(new UpdateCommand(userUpdateItem(id, changes, expectedVersion, actorId, now).Update!));
  if (changesSessionGrants(changes)) await refreshSessions(id);
}

/**
 * The transaction step of `updateUser`, for a save that must hold together with other writes
 * (moved uniqueness items, cohort summaries, an audit entry).
 */
export function userUpdateItem(
  id: number,
  changes: Partial<UserRecord>,
  expectedVersion: number,
  actorId: number | null,
  now = new Date(),
): TransactItem {
  const at = now.toISOString();
  const fields = { ...changes, updated_at: at, updated_by: actorId, ...GSI.changes('USER', at, id) };
  delete (fields as Partial<UserRecord>).id;
  delete (fields as Partial<UserRecord>).version;
  const facilitator = changes.roles ? facilitatorIndex(id, changes.roles) : undefined;
  if (facilitator) Object.assign(fields, facilitator);
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':one': 1 };
  const sets = Object.entries(fields).map(([name, value], i) => {
    names[`#f${i}`] = name;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  const item = step.update({
    Key: userProfileEntity.key(id),
    // Roles without a facilitator role take the account off the FACILITATORS list.
    UpdateExpression: `SET ${sets.join(', ')}${facilitator && !facilitator.GSI1PK ? ' REMOVE GSI1PK, GSI1SK' : ''} ADD #version :one`,
    ConditionExpression: '#version = :expected',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
  return changesSessionGrants(changes) ? followedBy(item, () => refreshSessions(id)) : item;
}

/**
 * The transaction steps that delete an account: its profile (only if nobody saved it since
 * `user.version`), its uniqueness items, and a tombstone on the changes feed (GSI3 CHANGES#USER)
 * so that in-memory user lists drop it. Search words are removed after the transaction with
 * `removeUserSearch`; memberships are the caller's business (delete refuses or moves them).
 */
export function userDeletionItems(user: UserRecord, actorId: number | null, now = new Date()): TransactItem[] {
  const at = now.toISOString();
  return [
    step.delete({
      Key: userProfileEntity.keyOf(user),
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':expected': user.version },
    }),
    step.delete({ Key: loginClaimEntity.key('username', user.username) }),
    step.delete({ Key: loginClaimEntity.key('email', user.email) }),
    step.put({ Item: userTombstoneEntity.item({ id: user.id, deleted_at: at, deleted_by: actorId }) }),
  ];
}

/**
 * The transaction steps that move an account's username and/or e-mail (change username, merge,
 * reverse merge, the user form): the old uniqueness items are released only if they are still
 * this account's, the new ones must be free, and each new value must not be another account's
 * value of the other kind (identityCheckSteps). The profile update itself is the caller's (it
 * carries the version).
 */
export function loginChangeItems(
  userId: number,
  before: { username: string; email: string },
  after: { username: string; email: string },
): TransactItem[] {
  const items: TransactItem[] = [];
  const move = (kind: LoginKind) => {
    const from = loginClaimEntity.key(kind, before[kind]);
    const to: LoginClaim = { kind, name: after[kind], userId };
    if (from.PK === loginClaimEntity.keyOf(to).PK) return;
    items.push(
      step.delete({ Key: from, ConditionExpression: 'userId = :id', ExpressionAttributeValues: { ':id': userId } }),
      step.put({ Item: loginClaimEntity.item(to), ConditionExpression: 'attribute_not_exists(PK)' }),
    );
  };
  move('username');
  move('email');
  const changed = {
    username: before.username.toLowerCase() !== after.username.toLowerCase(),
    email: before.email.toLowerCase() !== after.email.toLowerCase(),
  };
  return [...items, ...identityCheckSteps(userId, after, items, changed)];
}

/**
 * Sign-in looks a name up as a username first, then as an e-mail (findUserIdByLogin), so a
 * username equal to someone else's e-mail would take that person's e-mail sign-in away. Each
 * uniqueness namespace guards itself; these steps guard across them: a new username must not be
 * another account's e-mail, a new e-mail not another account's username (the account's own is
 * fine: many people use their e-mail as username). A key the transaction already writes is not
 * checked again (DynamoDB allows one step per item, and that step carries its own condition).
 */
export function identityCheckSteps(
  userId: number,
  identity: { username: string; email: string },
  writes: readonly TransactItem[],
  changed: { username: boolean; email: boolean } = { username: true, email: true },
): TransactItem[] {
  const written = new Set(
    writes.map((step) => String((step.Put?.Item ?? step.Delete?.Key ?? step.Update?.Key ?? step.ConditionCheck?.Key)?.PK)),
  );
  const keys = [
    ...(changed.username ? [loginClaimEntity.key('email', identity.username)] : []),
    ...(changed.email ? [loginClaimEntity.key('username', identity.email)] : []),
  ];
  return keys
    .filter((key) => !written.has(key.PK))
    .map((Key) =>
      step.conditionCheck({
        Key,
        ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
        ExpressionAttributeValues: { ':id': userId },
      }),
    );
}

/** The most recently changed accounts, newest first: one Query on the changes index (GSI3); deleted ones' tombstones are left out. */
export async function recentlyChangedUsers(limit: number): Promise<UserRecord[]> {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEX.changesSince,
      KeyConditionExpression: 'GSI3PK = :pk',
      ExpressionAttributeValues: { ':pk': GSI.changesPartition('USER') },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.filter((item) => item.type === userProfileEntity.type).map(userProfileEntity.fromItem);
}

/**
 * A user's profile and the lock of the page that edits it, in one strongly consistent
 * BatchGetItem: the lock guards the profile, so both are read as of the same moment.
 */
export async function userWithPageLock(
  page: string,
  userId: number,
): Promise<{ lock: PageLock | undefined; user: UserRecord | undefined }> {
  const lockKey = pageLockEntity.key(page);
  const items = await getAll([lockKey, userProfileEntity.key(userId)], { consistent: true });
  const lockItem = items.find((item) => item.PK === lockKey.PK && item.SK === lockKey.SK);
  const userItem = items.find((item) => item !== lockItem);
  return { lock: lockOfItem(lockItem), user: userProfileEntity.of(userItem) };
}
