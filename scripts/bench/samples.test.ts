import { safeParse, type $ZodType } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../shared/api/contracts.ts';
import { matchRoute } from '../../shared/api/match.ts';
import { ROUTE_BY_KEY, ROUTES, type RouteKey } from '../../shared/api/routes.ts';
import type { DashboardFilters } from '../../shared/dashboard/types.ts';
import { accountFor, callLabel, fillPath, monthGrid, planCalls, type BenchData, type SampleTools } from './samples.ts';

const DATA: BenchData = {
  password: 'pw',
  today: '2026-02-11',
  cohortId: 1,
  cohortName: 'PA Pittsburgh EDP 2025 #1',
  postId: 5001,
  eventId: 4,
  unitId: '2',
  courseKey: 'cohort39',
  courseId: 10,
  stateId: 1,
  districtId: 3,
  facilitatorCohort: { id: 15, courseId: 12, stateId: 2 },
  accounts: {
    'senior.admin': { id: 1, roles: ['senior_admin', 'administrator'] },
    manager: { id: 3, roles: ['nisl_manager'] },
    facilitator: { id: 5, roles: ['facilitator_national'] },
    coordinator: { id: 7, roles: ['state_coordinator'] },
    participant: { id: 9, roles: ['participant'] },
    'bench.certificates': { id: 900000000, roles: ['certificates'] },
  },
  hasCohorts: true,
  projects: { cohortId: 3, files: 4 },
  makeupCohortId: 5,
  surveyUnit: '2',
};
const route = (key: RouteKey) => ROUTE_BY_KEY.get(key)!;
const planOf = (key: RouteKey) => planCalls(route(key), DATA);
const filtersOf = (query: Record<string, string> | undefined) => JSON.parse(query?.filters ?? '{}') as Partial<DashboardFilters>;
const tools = (answers: Record<string, unknown> = {}): SampleTools & { gets: string[] } => {
  const gets: string[] = [];
  return {
    gets,
    login: async () => 'token',
    getJson: async (path, as) => {
      gets.push(typeof as === 'string' ? path : `${path} with ${as.token}`);
      return answers[path];
    },
  };
};

describe('samples', () => {
  it('has a default for every path parameter of the route table', () => {
    for (const r of ROUTES) expect(() => planCalls(r, DATA)).not.toThrow();
  });

  it('fills paths from the seeded ids', () => {
    expect(fillPath(route('GET /api/get_roster_info/{cohortId}/{eventId}'), DATA)).toBe('/api/get_roster_info/1/4');
    expect(fillPath(route('GET /api/calendar_data/{start}/{end}'), DATA)).toBe('/api/calendar_data/2026-02-01/2026-02-28');
    expect(fillPath(route('GET /api/user_schedule/{course}/{userId}/{cohortId}'), DATA)).toBe('/api/user_schedule/cohort39/9/1');
  });

  it('probes write routes without a sample with ids that do not exist and an empty body', () => {
    expect(planOf('DELETE /api/user/{id}')).toMatchObject([{ probeOnly: true, path: '/api/user/999999999', sample: { body: {} } }]);
  });

  it('calls as senior.admin unless its roles do not allow the route', () => {
    expect(accountFor('user_admin', DATA)).toBe('senior.admin');
    expect(accountFor('certificates_void', DATA)).toBe('bench.certificates');
    expect(accountFor('public', DATA)).toBeNull();
    expect(planOf('POST /api/login')[0].sample).toMatchObject({ as: null, slow: true, body: { username: 'senior.admin', password: 'pw' } });
    expect(planOf('GET /api/keepalive')).toMatchObject([{ probeOnly: false, sample: { as: 'senior.admin' } }]);
  });
});

describe('refusals measured on purpose', () => {
  it('ends a Login As it opened untimed, back to senior.admin', async () => {
    const [plan] = planOf('GET /api/user/loginas/{target}/true');
    expect(plan.path).toBe('/api/user/loginas/1/true');
    expect(plan.sample.expect).toBeUndefined();
    const t = tools({ '/api/user/loginas/9/false': { token: 'acting' } });
    expect(await plan.sample.prepare!(t)).toEqual({ token: 'acting' });
    expect(t.gets).toEqual(['/api/user/loginas/9/false with token']);
  });

  it('expects the refusal where the sample measures one, and says so', () => {
    const expected = (key: RouteKey) => planOf(key).map((p) => p.sample.expect);
    expect(expected('DELETE /api/cohort/{id}')).toEqual([409]);
    expect(expected('GET /api/certificate/verify/{code}')).toEqual([404]);
    expect(expected('GET /api/certificate/credential/{code}')).toEqual([404]);
    expect(expected('GET /api/certifications/{cohortId}')).toEqual([422]);
    expect(expected('GET /api/reissue_certificate/{id}')).toEqual([404]);
    expect(expected('GET /api/download-absent-report')).toEqual([404]);
    expect(expected('GET /api/download-cohort-data')).toEqual([undefined]);
    expect(expected('GET /api/get_projects_by_cohort/{cohortId}')).toEqual([undefined]);
    expect(planCalls(route('GET /api/get_projects_by_cohort/{cohortId}'), { ...DATA, projects: null })[0].sample.expect).toBe(422);
    for (const key of Object.keys(CONTRACTS) as RouteKey[])
      for (const plan of planOf(key)) if (plan.sample.expect) expect(plan.sample.note, key).toBeTruthy();
  });
});

