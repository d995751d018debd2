/**
 * The user directory: every account's list row (a compact projection of the profile, never the
 * password hash) held in the Lambda's memory, for the users list, its search, filters and export
 * at 100,000 accounts (ARCHITECTURE §5).
 *
 * Loaded from an S3 snapshot plus the user change feed GSI3 CHANGES#USER (profiles, type 'user',
 * and deletion tombstones, type 'user_deleted'), as feed-snapshot.ts describes.
 * Sign-ins move the profile on the feed too (users.ts recordSuccessfulLogin), with the facts the
 * login filters need. The seed and the directory-snapshot job write the snapshot.
 */
import type { CertificateRecord } from '../certificates/certificate-item.ts';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tableName } from '../table/client.ts';
import { writeObject } from '../table/storage.ts';
import { feedSnapshotLoader } from '../table/feed-snapshot.ts';
import { GSI } from '../table/table.ts';
import type { LastLogin, UserRecord } from '../../../shared/api/user-record.ts';

/** One account as the lists need it: fields of the record, null where an old profile lacks one. */
export type DirectoryUser = Pick<
  UserRecord,
  | 'id'
  | 'username'
  | 'honorific'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'job_title'
  | 'job_function'
  | 'address1'
  | 'address2'
  | 'city'
  | 'zip'
  | 'state_id'
  | 'district_id'
  | 'school_name'
  | 'notes'
  | 'status'
  | 'internal'
  | 'roles'
  | 'courses'
  | 'state_coordinator'
  | 'login_at'
  | 'created_at'
  | 'created_by'
  | 'updated_at'
  | 'updated_by'
> &
  Required<Pick<UserRecord, 'district_as_entered' | 'profile_updated' | 'last_login'>> & {
    default_course: UserRecord['default_course'] | null;
    staff_contractor: UserRecord['staff_contractor'] | null;
    /** When the row's item last moved on the feed: an older copy never replaces a newer one. */
    feed_at: string;
  };

/** The row fields, in the snapshot's column order. */
const FIELDS = [
  'id',
  'username',
  'honorific',
  'first_name',
  'last_name',
  'email',
  'phone',
  'job_title',
  'job_function',
  'address1',
  'address2',
  'city',
  'zip',
  'state_id',
  'district_id',
  'school_name',
  'district_as_entered',
  'notes',
  'status',
  'internal',
  'roles',
  'courses',
  'default_course',
  'state_coordinator',
  'staff_contractor',
  'profile_updated',
  'login_at',
  'last_login',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'feed_at',
] as const satisfies ReadonlyArray<keyof DirectoryUser>;

/**
 * A certificate as the certificate filters need it. Certificates reach the directory when their
 * writer puts them on the user feed (type 'certificate', GSI3 CHANGES#USER); see docs/decisions/code.md.
 * An older snapshot may lack `void_reason` too: it reads as null.
 */
export type DirectoryCertificate = Omit<CertificateRecord, 'id'> & {
  /** The certificate id (Print); null in a snapshot written before it was kept. */
  id: number | null;
};

/** Rows as arrays in FIELDS order: about half the bytes of objects at 100,000 accounts. */
interface Snapshot {
  format: 1;
  watermark: string;
  fields: readonly string[];
  rows: unknown[][];
  certificates: DirectoryCertificate[];
}

export const USER_FEED = GSI.changesPartition('USER');
export const userSnapshotKey = () => `directory/${tableName()}/user-directory.json.gz`;

const orNull = <T>(value: unknown): T | null => (value === undefined || value === null || value === '' ? null : (value as T));
const numbers = (value: unknown): number[] => (value ? [...(value as Iterable<unknown>)].map(Number) : []);

/** The list row of a profile item (a feed item or a profile read from the table). */
export function directoryRow(item: Record<string, unknown>, feedAt: string): DirectoryUser {
  const facts = item.last_login as Partial<LastLogin> | undefined;
  return {
    id: Number(item.id),
    username: String(item.username ?? ''),
    honorific: orNull(item.honorific),
    first_name: String(item.first_name ?? ''),
    last_name: String(item.last_name ?? ''),
    email: String(item.email ?? ''),
    phone: orNull(item.phone),
    job_title: orNull(item.job_title),
    job_function: numbers(item.job_function),
    address1: orNull(item.address1),
    address2: orNull(item.address2),
    city: orNull(item.city),
    zip: orNull(item.zip),
    state_id: orNull<number>(item.state_id),
    district_id: orNull<number>(item.district_id),
    school_name: orNull(item.school_name),
    district_as_entered: orNull(item.district_as_entered),
    notes: orNull(item.notes),
    status: (item.status as UserRecord['status']) ?? 'active',
    internal: item.internal === true,
    roles: numbers(item.roles),
    courses: numbers(item.courses),
    default_course: orNull<number>(item.default_course),
    state_coordinator: item.state_coordinator === true,
    staff_contractor: orNull(item.staff_contractor),
    profile_updated: orNull(item.profile_updated),
    login_at: orNull(item.login_at),
    last_login: facts ? { ip: String(facts.ip ?? ''), platform: String(facts.platform ?? ''), browser: String(facts.browser ?? '') } : null,
    created_at: String(item.created_at ?? ''),
    created_by: orNull<number>(item.created_by),
    updated_at: String(item.updated_at ?? ''),
    updated_by: orNull<number>(item.updated_by),
    feed_at: feedAt,
  };
}

