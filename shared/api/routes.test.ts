import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from '../auth/capabilities.ts';
import { ROUTE_GROUPS, ROUTES, pathFor } from './routes.ts';

/** The documented routes, vendored verbatim from the user's spec (docs/spec/README.md). */
const TSV = resolve(import.meta.dirname, '../../docs/spec/documented-routes.tsv');
/** Parameter names are not part of the contract (docs/spec/ARCHITECTURE.md §4): compare shapes. */
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

describe('route table', () => {
  const documentedRoutes = ROUTES.filter((r) => !r.notInSpec);

  it('holds the 153 documented routes, and each route once', () => {
    expect(documentedRoutes).toHaveLength(153);
    expect(new Set(ROUTES.map((r) => `${r.method} ${shape(r.path)}`)).size).toBe(ROUTES.length);
  });

  it('lists every route that is not in the spec in docs/architecture.md, with its capability', () => {
    const docs = readFileSync(resolve(import.meta.dirname, '../../docs/architecture.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## Routes not in the spec'));
    for (const route of ROUTES.filter((r) => r.notInSpec)) expect(section).toContain(`| \`${route.key}\` | ${route.capability} |`);
  });

  it('matches documented-routes.tsv: methods, paths and groups', () => {
    const documented = readFileSync(TSV, 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => {
        const [method, path, group] = line.split('\t');
        return `${method} ${shape(path)} ${group}`;
      });
    expect(documentedRoutes.map((r) => `${r.method} ${shape(r.path)} ${r.group}`).sort()).toEqual(documented.sort());
  });

  it('names every capability it uses', () => {
    for (const route of ROUTES) expect(Object.keys(CAPABILITIES)).toContain(route.capability);
  });

  it('keeps only sign-in, password recovery, certificate verification and the profile photo address public', () => {
    expect(
      ROUTES.filter((r) => r.capability === 'public')
        .map((r) => r.key)
        .sort(),
    ).toEqual([
      'GET /api/.well-known/jwks.json',
      'GET /api/avatar/{userId}/{file}',
      'GET /api/calendar-feed/{token}',
      'GET /api/certificate/credential/{code}',
      'GET /api/certificate/status-list',
      'GET /api/certificate/verify/{code}',
      'POST /api/forgot-password',
      'POST /api/login',
      'POST /api/recover-password/{token}',
    ]);
  });

  it('gives sibling routes the same variable name at the same position (API Gateway refuses otherwise)', () => {
    const byPrefix = new Map<string, Set<string>>();
    for (const route of ROUTES) {
      const segments = route.path.split('/');
      segments.forEach((segment, i) => {
        if (!segment.startsWith('{')) return;
        const prefix = `${segments.slice(0, i).join('/')}#${segments.length}`;
        if (!byPrefix.has(prefix)) byPrefix.set(prefix, new Set());
        byPrefix.get(prefix)!.add(segment);
      });
    }
    for (const [prefix, names] of byPrefix) expect({ prefix, names: [...names] }).toEqual({ prefix, names: [...names].slice(0, 1) });
  });

  it('has 23 route groups', () => {
    expect(ROUTE_GROUPS).toHaveLength(23);
  });

  it('fills path templates and encodes values', () => {
    expect(pathFor('GET /api/searchCohort/{text}', { text: 'PA Harris/burg' })).toBe('/api/searchCohort/PA%20Harris%2Fburg');
    expect(() => pathFor('GET /api/role/change/{id}')).toThrow(/Missing path parameter id/);
  });
});
