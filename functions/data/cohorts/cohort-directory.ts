/**
 * The cohort directory: every cohort with its summary, the participants' latest sign-ins and
 * the reference data the lists show, held in the Lambda's memory (ARCHITECTURE §5).
 *
 * Loaded from an S3 snapshot plus the change feed GSI3 CHANGES#DIRECTORY (feed-snapshot.ts). The
 * snapshot job writes the merged state back to S3 so that cold starts stay short. Cohorts over
 * before last year are a second object, loaded only by a request that may show them
 * (cohort-archive.ts); until then the directory holds a small facet of each.
 */
import { unitRank } from '../../../shared/units.ts';
import { staffOfUnit, type CohortSummary, type SummaryEvent, type SummaryStaff } from './cohort-summary.ts';
import type { CohortRecord, EventType } from './cohorts.ts';
import { tableName } from '../table/client.ts';
import { feedSnapshotLoader } from '../table/feed-snapshot.ts';
import { readObject, writeObject } from '../table/storage.ts';
import { GSI } from '../table/table.ts';
import { attr } from '../table/entity.ts';
import { loginLogEntity } from '../users/login-logs.ts';
import { directoryReferenceOf, type Course, type DeliveryModel, type MeetingType, type StateRef } from '../reference/reference.ts';
import { logger } from '../../services/logger.ts';
import { archiveBoundary, facetOf, isArchived, type CohortFacet } from './cohort-archive.ts';
import { decodeDirectory, encodeDirectory } from './directory-codec.ts';
import { gunzipSync, gzipSync } from 'node:zlib';

export interface DirectoryCohort extends CohortRecord {
  summary: CohortSummary;
  /** Days whose attendance was saved, ascending. */
  recorded_events: number[];
}

/** One session of a cohort: a unit (or the orientation) with all its days. */
export interface CohortSession {
  cohort: DirectoryCohort;
  unit_id: string;
  /** The unit's first day: the roster route's event id. */
  event_id: number;
  events: SummaryEvent[];
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  type_event: EventType;
  meeting_type: string | null;
  has_evaluation: boolean;
}

export interface DirectoryReference {
  courses: Map<number, Course>;
  deliveryModels: Map<number, DeliveryModel>;
  states: Map<number, StateRef>;
  meetingTypes: Map<string, MeetingType>;
}

interface Snapshot {
  /** 1: written before the archive (no `archived`, members inline). */
  format: 1 | 2;
  watermark: string;
  /** The active cohorts (every cohort in format 1). */
  cohorts: DirectoryCohort[];
  /** How many cohorts are in the archive object: those whose every session ended before `archived_before`. */
  archived_count?: number;
  archived_before?: string;
  logins: Array<[number, string]>;
  reference: { courses: Course[]; deliveryModels: DeliveryModel[]; states: StateRef[]; meetingTypes: MeetingType[] };
}

/** One snapshot per table: tests run many tables against one bucket. */
export const snapshotKey = () => `directory/${tableName()}/cohort-directory.json.gz`;
/** The archived cohorts, whole, and a facet of each: both written before the snapshot that counts them. */
export const archiveKey = () => `directory/${tableName()}/cohort-archive.json.gz`;
export const facetsKey = () => `directory/${tableName()}/cohort-facets.json.gz`;

export const CHANGE_FEED = GSI.changesPartition('DIRECTORY');

/** A cohort META item on the feed, keys taken off: its record, perhaps its summary, perhaps a deletion. */
type FeedCohort = Record<string, unknown> & CohortRecord & { summary?: CohortSummary; deleted?: boolean };

/** Its summary is the one cohort-change.ts and the cohort writers store (an object of lists), or none yet. */
function isFeedCohort(record: Record<string, unknown>): record is FeedCohort {
  const summary = record.summary;
  return (
    typeof record.id === 'number' &&
    typeof record.updated_at === 'string' &&
    (summary === undefined || (typeof summary === 'object' && summary !== null && 'events' in summary && 'members' in summary))
  );
}

