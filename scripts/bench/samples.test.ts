import { describe, expect, it } from 'vitest';
import { ROUTE_BY_KEY, ROUTES, type RouteKey } from '../../shared/api/routes.ts';
import { accountFor, fillPath, planCall, type BenchData } from './samples.ts';

const DATA: BenchData = {
  password: 'pw',
  today: '2026-02-11',
  cohortId: 1,
  postId: 5001,
  eventId: 4,
  unitId: '2',
  courseKey: 'cohort39',
  courseId: 10,
  stateId: 1,
  districtId: 3,
  accounts: {
    'senior.admin': { id: 1, roles: ['senior_admin', 'administrator'] },
    participant: { id: 9, roles: ['participant'] },
    'bench.certificates': { id: 900000000, roles: ['certificates'] },
  },
  hasCohorts: true,
};
const route = (key: RouteKey) => ROUTE_BY_KEY.get(key)!;

describe('samples', () => {
  it('has a default for every path parameter of the route table', () => {
    for (const r of ROUTES) expect(() => planCall(r, DATA)).not.toThrow();
  });

  it('fills paths from the seeded ids', () => {
    expect(fillPath(route('GET /api/get_roster_info/{cohortId}/{eventId}'), DATA)).toBe('/api/get_roster_info/1/4');
    expect(fillPath(route('GET /api/calendar_data/{start}/{end}'), DATA)).toBe('/api/calendar_data/2026-02-01/2026-02-28');
    expect(fillPath(route('GET /api/user_schedule/{course}/{userId}/{cohortId}'), DATA)).toBe('/api/user_schedule/cohort39/9/1');
  });

  it('probes write routes without a sample with ids that do not exist and an empty body', () => {
    const plan = planCall(route('DELETE /api/user/{id}'), DATA);
    expect(plan).toMatchObject({ probeOnly: true, path: '/api/user/999999999', sample: { body: {} } });
  });

  it('calls as senior.admin unless its roles do not allow the route', () => {
    expect(accountFor('user_admin', DATA)).toBe('senior.admin');
    expect(accountFor('certificates_void', DATA)).toBe('bench.certificates');
    expect(accountFor('public', DATA)).toBeNull();
    expect(planCall(route('POST /api/login'), DATA).sample).toMatchObject({ as: null, slow: true, body: { username: 'senior.admin', password: 'pw' } });
    expect(planCall(route('GET /api/keepalive'), DATA)).toMatchObject({ probeOnly: false, sample: { as: 'senior.admin' } });
  });
});
