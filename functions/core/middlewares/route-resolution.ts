/**
 * Finds the route of the request in the route table by API Gateway's routeKey and checks that
 * this group serves it and has built it; a documented route not built yet answers 501.
 */
import type { MiddlewareObj } from '@middy/core';
import { createError } from '@middy/util';
import { ROUTE_BY_KEY, type RouteGroup } from '../../../shared/api/routes.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { GroupImplementations } from '../http.ts';
import { portalState } from '../state.ts';

export function routeResolution(opts: { group: RouteGroup; implementations: GroupImplementations }): MiddlewareObj {
  for (const key of Object.keys(opts.implementations)) {
    const route = ROUTE_BY_KEY.get(key);
    if (!route) throw new Error(`${key} is not in the route table`);
    if (route.group !== opts.group) throw new Error(`${key} belongs to group ${route.group}, not ${opts.group}`);
  }
  return {
    before: (request) => {
      const route = ROUTE_BY_KEY.get(request.event.routeKey);
      if (!route || route.group !== opts.group) throw createError(404, MESSAGES.notFound);
      portalState(request).route = route;
      if (!opts.implementations[route.key]) {
        throw createError(501, MESSAGES.notImplemented(route.method, route.path));
      }
    },
  };
}
