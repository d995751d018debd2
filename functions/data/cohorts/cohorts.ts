/**
 * The cohort aggregate: the cohort, its events (one per day of each unit), its members,
 * staff assignments, attendance sheets (one per unit), make-ups and certificates, all in the
 * partition COHORT#<id> so that one Query loads a whole roster. Members, staff and make-ups are
 * also indexed by user (GSI1) for "my cohorts"; events by month (GSI2) for the dashboard,
 * calendar and nightly reports.
 */
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { CohortMeeting } from '../../../shared/api/records.ts';
import { db, tableName } from '../table/client.ts';
import { attr, entity } from '../table/entity.ts';
import { queryAll } from '../table/query.ts';
import { getAll } from '../table/batch.ts';
import type { CohortSummary } from './cohort-summary.ts';
import { settlePartition } from './cohort-save-log.ts';
import { certificateEntity, type CertificateRecord } from '../certificates/certificate-item.ts';
import { GSI, INDEX, PARTITION, pad } from '../table/table.ts';

export type StaffType = 'facilitator' | 'cofacilitator' | 'webinar' | 'alp_coach' | 'quality';
export type EventType = 'two_day' | 'split' | 'hours' | 'unique';

export interface CohortRecord {
  id: number;
  post_id: number;
  name: string;
  course_id: number;
  delivery_model_id: number;
  state_id: number;
  city: string;
  district_id: number | null;
  contract: string | null;
  has_suite: 'yes' | 'no' | 'some';
  collaboration: { communities: boolean; drive: boolean };
  link_folder: string | null;
  material_status: string | null;
  welcome_email: boolean;
  /** 'course' plus a number ('course12'); absent on cohorts written before the cohort form. */
  sub_courses?: string[];
  force_end: boolean;
  /** Each time Force End was switched on: the reason, who and when (spec 03 §3). */
  force_end_log?: ForceEndLogRecord[];
  is_internal: boolean;
  /** Spec 03 §3's divide_units, as the form sets it (recorded and exported only); absent on cohorts saved before. */
  divide_units?: boolean;
  meeting: CohortMeeting | null;
  /**
   * An ext (hours) unit's own evaluation link and meeting type, by unit number: the unit has no
   * day of its own (its sub-units' events carry theirs). Absent on cohorts saved before.
   */
  ext_units?: Record<string, { url_unit_evaluation: string | null; meeting_type: string | null }>;
  /**
   * The course's units this cohort does not deliver (the form's event type n/a), by unit number:
   * they have no events, so the META is where they are named (the form, the roster's reports).
   * Absent on cohorts saved before.
   */
  na_units?: string[];
  /**
   * Participants the cohort form removed after their attendance was recorded, as they were then:
   * their MEMBER item goes, their marks stay on the unit sheets, and the attendance report still
   * lists them (marked removed). Adding them again takes them off. Absent when none.
   */
  removed_members?: RemovedMemberRecord[];
  /**
   * Days the cohort form took off the schedule in the last CANCELLED_DAYS_KEPT days, as they were
   * then: the calendar feeds show them as cancelled, so a subscribed calendar drops them
   * (day-revisions.ts). Absent on cohorts not saved by the form since.
   */
  cancelled_days?: CancelledDayRecord[];
  start_date: string | null;
  end_date: string | null;
  participant_count: number;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  updated_by: number | null;
  version: number;
}

/** A participant removed from the cohort after their attendance was recorded (CohortRecord.removed_members). */
export interface RemovedMemberRecord {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  removed_at: string;
}

/** A day taken off the schedule (CohortRecord.cancelled_days): the event as it last was, and when it went. */
export interface CancelledDayRecord
  extends Pick<EventRecord, 'id' | 'unit_id' | 'day' | 'start_date' | 'end_date' | 'start_time' | 'end_time'> {
  /** The event's revision number after its cancellation (one more than its last). */
  sequence: number;
  cancelled_at: string;
}

/** One Force End of a cohort: its reason, its author (id and name as then) and when. */
export interface ForceEndLogRecord {
  reason: string;
  author_id: number;
  author: string;
  created_at: string;
}

