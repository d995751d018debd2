import { beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantInfo, ParticipantSchedule, UserSearchHit } from '../../shared/api/types/participants.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts.ts';
import { findUserIdByLogin } from '../data/users.ts';
import { handler } from './handler.ts';

useTestTable();
const today = new Date().toISOString().slice(0, 10);
let participantId = 0;
let facilitatorToken = '';
let cohorts: CohortAggregate[] = [];

beforeAll(async () => {
  await seedOrganisation({ today, now: new Date(), cohorts: 20, participantsPerCohort: [20, 22], extraUsers: 0, passwordHash: 'h', randomSeed: 11, demoAccounts: true });
  participantId = (await findUserIdByLogin('participant'))!;
  facilitatorToken = await sessionToken((await findUserIdByLogin('facilitator'))!, ['facilitator_national']);
  cohorts = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
}, 120_000);

const search = (text: string, token = facilitatorToken) => handler(apiEvent('GET /api/user/get-user-search/{text}', { token, params: { text } }));

describe('find participant', () => {
  it('finds people by any start of their names, username or e-mail', async () => {
    for (const text of ['Participant', 'pat part', 'PARTICIPANT@portal', 'participant']) {
      const { users } = parseBody<{ users: UserSearchHit[] }>(await search(text));
      expect(users.map((u) => u.username)).toContain('participant');
    }
    expect(parseBody<{ users: UserSearchHit[] }>(await search('zzzq'))).toEqual({ users: [] });
  });

  it('needs 3 characters and the find-participant capability', async () => {
    const short = await search('pa');
    expect(short.statusCode).toBe(422);
    expect(parseBody(short)).toMatchObject({ message: MESSAGES.searchMinChars });
    const participant = await sessionToken(participantId, ['participant']);
    expect((await search('participant', participant)).statusCode).toBe(403);
  });
});

describe('participant dialog', () => {
  it("lists the person's cohorts with the next session, lead facilitator and roster link", async () => {
    const result = await handler(apiEvent('GET /api/users/get-info-search-menu', { token: facilitatorToken, query: { user_id: String(participantId) } }));
    const info = parseBody<ParticipantInfo>(result);
    expect(info.info_user).toMatchObject({ first_name: 'Pat', last_name: 'Participant', email: 'participant@portal.example.org' });
    expect(info.info_cohorts).toHaveLength(2);
    for (const row of info.info_cohorts) {
      const aggregate = cohorts.find((c) => c.cohort.id === row.cohort_id)!;
      expect(row.course_key).toBe(COURSES.find((c) => c.id === aggregate.cohort.course_id)!.cms_key);
      expect(aggregate.events.map((e) => e.id)).toContain(row.roster!.eventId);
      expect(row.roster!.postId).toBe(aggregate.cohort.post_id);
      if (row.next_session) expect(row.next_session >= today.slice(0, 8)).toBe(true);
    }
  });

  it('answers an empty cohort list for staff, and 404 for nobody', async () => {
    const staff = await findUserIdByLogin('coordinator');
    const info = parseBody<ParticipantInfo>(await handler(apiEvent('GET /api/users/get-info-search-menu', { token: facilitatorToken, query: { user_id: String(staff) } })));
    expect(info.info_cohorts).toEqual([]);
    expect((await handler(apiEvent('GET /api/users/get-info-search-menu', { token: facilitatorToken, query: { user_id: '99999999' } }))).statusCode).toBe(404);
    expect((await handler(apiEvent('GET /api/users/get-info-search-menu', { token: facilitatorToken, query: { user_id: 'x' } }))).statusCode).toBe(422);
  });
});

describe('attendance schedule', () => {
  const scheduleOf = (aggregate: CohortAggregate, userId: number, token: string) =>
    handler(apiEvent('GET /api/user_schedule/{course}/{userId}/{cohortId}', {
      token,
      params: { course: COURSES.find((c) => c.id === aggregate.cohort.course_id)!.cms_key, userId: String(userId), cohortId: String(aggregate.cohort.id) },
    }));

  it('gives the events in order with the recorded attendance and the summary', async () => {
    const home = cohorts.find((c) => c.members.some((m) => m.user_id === participantId) && c.events.some((e) => e.start_date && e.start_date < today))!;
    const own = await sessionToken(participantId, ['participant']);
    const schedule = parseBody<ParticipantSchedule>(await scheduleOf(home, participantId, own));
    expect(schedule.show_user_schedule).toBe(true);
    expect(schedule.events[0].unit_id).toBe('orientation');
    const past = schedule.events.filter((e) => e.unit_id !== 'orientation' && e.start_date && e.start_date < today);
    const recorded = past.filter((e) => e.attendance);
    expect(recorded.length).toBeGreaterThan(0);
    const present = recorded.filter((e) => e.attendance!.attendance === '1').length;
    expect(schedule.avg_attendance).toEqual({ total_attendance: present, percentaje_attendance: Math.round((100 * present) / past.length) });
    expect(schedule.events.filter((e) => e.start_date && e.start_date > today).every((e) => e.attendance === null)).toBe(true);
    expect(schedule.enrrolled_cohort.name).toBe(home.cohort.name);
  });

  it('counts a make-up attended in another cohort', async () => {
    const host = cohorts.find((c) => c.makeups.length > 0)!;
    const makeup = host.makeups[0];
    const home = cohorts.find((c) => c.cohort.id === makeup.home_cohort_id)!;
    const schedule = parseBody<ParticipantSchedule>(await scheduleOf(home, makeup.user_id, facilitatorToken));
    const madeUp = schedule.events.filter((e) => e.is_makeup);
    expect(madeUp.map((e) => e.unit_id)).toEqual(['2', '2']);
    expect(madeUp.every((e) => e.cohort_id === host.cohort.id && e.attendance?.attendance === '1')).toBe(true);
    const missedAtHome = schedule.events.filter((e) => !e.is_makeup && e.unit_id === '2');
    expect(missedAtHome.every((e) => e.attendance?.attendance === '0')).toBe(true);
  });

  it("refuses someone else's schedule to a participant, and a wrong course", async () => {
    const home = cohorts.find((c) => c.members.some((m) => m.user_id === participantId))!;
    const other = home.members.find((m) => m.user_id !== participantId)!.user_id;
    const own = await sessionToken(participantId, ['participant']);
    expect((await scheduleOf(home, other, own)).statusCode).toBe(403);
    const wrong = await handler(apiEvent('GET /api/user_schedule/{course}/{userId}/{cohortId}', { token: own, params: { course: 'cohort12345', userId: String(participantId), cohortId: String(home.cohort.id) } }));
    expect(wrong.statusCode).toBe(404);
  });
});
