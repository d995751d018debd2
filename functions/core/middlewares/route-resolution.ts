/**
 * Finds the route of the request in the route table by API Gateway's routeKey and checks that
 * this group serves it (404 otherwise).
 */
import { createError } from '@middy/util';
import { ROUTE_BY_KEY, type RouteGroup } from '../../../shared/api/routes.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { GroupImplementations } from '../http.ts';
import { portalState, type HttpMiddleware } from '../state.ts';

export function routeResolution(opts: { group: RouteGroup; implementations: GroupImplementations }): HttpMiddleware {
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
      if (route && !opts.implementations[route.key]) {
        throw createError(501, MESSAGES.notImplemented(route.method, route.path));
      }
    },
  };
}
