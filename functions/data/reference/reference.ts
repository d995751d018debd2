/**
 * Reference data: roles, courses, delivery models, states, districts, schools, job functions,
 * meeting types (settings: settings.ts). Small and read on almost every request, so each kind is one
 * Query (REF#<KIND>) cached in the Lambda's memory for a short while.
 */
import type { Course } from '../../../shared/api/records.ts';
import { attr, entity, type Entity } from '../table/entity.ts';
import { queryAll } from '../table/query.ts';
import { GSI, PARTITION } from '../table/table.ts';

export type { Course } from '../../../shared/api/records.ts';
export interface DeliveryModel {
  id: number;
  slug: string;
  name: string;
  color: string;
  text_color: string;
  is_virtual: boolean;
  is_edp_pss: boolean;
}
export interface StateRef {
  id: number;
  code: string;
  name: string;
}
export interface District {
  id: number;
  state_id: number;
  name: string;
}
export interface School {
  id: number;
  district_id: number;
  name: string;
}
export interface JobFunction {
  id: number;
  name: string;
}
export interface MeetingType {
  id: number;
  slug: string;
  name: string;
}
export interface RoleRecord {
  id: number;
  slug: string;
  name: string;
  hide: boolean;
  deleted_at: string | null;
}
export interface ReferenceKinds {
  ROLE: RoleRecord;
  COURSE: Course;
  DELIVERY_MODEL: DeliveryModel;
  STATE: StateRef;
  DISTRICT: District;
  SCHOOL: School;
  JOB_FUNCTION: JobFunction;
  MEETING_TYPE: MeetingType;
}
export type ReferenceKind = keyof ReferenceKinds;

/**
 * The records of the kinds on the directory feed, from their stored items attribute by attribute
 * (the cohort directory applies feed items: cohort-directory.ts).
 */
export const directoryReferenceOf = {
  course: (item: Record<string, unknown>): Course => ({
    id: attr.number(item.id),
    key: attr.number(item.key),
    cms_key: attr.string(item.cms_key),
    name: attr.string(item.name),
    abbreviation: attr.string(item.abbreviation),
    is_edp: attr.boolean(item.is_edp),
    is_nisl: attr.boolean(item.is_nisl),
    section_units: attr.number(item.section_units),
  }),
  deliveryModel: (item: Record<string, unknown>): DeliveryModel => ({
    id: attr.number(item.id),
    slug: attr.string(item.slug),
    name: attr.string(item.name),
    color: attr.string(item.color),
    text_color: attr.string(item.text_color),
    is_virtual: attr.boolean(item.is_virtual),
    is_edp_pss: attr.boolean(item.is_edp_pss),
  }),
  state: (item: Record<string, unknown>): StateRef => ({
    id: attr.number(item.id),
    code: attr.string(item.code),
    name: attr.string(item.name),
  }),
  meetingType: (item: Record<string, unknown>): MeetingType => ({
    id: attr.number(item.id),
    slug: attr.string(item.slug),
    name: attr.string(item.name),
  }),
};

/** How each kind's sort key is formed: districts under their state, schools under their district. */
const byId = (record: { id: number }) => String(record.id).padStart(6, '0');
const SORT_KEYS: { [K in ReferenceKind]: (record: ReferenceKinds[K]) => string } = {
  ROLE: byId,
  COURSE: byId,
  DELIVERY_MODEL: byId,
  STATE: byId,
  DISTRICT: (d) => `${d.state_id}#${d.id}`,
  SCHOOL: (s) => `${s.district_id}#${s.id}`,
  JOB_FUNCTION: byId,
  MEETING_TYPE: byId,
};

/** Each kind's record from its stored item, attribute by attribute. */
const RECORD_OF: { [K in ReferenceKind]: (item: Record<string, unknown>) => ReferenceKinds[K] } = {
  ROLE: (item) => ({
    id: attr.number(item.id),
    slug: attr.string(item.slug),
    name: attr.string(item.name),
    hide: attr.boolean(item.hide),
    deleted_at: attr.nullableString(item.deleted_at),
  }),
  COURSE: directoryReferenceOf.course,
  DELIVERY_MODEL: directoryReferenceOf.deliveryModel,
  STATE: directoryReferenceOf.state,
  DISTRICT: (item) => ({ id: attr.number(item.id), state_id: attr.number(item.state_id), name: attr.string(item.name) }),
  SCHOOL: (item) => ({ id: attr.number(item.id), district_id: attr.number(item.district_id), name: attr.string(item.name) }),
  JOB_FUNCTION: (item) => ({ id: attr.number(item.id), name: attr.string(item.name) }),
  MEETING_TYPE: directoryReferenceOf.meetingType,
};

/** The kinds the dashboard and calendar show: on the cohort directory's change feed (table.ts). */
const DIRECTORY_KINDS: ReadonlySet<ReferenceKind> = new Set(['COURSE', 'DELIVERY_MODEL', 'STATE', 'MEETING_TYPE']);

/** A reference record with the time of its change: a directory kind's place on the feed (not stored besides). */
interface StampedReference<T> {
  record: T;
  updatedAt: string;
}

type ReferenceEntity<K extends ReferenceKind> = Entity<StampedReference<ReferenceKinds[K]>, [sortKey: string]>;

