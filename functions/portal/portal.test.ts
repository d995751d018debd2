import { beforeAll, describe, expect, it } from 'vitest';
import * as MESSAGES from '../../shared/texts/general.ts';
import { nyDate } from '../../shared/time.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { demoSessionToken, sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { handler as authHandler } from '../auth/handler.ts';
import { cohortsOfStates, cohortsOfUser, loadCohort } from '../data/cohorts/cohorts.ts';
import { findUserIdByLogin, getUser } from '../data/users/users.ts';
import { districtsOfState, listReference } from '../data/reference/reference.ts';
import type { UserData } from '../../shared/auth/types.ts';
import { handler } from './handler.ts';

useTestTable();
let participantId = 0;
let participant = '';

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 20,
    participantsPerCohort: [20, 20],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 5,
    demoAccounts: true,
  });
  participantId = (await findUserIdByLogin('participant'))!;
  participant = await sessionToken(participantId, ['participant'], 'participant');
}, 120_000);

const cms = (id: number) => COURSES.find((c) => c.id === id)!.cms_key;

describe('courses of the signed-in person', () => {
  it('lists course privileges for oneself, and for others only to administrators', async () => {
    const own = parseBody(
      await handler(
        apiEvent('GET /api/get_courses_privileges/{userId}', { token: participant, params: { userId: String(participantId) } }),
      ),
    );
    expect(own).toEqual({ data: { privileges_un: { [cms(10)]: COURSES[0].name, [cms(12)]: COURSES.find((c) => c.id === 12)!.name } } });
    expect(
      (await handler(apiEvent('GET /api/get_courses_privileges/{userId}', { token: participant, params: { userId: '1' } }))).statusCode,
    ).toBe(403);
    const admin = await sessionToken(2, ['administrator']);
    expect(
      (await handler(apiEvent('GET /api/get_courses_privileges/{userId}', { token: admin, params: { userId: String(participantId) } })))
        .statusCode,
    ).toBe(200);
  });

  it('bookmarks one of the person’s own courses only', async () => {
    const ok = await handler(
      apiEvent('PUT /api/update_default_course/{cohortKey}', { token: participant, params: { cohortKey: cms(12) } }),
    );
    expect(parseBody(ok)).toEqual({ data: { cohort: cms(12), default_course: 12 } });
    expect((await getUser(participantId))!.default_course).toBe(12);
    const notMine = await handler(
      apiEvent('PUT /api/update_default_course/{cohortKey}', { token: participant, params: { cohortKey: cms(11) } }),
    );
    expect(notMine.statusCode).toBe(422);
    expect(parseBody(notMine)).toMatchObject({ message: MESSAGES.courseNotFound });
    expect(
      (await handler(apiEvent('PUT /api/update_default_course/{cohortKey}', { token: participant, params: { cohortKey: 'drop table' } })))
        .statusCode,
    ).toBe(422);
  });

  it('describes a course by its key, with the transition flag from key 39', async () => {
    const edp = parseBody<{ course: { key: number }; transition: boolean }>(
      await handler(apiEvent('GET /api/getCourseInfoByKey', { token: participant, query: { courseKey: 'cohort39' } })),
    );
    expect(edp).toMatchObject({ course: { key: 39 }, transition: true });
    expect(
      parseBody(await handler(apiEvent('GET /api/getCourseInfoByKey', { token: participant, query: { courseKey: 'cohort6' } }))),
    ).toMatchObject({ transition: false });
    expect(
      (await handler(apiEvent('GET /api/getCourseInfoByKey', { token: participant, query: { courseKey: 'cohort999' } }))).statusCode,
    ).toBe(404);
  });

  it('tells the next session of the person’s cohort in a course', async () => {
    const links = await cohortsOfUser(participantId);
    const cohorts = await Promise.all(links.map((l) => loadCohort(l.cohort_id)));
    const withFuture = cohorts.find((c) => c!.events.some((e) => e.start_date && e.start_date >= nyDate()))!;
    const answer = parseBody<{ text: string | null; meeting_info: unknown }>(
      await handler(
        apiEvent('GET /api/info_next_event/{course}', { token: participant, params: { course: cms(withFuture.cohort.course_id) } }),
      ),
    );
    expect(answer.text).toMatch(/^Your next session: (Orientation|Unit \d+, Day \d), \w+day, /);
    expect(answer.meeting_info).toEqual(withFuture.cohort.meeting);
    const none = parseBody(
      await handler(apiEvent('GET /api/info_next_event/{course}', { token: participant, params: { course: 'cohort497' } })),
    );
    expect(none).toEqual({ text: null, meeting_info: null });
  });
});

describe('drive folders and shared-with-me', () => {
  it("lists the drive folders of the coordinator's states only", async () => {
    const coordinatorId = (await findUserIdByLogin('coordinator'))!;
    const coordinator = await sessionToken(coordinatorId, ['state_coordinator']);
    const { response } = parseBody<{ response: Record<string, { name: string; link_folder: string }> }>(
      await handler(apiEvent('GET /api/get-nisl-drive', { token: coordinator })),
    );
    const expected = (await cohortsOfStates([1, 2])).filter((c) => c.link_folder);
    expect(Object.keys(response).sort()).toEqual(expected.map((c) => String(c.id)).sort());
    expect(Object.values(response).every((f) => f.link_folder.startsWith('https://'))).toBe(true);
    const facilitator = await demoSessionToken('facilitator', ['facilitator_national']);
    expect(parseBody(await handler(apiEvent('GET /api/get-nisl-drive', { token: facilitator })))).toEqual({ response: {} });
  });

  it("answers the person's shared-with-me capabilities", async () => {
    expect(parseBody(await handler(apiEvent('GET /api/shared_with_me_info', { token: participant })))).toEqual({
      sharedAlpsCheck: { canSharedAlps: true },
      sharedPisCheck: { canSharedPis: false },
    });
  });
});

describe('GET /api/getuserdata', () => {
  it('answers the current user-data, with the profile fields, and nisl-data with a working token', async () => {
    const answer = parseBody<{ userdata: { error: null }; user: UserData; data: { cohort: string }; token: string }>(
      await authHandler(apiEvent('GET /api/getuserdata', { token: participant })),
    );
    expect(answer.userdata).toEqual({ error: null });
    expect(answer.user.username).toBe('participant');
    expect(answer.data.cohort).toBe(cms(12)); // the bookmark set above
    // user-data carries the profile fields of spec 03 §3, with the state's code and the names.
    const record = (await getUser(participantId))!;
    const [states, districts] = await Promise.all([listReference('STATE'), districtsOfState(record.state_id!)]);
    expect(answer.user).toMatchObject({
      job_function: record.job_function,
      phone_extension: record.phone_extension,
      email_assign: record.email_assign,
      address1: record.address1,
      city: record.city,
      ZIPcode: record.zip,
      state_living: states.find((s) => s.id === record.state_id)!.code,
      district: districts.find((d) => d.id === record.district_id)!.name,
      school_id: record.school_id,
      school: record.school_name,
      ppid: record.ppid,
      iu: record.iu,
    });
    expect(answer.user.city).toEqual(expect.any(String));
    expect((await authHandler(apiEvent('GET /api/keepalive', { token: answer.token }))).statusCode).toBe(200);
  });
});
