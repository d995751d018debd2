import { beforeAll, describe, expect, it } from 'vitest';
import { snapshotWithOldCohorts } from '../../test/integration/directory-archive.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import type { CalendarResponse } from '../../shared/calendar/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { addDays, nyDate, weekday } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { staffCovers } from '../data/cohorts/cohort-view.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { findUserIdByLogin, getUsers } from '../data/users/users.ts';
import { handler } from './handler.ts';
import { calendarModes } from './calendar-mode.ts';

useTestTable();
const today = nyDate();
let cohorts: CohortAggregate[] = [];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const start = addDays(today, -45);
const end = addDays(today, 15);

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: 20,
    participantsPerCohort: [2, 3],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 5,
    demoAccounts: true,
  });
  for (const name of ['manager', 'facilitator', 'coordinator', 'participant']) ids[name] = (await findUserIdByLogin(name))!;
  tokens.manager = await sessionToken(ids.manager, ['nisl_manager']);
  tokens.facilitator = await sessionToken(ids.facilitator, ['facilitator_national']);
  tokens.facilitatorCoordinator = await sessionToken(ids.facilitator, ['facilitator_national', 'state_coordinator'], 'facilitator', [1]);
  tokens.participant = await sessionToken(ids.participant, ['participant']);
  cohorts = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
}, 120_000);

const calendar = async (token: string, query: Record<string, string> = {}, range = { start, end }) => {
  const result = await handler(apiEvent('GET /api/calendar_data/{start}/{end}', { token, params: range, query }));
  expect(result.statusCode).toBe(200);
  return parseBody<CalendarResponse>(result);
};

/** Units of the raw items that overlap the range, as `cohort-unit`, for people matching `who`. */
function expectedUnits(who: (c: CohortAggregate, unit: string) => boolean): string[] {
  const keys = new Set<string>();
  for (const c of cohorts) {
    for (const e of c.events) {
      if (!e.start_date) continue;
      const units = c.events.filter((x) => x.unit_id === e.unit_id && x.start_date);
      const first = units.map((x) => x.start_date!).sort()[0];
      const last = units
        .map((x) => x.end_date ?? x.start_date!)
        .sort()
        .at(-1)!;
      if (first <= end && last >= start && who(c, e.unit_id)) keys.add(`${c.cohort.id}-${e.unit_id}`);
    }
  }
  return [...keys].sort();
}