export class CohortDirectory {
  readonly cohorts = new Map<number, DirectoryCohort>();
  readonly logins = new Map<number, string>();
  readonly reference: DirectoryReference = { courses: new Map(), deliveryModels: new Map(), states: new Map(), meetingTypes: new Map() };
  /** Every session of an archived cohort ended before this day ('' when none is archived). */
  archivedBefore = '';
  /** How many cohorts the snapshot left in the archive. */
  archivedCount = 0;
  /** Whether the archive is still to be merged (a load with `since` on or after `archivedBefore` leaves it). */
  private archivePending = false;
  /** The archived cohorts' facets, once loaded (`cohortDirectory({ facets: true })`), less those the feed changed since. */
  private archivedFacets?: Map<number, CohortFacet>;
  /** Cohorts the feed deleted, with the instant: an archive loaded later must not bring them back. */
  private readonly removed = new Map<number, string>();
  /** Newest change-feed instant applied (ISO), '' before any. */
  watermark = '';
  /** Bumped whenever something changes, so that derived views know to rebuild. */
  version = 0;
  private derivedSessions?: { version: number; sessions: CohortSession[] };
  private derivedStaff?: { version: number; staffOf: Map<number, Set<number>> };
  private derivedFacets?: { version: number; facets: CohortFacet[] };

  /** Whether `cohorts` holds every cohort (no archive left to load). */
  get complete(): boolean {
    return !this.archivePending;
  }

  /** Whether `facets()` and `staffCohorts()` can answer for every cohort. */
  get facetsLoaded(): boolean {
    return this.complete || this.archivedFacets !== undefined;
  }

  /** The archived cohorts' facets loaded (empty before they are, and once the archive is merged). */
  get archived(): ReadonlyMap<number, CohortFacet> {
    return this.archivePending ? (this.archivedFacets ?? new Map()) : new Map();
  }

  static fromSnapshot(snapshot: Snapshot): CohortDirectory {
    const directory = new CohortDirectory();
    for (const cohort of snapshot.cohorts) directory.cohorts.set(cohort.id, cohort);
    directory.archivedCount = snapshot.archived_count ?? 0;
    directory.archivePending = directory.archivedCount > 0;
    directory.archivedBefore = snapshot.archived_before ?? '';
    for (const [userId, at] of snapshot.logins) directory.logins.set(userId, at);
    for (const c of snapshot.reference.courses) directory.reference.courses.set(c.id, c);
    for (const m of snapshot.reference.deliveryModels) directory.reference.deliveryModels.set(m.id, m);
    for (const s of snapshot.reference.states) directory.reference.states.set(s.id, s);
    for (const m of snapshot.reference.meetingTypes) directory.reference.meetingTypes.set(m.slug, m);
    directory.watermark = snapshot.watermark;
    return directory;
  }

  /** Adds the archived cohorts, whole; what the feed changed or deleted since stays as the feed says. */
  mergeArchive(cohorts: readonly DirectoryCohort[]): void {
    for (const cohort of cohorts) {
      const newer = this.cohorts.get(cohort.id)?.updated_at ?? this.removed.get(cohort.id) ?? '';
      if (newer >= cohort.updated_at) continue;
      this.cohorts.set(cohort.id, cohort);
    }
    this.archivePending = false;
    this.archivedFacets = undefined;
    this.archivedBefore = '';
    this.version += 1;
  }

  /** Adds the archived cohorts' facets; those the feed changed or deleted since stay as the feed says. */
  addArchivedFacets(facets: readonly CohortFacet[]): void {
    if (!this.archivePending) return;
    const kept = facets.filter((f) => !this.cohorts.has(f.id) && (this.removed.get(f.id) ?? '') < f.updated_at);
    this.archivedFacets = new Map(kept.map((f) => [f.id, f]));
    this.version += 1;
  }

  /** Applies change-feed items (any order); returns how many changed something. */
  apply(items: ReadonlyArray<Record<string, unknown>>): number {
    let applied = 0;
    for (const item of items) {
      const at = String(item.GSI3SK ?? '').split('#')[0];
      if (at > this.watermark) this.watermark = at;
      if (this.applyOne(item)) applied += 1;
    }
    if (applied) this.version += 1;
    return applied;
  }

