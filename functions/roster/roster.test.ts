import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AttendanceHistoryEntry,
  CohortInfo,
  RosterResponse,
  RosterUnitOption,
  GuestSearchAnswer,
  SaveAttendanceBody,
} from '../../shared/roster/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { nyDate } from '../../shared/time.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { eventEntity, loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { queryAll } from '../data/table/query.ts';
import { step, transactOrThrow } from '../data/table/transaction.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { handler as integrationsHandler } from '../integrations/handler.ts';
import { handler as participantsHandler } from '../participants/handler.ts';
import { handler } from './handler.ts';

useTestTable();
const today = nyDate();
let cohorts: CohortAggregate[] = [];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: 20,
    participantsPerCohort: [4, 6],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 9,
    demoAccounts: true,
  });
  for (const name of ['admin', 'facilitator', 'coordinator', 'participant', 'local.facilitator'])
    ids[name] = (await findUserIdByLogin(name))!;
  tokens.admin = await sessionToken(ids.admin, ['administrator']);
  tokens.facilitator = await sessionToken(ids.facilitator, ['facilitator_national']);
  tokens.coordinator = await sessionToken(ids.coordinator, ['state_coordinator'], 'coordinator', [1, 2]);
  tokens.participant = await sessionToken(ids.participant, ['participant']);
  tokens.local = await sessionToken(ids['local.facilitator'], ['facilitator_local']);
  cohorts = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
}, 120_000);

const get = (key: Parameters<typeof apiEvent>[0], params: Record<string, string>, token = tokens.admin) =>
  handler(apiEvent(key, { token, params }));
const roster = async (cohortId: number, eventId: number, token = tokens.admin) => {
  const result = await get(
    'GET /api/get_roster_info/{cohortId}/{eventId}',
    { cohortId: String(cohortId), eventId: String(eventId) },
    token,
  );
  expect(result.statusCode).toBe(200);
  return parseBody<RosterResponse>(result);
};
const history = async (cohortId: number, unit: string, token = tokens.admin) => {
  const result = await get('GET /api/attendance_history/{cohortId}/{unit}', { cohortId: String(cohortId), unit }, token);
  expect(result.statusCode).toBe(200);
  return parseBody<AttendanceHistoryEntry[]>(result);
};
const save = (body: SaveAttendanceBody, token = tokens.facilitator) => handler(apiEvent('POST /api/save_attendance', { token, body }));

/** A cohort the demo facilitator leads with a unit whose days are all past. */
function pastUnitOfFacilitator() {
  for (const aggregate of cohorts) {
    if (!aggregate.staff.some((s) => s.user_id === ids.facilitator && s.staff_type === 'facilitator')) continue;
    const unit = aggregate.events.find(
      (e) =>
        e.unit_id === '1' &&
        e.start_date &&
        e.start_date < today &&
        aggregate.events.filter((x) => x.unit_id === '1').every((x) => x.start_date && x.start_date < today),
    );
    if (unit) return { aggregate, unit: '1', eventId: unit.id };
  }
  throw new Error('no past unit led by the demo facilitator');
}

/** The whole roster as a save payload, with `change` applied to each participant's days. */
function payload(
  aggregate: CohortAggregate,
  info: RosterResponse,
  change: (p: RosterResponse['participants'][number]) => SaveAttendanceBody['participants'][number]['infoAttendance'] = (p) =>
    p.infoAttendance.map((d) => ({ day: d.day, attendance: d.attendance, independentAttendance: d.independentAttendance })),
): SaveAttendanceBody {
  return {
    cohortId: aggregate.cohort.id,
    courseId: aggregate.cohort.course_id,
    unit: info.unit,
    isExtended: info.isExtended,
    version: info.version,
    participants: info.participants.map((p) => ({
      participantId: p.generalInformation.id,
      isMakeup: p.generalInformation.isMakeup,
      infoAttendance: change(p),
    })),
  };
}

