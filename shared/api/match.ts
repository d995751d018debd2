/**
 * Matches a concrete request path against the route table the way API Gateway does:
 * literal segments beat variables, so `/api/support/session/state` wins over
 * `/api/support/session/{id}`. Used by the local gateway and by tests.
 */
import { ROUTES, type RouteDefinition } from './routes.ts';

interface CompiledRoute {
  route: RouteDefinition;
  segments: string[];
}

const COMPILED: CompiledRoute[] = ROUTES.map((route) => ({ route, segments: route.path.split('/') }));

export interface RouteMatch {
  route: RouteDefinition;
  pathParameters: Record<string, string>;
}

export function matchRoute(method: string, path: string): RouteMatch | undefined {
  const parts = path.replace(/\/+$/, '').split('/');
  let best: { match: RouteMatch; literals: number } | undefined;
  for (const { route, segments } of COMPILED) {
    if (route.method !== method || segments.length !== parts.length) continue;
    const pathParameters: Record<string, string> = {};
    let literals = 0;
    let ok = true;
    for (let i = 0; i < segments.length; i += 1) {
      const segment = segments[i];
      const variable = /^\{(\w+)\}$/.exec(segment);
      if (variable) {
        if (parts[i] === '') {
          ok = false;
          break;
        }
        pathParameters[variable[1]] = safeDecode(parts[i]);
      } else if (segment === parts[i]) {
        literals += 1;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || literals > best.literals)) best = { match: { route, pathParameters }, literals };
  }
  return best?.match;
}

/** True when some route has this path with another method (for a 405 rather than a 404). */
export function pathExists(path: string): boolean {
  return ['GET', 'POST', 'PUT', 'DELETE'].some((method) => matchRoute(method, path) !== undefined);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
