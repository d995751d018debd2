import { beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantInfo, ParticipantSchedule, UserSearchHit } from '../../shared/participants/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { demoSessionToken, sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { findUserIdByLogin, getUsers } from '../data/users/users.ts';
import { cohortChangeStep } from '../data/cohorts/cohort-change.ts';
import { transact } from '../data/table/transaction.ts';
import { handler } from './handler.ts';

useTestTable();
const today = new Date().toISOString().slice(0, 10);
let participantId = 0;
let facilitatorToken = '';
let managerToken = '';
let cohorts: CohortAggregate[] = [];

/** A member of staff signed in, with the states a coordinator's session carries. */
interface Viewer {
  id: number;
  token: string;
  states: number[];
}
const viewers = new Map<string, Viewer>();
async function signIn(label: string, username: string, role: string, states: number[] = []): Promise<void> {
  const id = (await findUserIdByLogin(username))!;
  viewers.set(label, { id, token: await sessionToken(id, [role], username, states.length ? states : undefined), states });
}
const viewer = (label: string) => viewers.get(label)!;

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: 20,
    participantsPerCohort: [20, 22],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 11,
    demoAccounts: true,
  });
  participantId = (await findUserIdByLogin('participant'))!;
  facilitatorToken = await demoSessionToken('facilitator', ['facilitator_national']);
  managerToken = await demoSessionToken('manager', ['nisl_manager']);
  await signIn('coach', 'coach', 'coach');
  await signIn('coordinator', 'coordinator', 'state_coordinator', [1, 2]);
  await signIn('national facilitator', 'facilitator', 'facilitator_national');
  await signIn('local facilitator', 'local.facilitator', 'facilitator_local');
  cohorts = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
}, 120_000);

// The dashboard's rule (cohort-visibility.ts), stated again from the seeded cohorts.
const sees = (v: Viewer, c: CohortAggregate) => c.staff.some((s) => s.user_id === v.id) || v.states.includes(c.cohort.state_id);
const onRoster = (c: CohortAggregate, userId: number) =>
  c.members.some((m) => m.user_id === userId) || c.makeups.some((m) => m.user_id === userId);
/** A member of a cohort the viewer sees (`inside`), or of one they do not see and on no roster they see. */
function memberFor(v: Viewer, inside: boolean): { cohort: CohortAggregate; userId: number } {
  for (const cohort of cohorts.filter((c) => sees(v, c) === inside)) {
    const member = cohort.members.find((m) => inside || !cohorts.some((c) => sees(v, c) && onRoster(c, m.user_id)));
    if (member) return { cohort, userId: member.user_id };
  }
  throw new Error('the seed has no such member');
}
const STAFF_VIEWERS = ['coach', 'coordinator', 'national facilitator', 'local facilitator'];

const search = (text: string, token = facilitatorToken) =>
  handler(apiEvent('GET /api/user/get-user-search/{text}', { token, params: { text } }));

