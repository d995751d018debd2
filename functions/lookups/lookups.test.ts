import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CohortOption,
  CourseOption,
  DistrictOption,
  EdpNislCoursesAnswer,
  SchoolOption,
  StateOption,
} from '../../shared/lookups/types.ts';
import { COHORT_OPTIONS } from '../../shared/constants.ts';
import { LOOKUPS_TEXT } from '../../shared/lookups/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { COURSES, JOB_FUNCTIONS, MEETING_TYPES, STATES } from '../../scripts/seed/reference-data.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { handler } from './handler.ts';
import { snapshotWithOldCohorts } from '../../test/integration/directory-archive.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';

useTestTable();
let token: string;
/** More cohorts than a search answers, so that the limit shows. */
const COHORTS = COHORT_OPTIONS.searchLimit + 5;

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: COHORTS,
    participantsPerCohort: [1, 1],
    unitsPerCohort: 1,
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 2,
    demoAccounts: false,
  });
  token = await sessionToken(1, ['participant']);
}, 120_000);

const get = async <T>(key: Parameters<typeof apiEvent>[0], request: Parameters<typeof apiEvent>[1] = {}) => {
  const result = await handler(apiEvent(key, { token, ...request }));
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<T>(result);
};

describe('lookups', () => {
  it('lists job functions, courses, the default course, EDP/NISL courses, states and meeting types', async () => {
    expect(await get('GET /api/job_functions')).toEqual(JOB_FUNCTIONS);
    const courses = await get<CourseOption[]>('GET /api/courses');
    expect(courses.map((c) => c.id).sort()).toEqual(COURSES.map((c) => c.id).sort());
    expect(await get('GET /api/courses/get/default-course')).toEqual({ default_course: 10 });
    const split = await get<EdpNislCoursesAnswer>('GET /api/get_edp_nisl_courses');
    expect(split.edpCourses.map((c) => c.id).sort()).toEqual(
      COURSES.filter((c) => c.is_edp)
        .map((c) => c.id)
        .sort(),
    );
    expect(split.nislCourses.map((c) => c.id).sort()).toEqual(
      COURSES.filter((c) => c.is_nisl)
        .map((c) => c.id)
        .sort(),
    );
    const states = await get<StateOption[]>('GET /api/getStates');
    expect(states.map((s) => s.name)).toEqual(STATES.map((s) => s.name).sort());
    expect(await get('GET /api/dictionary/get-states')).toEqual(states);
    expect((await get<Array<{ slug: string }>>('GET /api/meeting_types')).map((m) => m.slug).sort()).toEqual(
      MEETING_TYPES.map((m) => m.slug).sort(),
    );
  });

  it('gives the cohort options from the cohort directory, to administrators only (issue 30)', async () => {
    for (const roles of [['participant'], ['facilitator_local'], ['nisl_manager'], ['state_coordinator']]) {
      const refused = await handler(apiEvent('GET /api/cohort', { token: await sessionToken(1, roles) }));
      expect([roles[0], refused.statusCode]).toEqual([roles[0], 403]);
    }
    const cohorts = await get<CohortOption[]>('GET /api/cohort', { token: await sessionToken(2, ['administrator']) });
    expect(cohorts).toHaveLength(COHORTS);
    expect(cohorts.map((c) => c.name)).toEqual(cohorts.map((c) => c.name).sort((a, b) => a.localeCompare(b)));
    expect(cohorts[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      course_id: expect.any(Number),
      state_id: expect.any(Number),
    });
  });

  it("answers the pickers' search and chosen ids, not every cohort (issue 32)", async () => {
    const admin = await sessionToken(2, ['administrator']);
    const options = (query: Record<string, string>) => get<CohortOption[]>('GET /api/cohort', { token: admin, query });
    const all = await options({});
    // Part of a word inside the name (a city), typed in capitals.
    const part = all[0].name.split(' ')[1].slice(1, 4);
    const holding = all.filter((c) => c.name.toLowerCase().includes(part.toLowerCase()));
    expect(holding.length).toBeGreaterThan(0);
    expect(holding.length).toBeLessThan(COHORTS);
    expect(await options({ search: ` ${part.toUpperCase()} ` })).toEqual(holding.slice(0, COHORT_OPTIONS.searchLimit));
    expect(await options({ search: '#' })).toEqual(all.slice(0, COHORT_OPTIONS.searchLimit));
    const byId = await options({ search: '12' });
    expect(byId[0].id).toBe(12);
    expect(byId.slice(1)).toEqual(all.filter((c) => c.id !== 12 && c.name.includes('12')));
    expect(await options({ ids: '3,1,3' })).toEqual(all.filter((c) => c.id === 1 || c.id === 3));
    expect(await options({ search: 'no such cohort' })).toEqual([]);
    const refusal = async (ids: string) => {
      const result = await handler(apiEvent('GET /api/cohort', { token: admin, query: { ids } }));
      return [result.statusCode, parseBody<{ message: string }>(result).message];
    };
    expect(await refusal('1,x')).toEqual([422, LOOKUPS_TEXT.cohortIds]);
    const tooMany = Array.from({ length: COHORT_OPTIONS.idsLimit + 1 }, (_, i) => i + 1).join(',');
    expect(await refusal(tooMany)).toEqual([422, LOOKUPS_TEXT.tooManyCohortIds]);
  });

  it('lists archived cohorts from their facets, without loading the archive (issue 32)', async () => {
    const admin = await sessionToken(2, ['administrator']);
    const archive = await snapshotWithOldCohorts([5], 2019);
    try {
      const cohorts = await get<CohortOption[]>('GET /api/cohort', { token: admin });
      expect(cohorts).toHaveLength(COHORTS);
      expect(cohorts.find((c) => c.id === 5)).toEqual({
        id: 5,
        name: expect.any(String),
        course_id: expect.any(Number),
        state_id: expect.any(Number),
      });
      expect((await cohortDirectory({ since: nyDate() })).complete).toBe(false);
    } finally {
      await archive.restore();
    }
  });

  it("finds districts by state and part of the name, and a district's schools", async () => {
    const all = await get<DistrictOption[]>('GET /api/info-districts');
    expect(all).toHaveLength(STATES.length * 3);
    const ny = await get<DistrictOption[]>('GET /api/districts_by_state/{stateId}/{district}', { params: { stateId: '2', district: '-' } });
    expect(ny.map((d) => d.id).sort()).toEqual([201, 202, 203]);
    const buffalo = await get<DistrictOption[]>('GET /api/districts_by_state/{stateId}/{district}', {
      params: { stateId: '2', district: 'buff' },
    });
    expect(buffalo.map((d) => d.name)).toEqual(['Buffalo City School District']);
    const both = await get<DistrictOption[]>('POST /api/districts_by_states', { body: { states: [1, 2], district: 'area' } });
    expect(both.map((d) => d.id).sort()).toEqual([103, 203]);
    const schools = await get<SchoolOption[]>('GET /api/district_schools/{districtId}', { params: { districtId: '201' } });
    expect(schools.map((s) => s.id).sort()).toEqual([2011, 2012, 2013]);
    expect(await get('GET /api/district_schools/{districtId}', { params: { districtId: '999' } })).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await handler(apiEvent('GET /api/getStates'))).statusCode).toBe(401);
  });
});
