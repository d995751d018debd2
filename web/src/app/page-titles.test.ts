import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PORTAL_NAME } from '@shared/constants';
import { pageTitle } from './page-titles';
import { routes } from './router';

/** Every path of the route table, parameters filled with a sample value. */
function paths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.path !== undefined && !route.index ? [own] : [];
    return [...here, ...paths(route.children ?? [], own)];
  });
}

const sample = (path: string) =>
  path
    .replace(/:(\w+)\?/g, '$1')
    .replace(/:(\w+)/g, (_m, name: string) => (/Id$/.test(name) ? '12' : name))
    .replace(/\/\*$/, '/x');

describe('page titles', () => {
  it('names every route of the route table, each with the portal name after it', () => {
    // '/', '/dashboard' and '/foundations' only redirect: the portal's name alone while they do.
    const named = paths(routes).filter((path) => !['*', '/*', '/', '/dashboard', '/foundations'].includes(path));
    expect(named.length).toBeGreaterThan(25);
    for (const path of named) {
      const title = pageTitle(sample(path));
      expect(title, path).toMatch(new RegExp(` · ${PORTAL_NAME}$`));
      expect(title, path).not.toMatch(/^Page not found/);
    }
  });

  it('tells the pages apart, and an unknown address is a page not found', () => {
    expect(pageTitle('/dashboard/calendar')).toBe(`Calendar · ${PORTAL_NAME}`);
    expect(pageTitle('/dashboard/cohort/1/event/2/unit/3/cohort/4')).toBe(`Roster · ${PORTAL_NAME}`);
    expect(pageTitle('/admin')).toBe(`Admin · ${PORTAL_NAME}`);
    expect(pageTitle('/no/such/page')).toBe(`Page not found · ${PORTAL_NAME}`);
    expect(pageTitle('/')).toBe(PORTAL_NAME);
  });
});
