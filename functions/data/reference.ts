/**
 * Reference data: roles, courses, delivery models, states, districts, schools, job functions,
 * meeting types (settings: settings.ts). Small and read on almost every request, so each kind is one
 * Query (REF#<KIND>) cached in the Lambda's memory for a short while.
 */
import type { Course } from '../../shared/api/types/records.ts';
import { attr } from './entity.ts';
import { queryAll } from './query.ts';
import { GSI, KEY } from './table.ts';

export type { Course } from '../../shared/api/types/records.ts';
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

/** How each kind's sort key is formed: districts under their state, schools under their district. */
export function referenceKey<K extends ReferenceKind>(kind: K, item: ReferenceKinds[K]): { PK: string; SK: string } {
  switch (kind) {
    case 'DISTRICT': {
      const d = item as District;
      return KEY.reference(kind, `${d.state_id}#${d.id}`);
    }
    case 'SCHOOL': {
      const s = item as School;
      return KEY.reference(kind, `${s.district_id}#${s.id}`);
    }
    default:
      return KEY.reference(kind, String((item as { id: number }).id).padStart(6, '0'));
  }
}

/** The kinds the dashboard and calendar show: on the cohort directory's change feed (table.ts). */
const DIRECTORY_KINDS: ReadonlySet<ReferenceKind> = new Set(['COURSE', 'DELIVERY_MODEL', 'STATE', 'MEETING_TYPE']);

/** `updatedAt` places a directory kind's change on the feed; writers pass the time of the change. */
export function referenceItem<K extends ReferenceKind>(
  kind: K,
  item: ReferenceKinds[K],
  updatedAt = new Date().toISOString(),
): Record<string, unknown> {
  const key = referenceKey(kind, item);
  const feed = DIRECTORY_KINDS.has(kind) ? GSI.changes('DIRECTORY', updatedAt, `${key.PK}#${key.SK}`) : {};
  return { ...key, type: `ref_${kind.toLowerCase()}`, ...feed, ...item };
}

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

const CACHE_MS = { default: 60_000 } as const;
const cache = new Map<string, { at: number; items: unknown[] }>();

function partition(pk: string, skPrefix?: string): Promise<Record<string, unknown>[]> {
  return queryAll({
    KeyConditionExpression: skPrefix ? 'PK = :pk AND begins_with(SK, :sk)' : 'PK = :pk',
    ExpressionAttributeValues: skPrefix ? { ':pk': pk, ':sk': skPrefix } : { ':pk': pk },
  });
}

function clean<T>(item: Record<string, unknown>): T {
  const { PK: _pk, SK: _sk, GSI3PK: _feed, GSI3SK: _feedKey, type: _type, ...rest } = item;
  return rest as T;
}

/** Every item of a kind (not districts or schools: those are read by parent). */
export async function listReference<K extends Exclude<ReferenceKind, 'DISTRICT' | 'SCHOOL'>>(
  kind: K,
  now = Date.now(),
): Promise<ReferenceKinds[K][]> {
  const hit = cache.get(kind);
  if (hit && now - hit.at < CACHE_MS.default) return hit.items as ReferenceKinds[K][];
  const items = (await partition(KEY.referencePartition(kind))).map((item) => clean<ReferenceKinds[K]>(item));
  cache.set(kind, { at: now, items });
  return items;
}

/** The children of one parent (a state's districts, a district's schools), cached like a kind. */
async function childrenOf<T>(kind: 'DISTRICT' | 'SCHOOL', parentId: number, now: number): Promise<T[]> {
  const cacheKey = `${kind}#${parentId}`;
  const hit = cache.get(cacheKey);
  if (hit && now - hit.at < CACHE_MS.default) return hit.items as T[];
  const items = (await partition(KEY.referencePartition(kind), `${parentId}#`)).map((item) => clean<T>(item));
  cache.set(cacheKey, { at: now, items });
  return items;
}

export function districtsOfState(stateId: number, now = Date.now()): Promise<District[]> {
  return childrenOf<District>('DISTRICT', stateId, now);
}

/** Every district of every state (the admin filters' district choice): one Query, cached. */
export async function allDistricts(now = Date.now()): Promise<District[]> {
  const hit = cache.get('DISTRICT');
  if (hit && now - hit.at < CACHE_MS.default) return hit.items as District[];
  const items = (await partition(KEY.referencePartition('DISTRICT'))).map((item) => clean<District>(item));
  cache.set('DISTRICT', { at: now, items });
  return items;
}

export function schoolsOfDistrict(districtId: number, now = Date.now()): Promise<School[]> {
  return childrenOf<School>('SCHOOL', districtId, now);
}

export function clearReferenceCache(): void {
  cache.clear();
}

/** A writer of a kind forgets its cached copy, so that its own answer and the next read show the change. */
export function forgetReference(kind: Exclude<ReferenceKind, 'DISTRICT' | 'SCHOOL'>): void {
  cache.delete(kind);
}