describe('calendar_data', () => {
  it('gives a manager the complete calendar of the range, titled and coloured', async () => {
    const answer = await calendar(tokens.manager);
    expect(answer.mode).toBe('complete');
    expect(answer.can_switch).toBe(false);
    expect(answer.events.map((e) => `${e.cohort.id}-${e.event_id}`).sort()).toEqual(expectedUnits(() => true));
    for (const event of answer.events) {
      expect(event.title).toBe(event.event_id === 'orientation' ? 'Orientation' : `Unit ${event.event_id}`);
      expect(event.cohort.delivery_model.color).toMatch(/^#/);
      expect(event.end >= event.start).toBe(true);
    }
    expect(answer.busy_days).toEqual([]);
  });

  it('gives a facilitator their own schedule only, whatever they ask for', async () => {
    const answer = await calendar(tokens.facilitator, { calendar: 'complete' });
    expect(answer.mode).toBe('my_schedule');
    expect(answer.can_switch).toBe(false);
    const mine = (c: CohortAggregate, unit: string) =>
      c.staff.some((s) => s.user_id === ids.facilitator && c.events.some((e) => e.unit_id === unit && staffCovers(s, e)));
    expect(answer.events.map((e) => `${e.cohort.id}-${e.event_id}`).sort()).toEqual(expectedUnits(mine));
  });

  it('lets a national facilitator who coordinates switch views', async () => {
    expect((await calendar(tokens.facilitatorCoordinator)).mode).toBe('my_schedule');
    const complete = await calendar(tokens.facilitatorCoordinator, { calendar: 'complete' });
    expect(complete.mode).toBe('complete');
    expect(complete.can_switch).toBe(true);
    const inState = new Set(
      cohorts.filter((c) => c.cohort.state_id === 1 || c.staff.some((s) => s.user_id === ids.facilitator)).map((c) => c.cohort.id),
    );
    expect(complete.events.every((e) => inState.has(e.cohort.id))).toBe(true);
    expect(calendarModes(['state_coordinator'])).toEqual({ default: 'complete', canSwitch: false });
  });

  it('lists the facilitators certified for a unit schedule and only that unit', async () => {
    const answer = await calendar(tokens.manager, { filters: JSON.stringify({ unit: '4' }) });
    expect(answer.events.every((e) => e.event_id === '4')).toBe(true);
    expect(answer.certifications.length).toBeGreaterThan(0);
    const people = await getUsers(answer.certifications.map((c) => c.id));
    for (const person of people.values()) expect(person.certifications).toContain(4);
    expect(answer.certifications.map((c) => c.name)).toContain('Felix Facilitator');
    expect((await calendar(tokens.manager)).certifications).toEqual([]);
  });

  it('sends with per_day the first events of each day and counts the rest; without it every event', async () => {
    const all = await calendar(tokens.manager);
    expect(all.more_by_day).toBeUndefined();
    const covering = (events: CalendarResponse['events'], day: string) => events.filter((e) => e.start <= day && day <= e.end);
    const days = Array.from({ length: 61 }, (_, i) => addDays(start, i));
    const busiest = days.reduce((a, b) => (covering(all.events, b).length > covering(all.events, a).length ? b : a));
    expect(covering(all.events, busiest).length).toBeGreaterThan(1);

    const shown = await calendar(tokens.manager, { per_day: '1' });
    const key = (e: CalendarResponse['events'][number]) => `${e.cohort.id}-${e.event_id}`;
    // The full list's order, thinned; on the busiest day its first event and a count of the others.
    expect(all.events.map(key).filter((k) => shown.events.map(key).includes(k))).toEqual(shown.events.map(key));
    expect(covering(shown.events, busiest).map(key)[0]).toBe(key(covering(all.events, busiest)[0]));
    for (const day of days)
      expect(covering(shown.events, day).length + (shown.more_by_day![day] ?? 0)).toBe(covering(all.events, day).length);
    expect(shown.more_by_day![busiest]).toBeGreaterThan(0);
    expect(Object.values(shown.more_by_day!).every((n) => n > 0)).toBe(true);
  });

  it('refuses a backwards or too long range, bad filters and a participant', async () => {
    const call = (params: Record<string, string>, token = tokens.manager, query: Record<string, string> = {}) =>
      handler(apiEvent('GET /api/calendar_data/{start}/{end}', { token, params, query }));
    const backwards = await call({ start: end, end: start });
    expect(backwards.statusCode).toBe(422);
    expect(parseBody(backwards)).toMatchObject({ message: MESSAGES.invalidDateRange });
    expect((await call({ start: today, end: addDays(today, 100) })).statusCode).toBe(422);
    expect((await call({ start: '2026-13', end: today })).statusCode).toBe(422);
    expect((await call({ start, end }, tokens.manager, { filters: JSON.stringify({ unit: '9' }) })).statusCode).toBe(422);
    expect((await call({ start, end }, tokens.manager, { per_day: '0' })).statusCode).toBe(422);
    expect((await call({ start, end }, tokens.participant)).statusCode).toBe(403);
  });
});

describe('availability', () => {
  it('saves a day, returns it in My Schedule and marks events on busy days', async () => {
    const mine = await calendar(tokens.facilitator);
    const event = mine.events.find((e) => e.start >= start && weekday(e.start) !== 6 && !e.is_busy)!;
    expect(event).toBeDefined();
    const save = (available: number, day = event.start, token = tokens.facilitator) =>
      handler(apiEvent('POST /api/save-busy-days', { token, body: { available, day } }));
    expect(parseBody(await save(0))).toEqual({ saved: true, busy_day: { available_date: event.start, available: 0 } });
    const after = await calendar(tokens.facilitator);
    expect(after.busy_days).toContainEqual({ available_date: event.start, available: 0 });
    expect(after.events.find((e) => e.unit_id === event.unit_id)!.is_busy).toBe(true);
    await save(2);
    expect((await calendar(tokens.facilitator)).busy_days).toContainEqual({ available_date: event.start, available: 2 });
    // Someone else's calendar does not change.
    expect((await calendar(tokens.manager, { calendar: 'my_schedule' })).busy_days).toEqual([]);
    expect((await save(3)).statusCode).toBe(422);
    expect((await save(1, '21-11-2026')).statusCode).toBe(422);
    expect((await save(1, today, tokens.participant)).statusCode).toBe(403);
  });
});

describe('calendar basics', () => {
  it('opens on today and offers the years with sessions', async () => {
    expect(parseBody(await handler(apiEvent('GET /api/calendar_date', { token: tokens.manager })))).toEqual({ start: today });
    const { years } = parseBody<{ years: number[] }>(await handler(apiEvent('GET /api/get-years', { token: tokens.manager })));
    const expected = new Set([
      Number(today.slice(0, 4)),
      ...cohorts.flatMap((c) => c.events.filter((e) => e.start_date).map((e) => Number(e.start_date!.slice(0, 4)))),
    ]);
    expect(years).toEqual([...expected].sort());
    expect((await handler(apiEvent('GET /api/get-years', { token: tokens.participant }))).statusCode).toBe(403);
  });
});

describe('cohorts of the past (the directory archive)', () => {
  it("shows an archived cohort's days in its month and its year in the year picker", async () => {
    const old = (await cohortDirectory()).sessions().find((s) => s.start_date !== null)!.cohort;
    const archive = await snapshotWithOldCohorts([old.id], 2019);
    try {
      const { years } = parseBody<{ years: number[] }>(await handler(apiEvent('GET /api/get-years', { token: tokens.manager })));
      expect(years).toContain(2019);
      const april = await calendar(tokens.manager, {}, { start: '2019-04-01', end: '2019-04-30' });
      expect(april.events.length).toBeGreaterThan(0);
      expect(april.events.every((e) => e.cohort.id === old.id)).toBe(true);
    } finally {
      await archive.restore();
    }
  });
});