  private applyOne(item: Record<string, unknown>): boolean {
    const { PK: _pk, SK: _sk, GSI1PK: _g1, GSI1SK: _g1s, GSI3PK: _g3, GSI3SK: _g3s, type, ...record } = item;
    switch (type) {
      case 'cohort': {
        if (!isFeedCohort(record)) return false;
        const knownAt = this.cohorts.get(record.id)?.updated_at ?? this.archivedFacets?.get(record.id)?.updated_at ?? '';
        if (knownAt > record.updated_at) return false;
        if (record.deleted) {
          this.removed.set(record.id, record.updated_at);
          const wasArchived = this.archivedFacets?.delete(record.id) ?? false;
          return this.cohorts.delete(record.id) || wasArchived;
        }
        // Written before cohorts carried a summary (an old local data folder): not listable.
        if (!record.summary) return false;
        const recorded = attr.numbers(record.recorded_events).sort((a, b) => a - b);
        this.archivedFacets?.delete(record.id);
        this.cohorts.set(record.id, { ...record, summary: record.summary, recorded_events: recorded });
        return true;
      }
      case loginLogEntity.type: {
        const { user_id: userId, created_at: at } = loginLogEntity.fromItem(item);
        if ((this.logins.get(userId) ?? '') >= at) return false;
        this.logins.set(userId, at);
        return true;
      }
      case 'ref_course':
        this.reference.courses.set(Number(record.id), directoryReferenceOf.course(record));
        return true;
      case 'ref_delivery_model':
        this.reference.deliveryModels.set(Number(record.id), directoryReferenceOf.deliveryModel(record));
        return true;
      case 'ref_state':
        this.reference.states.set(Number(record.id), directoryReferenceOf.state(record));
        return true;
      case 'ref_meeting_type':
        this.reference.meetingTypes.set(String(record.slug), directoryReferenceOf.meetingType(record));
        return true;
      default:
        return false;
    }
  }

  /** The latest sign-in known for a member: the login feed or the summary, whichever is newer. */
  lastLogin(userId: number, fromSummary: string | null): string | null {
    const fromFeed = this.logins.get(userId) ?? null;
    if (!fromFeed) return fromSummary;
    if (!fromSummary) return fromFeed;
    return fromFeed > fromSummary ? fromFeed : fromSummary;
  }

  /** Every cohort's sessions, by start date (not yet scheduled last), then cohort, then unit. */
  sessions(): readonly CohortSession[] {
    if (this.derivedSessions?.version !== this.version) this.derivedSessions = { version: this.version, sessions: this.allSessions() };
    return this.derivedSessions.sessions;
  }

  /** The cohorts where a person is on the staff (any staff type), archived ones included: needs `facetsLoaded`. */
  staffCohorts(userId: number): ReadonlySet<number> {
    this.assertFacets();
    if (this.derivedStaff?.version !== this.version) this.derivedStaff = { version: this.version, staffOf: this.staffIndex() };
    return this.derivedStaff.staffOf.get(userId) ?? new Set();
  }

  /** Every cohort's facet, archived ones included: what the filter choices and the search box read. Needs `facetsLoaded`. */
  facets(): readonly CohortFacet[] {
    this.assertFacets();
    if (this.derivedFacets?.version !== this.version) {
      this.derivedFacets = { version: this.version, facets: [...[...this.cohorts.values()].map(facetOf), ...this.archived.values()] };
    }
    return this.derivedFacets.facets;
  }

  private assertFacets(): void {
    if (!this.facetsLoaded) throw new Error('the archived cohorts are needed: load the directory with { facets: true }');
  }

  private allSessions(): CohortSession[] {
    const sessions: CohortSession[] = [];
    for (const cohort of this.cohorts.values()) for (const session of sessionsOf(cohort)) sessions.push(session);
    return sessions.sort(bySchedule);
  }