describe('find participant', () => {
  it('finds people by any start of their names, username or e-mail', async () => {
    for (const text of ['Participant', 'pat part', 'PARTICIPANT@portal', 'participant']) {
      const { users } = parseBody<{ users: UserSearchHit[] }>(await search(text));
      expect(users.map((u) => ('username' in u ? u.username : undefined))).toContain('participant');
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

  const hitsFor = async (text: string, token: string) => parseBody<{ users: UserSearchHit[] }>(await search(text, token)).users;

  it('shows a facilitator staff by name only: no e-mail, no username (usually the e-mail)', async () => {
    const coordinator = (await findUserIdByLogin('coordinator'))!;
    for (const label of ['national facilitator', 'local facilitator']) {
      const hit = (await hitsFor('Cora Coordinator', viewer(label).token)).find((h) => h.key === coordinator);
      expect(hit).toEqual({ key: coordinator, name: 'Cora Coordinator' });
    }
    // Nor does typing a staff member's e-mail tell whose it is.
    expect((await hitsFor('coordinator@portal', facilitatorToken)).map((h) => h.key)).not.toContain(coordinator);
    // The manager finds everyone, contact details included.
    expect((await hitsFor('coordinator@portal', managerToken)).find((h) => h.key === coordinator)).toMatchObject({
      username: 'coordinator',
      email: 'coordinator@portal.example.org',
    });
  });

  it("shows a facilitator their cohorts' participants with the roster's e-mail, others by name only", async () => {
    const v = viewer('national facilitator');
    for (const inside of [true, false]) {
      const { cohort, userId } = memberFor(v, inside);
      const person = cohort.summary.members.find((m) => m.user_id === userId)!;
      const hit = (await hitsFor(`${person.first_name} ${person.last_name}`, v.token)).find((h) => h.key === userId);
      expect(hit).toBeDefined();
      if (inside) expect(hit).toMatchObject({ email: person.email });
      else expect(hit).toEqual({ key: userId, name: `${person.first_name} ${person.last_name}` });
    }
  });
});

describe('participant dialog', () => {
  const infoOf = (userId: number, token: string) =>
    handler(apiEvent('GET /api/users/get-info-search-menu', { token, query: { user_id: String(userId) } }));

  it("lists the person's cohorts with the next session, lead facilitator and roster link", async () => {
    await infoOf(participantId, managerToken); // a warm Lambda: the reference lists and settings are cached
    const { result, metrics } = await withDynamoMetrics(() => infoOf(participantId, managerToken));
    // The session, the person's cohort links, then their profile and the cohorts' META items in one BatchGetItem (issue 32).
    expect(metrics.ops).toEqual({ GetItem: 1, Query: 1, BatchGetItem: 1 });
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

  it('answers the manager an empty cohort list for staff, and 404 for nobody', async () => {
    const staff = (await findUserIdByLogin('coordinator'))!;
    const info = parseBody<ParticipantInfo>(await infoOf(staff, managerToken));
    expect(info.info_cohorts).toEqual([]);
    expect(
      (await handler(apiEvent('GET /api/users/get-info-search-menu', { token: facilitatorToken, query: { user_id: '99999999' } })))
        .statusCode,
    ).toBe(404);
    expect(
      (await handler(apiEvent('GET /api/users/get-info-search-menu', { token: facilitatorToken, query: { user_id: 'x' } }))).statusCode,
    ).toBe(422);
  });

  it("refuses a facilitator the card of staff and of other cohorts' participants (403)", async () => {
    const staff = (await findUserIdByLogin('coordinator'))!;
    for (const label of ['national facilitator', 'local facilitator']) {
      const v = viewer(label);
      for (const userId of [staff, memberFor(v, false).userId]) {
        const result = await infoOf(userId, v.token);
        expect(result.statusCode).toBe(403);
        expect(parseBody(result)).toMatchObject({ message: MESSAGES.forbidden });
      }
    }
  });

  it("shows a facilitator their participant's card with only the cohorts they see", async () => {
    const v = viewer('national facilitator');
    const info = parseBody<ParticipantInfo>(await infoOf(participantId, v.token));
    expect(info.info_user).toMatchObject({ first_name: 'Pat', email: 'participant@portal.example.org' });
    const seen = cohorts.filter((c) => sees(v, c) && c.members.some((m) => m.user_id === participantId)).map((c) => c.cohort.id);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(cohorts.filter((c) => c.members.some((m) => m.user_id === participantId)).length);
    expect(info.info_cohorts.map((r) => r.cohort_id).sort()).toEqual(seen.sort());
  });
});

describe('attendance schedule', () => {
  const scheduleOf = (aggregate: CohortAggregate, userId: number, token: string) =>
    handler(
      apiEvent('GET /api/user_schedule/{course}/{userId}/{cohortId}', {
        token,
        params: {
          course: COURSES.find((c) => c.id === aggregate.cohort.course_id)!.cms_key,
          userId: String(userId),
          cohortId: String(aggregate.cohort.id),
        },
      }),
    );

  it('gives the events in order with the recorded attendance and the summary', async () => {
    const home = cohorts.find(
      (c) => c.members.some((m) => m.user_id === participantId) && c.events.some((e) => e.start_date && e.start_date < today),
    )!;
    const own = await sessionToken(participantId, ['participant']);
    await scheduleOf(home, participantId, own); // a warm Lambda: the reference lists are cached
    const { result, metrics } = await withDynamoMetrics(() => scheduleOf(home, participantId, own));
    // The session, the cohort's Query, then the person (and any make-up hosts) in one BatchGetItem (issue 32).
    expect(metrics.ops).toEqual({ GetItem: 1, Query: 1, BatchGetItem: 1 });
    const schedule = parseBody<ParticipantSchedule>(result);
    expect(schedule.show_user_schedule).toBe(true);
    expect(schedule.events[0].unit_id).toBe('orientation');
    const past = schedule.events.filter((e) => e.unit_id !== 'orientation' && e.start_date && e.start_date < today);
    const recorded = past.filter((e) => e.attendance);
    expect(recorded.length).toBeGreaterThan(0);
    const present = recorded.filter((e) => e.attendance!.attendance === '1').length;
    expect(schedule.avg_attendance).toEqual({
      total_attendance: present,
      percentaje_attendance: Math.round((100 * present) / past.length),
    });
    expect(schedule.events.filter((e) => e.start_date && e.start_date > today).every((e) => e.attendance === null)).toBe(true);
    expect(schedule.enrrolled_cohort.name).toBe(home.cohort.name);
  });

  it('counts a make-up attended in another cohort', async () => {
    const host = cohorts.find((c) => c.makeups.length > 0)!;
    const makeup = host.makeups[0];
    const home = cohorts.find((c) => c.cohort.id === makeup.home_cohort_id)!;
    const { result, metrics } = await withDynamoMetrics(() => scheduleOf(home, makeup.user_id, facilitatorToken));
    // The host's META and sheet come in the same BatchGetItem as the person.
    expect(metrics.ops).toEqual({ GetItem: 1, Query: 1, BatchGetItem: 1 });
    const schedule = parseBody<ParticipantSchedule>(result);
    const madeUp = schedule.events.filter((e) => e.is_makeup);
    expect(madeUp.map((e) => e.unit_id)).toEqual(['2', '2']);
    expect(madeUp.every((e) => e.cohort_id === host.cohort.id && e.attendance?.attendance === '1')).toBe(true);
    // Facilitators by username, from the summaries (home and host).
    const usernames = async (ids: number[]) => [...(await getUsers(ids)).values()].map((u) => u.username).sort();
    const facilitatorIds = (c: CohortAggregate, unit: string) =>
      c.staff
        .filter((s) => s.staff_type === 'facilitator' && s.units.some((u) => u === 'all' || u === unit || u.startsWith(`${unit}-`)))
        .map((s) => s.user_id);
    const named = (events: typeof schedule.events) => [...new Set(events.flatMap((e) => e.facilitators.map((f) => f.username)))].sort();
    expect(named(madeUp)).toEqual(await usernames(facilitatorIds(host, '2')));
    expect(named(madeUp).length).toBeGreaterThan(0);
    const homeUnit2 = schedule.events.filter((e) => !e.is_makeup && e.unit_id === '2');
    expect(named(homeUnit2)).toEqual(await usernames(facilitatorIds(home, '2')));
    const missedAtHome = schedule.events.filter((e) => !e.is_makeup && e.unit_id === '2');
    expect(missedAtHome.every((e) => e.attendance?.attendance === '0')).toBe(true);
  });

  it("reads the facilitators' profiles when a summary written before issue 32 lacks their usernames", async () => {
    const home = cohorts.find((c) => c.members.some((m) => m.user_id === participantId) && c.summary.staff.some((s) => s.username))!;
    const stored = (await loadCohort(home.cohort.id))!;
    const strip = stored.summary.staff.map(({ username: _u, ...entry }) => entry);
    const at = new Date().toISOString();
    expect(
      await transact([cohortChangeStep(home.cohort.id, at, { summary: { ...stored.summary, staff: strip }, seen: stored.cohort.version })]),
    ).toBeUndefined();
    const own = await sessionToken(participantId, ['participant']);
    const { result, metrics } = await withDynamoMetrics(() => scheduleOf(home, participantId, own));
    expect(metrics.ops).toEqual({ GetItem: 1, Query: 1, BatchGetItem: 2 });
    const named = parseBody<ParticipantSchedule>(result).events.flatMap((e) => e.facilitators.map((f) => f.username));
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((u) => u.length > 0)).toBe(true);
    const restored = (await loadCohort(home.cohort.id))!;
    expect(
      await transact([cohortChangeStep(home.cohort.id, at, { summary: stored.summary, seen: restored.cohort.version })]),
    ).toBeUndefined();
  });

  it("refuses someone else's schedule to a participant, and a wrong course", async () => {
    const home = cohorts.find((c) => c.members.some((m) => m.user_id === participantId))!;
    const other = home.members.find((m) => m.user_id !== participantId)!.user_id;
    const own = await sessionToken(participantId, ['participant']);
    expect((await scheduleOf(home, other, own)).statusCode).toBe(403);
    const wrong = await handler(
      apiEvent('GET /api/user_schedule/{course}/{userId}/{cohortId}', {
        token: own,
        params: { course: 'cohort12345', userId: String(participantId), cohortId: String(home.cohort.id) },
      }),
    );
    expect(wrong.statusCode).toBe(404);
  });

  it.each(STAFF_VIEWERS)('refuses a %s the schedule of a participant of a cohort they do not see (403)', async (label) => {
    const v = viewer(label);
    const { cohort, userId } = memberFor(v, false);
    const result = await scheduleOf(cohort, userId, v.token);
    expect(result.statusCode).toBe(403);
    expect(parseBody(result)).toMatchObject({ message: MESSAGES.forbidden });
  });

  it.each(STAFF_VIEWERS)('gives a %s the schedule of a participant of a cohort they see', async (label) => {
    const v = viewer(label);
    const { cohort, userId } = memberFor(v, true);
    const result = await scheduleOf(cohort, userId, v.token);
    expect(result.statusCode).toBe(200);
    expect(parseBody<ParticipantSchedule>(result)).toMatchObject({ show_user_schedule: true, user: { id: userId } });
  });

  it('refuses, in a cohort the viewer sees, someone who is not on its roster', async () => {
    const v = viewer('national facilitator');
    const { cohort } = memberFor(v, true);
    const stranger = memberFor(v, false).userId;
    expect((await scheduleOf(cohort, stranger, v.token)).statusCode).toBe(403);
  });

  it("gives the manager anyone's schedule", async () => {
    const { cohort, userId } = memberFor(viewer('national facilitator'), false);
    expect((await scheduleOf(cohort, userId, managerToken)).statusCode).toBe(200);
  });
});
