import { safeParse } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { PROFILE_CONTRACTS, profileBody } from '../../shared/profile/contract.ts';
import { ROUTE_BY_KEY, type RouteKey } from '../../shared/api/routes.ts';
import type { OwnProfile } from '../../shared/profile/types.ts';
import { planCalls, type BenchData, type SampleTools } from './samples.ts';

const DATA = {
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
  districtId: 101,
  facilitatorCohort: null,
  accounts: { 'senior.admin': { id: 1, roles: ['senior_admin', 'administrator'] }, participant: { id: 9, roles: ['participant'] } },
  hasCohorts: true,
  projects: null,
  makeupCohortId: null,
  surveyUnit: null,
} satisfies BenchData;

/** The demo participant's record as the seed writes it (scripts/seed/organisation.ts makeUser). */
const SEEDED: OwnProfile = {
  id: 9,
  username: 'participant',
  first_name: 'Pat',
  last_name: 'Participant',
  job_title: 'Teacher Leader',
  job_function: [1],
  phone: '2025550109',
  phone_extension: null,
  email: 'participant@portal.example.org',
  email_assign: 'work',
  state_id: 2,
  district_id: 201,
  school_id: 2011,
  ppid: null,
  iu: null,
  avatar: null,
  first_time: false,
  required_data: false,
  version: 7,
};

const plan = (key: RouteKey) => planCalls(ROUTE_BY_KEY.get(key)!, DATA);
const tools = (profile: OwnProfile): SampleTools & { gets: string[] } => {
  const gets: string[] = [];
  return {
    gets,
    login: async () => 'token',
    getJson: async (path) => {
      gets.push(path);
      return profile;
    },
  };
};

describe('profile samples', () => {
  it("saves the participant's own record with its own values at the version just read", async () => {
    const [call] = plan('PUT /api/user/{id}');
    expect(call.path).toBe('/api/user/9');
    expect(call.sample.as).toBe('participant');
    const t = tools(SEEDED);
    const { body } = await call.sample.prepare!(t);
    expect(t.gets).toEqual(['/api/user/profile']);
    const parsed = safeParse(profileBody, body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ state_id: 2, district_id: 201, school_id: 2011, phone: '2025550109', version: 7 });
  });

  it('completes a record the seed left without a place with the bench state and its district', async () => {
    const [call] = plan('PUT /api/user/{id}');
    const { body } = await call.sample.prepare!(tools({ ...SEEDED, state_id: null, district_id: null, school_id: null, phone: null }));
    const parsed = safeParse(profileBody, body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ state_id: 1, district_id: 101, school_id: null, ppid: '1234567', iu: '1' });
  });

  it('uploads a PNG as multipart and follows a photo address without a token', async () => {
    const [upload] = plan('POST /api/user/update/avatar');
    const { body } = await upload.sample.prepare!(tools(SEEDED));
    expect(body).toBeInstanceOf(FormData);
    const file = (body as FormData).get('avatar') as File;
    expect(new Uint8Array(await file.arrayBuffer()).subarray(0, 4)).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));

    const [serve] = plan('GET /api/avatar/{userId}/{file}');
    expect(serve.sample.as).toBeNull();
    const [, , , userId, name] = serve.path.split('/');
    expect(safeParse(PROFILE_CONTRACTS['GET /api/avatar/{userId}/{file}'].params, { userId, file: name }).success).toBe(true);
  });
});