export interface EventRecord {
  id: number;
  cohort_id: number;
  /** 'orientation', or the unit number ('1', '2'…); extensions carry a letter ('3A'). */
  unit_id: string;
  day: number;
  type_event: EventType;
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  url_unit_evaluation: string | null;
  meeting_type: string | null;
  /**
   * Set when the cohort form dropped this day while it had recorded attendance: the item stays
   * (attendance is kept by event id; the attendance report shows the day while it holds marks) but
   * the lists, the month index, the form, the roster and the course's completion no longer do
   * (cohort-save.ts, domain/roster-sheet.ts scheduledUnitDays). Absent on a scheduled day.
   */
  removed_at?: string | null;
  /**
   * How many times the day moved (its date or times changed): the calendar feeds' SEQUENCE, so a
   * subscribed calendar takes the new time (day-revisions.ts). Absent for a day never moved.
   */
  sequence?: number;
}

/**
 * A member's action-learning project as the action-learning system last reported it: the
 * project lives there, the portal keeps what the roster shows and the latest file, so that the
 * roster's All Projects download needs no call to that system.
 */
export interface MemberProject {
  /** The project's id in the action-learning system. */
  id: number;
  /** 0-100. */
  progress: number;
  /** ISO instant of the last change there. */
  last_modified: string;
  /**
   * Key of the latest file in the files bucket, `projects/<cohortId>/<userId>/<file name>`:
   * the last segment is the name the participant gave it (the zip's entries keep it).
   */
  file_key: string | null;
}

/** Where a member's project file is kept; the action-learning sync writes it (the seed does locally). */
export const projectFileKey = (cohortId: number, userId: number, fileName: string) => `projects/${cohortId}/${userId}/${fileName}`;

/** The name the participant gave the file: the key's last segment. */
export const projectFileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

export interface MemberRecord {
  cohort_id: number;
  user_id: number;
  alp_status: string | null;
  alp_form: boolean;
  /** Action-learning activity, as the action-learning system last reported it. */
  alp_replies_count: number;
  alp_comments_count: number;
  /** Absent or null until the action-learning system reports a project. */
  project?: MemberProject | null;
  joined_at: string;
}

export interface StaffRecord {
  cohort_id: number;
  user_id: number;
  staff_type: StaffType;
  /** 'all', 'orientation', unit numbers, or unit-day ('2-1'). */
  units: string[];
}

/** One person's attendance on one day (event), as readers use it. */
export interface AttendanceRecord {
  cohort_id: number;
  event_id: number;
  user_id: number;
  attendance: '1' | '0';
  independent: boolean;
  recorded_by: number;
  recorded_at: string;
  /** The version of the unit's attendance sheet it was saved with. */
  version: number;
}

export interface AttendanceEntry {
  attendance: '1' | '0';
  independent: boolean;
  recorded_by: number;
  recorded_at: string;
}

/**
 * A unit's attendance sheet: every participant's and make-up guest's days in ONE item, so that a
 * save is one conditional write (all or nothing, and a concurrent save is refused by `version`).
 * 60 participants × 2 days is ~8 KB, far below the 400 KB item limit.
 */
export interface AttendanceSheet {
  cohort_id: number;
  unit: string;
  version: number;
  updated_at: string;
  updated_by: number | null;
  /** userId → eventId → entry. */
  records: Record<string, Record<string, AttendanceEntry>>;
}

/** The sheet's entries as one record per person and day. */
export function attendanceRecords(sheet: AttendanceSheet): AttendanceRecord[] {
  return Object.entries(sheet.records).flatMap(([userId, days]) =>
    Object.entries(days).map(([eventId, entry]) => ({
      cohort_id: sheet.cohort_id,
      event_id: Number(eventId),
      user_id: Number(userId),
      ...entry,
      version: sheet.version,
    })),
  );
}

export interface MakeupRecord {
  cohort_id: number;
  unit: string;
  user_id: number;
  home_cohort_id: number;
  added_by: number;
  added_at: string;
}

/** In the home cohort: one of its members made `unit` up as a guest of `host_cohort_id`. */
export interface MakeupAwayRecord {
  unit: string;
  user_id: number;
  host_cohort_id: number;
  added_at: string;
}

/** The META item as stored: the cohort, the summary the lists read (cohort-summary.ts), the days whose attendance was saved. */
export interface StoredCohort {
  cohort: CohortRecord;
  summary: CohortSummary;
  /** `recorded_events`, a number set: saves ADD to it. */
  recordedEvents: ReadonlySet<number>;
}

/** A cohort written before cohorts carried a summary (an old local data folder) reads as one with nobody on it. */
const NO_SUMMARY: CohortSummary = { events: [], staff: [], members: [], makeups: [] };