describe('cohort form', () => {
  it("saves a new cohort with the seeded cohorts' people, each staff member in the role the seed gave them", async () => {
    const staff = [
      { user_id: 5, staff_type: 'facilitator', units: ['1'] },
      { user_id: 6, staff_type: 'webinar', units: ['all'] },
    ];
    const t = tools({
      '/api/cohort/1': { values: { participants: [20, 21], staff } },
      '/api/cohort/2': { values: { participants: [21, 22], staff: [{ user_id: 5, staff_type: 'cofacilitator', units: ['all'] }] } },
    });
    const [plan] = planOf('POST /api/cohort');
    const { body } = await plan.sample.prepare!(t);
    expect(body).toMatchObject({
      course_id: 10,
      state_id: 1,
      participants: [20, 21, 22],
      staff: [
        { user_id: 5, staff_type: 'facilitator', units: ['all'] },
        { user_id: 6, staff_type: 'webinar', units: ['all'] },
      ],
    });
    expect(safeParse(CONTRACTS['POST /api/cohort'].body, body).success).toBe(true);
  });
});

describe('variants', () => {
  it('measures the dashboard list four ways, each named', () => {
    const plans = planOf('GET /api/dashboard_data');
    expect(plans.map((p) => [p.sample.variant, p.sample.as, p.sample.query?.from])).toEqual([
      ['page 1, no filters', 'manager', 'today'],
      ['filters: courses+states+facilitator', 'manager', 'today'],
      ['past', 'manager', 'past'],
      ['state coordinator', 'coordinator', 'today'],
    ]);
    expect(filtersOf(plans[0].sample.query)).toMatchObject({ courses: [], states: [], facilitators: [], check_past: false });
    expect(filtersOf(plans[1].sample.query)).toMatchObject({ courses: [12], states: [2], facilitators: [5] });
    expect(filtersOf(plans[2].sample.query)).toMatchObject({ check_past: true });
    expect(callLabel({ key: plans[2].route.key, variant: plans[2].sample.variant })).toBe('GET /api/dashboard_data [past]');
  });

  it('leaves out the facilitator filter when the seed has no demo facilitator', () => {
    const { facilitator: _f, ...accounts } = DATA.accounts;
    const [, filtered] = planCalls(route('GET /api/dashboard_data'), { ...DATA, accounts, facilitatorCohort: null });
    expect(filtersOf(filtered.sample.query)).toMatchObject({ courses: [10], states: [1], facilitators: [] });
  });

  it('measures the calendar on the month grid around today as the page asks, complete, my schedule and a unit schedule, and once every event', () => {
    expect(monthGrid('2026-02-11')).toEqual({ start: '2026-02-01', end: '2026-03-14' });
    expect(monthGrid('2026-11-21')).toEqual({ start: '2026-11-01', end: '2026-12-12' });
    expect(monthGrid('2026-07-04')).toEqual({ start: '2026-06-28', end: '2026-08-08' });
    const plans = planOf('GET /api/calendar_data/{start}/{end}');
    expect(plans.map((p) => [p.sample.variant, p.sample.as, p.path])).toEqual([
      ['complete', 'manager', '/api/calendar_data/2026-02-01/2026-03-14'],
      ['my_schedule', 'facilitator', '/api/calendar_data/2026-02-01/2026-03-14'],
      ['complete, filters {"unit":"4"}', 'manager', '/api/calendar_data/2026-02-01/2026-03-14'],
      ['complete, every event: the documented answer, no page asks it', 'manager', '/api/calendar_data/2026-02-01/2026-03-14'],
    ]);
    expect(plans[1].sample.query?.calendar).toBe('my_schedule');
    expect(JSON.parse(plans[2].sample.query!.filters)).toMatchObject({ unit: '4' });
    expect(plans.map((p) => p.sample.query?.per_day)).toEqual(['4', '4', '4', undefined]);
  });

  it('searches cohorts by the first letters of a seeded name', () => {
    expect(planOf('GET /api/searchCohort/{text}')[0].path).toBe('/api/searchCohort/PA%20P');
  });

  it('builds the ALP body once from the first dashboard page', async () => {
    const page = { nisl_ids: [4, 5], cohort_user_ids: [40, 50], cohort_participants: { 4: [40], 5: [50] }, events: [] };
    const t = tools({ '/api/dashboard_data': page });
    const [plan] = planOf('POST /api/get_alp_data');
    const first = await plan.sample.prepare!(t);
    const second = await plan.sample.prepare!(t);
    expect(first.body).toEqual({ nisl_ids: [4, 5], cohort_user_ids: [40, 50], cohort_participants: { 4: [40], 5: [50] } });
    expect(second.body).toBe(first.body);
    expect(t.gets).toEqual(['/api/dashboard_data']);
  });

  it('sends what the dashboard and calendar contracts accept', () => {
    const keys = Object.keys(CONTRACTS).filter((k) =>
      /dashboard_data|filter-cohort|searchCohort|get_alp_data|calendar_|get-years|save-busy-days|saveFilters/.test(k),
    ) as RouteKey[];
    expect(keys).toHaveLength(10);
    for (const key of keys) {
      const contract = CONTRACTS[key as keyof typeof CONTRACTS] as { query?: $ZodType; body?: $ZodType };
      for (const plan of planOf(key)) {
        const label = callLabel({ key, variant: plan.sample.variant });
        if (contract.query) expect(safeParse(contract.query, plan.sample.query ?? {}).success, label).toBe(true);
        if (contract.body && !plan.sample.prepare) expect(safeParse(contract.body, plan.sample.body ?? {}).success, label).toBe(true);
      }
    }
  });
});