  /** Who is on the staff of which cohorts: built when a request first asks (a facilitator's list), not with the sessions. */
  private staffIndex(): Map<number, Set<number>> {
    const staffOf = new Map<number, Set<number>>();
    const addStaff = (cohortId: number, staff: ReadonlyArray<{ user_id: number }>) => {
      for (const s of staff) {
        let set = staffOf.get(s.user_id);
        if (!set) staffOf.set(s.user_id, (set = new Set()));
        set.add(cohortId);
      }
    };
    for (const cohort of this.cohorts.values()) addStaff(cohort.id, cohort.summary.staff);
    for (const facet of this.archived.values()) addStaff(facet.id, facet.staff);
    return staffOf;
  }
}

function bySchedule(a: CohortSession, b: CohortSession): number {
  if (a.start_date !== b.start_date) {
    if (a.start_date === null) return 1;
    if (b.start_date === null) return -1;
    return a.start_date < b.start_date ? -1 : 1;
  }
  return a.cohort.id - b.cohort.id || unitRank(a.unit_id) - unitRank(b.unit_id) || a.unit_id.localeCompare(b.unit_id);
}

/**
 * A cohort's events grouped into sessions, one per unit. One pass over each unit's days, no
 * intermediate lists: a cold start runs this for every active cohort before its first answer.
 */
export function sessionsOf(cohort: DirectoryCohort): CohortSession[] {
  // A cohort has a handful of units: a list beats a Map per cohort.
  const units: string[] = [];
  const days: SummaryEvent[][] = [];
  for (const event of cohort.summary.events) {
    const at = units.indexOf(event.unit_id);
    if (at >= 0) days[at].push(event);
    else {
      units.push(event.unit_id);
      days.push([event]);
    }
  }
  const sessions: CohortSession[] = [];
  for (let u = 0; u < units.length; u += 1) {
    const unit_id = units[u];
    const events = days[u];
    if (events.length > 1) events.sort((a, b) => a.day - b.day);
    // A unit with an undated day is not fully scheduled: it sorts with its first dated day.
    let first: SummaryEvent | undefined;
    let end: string | null = null;
    let hasEvaluation = false;
    for (const event of events) {
      hasEvaluation ||= event.has_evaluation;
      if (event.start_date === null) continue;
      first ??= event;
      const last = event.end_date ?? event.start_date;
      if (end === null || last > end) end = last;
    }
    first ??= events[0];
    sessions.push({
      cohort,
      unit_id,
      event_id: events[0].id,
      events,
      start_date: first.start_date,
      end_date: end,
      start_time: first.start_time,
      end_time: first.end_time,
      type_event: first.type_event,
      meeting_type: first.meeting_type,
      has_evaluation: hasEvaluation,
    });
  }
  return sessions;
}

const loader = feedSnapshotLoader<CohortDirectory>({
  label: 'cohort directory',
  feed: CHANGE_FEED,
  snapshotKey,
  empty: () => new CohortDirectory(),
  decode: (bytes) => CohortDirectory.fromSnapshot(decodeDirectory<Snapshot>(bytes)),
});

let archiveLoad: Promise<void> | undefined;
let facetsLoad: Promise<void> | undefined;

async function loadFacets(directory: CohortDirectory): Promise<void> {
  const bytes = await readObject(facetsKey());
  if (!bytes) logger.error('cohort directory: the snapshot counts archived cohorts but their facets are missing', { key: facetsKey() });
  directory.addArchivedFacets(bytes ? (JSON.parse(gunzipSync(bytes).toString('utf8')) as { facets: CohortFacet[] }).facets : []);
}

async function loadArchive(directory: CohortDirectory): Promise<void> {
  const bytes = await readObject(archiveKey());
  if (!bytes)
    logger.error('cohort directory: the snapshot lists archived cohorts but the archive object is missing', { key: archiveKey() });
  directory.mergeArchive(bytes ? decodeDirectory<{ watermark: string }>(bytes).cohorts : []);
}