const referenceItemKey = (kind: ReferenceKind, sortKey: string) => ({ PK: PARTITION.reference(kind), SK: sortKey });

/** REF#<KIND>/<sort key>, of type ref_<kind>; the directory kinds on the directory feed (GSI3). */
function referenceEntity<K extends ReferenceKind>(kind: K): ReferenceEntity<K> {
  const keyOf = ({ record }: StampedReference<ReferenceKinds[K]>) => referenceItemKey(kind, SORT_KEYS[kind](record));
  return entity({
    type: `ref_${kind.toLowerCase()}`,
    key: (sortKey: string) => referenceItemKey(kind, sortKey),
    keyOf,
    indexes: (stamped) => {
      if (!DIRECTORY_KINDS.has(kind)) return {};
      const key = keyOf(stamped);
      return GSI.changes('DIRECTORY', stamped.updatedAt, `${key.PK}#${key.SK}`);
    },
    attributes: ({ record }) => Object.fromEntries(Object.entries(record)),
    fromItem: (item) => ({ record: RECORD_OF[kind](item), updatedAt: String(item.GSI3SK ?? '').split('#')[0] }),
  });
}

const REFERENCE_ENTITIES: { [K in ReferenceKind]: ReferenceEntity<K> } = {
  ROLE: referenceEntity('ROLE'),
  COURSE: referenceEntity('COURSE'),
  DELIVERY_MODEL: referenceEntity('DELIVERY_MODEL'),
  STATE: referenceEntity('STATE'),
  DISTRICT: referenceEntity('DISTRICT'),
  SCHOOL: referenceEntity('SCHOOL'),
  JOB_FUNCTION: referenceEntity('JOB_FUNCTION'),
  MEETING_TYPE: referenceEntity('MEETING_TYPE'),
};

export function referenceKey<K extends ReferenceKind>(kind: K, item: ReferenceKinds[K]): { PK: string; SK: string } {
  return REFERENCE_ENTITIES[kind].keyOf({ record: item, updatedAt: '' });
}

/** `updatedAt` places a directory kind's change on the feed; writers pass the time of the change. */
export function referenceItem<K extends ReferenceKind>(
  kind: K,
  item: ReferenceKinds[K],
  updatedAt = new Date().toISOString(),
): Record<string, unknown> {
  return REFERENCE_ENTITIES[kind].item({ record: item, updatedAt });
}

const recordsOf = <K extends ReferenceKind>(kind: K, items: Record<string, unknown>[]): ReferenceKinds[K][] =>
  items.map((item) => REFERENCE_ENTITIES[kind].fromItem(item).record);

const CACHE_MS = { default: 60_000 } as const;
const cache = new Map<string, { at: number; items: unknown[] }>();

function partition(pk: string, skPrefix?: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: skPrefix ? 'PK = :pk AND begins_with(SK, :sk)' : 'PK = :pk',
    ExpressionAttributeValues: skPrefix ? { ':pk': pk, ':sk': skPrefix } : { ':pk': pk },
  });
}

/** Every item of a kind (not districts or schools: those are read by parent). */
export async function listReference<K extends Exclude<ReferenceKind, 'DISTRICT' | 'SCHOOL'>>(
  kind: K,
  now = Date.now(),
): Promise<ReferenceKinds[K][]> {
  const hit = cache.get(kind);
  if (hit && now - hit.at < CACHE_MS.default) return hit.items as ReferenceKinds[K][];
  const items = recordsOf(kind, await partition(PARTITION.reference(kind)));
  cache.set(kind, { at: now, items });
  return items;
}

/** The children of one parent (a state's districts, a district's schools), cached like a kind. */
async function childrenOf<K extends 'DISTRICT' | 'SCHOOL'>(kind: K, parentId: number, now: number): Promise<ReferenceKinds[K][]> {
  const cacheKey = `${kind}#${parentId}`;
  const hit = cache.get(cacheKey);
  if (hit && now - hit.at < CACHE_MS.default) return hit.items as ReferenceKinds[K][];
  const items = recordsOf(kind, await partition(PARTITION.reference(kind), `${parentId}#`));
  cache.set(cacheKey, { at: now, items });
  return items;
}

export function districtsOfState(stateId: number, now = Date.now()): Promise<District[]> {
  return childrenOf('DISTRICT', stateId, now);
}

/** Every district of every state (the admin filters' district choice): one Query, cached. */
export async function allDistricts(now = Date.now()): Promise<District[]> {
  const hit = cache.get('DISTRICT');
  if (hit && now - hit.at < CACHE_MS.default) return hit.items as District[];
  const items = recordsOf('DISTRICT', await partition(PARTITION.reference('DISTRICT')));
  cache.set('DISTRICT', { at: now, items });
  return items;
}

export function schoolsOfDistrict(districtId: number, now = Date.now()): Promise<School[]> {
  return childrenOf('SCHOOL', districtId, now);
}

export function clearReferenceCache(): void {
  cache.clear();
}

/** A writer of a kind forgets its cached copy, so that its own answer and the next read show the change. */
export function forgetReference(kind: Exclude<ReferenceKind, 'DISTRICT' | 'SCHOOL'>): void {
  cache.delete(kind);
}
