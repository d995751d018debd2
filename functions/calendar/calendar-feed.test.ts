/**
 * The calendar subscription (issue 33 part 3) on DynamoDB Local: a facilitator's and a
 * participant's feeds, read back with a second iCalendar library (ical.js), hold the days the
 * calendar and the stored cohorts give them, a moved day's SEQUENCE grows, a removed day is
 * CANCELLED, and a revoked address answers 404.
 */
import { markCohortDirectoryStale } from '../data/cohorts/cohort-directory.ts';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedAnswer, CalendarResponse } from '../../shared/calendar/types.ts';
import { FEED_TOKEN_PATTERN } from '../../shared/calendar/feed.texts.ts';
import { addDays, nyDate, nyInstant } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { staffCovers, scheduledDays } from '../data/cohorts/cohort-view.ts';
import { loadCohort, type CohortAggregate, type EventRecord } from '../data/cohorts/cohorts.ts';
import { saveCohort } from '../data/cohorts/cohort-save.ts';
import type { PersonFacts } from '../data/cohorts/cohort-summary.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { FEED_DAYS_AHEAD, FEED_DAYS_BACK } from './calendar-feed.ts';
import { handler } from './handler.ts';

useTestTable();

const today = nyDate();
const COHORTS = 20;
let cohorts: CohortAggregate[] = [];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: COHORTS,
    participantsPerCohort: [2, 3],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 5,
    demoAccounts: true,
  });
  for (const name of ['facilitator', 'participant']) ids[name] = (await findUserIdByLogin(name))!;
  tokens.facilitator = await sessionToken(ids.facilitator, ['facilitator_national']);
  tokens.participant = await sessionToken(ids.participant, ['participant']);
  cohorts = (await Promise.all(Array.from({ length: COHORTS }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
}, 120_000);

interface FeedEvent {
  eventId: number;
  summary: string;
  location: string;
  sequence: number;
  status: string | null;
  start: ICAL.Time;
}

const address = async (token: string) => {
  const result = await handler(apiEvent('GET /api/me/calendar-feed', { token }));
  expect(result.statusCode).toBe(200);
  return parseBody<CalendarFeedAnswer>(result).url;
};
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
const fetchFeed = (url: string) => handler(apiEvent('GET /api/calendar-feed/{token}', { params: { token: tokenOf(url) } }));

/** The feed as ical.js reads it, its New York zone registered from the feed's own VTIMEZONE. */
async function readFeed(url: string): Promise<FeedEvent[]> {
  const { result, metrics } = await withDynamoMetrics(() => fetchFeed(url));
  expect(result.statusCode).toBe(200);
  expect(result.headers?.['content-type']).toBe('text/calendar; charset=utf-8');
  // The token, then the person's cohort items, their profile and (unless fresh) the directory's change Query:
  // no read per cohort, whatever their number.
  expect(metrics.ops.GetItem).toBe(2);
  expect(metrics.ops.Query).toBeGreaterThanOrEqual(1);
  expect(metrics.ops.Query).toBeLessThanOrEqual(2);
  expect(metrics.ops.BatchGetItem).toBeUndefined();
  const calendar = new ICAL.Component(ICAL.parse(String(result.body)));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const [eventId, host] = event.uid.split('@');
    expect(host).toBe('localhost');
    return {
      eventId: Number(eventId),
      summary: event.summary,
      location: event.location,
      sequence: event.sequence,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      start: event.startDate,
    };
  });
}

/** The stored days (event ids) that are the person's in the feed's window. */
function expectedDays(who: (c: CohortAggregate, e: EventRecord) => boolean): number[] {
  const from = addDays(today, -FEED_DAYS_BACK);
  const to = addDays(today, FEED_DAYS_AHEAD);
  return cohorts
    .flatMap((c) => scheduledDays(c.events).filter((e) => e.start_date && e.start_date >= from && e.start_date <= to && who(c, e)))
    .map((e) => e.id)
    .sort((a, b) => a - b);
}

const facilitates = (c: CohortAggregate, e: EventRecord) =>
  c.staff.some((s) => s.user_id === ids.facilitator && ['facilitator', 'cofacilitator'].includes(s.staff_type) && staffCovers(s, e));