describe('roster reads', () => {
  it('gives the cohort facts, the unit list in teaching order and the meeting', async () => {
    const aggregate = cohorts[2];
    const info = parseBody<CohortInfo>(await get('GET /api/get_cohort_info/{cohortId}', { cohortId: String(aggregate.cohort.id) }));
    expect(info).toMatchObject({
      id: aggregate.cohort.id,
      postId: aggregate.cohort.post_id,
      name: aggregate.cohort.name,
      isCoaching: false,
    });
    expect(info.courseKeys).toEqual({
      cms: COURSES.find((c) => c.id === aggregate.cohort.course_id)!.cms_key,
      id: aggregate.cohort.course_id,
    });
    const units = parseBody<RosterUnitOption[]>(
      await get('GET /api/get_events_list/{cohortId}', { cohortId: String(aggregate.cohort.id) }),
    );
    expect(units[0]).toMatchObject({ value: 'orientation', label: 'Orientation' });
    // The demo's extension day (seed) sits after its unit.
    expect(units.map((u) => u.value)).toEqual(['orientation', '1', '2', '3', '3A', '4']);
    const meeting = parseBody(await get('GET /api/get_meeting_info/{cohortId}', { cohortId: String(aggregate.cohort.id) }));
    expect(meeting).toEqual(aggregate.cohort.meeting ?? { platform: null, meeting_id: null, password_meeting: null, webinar_url: null });
  });

  it('lists a unit the cohort does not deliver in its place, as n/a with no day to open', async () => {
    // Unit 2 of a cohort made n/a as the cohort form stores it: no days, named on the META.
    const { cohort, events } = cohorts[4];
    const unitTwo = events.filter((e) => e.unit_id === '2');
    await transactOrThrow([
      ...unitTwo.map((e) => step.delete({ Key: eventEntity.keyOf(e) })),
      step.update({
        Key: { PK: `COHORT#${cohort.id}`, SK: 'META' },
        UpdateExpression: 'SET na_units = :units',
        ExpressionAttributeValues: { ':units': ['2'] },
      }),
    ]);
    const units = parseBody<RosterUnitOption[]>(await get('GET /api/get_events_list/{cohortId}', { cohortId: String(cohort.id) }));
    expect(units.slice(0, 4).map((u) => u.value)).toEqual(['orientation', '1', '2', '3']);
    expect(units[2]).toEqual({ value: '2', unit_id: null, label: 'Unit 2 (n/a)', start_date: null, not_delivered: true });
  });

  it("lists the unit's participants with each day's saved attendance, and its make-up guest", async () => {
    const { aggregate, eventId } = pastUnitOfFacilitator();
    const info = await roster(aggregate.cohort.id, eventId);
    expect(
      info.participants
        .filter((p) => !p.generalInformation.isMakeup)
        .map((p) => p.generalInformation.id)
        .sort(),
    ).toEqual(aggregate.members.map((m) => m.user_id).sort());
    for (const p of info.participants) {
      for (const d of p.infoAttendance) {
        const record = aggregate.attendance.find((a) => a.user_id === p.generalInformation.id && a.event_id === d.eventId);
        expect(d.attendance).toBe(record?.attendance === '1');
        expect(d.recorded).toBe(record !== undefined);
      }
    }
    expect(info.version).toBe(1);
    expect(info.facilitators.map((f) => f.id)).toContain(ids.facilitator);
    expect(info.days.every((d) => !d.isFuture)).toBe(true);
    expect(info.unitPassed).toBe(true);
    expect(info).not.toHaveProperty('history');
    expect(await history(aggregate.cohort.id, info.unit)).toEqual([]);

    const host = cohorts.find((c) => c.makeups.length > 0)!;
    const guest = host.makeups[0];
    const hostDay = host.events.find((e) => e.unit_id === guest.unit)!;
    const hostRoster = await roster(host.cohort.id, hostDay.id);
    expect(hostRoster.totalMakeups).toBe(1);
    expect(hostRoster.participants.find((p) => p.generalInformation.id === guest.user_id)!.generalInformation).toMatchObject({
      isMakeup: true,
      homeCohortId: guest.home_cohort_id,
    });
  });

  it("shows each participant's project as the action-learning system reported it, and how many made progress", async () => {
    const aggregate = cohorts.find((c) => c.members.some((m) => (m.project?.progress ?? 0) > 0) && c.members.some((m) => !m.project))!;
    const info = await roster(aggregate.cohort.id, aggregate.events[0].id);
    for (const m of aggregate.members) {
      const row = info.participants.find((p) => p.generalInformation.id === m.user_id)!;
      expect(row.projectInfo).toEqual({
        progress: m.project?.progress ?? null,
        idProject: m.project?.id ?? null,
        lastModified: m.project?.last_modified ?? null,
        countComments: m.alp_comments_count,
      });
    }
    const withProgress = aggregate.members.filter((m) => (m.project?.progress ?? 0) > 0).length;
    expect(withProgress).toBeGreaterThan(0);
    expect(info.totalWithProgress).toBe(withProgress);
  });

  it('shows a roster only to those who may see the cohort', async () => {
    const notMine = cohorts.find((c) => !c.staff.some((s) => s.user_id === ids['local.facilitator']))!;
    const day = String(notMine.events[0].id);
    expect(
      (await get('GET /api/get_roster_info/{cohortId}/{eventId}', { cohortId: String(notMine.cohort.id), eventId: day }, tokens.local))
        .statusCode,
    ).toBe(403);
    const outOfState = cohorts.find((c) => ![1, 2].includes(c.cohort.state_id))!;
    expect(
      (await get('GET /api/get_cohort_info/{cohortId}', { cohortId: String(outOfState.cohort.id) }, tokens.coordinator)).statusCode,
    ).toBe(403);
    expect(
      (await get('GET /api/get_cohort_info/{cohortId}', { cohortId: String(cohorts[0].cohort.id) }, tokens.participant)).statusCode,
    ).toBe(403);
    expect((await get('GET /api/get_cohort_info/{cohortId}', { cohortId: '999999' })).statusCode).toBe(404);
    expect((await get('GET /api/get_cohort_info/{cohortId}', { cohortId: 'abc' })).statusCode).toBe(422);
    expect(
      (await get('GET /api/get_roster_info/{cohortId}/{eventId}', { cohortId: String(cohorts[0].cohort.id), eventId: '999999' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('save_attendance', () => {
  it('saves the sheet, keeps the history and tells the directory', async () => {
    const { aggregate, eventId } = pastUnitOfFacilitator();
    const before = await roster(aggregate.cohort.id, eventId);
    const target = before.participants[0].generalInformation.id;
    const flipped = !before.participants[0].infoAttendance[0].attendance;
    const body = payload(aggregate, before, (p) =>
      p.infoAttendance.map((d, i) => ({
        day: d.day,
        attendance: p.generalInformation.id === target && i === 0 ? flipped : d.attendance,
        independentAttendance: false,
      })),
    );
    const result = await save(body);
    expect(result.statusCode).toBe(200);
    expect(parseBody(result)).toEqual({ message: MESSAGES.attendanceSaved, version: before.version + 1 });

    const after = await roster(aggregate.cohort.id, eventId);
    expect(after.version).toBe(before.version + 1);
    expect(after.participants.find((p) => p.generalInformation.id === target)!.infoAttendance[0].attendance).toBe(flipped);
    const [latest] = await history(aggregate.cohort.id, after.unit);
    const change = latest.detail.changes.find(
      (c) => c.user_id === target && c.event_id === before.participants[0].infoAttendance[0].eventId,
    )!;
    expect(change.before?.attendance).toBe(flipped ? '0' : '1');
    expect(change.after?.attendance).toBe(flipped ? '1' : '0');
    expect(latest).toMatchObject({ actorId: ids.facilitator, actorName: 'Felix Facilitator', detail: { version: after.version } });
    // Another unit's saves are not in this unit's history.
    const otherUnit = aggregate.events.find((e) => e.unit_id !== after.unit)!.unit_id;
    expect((await history(aggregate.cohort.id, otherUnit)).map((h) => h.detail.unit)).not.toContain(after.unit);
    // The facilitator does not read the history.
    const refused = await get(
      'GET /api/attendance_history/{cohortId}/{unit}',
      { cohortId: String(aggregate.cohort.id), unit: after.unit },
      tokens.facilitator,
    );
    expect(refused.statusCode).toBe(403);
    const directory = await cohortDirectory({ fresh: true });
    expect(directory.cohorts.get(aggregate.cohort.id)!.recorded_events).toEqual(expect.arrayContaining(before.days.map((d) => d.eventId)));
  });

  it('lets one of two simultaneous saves win and tells the other, losing nothing', async () => {
    const { aggregate, eventId } = pastUnitOfFacilitator();
    const info = await roster(aggregate.cohort.id, eventId);
    const allPresent = payload(aggregate, info, (p) =>
      p.infoAttendance.map((d) => ({ day: d.day, attendance: true, independentAttendance: false })),
    );
    const allAbsent = payload(aggregate, info, (p) =>
      p.infoAttendance.map((d) => ({ day: d.day, attendance: false, independentAttendance: false })),
    );
    const results = await Promise.all([save(allPresent), save(allAbsent, tokens.admin)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(parseBody(loser)).toMatchObject({ message: MESSAGES.attendanceSaveError(MESSAGES.attendanceConflict) });
    const winnerPresent = results[0].statusCode === 200;
    const after = await roster(aggregate.cohort.id, eventId);
    expect(after.version).toBe(info.version + 1);
    // One clear winner: every mark is the winner's, none mixed.
    for (const p of after.participants) for (const d of p.infoAttendance) expect(d.attendance).toBe(winnerPresent);
    expect((await history(aggregate.cohort.id, info.unit)).filter((h) => h.detail.version === info.version + 1)).toHaveLength(1);
  });

  it('refuses a future day, I/S on two days, someone not on the roster, a coordinator and the coaching course', async () => {
    const { aggregate, eventId } = pastUnitOfFacilitator();
    const info = await roster(aggregate.cohort.id, eventId);
    const twoDaysIs = payload(aggregate, info, (p) =>
      p.infoAttendance.map((d) => ({ day: d.day, attendance: false, independentAttendance: true })),
    );
    const refusedIs = await save(twoDaysIs);
    expect(refusedIs.statusCode).toBe(422);
    expect(parseBody(refusedIs)).toMatchObject({ message: MESSAGES.independentStudyOneDay });

    const stranger = payload(aggregate, info);
    stranger.participants.push({ participantId: ids.participant, isMakeup: false, infoAttendance: [] });
    if (!aggregate.members.some((m) => m.user_id === ids.participant)) {
      expect(parseBody(await save(stranger))).toMatchObject({
        message: MESSAGES.attendanceSaveError(MESSAGES.attendanceUnknownParticipant),
      });
    }
    expect((await save(payload(aggregate, info), tokens.coordinator)).statusCode).toBe(403);

    // The demo cohort whose unit starts today: day 2 is tomorrow.
    const startsToday = cohorts.flatMap((c) =>
      c.events.filter((e) => e.start_date === today && e.day === 1 && e.unit_id !== 'orientation').map((e) => ({ c, e })),
    )[0];
    if (startsToday && startsToday.c.events.some((e) => e.unit_id === startsToday.e.unit_id && e.day === 2 && e.start_date! > today)) {
      const todayRoster = await roster(startsToday.c.cohort.id, startsToday.e.id);
      expect(todayRoster.days.map((d) => d.isFuture)).toEqual([false, true]);
      const future = payload(startsToday.c, todayRoster, (p) =>
        p.infoAttendance.map((d) => ({ day: d.day, attendance: true, independentAttendance: false })),
      );
      const refused = await save(future, tokens.admin);
      expect(refused.statusCode).toBe(422);
      expect(parseBody(refused)).toMatchObject({ message: MESSAGES.attendanceFuture });
    }
    const upcoming = cohorts.find((c) =>
      c.events.some(
        (e) =>
          e.unit_id !== 'orientation' && c.events.filter((x) => x.unit_id === e.unit_id).every((x) => x.start_date && x.start_date > today),
      ),
    )!;
    const futureUnit = upcoming.events.find(
      (e) =>
        e.unit_id !== 'orientation' &&
        upcoming.events.filter((x) => x.unit_id === e.unit_id).every((x) => x.start_date && x.start_date > today),
    )!;
    const futureRoster = await roster(upcoming.cohort.id, futureUnit.id);
    const refusedFuture = await save(payload(upcoming, futureRoster), tokens.admin);
    expect(parseBody(refusedFuture)).toMatchObject({ message: MESSAGES.attendanceFuture });

    const coaching = cohorts.find((c) => c.cohort.course_id === COURSES.find((k) => k.key === 497)!.id)!;
    const coachingRoster = await roster(coaching.cohort.id, coaching.events[0].id);
    expect(parseBody(await save(payload(coaching, coachingRoster), tokens.admin))).toMatchObject({
      message: MESSAGES.attendanceSaveError(MESSAGES.attendanceNotTaken),
    });
    expect((await save({ ...payload(aggregate, info), version: -1 })).statusCode).toBe(422);
  });
});

/** The home cohort's records of make-ups its members took elsewhere. */
const awayMarkers = (homeId: number) =>
  queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
    ExpressionAttributeValues: { ':pk': `COHORT#${homeId}`, ':sk': 'MAKEUPAWAY#' },
  });

describe('make-ups and the ALP form', () => {
  const post = (key: Parameters<typeof apiEvent>[0], body: unknown, token = tokens.facilitator) => handler(apiEvent(key, { token, body }));

  it("answers the guest search with the e-mail only of people the caller may read, and a guest's record stays closed to the host's staff (issue 34)", async () => {
    const { aggregate: host, eventId } = pastUnitOfFacilitator();
    // The facilitator sees the cohorts they staff; a member of a same-course cohort they do not staff, on none of their rosters.
    const staffs = (c: CohortAggregate) => c.staff.some((s) => s.user_id === ids.facilitator);
    const outsider = cohorts
      .filter((c) => c.cohort.course_id === host.cohort.course_id && !staffs(c))
      .flatMap((c) => c.members.map((m) => ({ home: c, userId: m.user_id })))
      .find(({ userId }) => !cohorts.some((c) => staffs(c) && c.members.some((m) => m.user_id === userId)))!;
    const person = outsider.home.summary.members.find((m) => m.user_id === outsider.userId)!;
    const guestSearch = async (search: string) =>
      parseBody<GuestSearchAnswer>(await post('POST /api/extraParticipantList', { cohortId: host.cohort.id, outState: true, search }))
        .participants;

    const byName = await guestSearch(`${person.first_name} ${person.last_name}`);
    expect(byName.find((p) => p.id === outsider.userId)).toEqual({ id: outsider.userId, name: expect.any(String), email: null });
    // Typing the e-mail must not tell whose it is.
    expect((await guestSearch(person.email)).some((p) => p.id === outsider.userId)).toBe(false);
    // A member of another cohort the facilitator staffs (not on the host's roster) is found with the e-mail.
    const ownMember = cohorts
      .filter((c) => c.cohort.id !== host.cohort.id && c.cohort.course_id === host.cohort.course_id && staffs(c))
      .flatMap((c) => c.summary.members)
      .find((m) => !host.members.some((h) => h.user_id === m.user_id))!;
    const own = (await guestSearch(`${ownMember.first_name} ${ownMember.last_name}`)).find((p) => p.id === ownMember.user_id);
    expect(own).toEqual({ id: ownMember.user_id, name: expect.any(String), email: ownMember.email });

    // Added as a guest to the facilitator's own cohort, the person's record stays closed.
    const info = () =>
      participantsHandler(
        apiEvent('GET /api/users/get-info-search-menu', { token: tokens.facilitator, query: { user_id: String(outsider.userId) } }),
      );
    const alp = () =>
      integrationsHandler(
        apiEvent('GET /api/alp-jwt/{userId}/{second}', {
          token: tokens.facilitator,
          params: { userId: String(outsider.userId), second: 'false' },
        }),
      );
    expect((await info()).statusCode).toBe(403);
    const body = { cohortId: host.cohort.id, eventUnit: '1', participantId: outsider.userId };
    expect(parseBody(await post('POST /api/save_makeup_participant', body))).toEqual({ isSaved: true, message: MESSAGES.makeupSaved });
    try {
      // The roster shows the guest's name and that day (what the make-up needs)…
      expect(
        (await roster(host.cohort.id, eventId, tokens.facilitator)).participants.some((p) => p.generalInformation.id === outsider.userId),
      ).toBe(true);
      // …not the record, the action-learning tokens, or the e-mail in the search.
      expect((await info()).statusCode).toBe(403);
      expect((await alp()).statusCode).toBe(403);
    } finally {
      expect(parseBody(await post('POST /api/remove_makeup', body))).toEqual({ removed: true, message: MESSAGES.makeupRemoved });
    }
  });

  it('finds, adds and removes a make-up guest, keeping the directory and the home cohort in step', async () => {
    const { aggregate: host, eventId } = pastUnitOfFacilitator();
    const home = cohorts.find(
      (c) => c.cohort.id !== host.cohort.id && c.cohort.course_id === host.cohort.course_id && c.members.length > 0,
    )!;
    const guestId = home.members[0].user_id;
    const guest = home.summary.members.find((m) => m.user_id === guestId)!;
    const found = parseBody<{ participants: Array<{ id: number }> }>(
      await post('POST /api/extraParticipantList', {
        cohortId: host.cohort.id,
        outState: true,
        search: `${guest.first_name} ${guest.last_name}`,
      }),
    );
    expect(found.participants.map((p) => p.id)).toContain(guestId);
    const inState = parseBody<{ participants: Array<{ id: number }> }>(
      await post('POST /api/extraParticipantList', {
        cohortId: host.cohort.id,
        outState: false,
        search: `${guest.first_name} ${guest.last_name}`,
      }),
    );
    expect(inState.participants.some((p) => p.id === guestId)).toBe(home.cohort.state_id === host.cohort.state_id);
    expect((await post('POST /api/extraParticipantList', { cohortId: host.cohort.id, search: 'ab' })).statusCode).toBe(422);

    const body = { cohortId: host.cohort.id, eventUnit: '1', participantId: guestId };
    const added = await post('POST /api/save_makeup_participant', body);
    expect(parseBody(added)).toEqual({ isSaved: true, message: MESSAGES.makeupSaved });
    const withGuest = await roster(host.cohort.id, eventId);
    expect(withGuest.participants.find((p) => p.generalInformation.id === guestId)!.generalInformation).toMatchObject({
      isMakeup: true,
      homeCohortId: home.cohort.id,
    });
    const again = await post('POST /api/save_makeup_participant', body);
    expect(again.statusCode).toBe(409);
    expect(parseBody(again)).toMatchObject({ message: MESSAGES.makeupAlreadyOnRoster });
    expect(await awayMarkers(home.cohort.id)).toContainEqual(
      expect.objectContaining({ host_cohort_id: host.cohort.id, user_id: guestId, unit: '1' }),
    );
    const directory = await cohortDirectory({ fresh: true });
    expect(directory.cohorts.get(host.cohort.id)!.summary.makeups.map((m) => m.user_id)).toContain(guestId);

    expect(parseBody(await post('POST /api/remove_makeup', body))).toEqual({ removed: true, message: MESSAGES.makeupRemoved });
    expect((await roster(host.cohort.id, eventId)).participants.some((p) => p.generalInformation.id === guestId)).toBe(false);
    expect((await post('POST /api/remove_makeup', body)).statusCode).toBe(404);
    expect((await awayMarkers(home.cohort.id)).some((m) => m.user_id === guestId && m.host_cohort_id === host.cohort.id)).toBe(false);
    expect((await cohortDirectory({ fresh: true })).cohorts.get(host.cohort.id)!.summary.makeups.map((m) => m.user_id)).not.toContain(
      guestId,
    );
  });

  it('refuses a guest from no cohort of the course, and a coordinator', async () => {
    const { aggregate: host } = pastUnitOfFacilitator();
    const other = cohorts.find((c) => c.cohort.course_id !== host.cohort.course_id && c.members.length > 0)!;
    const refused = await post('POST /api/save_makeup_participant', {
      cohortId: host.cohort.id,
      eventUnit: '1',
      participantId: other.members[0].user_id,
    });
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused)).toMatchObject({ message: MESSAGES.makeupNotEligible, isSaved: false });
    expect(
      (
        await post(
          'POST /api/save_makeup_participant',
          { cohortId: host.cohort.id, eventUnit: '1', participantId: other.members[0].user_id },
          tokens.coordinator,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('saves the ALP form of a participant, not of a guest', async () => {
    const { aggregate, eventId } = pastUnitOfFacilitator();
    const member = aggregate.members[0];
    const saved = await post('POST /api/save_alp_form', {
      cohortId: aggregate.cohort.id,
      participantId: member.user_id,
      status: !member.alp_form,
      isMakeup: false,
    });
    expect(parseBody(saved)).toEqual({ message: MESSAGES.alpFormSaved, status: !member.alp_form });
    const info = await roster(aggregate.cohort.id, eventId);
    expect(info.participants.find((p) => p.generalInformation.id === member.user_id)!.generalInformation.alpForm).toBe(!member.alp_form);
    const guest = await post('POST /api/save_alp_form', {
      cohortId: aggregate.cohort.id,
      participantId: member.user_id,
      status: true,
      isMakeup: true,
    });
    expect(parseBody(guest)).toMatchObject({ message: MESSAGES.alpFormSaveError(MESSAGES.alpFormMembersOnly) });
  });
});