const isSummary = (value: unknown): value is CohortSummary =>
  typeof value === 'object' && value !== null && ['events', 'staff', 'members', 'makeups'].every((list) => list in value);

/**
 * The cohort's attributes are checked, not rebuilt one by one: the record is kept as stored, so
 * that a reader sees what was written whatever the cohort's age.
 */
function isCohortRecord(record: Record<string, unknown>): record is Record<string, unknown> & CohortRecord {
  return (
    typeof record.id === 'number' &&
    typeof record.name === 'string' &&
    typeof record.state_id === 'number' &&
    typeof record.updated_at === 'string'
  );
}

function storedCohortOf(item: Record<string, unknown>): StoredCohort {
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, GSI3PK: _e, GSI3SK: _f, type: _t, summary, recorded_events, ...cohort } = item;
  if (!isCohortRecord(cohort)) throw new Error(`${String(item.PK)}/${String(item.SK)} is not a cohort`);
  return { cohort, summary: isSummary(summary) ? summary : NO_SUMMARY, recordedEvents: new Set(attr.numbers(recorded_events)) };
}

/**
 * GSI1 (by user): an account's cohort items (membership, staff assignment, make-up) under
 * USER#<id>, sorted COHORT#<cohort>#<role>, so that one Query finds a person's cohorts.
 */
const BY_USER_COHORTS = 'COHORT#';
const byUser = (userId: number, cohortId: number, role: string) => ({
  GSI1PK: PARTITION.user(userId),
  GSI1SK: `${BY_USER_COHORTS}${pad(cohortId)}#${role}`,
});
/** The Query of an account's cohort items on GSI1 (cohortsOfUser, staff-assignments.ts). */
export const byUserCohorts = (userId: number) => ({ ':pk': PARTITION.user(userId), ':sk': BY_USER_COHORTS });

/** GSI1 (by user) also lists a state's cohorts: STATE#<stateId> / COHORT#<cohort>. */
const statePartition = (stateId: number) => `STATE#${stateId}`;
export const stateIndex = (stateId: number, cohortId: number) => ({
  GSI1PK: statePartition(stateId),
  GSI1SK: `${BY_USER_COHORTS}${pad(cohortId)}`,
});

/** GSI2: the events starting in a month (`YYYY-MM`, or TBD for the undated), by start, cohort and event. */
const monthPartition = (month: string) => `EVENTS#${month}`;
const eventByMonth = (startDate: string | null, cohortId: number, eventId: number) => ({
  GSI2PK: monthPartition(startDate ? startDate.slice(0, 7) : 'TBD'),
  GSI2SK: `${startDate ?? '9999-99-99'}#${pad(cohortId)}#${pad(eventId)}`,
});

const metaKey = (id: number) => ({ PK: PARTITION.cohort(id), SK: 'META' });

/** COHORT#<id>/META: on GSI1 by state (a state's cohorts) and on the directory feed (GSI3). */
export const cohortEntity = entity({
  type: 'cohort',
  key: metaKey,
  keyOf: (stored: StoredCohort) => metaKey(stored.cohort.id),
  indexes: ({ cohort }) => ({
    ...stateIndex(cohort.state_id, cohort.id),
    ...GSI.changes('DIRECTORY', cohort.updated_at, cohort.id),
  }),
  attributes: ({ cohort, summary, recordedEvents }) => ({
    ...cohort,
    summary,
    // DynamoDB refuses an empty set.
    ...(recordedEvents.size ? { recorded_events: recordedEvents } : {}),
  }),
  fromItem: storedCohortOf,
});

const memberKey = (cohortId: number, userId: number) => ({ PK: PARTITION.cohort(cohortId), SK: `MEMBER#${userId}` });

/** COHORT#<id>/MEMBER#<userId>: on GSI1 by user (a person's cohorts). */
export const memberEntity = entity({
  type: 'member',
  key: memberKey,
  keyOf: (member: MemberRecord) => memberKey(member.cohort_id, member.user_id),
  indexes: (member) => byUser(member.user_id, member.cohort_id, 'MEMBER'),
  fromItem: (item): MemberRecord => ({
    cohort_id: attr.number(item.cohort_id),
    user_id: attr.number(item.user_id),
    alp_status: attr.nullableString(item.alp_status),
    alp_form: attr.boolean(item.alp_form),
    alp_replies_count: attr.number(item.alp_replies_count),
    alp_comments_count: attr.number(item.alp_comments_count),
    // Absent until the action-learning system reports a project.
    ...('project' in item ? { project: projectOf(item.project) } : {}),
    joined_at: attr.string(item.joined_at),
  }),
});