describe('roster reports', () => {
  const ROSTER_KEYS: RouteKey[] = [
    'GET /api/get_roster_info/{cohortId}/{eventId}',
    'GET /api/get_attendance_report/{cohortId}',
    'GET /api/export_attendance_report/{cohortId}',
    'GET /api/get_absence/{cohortId}',
    'GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}',
    'GET /api/rosterReport/{cohortId}/{eventId}',
    'GET /api/get_projects_by_cohort/{cohortId}',
    'GET /api/getSurveyResponsePresentation',
  ];

  it('asks for a past unit of the sample cohort, the sign-in sheet in both name orders as the web does', () => {
    expect(planOf('GET /api/get_roster_info/{cohortId}/{eventId}').map((p) => p.path)).toEqual(['/api/get_roster_info/1/4']);
    expect(planOf('GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}').map((p) => [p.sample.variant, p.path])).toEqual([
      ['first names first', '/api/sing_in_file/1/4/false/false'],
      ['last names first', '/api/sing_in_file/1/4/false/true'],
    ]);
    expect(planOf('GET /api/rosterReport/{cohortId}/{eventId}').map((p) => p.path)).toEqual(['/api/rosterReport/1/4']);
  });

  it('reads the Unit Evaluation Report of a unit with stored answers, with the cohort post id', () => {
    const [plan] = planOf('GET /api/getSurveyResponsePresentation');
    expect(plan.sample.query).toEqual({ cohortId: '1', unit: '2', postId: '5001' });
    const [none] = planCalls(route('GET /api/getSurveyResponsePresentation'), { ...DATA, surveyUnit: null, unitId: '3' });
    expect(none.sample.query?.unit).toBe('3');
    expect(none.sample.note).toMatch(/no stored answers/);
  });

  it('downloads All Projects of a cohort with project files, else says 422 is expected', () => {
    expect(planOf('GET /api/get_projects_by_cohort/{cohortId}').map((p) => [p.path, p.sample.note])).toEqual([
      ['/api/get_projects_by_cohort/3', 'cohort 3: zip of 4 project files streamed from S3, 303 to a presigned link'],
    ]);
    const [none] = planCalls(route('GET /api/get_projects_by_cohort/{cohortId}'), { ...DATA, projects: null });
    expect(none.path).toBe('/api/get_projects_by_cohort/1');
    expect(none.sample.note).toMatch(/422/);
  });

  it('adds the home cohort of a make-up to the reports that read the host cohorts too', () => {
    for (const key of [
      'GET /api/get_attendance_report/{cohortId}',
      'GET /api/export_attendance_report/{cohortId}',
      'GET /api/get_absence/{cohortId}',
    ] as RouteKey[]) {
      const plans = planOf(key);
      expect(plans.map((p) => p.path.split('/').at(-1))).toEqual(['1', '5']);
      expect(plans.map((p) => p.sample.variant)).toEqual(['cohort 1', 'cohort 5: a member made a unit up elsewhere']);
      expect(planCalls(route(key), { ...DATA, makeupCohortId: null }).map((p) => [p.path.split('/').at(-1), p.sample.variant])).toEqual([
        ['1', undefined],
      ]);
    }
  });

  it('sends what the roster contracts accept (path parameters and query)', () => {
    for (const key of ROSTER_KEYS) {
      const contract = CONTRACTS[key as keyof typeof CONTRACTS] as { params?: $ZodType; query?: $ZodType };
      for (const plan of planOf(key)) {
        const label = callLabel({ key, variant: plan.sample.variant });
        expect(plan.sample.as, label).toBe('senior.admin');
        const match = matchRoute('GET', plan.path);
        expect(match?.route.key, label).toBe(key);
        if (contract.params) expect(safeParse(contract.params, match!.pathParameters).success, label).toBe(true);
        if (contract.query) expect(safeParse(contract.query, plan.sample.query ?? {}).success, label).toBe(true);
      }
    }
  });
});
