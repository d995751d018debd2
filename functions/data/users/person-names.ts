/**
 * Names of the people recorded as having created or changed something (created_by,
 * updated_by…), cached in the Lambda for a minute as reference data is: the same few
 * administrators are named again and again, so a warm Lambda names them without a read and a
 * page load keeps within its round trips (ARCHITECTURE §7). A renamed person may show their old
 * name for up to a minute.
 */
import { getAll } from '../table/batch.ts';
import { cohortEntity } from '../cohorts/cohorts.ts';
import { userProfileEntity } from './users.ts';

const NAME_CACHE_MS = 60_000;
/** Past this many people the cache starts again rather than grow without bound. */
const MAX_CACHED = 1_000;

const cache = new Map<number, { name: { first: string; last: string } | null; at: number }>();

/** Each id's first and last name, or null when no such account exists (cached as above). */
async function namesOf(
  ids: Iterable<number | null | undefined>,
  now: number,
): Promise<Map<number, { first: string; last: string } | null>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  const missing = wanted.filter((id) => {
    const hit = cache.get(id);
    return !hit || now - hit.at >= NAME_CACHE_MS;
  });
  if (missing.length) {
    const found = await getAll(
      missing.map((id) => userProfileEntity.key(id)),
      { projection: 'id, first_name, last_name' },
    );
    const names = new Map(
      found.map((item) => [Number(item.id), { first: String(item.first_name ?? ''), last: String(item.last_name ?? '') }]),
    );
    if (cache.size + missing.length > MAX_CACHED) cache.clear();
    for (const id of missing) cache.set(id, { name: names.get(id) ?? null, at: now });
  }
  return new Map(wanted.map((id) => [id, cache.get(id)?.name ?? null]));
}

/** Each id's "first last", or null when no such account exists. */
export async function personNames(ids: Iterable<number | null | undefined>, now = Date.now()): Promise<Map<number, string | null>> {
  const names = await namesOf(ids, now);
  return new Map([...names].map(([id, name]) => [id, name ? `${name.first} ${name.last}`.trim() : null]));
}

/** Each id's last name (the Cohort Builder list's Created and Modified), or null when no such account exists. */
export async function personLastNames(ids: Iterable<number | null | undefined>, now = Date.now()): Promise<Map<number, string | null>> {
  const names = await namesOf(ids, now);
  return new Map([...names].map(([id, name]) => [id, name ? name.last : null]));
}

/**
 * People's "first last" and cohorts' names, read fresh in one BatchGetItem (none when there are
 * no ids): a list that names both stays within its round trips.
 */
export async function peopleAndCohortNames(
  people: Iterable<number>,
  cohorts: Iterable<number>,
): Promise<{ people: Map<number, string>; cohorts: Map<number, string> }> {
  const keys = [...[...people].map((id) => userProfileEntity.key(id)), ...[...cohorts].map((id) => cohortEntity.key(id))];
  const items = keys.length ? await getAll(keys, { projection: 'PK, id, first_name, last_name, #name', names: { '#name': 'name' } }) : [];
  const named = { people: new Map<number, string>(), cohorts: new Map<number, string>() };
  for (const item of items) {
    const id = Number(item.id);
    if (item.PK === cohortEntity.key(id).PK) named.cohorts.set(id, String(item.name));
    else named.people.set(id, `${item.first_name} ${item.last_name}`.trim());
  }
  return named;
}
