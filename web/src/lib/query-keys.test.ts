import { QueryClient } from '@tanstack/react-query';
import { ROUTE_BY_KEY, type RouteKey } from '@shared/api/routes';
import { describe, expect, it } from 'vitest';
import { groupQueryKey, routeQueryKey, routesQueryFilter } from './query-keys';

/** A client holding one settled entry per key, so that filters can be tried on it. */
function cacheWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'data');
  return client;
}

const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('query keys', () => {
  it('names a query by its route group, its route key and its parameters', () => {
    expect(routeQueryKey('GET /api/role')).toEqual(['roles', 'GET /api/role']);
    expect(routeQueryKey('GET /api/get_roster_info/{cohortId}/{eventId}', 11, 2)).toEqual([
      'roster',
      'GET /api/get_roster_info/{cohortId}/{eventId}',
      11,
      2,
    ]);
    expect(routeQueryKey('GET /api/participantCertificate', { page: 1 })).toEqual([
      'certificates',
      'GET /api/participantCertificate',
      { page: 1 },
    ]);
  });

  it("takes the group from the route table's row", () => {
    for (const [key, route] of ROUTE_BY_KEY) expect(routeQueryKey(key as RouteKey)[0]).toBe(route.group);
  });

  it('refuses a key the table does not have', () => {
    expect(() => routeQueryKey('GET /api/nothing' as RouteKey)).toThrow('Unknown route GET /api/nothing');
  });

  it("invalidates a route's queries, a group's, or several routes'", async () => {
    const roster = routeQueryKey('GET /api/get_roster_info/{cohortId}/{eventId}', 11, 2);
    const otherCohort = routeQueryKey('GET /api/get_roster_info/{cohortId}/{eventId}', 12, 2);
    const units = routeQueryKey('GET /api/get_events_list/{cohortId}', 11);
    const roles = routeQueryKey('GET /api/role');
    const keys = [roster, otherCohort, units, roles];

    let client = cacheWith(keys);
    await client.invalidateQueries({ queryKey: routeQueryKey('GET /api/get_roster_info/{cohortId}/{eventId}', 11) });
    expect(invalidated(client)).toEqual([roster]);

    client = cacheWith(keys);
    await client.invalidateQueries({ queryKey: groupQueryKey('roster') });
    expect(invalidated(client)).toEqual([roster, otherCohort, units]);

    client = cacheWith(keys);
    await client.invalidateQueries(routesQueryFilter('GET /api/get_events_list/{cohortId}', 'GET /api/role'));
    expect(invalidated(client)).toEqual([units, roles]);
  });

  it('leaves keys that name no route alone', async () => {
    const client = cacheWith([['portal-config'], routeQueryKey('GET /api/boms')]);
    await client.invalidateQueries(routesQueryFilter('GET /api/boms'));
    expect(invalidated(client)).toEqual([routeQueryKey('GET /api/boms')]);
  });
});
