/**
 * Finds the route of the request among this group's routes (routeTableOf: its own rows of the
 * route table, so that its Lambda bundles no other group's) by API Gateway's routeKey (404 otherwise).
 */
import { createError } from '@middy/util';
import type { RouteDefinition } from '../../../shared/api/routes.ts';
import type { RouteGroup } from '../../../shared/api/route-group.ts';
import * as MESSAGES from '../../../shared/texts/general.ts';
import { implementationOf, type GroupImplementations } from '../http.ts';
import { portalState, type HttpMiddleware } from '../state.ts';

export function routeResolution(opts: {
  group: RouteGroup;
  implementations: GroupImplementations;
  routes: readonly RouteDefinition[];
}): HttpMiddleware {
  const byKey = new Map(opts.routes.map((route) => [route.key as string, route]));
  for (const route of opts.routes)
    if (route.group !== opts.group) throw new Error(`${route.key} belongs to group ${route.group}, not ${opts.group}`);
  for (const key of Object.keys(opts.implementations)) {
    if (!byKey.has(key)) throw new Error(`${key} is not a route of group ${opts.group} in the route table`);
  }
  return {
    before: (request) => {
      const route = byKey.get(request.event.routeKey);
      if (!route) throw createError(404, MESSAGES.notFound);
      portalState(request).route = route;
    },
  };
}

/**
 * After authentication and authorisation, so that a route not built yet tells only those who
 * may use it that it is not built: 501 with its method and path.
 */
export function requireImplementation(opts: { implementations: GroupImplementations }): HttpMiddleware {
  return {
    before: (request) => {
      const { route } = portalState(request);
      if (route && !implementationOf(opts.implementations, route.key)) {
        throw createError(501, MESSAGES.notImplemented(route.method, route.path));
      }
    },
  };
}
