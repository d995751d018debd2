/**
 * The web's TanStack Query keys, named after the call a query makes: `[group, routeKey, ...rest]`,
 * the route group and the route key of the table's row (shared/api/routes.ts) followed by what
 * the call varies on (its path parameters in the path's order, then its query or body). A cached
 * entry tells which call it holds, and two hooks that make the same call share one entry.
 *
 * Invalidating `routeQueryKey(key)` or `routeQueryKey(key, firstParam)` reaches that route's
 * queries (keys are matched as prefixes), `groupQueryKey(group)` every query of the group, and
 * `routesQueryFilter(...keys)` the queries of several routes at once.
 */
import type { Query } from '@tanstack/react-query';
import type { RouteGroup } from '@shared/api/route-group';
import { ROUTE_BY_KEY, type RouteKey } from '@shared/api/routes';

/** The key of a query that calls route K. */
export function routeQueryKey<K extends RouteKey, R extends unknown[]>(key: K, ...rest: R): readonly [RouteGroup, K, ...R] {
  const route = ROUTE_BY_KEY.get(key);
  if (!route) throw new Error(`Unknown route ${key}`);
  return [route.group, key, ...rest];
}

/** The prefix of every query of one route group. */
export function groupQueryKey<G extends RouteGroup>(group: G): readonly [G] {
  return [group];
}

/** Query filters that match the queries of any of these routes, whatever their parameters. */
export function routesQueryFilter(...keys: RouteKey[]): { predicate: (query: Query) => boolean } {
  const wanted = new Set<unknown>(keys);
  return { predicate: ({ queryKey }) => wanted.has(queryKey[1]) };
}