describe('calendar feed', () => {
  it('gives a facilitator one address that holds their days, in New York time, as the calendar shows them', async () => {
    const url = await address(tokens.facilitator);
    expect(tokenOf(url)).toMatch(FEED_TOKEN_PATTERN);
    expect(url).toBe(`http://localhost:3000/api/calendar-feed/${tokenOf(url)}`);
    expect(await address(tokens.facilitator)).toBe(url);

    const feed = await readFeed(url);
    const expected = expectedDays(facilitates);
    expect(expected.length).toBeGreaterThan(3);
    expect(feed.map((e) => e.eventId).sort((a, b) => a - b)).toEqual(expected);
    for (const event of feed) {
      const cohort = cohorts.find((c) => c.events.some((e) => e.id === event.eventId))!;
      const day = cohort.events.find((e) => e.id === event.eventId)!;
      expect(event.summary).toContain(cohort.cohort.name);
      expect(event.location).toBe(cohort.cohort.meeting?.webinar_url || cohort.cohort.city);
      expect(event.status).toBeNull();
      // The same instant as the stored New York date and time, whatever side of a daylight-saving change.
      expect(event.start.toJSDate().toISOString()).toBe(nyInstant(day.start_date!, `${day.start_time}:00`).toISOString());
    }

    // Every session My Schedule shows that they facilitate is in the feed, and no feed day is outside them.
    const start = addDays(today, -45);
    const end = addDays(today, 15);
    const answer = await handler(apiEvent('GET /api/calendar_data/{start}/{end}', { token: tokens.facilitator, params: { start, end } }));
    const shown = parseBody<CalendarResponse>(answer).events.filter((s) =>
      cohorts
        .find((c) => c.cohort.id === s.cohort.id)!
        .events.some((e) => e.unit_id === s.event_id && facilitates(cohorts.find((c) => c.cohort.id === s.cohort.id)!, e)),
    );
    expect(shown.length).toBeGreaterThan(0);
    const feedIds = new Set(feed.map((e) => e.eventId));
    for (const session of shown) {
      const cohort = cohorts.find((c) => c.cohort.id === session.cohort.id)!;
      const days = cohort.events.filter((e) => e.unit_id === session.event_id && facilitates(cohort, e));
      expect(days.every((e) => feedIds.has(e.id))).toBe(true);
    }
    const inRange = feed.filter((e) => {
      const date = e.start.toString().slice(0, 10);
      return date >= start && date <= end;
    });
    for (const event of inRange) {
      const cohort = cohorts.find((c) => c.events.some((e) => e.id === event.eventId))!;
      const unit = cohort.events.find((e) => e.id === event.eventId)!.unit_id;
      expect(shown.some((s) => s.cohort.id === cohort.cohort.id && s.event_id === unit)).toBe(true);
    }
  });

  it("gives a participant their cohorts' days and the units they make up", async () => {
    const member = (c: CohortAggregate, e: EventRecord) =>
      c.members.some((m) => m.user_id === ids.participant) || c.makeups.some((m) => m.user_id === ids.participant && m.unit === e.unit_id);
    const expected = expectedDays(member);
    expect(expected.length).toBeGreaterThan(0);
    const feed = await readFeed(await address(tokens.participant));
    expect(feed.map((e) => e.eventId).sort((a, b) => a - b)).toEqual(expected);
  });

  it("raises a moved day's SEQUENCE and shows a removed day as CANCELLED", async () => {
    const url = await address(tokens.facilitator);
    const cohort = cohorts.find((c) => scheduledDays(c.events).filter((e) => e.start_date! > today && facilitates(c, e)).length >= 2)!;
    const [moved, removed] = scheduledDays(cohort.events).filter((e) => e.start_date! > today && facilitates(cohort, e));
    const before = await readFeed(url);
    expect(before.find((e) => e.eventId === moved.id)!.sequence).toBe(0);

    const people = new Map<number, PersonFacts>(
      [...cohort.summary.members, ...cohort.summary.staff].map((p) => [p.user_id, { ...p, login_at: null }]),
    );
    const events = cohort.events
      .filter((e) => e.id !== removed.id)
      .map((e) => (e.id === moved.id ? { ...e, start_date: addDays(e.start_date!, 1), end_date: addDays(e.end_date!, 1) } : e));
    const result = await saveCohort({ before: cohort, target: { ...cohort, events }, people, at: new Date().toISOString() });
    expect(result.saved).toBe(true);

    // The save ran in another Lambda: the feed's directory sees it after its freshness window.
    markCohortDirectoryStale();
    const after = await readFeed(url);
    const movedNow = after.find((e) => e.eventId === moved.id)!;
    expect(movedNow.sequence).toBe(1);
    expect(movedNow.start.toString().slice(0, 10)).toBe(addDays(moved.start_date!, 1));
    expect(after.find((e) => e.eventId === removed.id)).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(after.filter((e) => e.status === 'CANCELLED')).toHaveLength(1);

    // A save that moves nothing leaves the numbers, and the cancelled day stays cancelled.
    const again = (await loadCohort(cohort.cohort.id))!;
    expect((await saveCohort({ before: again, target: again, people, at: new Date().toISOString() })).saved).toBe(true);
    markCohortDirectoryStale();
    const third = await readFeed(url);
    expect(third.find((e) => e.eventId === moved.id)!.sequence).toBe(1);
    expect(third.find((e) => e.eventId === removed.id)).toMatchObject({ status: 'CANCELLED', sequence: 1 });
  });

  it('answers 404 for a revoked address, and the next request makes a new one', async () => {
    const old = await address(tokens.participant);
    const revoked = await handler(apiEvent('DELETE /api/me/calendar-feed', { token: tokens.participant }));
    expect(parseBody(revoked)).toEqual({ revoked: true });
    expect((await fetchFeed(old)).statusCode).toBe(404);
    const fresh = await address(tokens.participant);
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    // Someone else's address is untouched by it.
    expect((await fetchFeed(await address(tokens.facilitator))).statusCode).toBe(200);
    expect((await handler(apiEvent('GET /api/calendar-feed/{token}', { params: { token: 'x'.repeat(43) } }))).statusCode).toBe(404);
    expect((await handler(apiEvent('GET /api/calendar-feed/{token}', { params: { token: 'short' } }))).statusCode).toBe(422);
    expect((await handler(apiEvent('GET /api/me/calendar-feed'))).statusCode).toBe(401);
  });
});
