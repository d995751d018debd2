import { describe, expect, it } from 'vitest';
import { matchRoute, pathExists } from './match.ts';

describe('matchRoute', () => {
  it('prefers literal segments over variables, as API Gateway does', () => {
    expect(matchRoute('POST', '/api/support/session/state')?.route.key).toBe('POST /api/support/session/state');
    expect(matchRoute('POST', '/api/support/session/12')?.route.key).toBe('POST /api/support/session/{id}');
    expect(matchRoute('POST', '/api/user/saveFilters')?.route.key).toBe('POST /api/user/saveFilters');
  });

  it('extracts and decodes path parameters', () => {
    const match = matchRoute('GET', '/api/sing_in_file/12/34/true/false');
    expect(match?.route.key).toBe('GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}');
    expect(match?.pathParameters).toEqual({ cohortId: '12', eventId: '34', sortDesc: 'true', lastNameFirst: 'false' });
    expect(matchRoute('GET', '/api/searchCohort/New%20York')?.pathParameters).toEqual({ text: 'New York' });
  });

  it('tells both Login As variants apart by their last segment', () => {
    expect(matchRoute('GET', '/api/user/loginas/42/false')?.route.key).toBe('GET /api/user/loginas/{target}/false');
    expect(matchRoute('GET', '/api/user/loginas/abc/true')?.route.key).toBe('GET /api/user/loginas/{target}/true');
  });

  it('matches nothing for unknown paths or methods, and knows a path with another method', () => {
    expect(matchRoute('GET', '/api/nope')).toBeUndefined();
    expect(matchRoute('PATCH', '/api/login')).toBeUndefined();
    expect(matchRoute('GET', '/api/login')).toBeUndefined();
    expect(pathExists('/api/login')).toBe(true);
    expect(pathExists('/api/nope')).toBe(false);
  });
});