function projectOf(value: unknown): MemberProject | null {
  if (typeof value !== 'object' || value === null) return null;
  const project: Record<string, unknown> = { ...value };
  return {
    id: attr.number(project.id),
    progress: attr.number(project.progress),
    last_modified: attr.string(project.last_modified),
    file_key: attr.nullableString(project.file_key),
  };
}

const STAFF_TYPES: readonly StaffType[] = ['facilitator', 'cofacilitator', 'webinar', 'alp_coach', 'quality'];
const EVENT_TYPES: readonly EventType[] = ['two_day', 'split', 'hours', 'unique'];

const eventKey = (cohortId: number, eventId: number) => ({ PK: PARTITION.cohort(cohortId), SK: `EVENT#${pad(eventId)}` });

/** COHORT#<id>/EVENT#<eventId> (a day of a unit): on GSI2 by the month it starts in (TBD while it has no date). */
export const eventEntity = entity({
  type: 'event',
  key: eventKey,
  keyOf: (event: EventRecord) => eventKey(event.cohort_id, event.id),
  // A removed day (removed_at) leaves the month index: no calendar or report by month lists it.
  indexes: (event) => (event.removed_at ? {} : eventByMonth(event.start_date, event.cohort_id, event.id)),
  fromItem: (item): EventRecord => ({
    id: attr.number(item.id),
    cohort_id: attr.number(item.cohort_id),
    unit_id: attr.string(item.unit_id),
    day: attr.number(item.day),
    type_event: attr.oneOf(EVENT_TYPES, item.type_event),
    start_date: attr.nullableString(item.start_date),
    end_date: attr.nullableString(item.end_date),
    start_time: attr.nullableString(item.start_time),
    end_time: attr.nullableString(item.end_time),
    url_unit_evaluation: attr.nullableString(item.url_unit_evaluation),
    meeting_type: attr.nullableString(item.meeting_type),
    ...(item.removed_at ? { removed_at: attr.string(item.removed_at) } : {}),
    ...(item.sequence ? { sequence: attr.number(item.sequence) } : {}),
  }),
});

const staffKey = (cohortId: number, type: StaffType, userId: number) => ({ PK: PARTITION.cohort(cohortId), SK: `STAFF#${type}#${userId}` });

/** COHORT#<id>/STAFF#<type>#<userId>: on GSI1 by user (a person's cohorts). */
export const staffEntity = entity({
  type: 'staff',
  key: staffKey,
  keyOf: (staff: StaffRecord) => staffKey(staff.cohort_id, staff.staff_type, staff.user_id),
  indexes: (staff) => byUser(staff.user_id, staff.cohort_id, `STAFF#${staff.staff_type}`),
  fromItem: (item): StaffRecord => ({
    cohort_id: attr.number(item.cohort_id),
    user_id: attr.number(item.user_id),
    staff_type: attr.oneOf(STAFF_TYPES, item.staff_type),
    units: Array.isArray(item.units) ? item.units.map(String) : [],
  }),
});

const makeupKey = (cohortId: number, unit: string, userId: number) => ({ PK: PARTITION.cohort(cohortId), SK: `MAKEUP#${unit}#${userId}` });

/** COHORT#<hostId>/MAKEUP#<unit>#<userId>: a guest from another cohort; on GSI1 by user (a person's cohorts). */
export const makeupEntity = entity({
  type: 'makeup',
  key: makeupKey,
  keyOf: (makeup: MakeupRecord) => makeupKey(makeup.cohort_id, makeup.unit, makeup.user_id),
  indexes: (makeup) => byUser(makeup.user_id, makeup.cohort_id, `MAKEUP#${makeup.unit}`),
  fromItem: (item): MakeupRecord => ({
    cohort_id: attr.number(item.cohort_id),
    unit: attr.string(item.unit),
    user_id: attr.number(item.user_id),
    home_cohort_id: attr.number(item.home_cohort_id),
    added_by: attr.number(item.added_by),
    added_at: attr.string(item.added_at),
  }),
});

const MARKS: readonly AttendanceEntry['attendance'][] = ['1', '0'];

function attendanceEntryOf(value: unknown): AttendanceEntry {
  const entry: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {};
  return {
    attendance: attr.oneOf(MARKS, entry.attendance),
    independent: attr.boolean(entry.independent),
    recorded_by: attr.number(entry.recorded_by),
    recorded_at: attr.string(entry.recorded_at),
  };
}