/**
 * The directory, no older than DIRECTORY_FRESHNESS_MS. `fresh` forces a look at the change
 * feed (a writer that wants its own change, the snapshot job). Every cohort is whole unless
 * `since` says which are needed: those with a session ending on or after that day; the archive
 * is loaded first when they are not all whole. `facets`: the request also reads every cohort's
 * facet (`facets()`, `staffCohorts()`): the archived ones' are loaded if they are not whole.
 */
export async function cohortDirectory(
  opts: { fresh?: boolean; now?: number; since?: string; facets?: boolean } = {},
): Promise<CohortDirectory> {
  const directory = await loader.load(opts);
  if (directory.complete) return directory;
  if (!opts.since || opts.since < directory.archivedBefore) {
    archiveLoad ??= loadArchive(directory).finally(() => {
      archiveLoad = undefined;
    });
    await archiveLoad;
  } else if (opts.facets && !directory.facetsLoaded) {
    facetsLoad ??= loadFacets(directory).finally(() => {
      facetsLoad = undefined;
    });
    await facetsLoad;
  }
  return directory;
}

/**
 * Writes a directory (by default the current one, merged with the feed: the snapshot job) to S3:
 * the archive first, then the snapshot that lists its facets, so that a snapshot never names an
 * archive older than itself (the feed since the snapshot's watermark covers the rest).
 */
export async function writeDirectorySnapshot(
  given?: CohortDirectory,
): Promise<{ cohorts: number; archived: number; logins: number; bytes: number; watermark: string }> {
  const directory = given ?? (await cohortDirectory({ fresh: true }));
  if (!directory.complete) throw new Error('writeDirectorySnapshot needs the whole directory');
  const boundary = archiveBoundary();
  const active: DirectoryCohort[] = [];
  const archived: DirectoryCohort[] = [];
  for (const cohort of directory.cohorts.values()) (isArchived(cohort, boundary) ? archived : active).push(cohort);
  const { watermark, reference } = directory;
  const archive = encodeDirectory({ format: 2, watermark }, archived);
  await writeObject(archiveKey(), archive, 'application/json');
  const facets = gzipSync(JSON.stringify({ watermark, facets: archived.map(facetOf) }));
  await writeObject(facetsKey(), facets, 'application/json');
  const header: Omit<Snapshot, 'cohorts'> = {
    format: 2,
    watermark,
    archived_count: archived.length,
    archived_before: boundary,
    logins: [...directory.logins.entries()],
    reference: {
      courses: [...reference.courses.values()],
      deliveryModels: [...reference.deliveryModels.values()],
      states: [...reference.states.values()],
      meetingTypes: [...reference.meetingTypes.values()],
    },
  };
  const body = encodeDirectory(header, active);
  await writeObject(snapshotKey(), body, 'application/json');
  return {
    cohorts: directory.cohorts.size,
    archived: archived.length,
    logins: directory.logins.size,
    bytes: body.byteLength + archive.byteLength + facets.byteLength,
    watermark,
  };
}

/**
 * The cohort with this post id (the cohort form's page name), if it exists. A cohort made moments
 * ago may not be in a directory read within DIRECTORY_FRESHNESS_MS: one not found is looked for
 * again after a look at the change feed.
 */
export async function cohortOfPost(postId: number): Promise<DirectoryCohort | undefined> {
  const find = (directory: CohortDirectory) => [...directory.cohorts.values()].find((cohort) => cohort.post_id === postId);
  return find(await cohortDirectory()) ?? find(await cohortDirectory({ fresh: true }));
}

/** Tests start each suite from the table, not from another suite's memory. */
export function resetCohortDirectory(): void {
  loader.reset();
  archiveLoad = undefined;
  facetsLoad = undefined;
}

/** A cohort writer in this Lambda (the cohort form) calls this after its write: the next load looks at the feed at once. */
export const markCohortDirectoryStale = loader.markStale;

/** The staff of one type assigned to a session's unit. */
export function sessionStaff(session: CohortSession, type: SummaryStaff['staff_type']): SummaryStaff[] {
  return staffOfUnit(session.cohort.summary, type, session.unit_id);
}