const feedInstant = (item: Record<string, unknown>) => String(item.GSI3SK ?? '').split('#')[0];

export class UserDirectory {
  readonly users = new Map<number, DirectoryUser>();
  /** Certificates by `<cohortId>#<userId>`. */
  readonly certificates = new Map<string, DirectoryCertificate>();
  /** Newest change-feed instant applied (ISO), '' before any. */
  watermark = '';
  /** Bumped whenever something changes, so that derived views (sort orders) know to rebuild. */
  version = 0;
  /** When accounts were deleted, so that a late copy of a deleted profile stays out. */
  private readonly deletedAt = new Map<number, string>();
  private byUser?: { version: number; map: Map<number, DirectoryCertificate[]> };

  static fromSnapshot(snapshot: Snapshot): UserDirectory {
    const directory = new UserDirectory();
    const at = snapshot.fields.map((field) => FIELDS.indexOf(field as (typeof FIELDS)[number]));
    for (const values of snapshot.rows) {
      const item: Record<string, unknown> = {};
      at.forEach((to, from) => {
        if (to >= 0) item[FIELDS[to]] = values[from];
      });
      const row = directoryRow(item, String(item.feed_at ?? ''));
      directory.users.set(row.id, row);
    }
    for (const c of snapshot.certificates ?? [])
      directory.certificates.set(`${c.cohort_id}#${c.user_id}`, { ...c, id: c.id ?? null, void_reason: c.void_reason ?? null });
    directory.watermark = snapshot.watermark;
    return directory;
  }

  toSnapshot(): Snapshot {
    return {
      format: 1,
      watermark: this.watermark,
      fields: FIELDS,
      rows: [...this.users.values()].map((row) => FIELDS.map((field) => row[field])),
      certificates: [...this.certificates.values()],
    };
  }

  /** Every certificate of each account (voided ones too). */
  certificatesByUser(): ReadonlyMap<number, DirectoryCertificate[]> {
    if (this.byUser?.version === this.version) return this.byUser.map;
    const map = new Map<number, DirectoryCertificate[]>();
    for (const c of this.certificates.values()) {
      const list = map.get(c.user_id);
      if (list) list.push(c);
      else map.set(c.user_id, [c]);
    }
    this.byUser = { version: this.version, map };
    return map;
  }

  /** Applies change-feed items (any order); returns how many changed something. */
  apply(items: ReadonlyArray<Record<string, unknown>>): number {
    let applied = 0;
    for (const item of items) {
      const at = feedInstant(item);
      if (at > this.watermark) this.watermark = at;
      if (this.applyOne(item, at)) applied += 1;
    }
    if (applied) this.version += 1;
    return applied;
  }

  private applyOne(item: Record<string, unknown>, at: string): boolean {
    const id = Number(item.id);
    if (item.type === 'user_deleted') {
      if ((this.deletedAt.get(id) ?? '') < at) this.deletedAt.set(id, at);
      const known = this.users.get(id);
      return known !== undefined && known.feed_at <= at && this.users.delete(id);
    }
    if (item.type === 'certificate') {
      const c: DirectoryCertificate = {
        id: orNull<number>(item.id),
        cohort_id: Number(item.cohort_id),
        user_id: Number(item.user_id),
        created_by: orNull<number>(item.created_by),
        created_at: String(item.created_at ?? ''),
        void_at: orNull(item.void_at),
        void_by: orNull<number>(item.void_by),
        void_reason: orNull(item.void_reason),
      };
      this.certificates.set(`${c.cohort_id}#${c.user_id}`, c);
      return true;
    }
    if (item.type !== 'user') return false;
    const known = this.users.get(id);
    if (known && known.feed_at > at) return false;
    if ((this.deletedAt.get(id) ?? '') >= at) return false;
    this.users.set(id, directoryRow(item, at));
    return true;
  }
}

const loader = feedSnapshotLoader<UserDirectory>({
  label: 'user directory',
  feed: USER_FEED,
  snapshotKey: userSnapshotKey,
  empty: () => new UserDirectory(),
  decode: (bytes) => UserDirectory.fromSnapshot(JSON.parse(gunzipSync(bytes).toString('utf8')) as Snapshot),
});

/**
 * The directory, no older than DIRECTORY_FRESHNESS_MS. `fresh` forces a look at the change feed
 * (a writer that wants its own change, the snapshot job).
 */
export const userDirectory = loader.load;

/** Writes a directory to S3 as the next cold start's snapshot (the seed passes the one it built). */
export async function writeUserSnapshot(given?: UserDirectory): Promise<{ users: number; bytes: number; watermark: string }> {
  const directory = given ?? (await loader.load({ fresh: true }));
  const body = gzipSync(JSON.stringify(directory.toSnapshot()));
  await writeObject(userSnapshotKey(), body, 'application/json');
  return { users: directory.users.size, bytes: body.byteLength, watermark: directory.watermark };
}

/** The directory as it is now, merged with the feed, written back to S3 (the snapshot job). */
export const writeUserDirectorySnapshot = () => writeUserSnapshot();

/**
 * A writer in this Lambda (create, update, delete, merge…) calls this after its write, so that
 * the next list read looks at the feed at once instead of after the freshness window.
 */
export const markUserDirectoryStale = loader.markStale;

/** Tests start each suite from the table, not from another suite's memory. */
export const resetUserDirectory = loader.reset;