/** A map stored as a DynamoDB map: each value converted by `of`. */
function mapOf<T>(value: unknown, of: (value: unknown) => T): Record<string, T> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, of(inner)]));
}

const attendanceSheetKey = (cohortId: number, unit: string) => ({ PK: PARTITION.cohort(cohortId), SK: `ATTSHEET#${unit}` });

/** COHORT#<id>/ATTSHEET#<unit>: a unit's attendance, every person's days in one item; on no index. */
export const attendanceSheetEntity = entity({
  type: 'attendance_sheet',
  key: attendanceSheetKey,
  keyOf: (sheet: AttendanceSheet) => attendanceSheetKey(sheet.cohort_id, sheet.unit),
  fromItem: (item): AttendanceSheet => ({
    cohort_id: attr.number(item.cohort_id),
    unit: attr.string(item.unit),
    version: attr.number(item.version),
    updated_at: attr.string(item.updated_at),
    updated_by: attr.nullableNumber(item.updated_by),
    records: mapOf(item.records, (days) => mapOf(days, attendanceEntryOf)),
  }),
});

/** Every attendance sheet of a cohort: one Query of its partition's ATTSHEET# items. */
export async function attendanceSheetsOf(cohortId: number): Promise<AttendanceSheet[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sheet)',
    ExpressionAttributeValues: { ':pk': PARTITION.cohort(cohortId), ':sheet': 'ATTSHEET#' },
  });
  return items.map(attendanceSheetEntity.fromItem);
}

/** A make-up taken elsewhere as stored: the home cohort is the key's (the partition it sits in), not stored again. */
interface StoredMakeupAway extends MakeupAwayRecord {
  home_cohort_id: number;
}

/** The key of a make-up's marker in its guest's home cohort. */
export const makeupAwayKey = (homeCohortId: number, unit: string, userId: number) => ({
  PK: PARTITION.cohort(homeCohortId),
  SK: `MAKEUPAWAY#${unit}#${userId}`,
});

/** COHORT#<homeId>/MAKEUPAWAY#<unit>#<userId>: in the home cohort, a member's make-up in a host; on no index. */
const makeupAwayEntity = entity({
  type: 'makeup_away',
  key: makeupAwayKey,
  keyOf: (away: StoredMakeupAway) => makeupAwayKey(away.home_cohort_id, away.unit, away.user_id),
  attributes: ({ home_cohort_id: _home, ...away }) => away,
  fromItem: (item): StoredMakeupAway => ({
    home_cohort_id: attr.number(PARTITION.cohortOf(String(item.PK))),
    unit: attr.string(item.unit),
    user_id: attr.number(item.user_id),
    host_cohort_id: attr.number(item.host_cohort_id),
    added_at: attr.string(item.added_at),
  }),
});

/** The home cohort's marker of a make-up, as its MAKEUP item in the host tells it (both are written in one transaction: makeups.ts). */
export const makeupAwayOf = (m: MakeupRecord): MakeupAwayRecord => ({
  host_cohort_id: m.cohort_id,
  unit: m.unit,
  user_id: m.user_id,
  added_at: m.added_at,
});

/** The stored items of the cohort aggregate's item types, for its writers (and the seed). */
export const cohortItems = {
  /** The META item (cohortEntity). */
  cohort: (cohort: CohortRecord, summary: CohortSummary, recordedEvents: Iterable<number> = []) =>
    cohortEntity.item({ cohort, summary, recordedEvents: new Set(recordedEvents) }),
  event: eventEntity.item,
  member: memberEntity.item,
  staff: staffEntity.item,
  attendanceSheet: attendanceSheetEntity.item,
  makeup: makeupEntity.item,
  /** In the home cohort: the member made the unit up in the host (its attendance report's y(M)). */
  makeupAway: (m: MakeupRecord) => makeupAwayEntity.item({ home_cohort_id: m.home_cohort_id, ...makeupAwayOf(m) }),
};

export interface CohortAggregate {
  cohort: CohortRecord;
  events: EventRecord[];
  members: MemberRecord[];
  staff: StaffRecord[];
  /** Every sheet's records (derived from `sheets`). */
  attendance: AttendanceRecord[];
  sheets: AttendanceSheet[];
  makeups: MakeupRecord[];
  /** Make-ups its members took in other (host) cohorts (the attendance report's y(M)). */
  makeupsAway: MakeupAwayRecord[];
  /** Certificates issued to its members, voided ones included (certificates.ts `isActiveCertificate`). */
  certificates: CertificateRecord[];
  /** The META item's summary: names and e-mails of everyone on the cohort. */
  summary: CohortSummary;
}

