/**
 * The cohort directory: every cohort with its summary, the participants' latest sign-ins and
 * the reference data the lists show, held in the Lambda's memory (ARCHITECTURE §5).
 *
 * Loaded from an S3 snapshot plus the change feed GSI3 CHANGES#DIRECTORY (feed-snapshot.ts). The
 * snapshot job writes the merged state back to S3 so that cold starts stay short.
 */
import { unitRank } from '../../../shared/units.ts';
import { staffOfUnit, type CohortSummary, type SummaryEvent, type SummaryStaff } from './cohort-summary.ts';
import type { CohortRecord, EventType } from './cohorts.ts';
import { tableName } from '../table/client.ts';
import { feedSnapshotLoader } from '../table/feed-snapshot.ts';
import { GSI } from '../table/table.ts';
import { attr } from '../table/entity.ts';
import { loginLogEntity } from '../users/login-logs.ts';
import { directoryReferenceOf, type Course, type DeliveryModel, type MeetingType, type StateRef } from '../reference/reference.ts';

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
  format: 1;
  watermark: string;
  cohorts: DirectoryCohort[];
  logins: Array<[number, string]>;
  reference: { courses: Course[]; deliveryModels: DeliveryModel[]; states: StateRef[]; meetingTypes: MeetingType[] };
}

/** One snapshot per table: tests run many tables against one bucket. */
export const snapshotKey = () => `directory/${tableName()}/cohort-directory.json.gz`;
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
  /** Newest change-feed instant applied (ISO), '' before any. */
  watermark = '';
  /** Bumped whenever something changes, so that derived views know to rebuild. */
  version = 0;
  private derived?: { version: number; sessions: CohortSession[]; staffOf: Map<number, Set<number>> };

  static fromSnapshot(snapshot: Snapshot): CohortDirectory {
    const directory = new CohortDirectory();
    for (const cohort of snapshot.cohorts) directory.cohorts.set(cohort.id, cohort);
    for (const [userId, at] of snapshot.logins) directory.logins.set(userId, at);
    for (const c of snapshot.reference.courses) directory.reference.courses.set(c.id, c);
    for (const m of snapshot.reference.deliveryModels) directory.reference.deliveryModels.set(m.id, m);
    for (const s of snapshot.reference.states) directory.reference.states.set(s.id, s);
    for (const m of snapshot.reference.meetingTypes) directory.reference.meetingTypes.set(m.slug, m);
    directory.watermark = snapshot.watermark;
    return directory;
  }

  toSnapshot(): Snapshot {
    return {
      format: 1,
      watermark: this.watermark,
      cohorts: [...this.cohorts.values()],
      logins: [...this.logins.entries()],
      reference: {
        courses: [...this.reference.courses.values()],
        deliveryModels: [...this.reference.deliveryModels.values()],
        states: [...this.reference.states.values()],
        meetingTypes: [...this.reference.meetingTypes.values()],
      },
    };
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
        const known = this.cohorts.get(record.id);
        if (known && known.updated_at > record.updated_at) return false;
        if (record.deleted) return this.cohorts.delete(record.id);
        // Written before cohorts carried a summary (an old local data folder): not listable.
        if (!record.summary) return false;
        const recorded = attr.numbers(record.recorded_events).sort((a, b) => a - b);
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
    return this.views().sessions;
  }

  /** The cohorts where a person is on the staff (any staff type). */
  staffCohorts(userId: number): ReadonlySet<number> {
    return this.views().staffOf.get(userId) ?? new Set();
  }

  private views() {
    if (this.derived?.version === this.version) return this.derived;
    const sessions: CohortSession[] = [];
    const staffOf = new Map<number, Set<number>>();
    for (const cohort of this.cohorts.values()) {
      sessions.push(...sessionsOf(cohort));
      for (const s of cohort.summary.staff) {
        let set = staffOf.get(s.user_id);
        if (!set) staffOf.set(s.user_id, (set = new Set()));
        set.add(cohort.id);
      }
    }
    sessions.sort(bySchedule);
    this.derived = { version: this.version, sessions, staffOf };
    return this.derived;
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

/** A cohort's events grouped into sessions, one per unit. */
export function sessionsOf(cohort: DirectoryCohort): CohortSession[] {
  const byUnit = new Map<string, SummaryEvent[]>();
  for (const event of cohort.summary.events) {
    const list = byUnit.get(event.unit_id) ?? [];
    list.push(event);
    byUnit.set(event.unit_id, list);
  }
  return [...byUnit.entries()].map(([unit_id, events]) => {
    events.sort((a, b) => a.day - b.day);
    const dated = events.filter((e) => e.start_date !== null);
    const first = dated[0] ?? events[0];
    const ends = dated.map((e) => e.end_date ?? e.start_date!).sort();
    return {
      cohort,
      unit_id,
      event_id: events[0].id,
      events,
      // A unit with an undated day is not fully scheduled: it sorts with its first dated day.
      start_date: first.start_date,
      end_date: ends.at(-1) ?? null,
      start_time: first.start_time,
      end_time: first.end_time,
      type_event: first.type_event,
      meeting_type: first.meeting_type,
      has_evaluation: events.some((e) => e.has_evaluation),
    };
  });
}

const loader = feedSnapshotLoader<CohortDirectory, Snapshot>({
  label: 'cohort directory',
  feed: CHANGE_FEED,
  snapshotKey,
  empty: () => new CohortDirectory(),
  fromSnapshot: (snapshot) => CohortDirectory.fromSnapshot(snapshot),
});

/**
 * The directory, no older than DIRECTORY_FRESHNESS_MS. `fresh` forces a look at the change
 * feed (a writer that wants its own change, the snapshot job).
 */
export const cohortDirectory = loader.load;

/** Writes a directory (by default the current one, merged with the feed: the snapshot job) to S3. */
export async function writeDirectorySnapshot(
  given?: CohortDirectory,
): Promise<{ cohorts: number; logins: number; bytes: number; watermark: string }> {
  const { directory, bytes } = await loader.writeSnapshot(given);
  return { cohorts: directory.cohorts.size, logins: directory.logins.size, bytes, watermark: directory.watermark };
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
export const resetCohortDirectory = loader.reset;

/** A cohort writer in this Lambda (the cohort form) calls this after its write: the next load looks at the feed at once. */
export const markCohortDirectoryStale = loader.markStale;

/** The staff of one type assigned to a session's unit. */
export function sessionStaff(session: CohortSession, type: SummaryStaff['staff_type']): SummaryStaff[] {
  return staffOfUnit(session.cohort.summary, type, session.unit_id);
}