/**
 * The whole cohort in one Query (paged by DynamoDB past 1 MB). A save still being written (more
 * than one transaction: cohort-save-log.ts) is read as finished, and finished.
 */
export async function loadCohort(cohortId: number): Promise<CohortAggregate | undefined> {
  const items = await settlePartition(
    await queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': PARTITION.cohort(cohortId) },
    }),
  );
  const byType = (type: string) => items.filter((item) => item.type === type);
  const meta = cohortEntity.of(byType(cohortEntity.type)[0]);
  if (!meta) return undefined;
  const sheets = byType(attendanceSheetEntity.type).map(attendanceSheetEntity.fromItem);
  return {
    cohort: meta.cohort,
    events: byType(eventEntity.type).map(eventEntity.fromItem),
    members: byType(memberEntity.type).map(memberEntity.fromItem),
    staff: byType(staffEntity.type).map(staffEntity.fromItem),
    attendance: sheets.flatMap(attendanceRecords),
    sheets,
    summary: meta.summary,
    makeups: byType(makeupEntity.type).map(makeupEntity.fromItem),
    makeupsAway: byType(makeupAwayEntity.type).map((item) => {
      const { home_cohort_id: _home, ...away } = makeupAwayEntity.fromItem(item);
      return away;
    }),
    certificates: byType(certificateEntity.type).map(certificateEntity.fromItem),
  };
}

export interface UserCohortLink {
  cohort_id: number;
  role: 'member' | 'staff' | 'makeup';
  staff_type?: StaffType;
  unit?: string;
}

const LINK_ROLES: readonly UserCohortLink['role'][] = ['member', 'staff', 'makeup'];

/** Every cohort a person belongs to, as member, staff or make-up guest: one Query on GSI1. */
export async function cohortsOfUser(userId: number): Promise<UserCohortLink[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEX.byUser,
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :sk)',
      ExpressionAttributeValues: byUserCohorts(userId),
      ProjectionExpression: 'cohort_id, #type, staff_type, #unit',
      ExpressionAttributeNames: { '#type': 'type', '#unit': 'unit' },
    }),
  );
  return (out.Items ?? []).map((item) => ({
    cohort_id: Number(item.cohort_id),
    role: attr.oneOf(LINK_ROLES, item.type),
    staff_type: item.staff_type === undefined ? undefined : attr.oneOf(STAFF_TYPES, item.staff_type),
    unit: item.unit === undefined ? undefined : attr.string(item.unit),
  }));
}

/** The cohorts of some states: one Query per state on GSI1 (STATE#<id>). */
export async function cohortsOfStates(stateIds: readonly number[]): Promise<CohortRecord[]> {
  const perState = await Promise.all(
    stateIds.map((stateId) =>
      queryAll({
        IndexName: INDEX.byUser,
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': statePartition(stateId) },
      }),
    ),
  );
  return perState.flat().map((item) => cohortEntity.fromItem(item).cohort);
}

/** Events starting in one month (`YYYY-MM`), in date order: one Query on GSI2. */
export async function eventsOfMonth(month: string): Promise<EventRecord[]> {
  const items = await queryAll({
    IndexName: INDEX.eventsByMonth,
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': monthPartition(month) },
  });
  return items.map(eventEntity.fromItem);
}

/** Some cohorts' META facts (id, course, state) in one BatchGetItem per 100. */
export async function cohortFacts(ids: readonly number[]): Promise<Array<Pick<CohortRecord, 'id' | 'course_id' | 'state_id'>>> {
  const items = await getAll(
    [...new Set(ids)].map((id) => cohortEntity.key(id)),
    { projection: 'id, course_id, state_id' },
  );
  return items.map((item) => ({ id: Number(item.id), course_id: Number(item.course_id), state_id: Number(item.state_id) }));
}

/**
 * A member's Form checkbox. The summary does not show it, so the META item is left alone.
 * False when the person is not (or no longer) a member of the cohort.
 */
export async function setMemberAlpForm(cohortId: number, userId: number, status: MemberRecord['alp_form']): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: memberEntity.key(cohortId, userId),
        UpdateExpression: 'SET alp_form = :status',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':status': status },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
