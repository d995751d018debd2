import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AlpData,
  CohortSearchResponse,
  DashboardFilters,
  DashboardResponse,
  DashboardSession,
  FilterOptions,
} from '../../shared/dashboard/types.ts';
import { DASHBOARD_PAGE_SIZE, DEFAULT_PAST_YEAR } from '../../shared/constants.ts';
import { ROUTES } from '../../shared/api/routes.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { nyDate } from '../../shared/time.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { handler } from './handler.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { snapshotWithOldCohorts } from '../../test/integration/directory-archive.ts';
import { cohortDirectory, resetCohortDirectory } from '../data/cohorts/cohort-directory.ts';

useTestTable();
const today = nyDate();
const COACHING_COURSE_ID = COURSES.find((c) => c.key === 497)!.id;
let cohorts: CohortAggregate[] = [];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: 40,
    participantsPerCohort: [3, 5],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 7,
    demoAccounts: true,
  });
  for (const name of ['manager', 'facilitator', 'local.facilitator', 'coordinator', 'participant'])
    ids[name] = (await findUserIdByLogin(name))!;
  tokens.manager = await sessionToken(ids.manager, ['nisl_manager']);
  tokens.facilitator = await sessionToken(ids.facilitator, ['facilitator_national']);
  tokens.local = await sessionToken(ids['local.facilitator'], ['facilitator_local']);
  tokens.coordinator = await sessionToken(ids.coordinator, ['state_coordinator'], 'coordinator', [1, 2]);
  tokens.participant = await sessionToken(ids.participant, ['participant']);
  cohorts = (await Promise.all(Array.from({ length: 40 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
}, 120_000);

const dashboard = async (token: string, query: Record<string, string> = {}) => {
  const result = await handler(apiEvent('GET /api/dashboard_data', { token, query }));
  expect(result.statusCode).toBe(200);
  return parseBody<DashboardResponse>(result);
};
const allPages = async (token: string, query: Record<string, string> = {}) => {
  const rows: DashboardSession[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await dashboard(token, { ...query, page: String(page) });
    rows.push(...answer.events);
    if (answer.last_load) return { rows, total: answer.total };
  }
};
const filtersJson = (filters: Partial<DashboardFilters>) => JSON.stringify(filters);

/** The sessions a reader of the raw items expects: one per unit, not over before today. */
function expectedUpcoming(aggregates: CohortAggregate[]): string[] {
  const keys: string[] = [];
  for (const { cohort, events } of aggregates) {
    const units = new Map<string, (string | null)[]>();
    for (const e of events) units.set(e.unit_id, [...(units.get(e.unit_id) ?? []), e.end_date ?? e.start_date]);
    for (const [unit, ends] of units) {
      const dated = ends.filter((d): d is string => d !== null);
      if (dated.length === 0 || dated.sort().at(-1)! >= today) keys.push(`${cohort.id}-${unit}`);
    }
  }
  return keys.sort();
}

describe('dashboard_data', () => {
  it('gives a manager every session from today on, by date, then the not yet scheduled ones', async () => {
    const { rows, total } = await allPages(tokens.manager, { include_coaching: 'true' });
    expect(rows.map((r) => r.id).sort()).toEqual(expectedUpcoming(cohorts));
    expect(total).toBe(rows.length);
    const dated = rows.filter((r) => r.start_date !== null);
    const firstUndated = rows.findIndex((r) => r.start_date === null);
    expect(rows.slice(firstUndated).every((r) => r.start_date === null)).toBe(true);
    expect(dated.map((r) => r.start_date)).toEqual([...dated.map((r) => r.start_date)].sort());
    // A participant's sign-in band, not the instant (issue 32: what the activity column shows).
    const participant = rows.find((r) => r.cohort.participants.length)!.cohort.participants[0];
    expect(Object.keys(participant).sort()).toEqual(['activity', 'email', 'id', 'name']);
  });

  it('pages by 50 without overlap and says which page is the last', async () => {
    const first = await dashboard(tokens.manager, { page: '1', include_coaching: 'true' });
    expect(first.events).toHaveLength(Math.min(DASHBOARD_PAGE_SIZE, first.total));
    expect(first.total).toBeGreaterThan(DASHBOARD_PAGE_SIZE);
    const second = await dashboard(tokens.manager, { page: '2', include_coaching: 'true' });
    expect(second.skip).toBe(DASHBOARD_PAGE_SIZE);
    expect(second.events.some((e) => first.events.some((f) => f.id === e.id))).toBe(false);
    expect(first.last_load).toBe(false);
  });

  it('leaves the coaching cohort out unless coaching is included', async () => {
    const without = await allPages(tokens.manager);
    const coaching = cohorts.find((c) => c.cohort.course_id === COACHING_COURSE_ID)!.cohort.id;
    expect(without.rows.some((r) => r.cohort.id === coaching)).toBe(false);
    const withCoaching = await allPages(tokens.manager, { include_coaching: 'true' });
    expect(withCoaching.rows.some((r) => r.cohort.id === coaching)).toBe(true);
  });

  it('lists past sessions newest first, back to the past year, with their year', async () => {
    const { rows } = await allPages(tokens.manager, { from: 'past' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.end_date! < today && r.year === Number(r.start_date!.slice(0, 4)))).toBe(true);
    expect(rows.map((r) => r.start_date)).toEqual([...rows.map((r) => r.start_date)].sort().reverse());
    const thisYear = Number(today.slice(0, 4));
    const recent = await allPages(tokens.manager, { from: 'past', filters: filtersJson({ past_year: thisYear }) });
    expect(recent.rows.every((r) => r.start_date! >= `${thisYear}-01-01`)).toBe(true);
    expect(recent.total).toBeLessThan(rows.length);
  });

  it("marks each cohort's next session, and only that one", async () => {
    const { rows } = await allPages(tokens.manager, { include_coaching: 'true' });
    const marked = rows.filter((r) => r.mark_next);
    expect(marked.length).toBeGreaterThan(0);
    for (const row of marked) {
      expect(row.start_date! >= today).toBe(true);
      expect(row.mark_next).toBe(row.start_date === today ? 'today' : 'next');
      const earlier = rows.filter(
        (r) => r.cohort.id === row.cohort.id && r.start_date !== null && r.start_date >= today && r.start_date < row.start_date!,
      );
      expect(earlier).toEqual([]);
    }
    expect(new Set(marked.map((r) => r.cohort.id)).size).toBe(marked.length);
  });

  it('lists the past days whose attendance was never recorded', async () => {
    const unrecorded = cohorts[5];
    const answer = await dashboard(tokens.manager, { from: 'past', filters: filtersJson({ cohorts: [unrecorded.cohort.id] }) });
    const recorded = new Set(unrecorded.attendance.map((a) => a.event_id));
    const expected = unrecorded.events
      .filter((e) => e.unit_id !== 'orientation' && e.start_date && e.start_date < today && !recorded.has(e.id))
      .map((e) => e.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.missingAttendance[String(unrecorded.cohort.id)].map((m) => m.event_id)).toEqual(expected);
    expect(answer.cohort_participants[String(unrecorded.cohort.id)].sort()).toEqual(unrecorded.members.map((m) => m.user_id).sort());
  });

  it('shows facilitators their own cohorts and coordinators their states', async () => {
    const staffed = (userId: number) => new Set(cohorts.filter((c) => c.staff.some((s) => s.user_id === userId)).map((c) => c.cohort.id));
    const facilitator = await allPages(tokens.facilitator, { include_coaching: 'true' });
    expect(new Set(facilitator.rows.map((r) => r.cohort.id))).toEqual(
      new Set([...staffed(ids.facilitator)].filter((id) => facilitator.rows.some((r) => r.cohort.id === id))),
    );
    expect(facilitator.rows.every((r) => staffed(ids.facilitator).has(r.cohort.id))).toBe(true);
    const local = await allPages(tokens.local, { include_coaching: 'true' });
    expect(local.rows.every((r) => staffed(ids['local.facilitator']).has(r.cohort.id))).toBe(true);
    const coordinator = await allPages(tokens.coordinator, { include_coaching: 'true' });
    expect(coordinator.rows.length).toBeGreaterThan(0);
    expect(coordinator.rows.every((r) => [1, 2].includes(r.cohort.state.id))).toBe(true);
  });

  it('filters by course, facilitator and schedule; role 16 does not get the facilitator filter', async () => {
    const course = cohorts[0].cohort.course_id;
    const byCourse = await allPages(tokens.manager, { filters: filtersJson({ courses: [course] }) });
    expect(byCourse.rows.length).toBeGreaterThan(0);
    expect(byCourse.rows.every((r) => r.cohort.course.id === course)).toBe(true);
    const byFacilitator = await allPages(tokens.manager, { filters: filtersJson({ facilitators: [ids.facilitator] }) });
    expect(byFacilitator.rows.every((r) => r.facilitators.some((f) => f.id === ids.facilitator))).toBe(true);
    const undated = await allPages(tokens.manager, { filters: filtersJson({ schedule: ['not_scheduled'] }) });
    expect(undated.rows.every((r) => r.start_date === null)).toBe(true);
    const candidate = await sessionToken(ids.manager, ['nisl_manager', 'facilitator_candidate']);
    const ignored = await allPages(candidate, { filters: filtersJson({ facilitators: [ids.facilitator] }) });
    expect(ignored.total).toBe((await allPages(tokens.manager)).total);
  });

  it('refuses bad filters, a bad page and a participant', async () => {
    const bad = await handler(apiEvent('GET /api/dashboard_data', { token: tokens.manager, query: { filters: '{not json' } }));
    expect(bad.statusCode).toBe(422);
    expect(parseBody(bad)).toMatchObject({ message: MESSAGES.invalidFilters });
    expect((await handler(apiEvent('GET /api/dashboard_data', { token: tokens.manager, query: { page: '0' } }))).statusCode).toBe(422);
    expect(
      (await handler(apiEvent('GET /api/dashboard_data', { token: tokens.manager, query: { filters: '{"courses":["x"]}' } }))).statusCode,
    ).toBe(422);
    expect((await handler(apiEvent('GET /api/dashboard_data', { token: tokens.participant }))).statusCode).toBe(403);
    expect((await handler(apiEvent('GET /api/dashboard_data', {}))).statusCode).toBe(401);
  });

  it('answers with at most 3 DynamoDB round trips, session check included', async () => {
    const { metrics } = await withDynamoMetrics(() =>
      handler(apiEvent('GET /api/dashboard_data', { token: tokens.coordinator, query: { filters: filtersJson({ courses: [10] }) } })),
    );
    expect(metrics.calls).toBeLessThanOrEqual(3);
    expect(metrics.ops.Scan ?? 0).toBe(0);
  });
});

describe('saved filters and filter options', () => {
  it('keeps, returns and forgets filters per user and type', async () => {
    const save = (body: unknown, token = tokens.facilitator) => handler(apiEvent('POST /api/user/saveFilters', { token, body }));
    const filters = { courses: [10], past_year: 2020, retain_filter: true };
    expect((await save({ type_filters: 'cohort', filters, save_filters: true })).statusCode).toBe(200);
    expect((await save({ type_filters: 'visualFilters', filters: { viewCities: true, columnView: 'assignments' } })).statusCode).toBe(200);
    const options = parseBody<FilterOptions>(
      await handler(apiEvent('GET /api/filter-cohort', { token: tokens.facilitator, query: { type_filter: 'cohort' } })),
    );
    expect(options.filters.filters).toMatchObject({ courses: [10], past_year: 2020 });
    expect(options.filters.visualFilters).toEqual({ viewCities: true, columnView: 'assignments' });
    expect(options.filters.include_coaching).toBe(false);
    expect((await dashboard(tokens.facilitator)).visualFilters.filter).toEqual({ viewCities: true, columnView: 'assignments' });
    // Another person's filters are their own.
    const managerOptions = parseBody<FilterOptions>(await handler(apiEvent('GET /api/filter-cohort', { token: tokens.manager })));
    expect(managerOptions.filters.filters).toBeNull();
    await save({ type_filters: 'cohort', filters, save_filters: false });
    const forgotten = parseBody<FilterOptions>(await handler(apiEvent('GET /api/filter-cohort', { token: tokens.facilitator })));
    expect(forgotten.filters.filters).toBeNull();
    expect((await save({ type_filters: 'visualFilters', filters: { viewCities: 'yes' } })).statusCode).toBe(422);
    expect((await save({ type_filters: 'unknown', filters: {} })).statusCode).toBe(422);
  });

  it('offers only what the caller may see, coaching on for coordinators, no assignment filters for role 36', async () => {
    // `cohorts` names the saved filter's cohorts the caller may see, not every cohort (issue 32).
    const inStates = cohorts.filter((c) => [1, 2].includes(c.cohort.state_id)).map((c) => c.cohort);
    const outside = cohorts.find((c) => ![1, 2].includes(c.cohort.state_id))!.cohort;
    expect(inStates.length).toBeGreaterThan(2);
    const body = { type_filters: 'cohort', filters: { cohorts: [inStates[1].id, outside.id] } };
    expect((await handler(apiEvent('POST /api/user/saveFilters', { token: tokens.coordinator, body }))).statusCode).toBe(200);
    const coordinator = parseBody<FilterOptions>(await handler(apiEvent('GET /api/filter-cohort', { token: tokens.coordinator })));
    expect(coordinator.cohorts).toEqual([{ value: inStates[1].id, label: inStates[1].name }]);
    expect(coordinator.states.map((s) => s.value).sort()).toEqual([1, 2]);
    expect(coordinator.filters.include_coaching).toBe(true);
    expect(coordinator.qualities[0]).toEqual({ value: 'n/a', label: 'n/a' });
    const uncertified = await sessionToken(ids.facilitator, ['facilitator_national', 'facilitator_no_certified']);
    const limited = parseBody<FilterOptions>(await handler(apiEvent('GET /api/filter-cohort', { token: uncertified })));
    expect(limited.hidden).toEqual(expect.arrayContaining(['facilitators', 'co_facilitators', 'coaches_alp']));
    expect(limited.facilitators).toEqual([]);
    expect((await handler(apiEvent('GET /api/filter-cohort', { token: tokens.manager, query: { type_filter: 'nope' } }))).statusCode).toBe(
      422,
    );
    expect((await handler(apiEvent('GET /api/filter-cohort', { token: tokens.participant }))).statusCode).toBe(403);
  });

  it('resets the past year to 2015 when nothing is saved', async () => {
    const answer = await dashboard(tokens.manager, { from: 'past', filters: filtersJson({}) });
    expect(answer.events.every((e) => e.start_date! >= `${DEFAULT_PAST_YEAR}-01-01`)).toBe(true);
  });
});

describe('cohort search and ALP data', () => {
  it('finds visible cohorts by name, starts first', async () => {
    const target = cohorts[7].cohort;
    const answer = parseBody<CohortSearchResponse>(
      await handler(apiEvent('GET /api/searchCohort/{text}', { token: tokens.manager, params: { text: target.name.slice(0, 6) } })),
    );
    expect(answer.cohorts.map((c) => c.id)).toContain(target.id);
    expect(
      answer.cohorts.every(
        (c) =>
          c.name.toLowerCase().startsWith(target.name.slice(0, 6).toLowerCase()) ||
          c.name.toLowerCase().includes(target.name.slice(0, 6).toLowerCase()),
      ),
    ).toBe(true);
    const none = parseBody<CohortSearchResponse>(
      await handler(apiEvent('GET /api/searchCohort/{text}', { token: tokens.manager, params: { text: 'zzzz-no-cohort' } })),
    );
    expect(none.cohorts).toEqual([]);
    // The filter modal's cohort picker sends part of a name, not only its start.
    const middle = parseBody<CohortSearchResponse>(
      await handler(apiEvent('GET /api/searchCohort/{text}', { token: tokens.manager, params: { text: target.name.slice(3, 9) } })),
    );
    expect(middle.cohorts.map((c) => c.id)).toContain(target.id);
    const outside = cohorts.find((c) => ![1, 2].includes(c.cohort.state_id))!.cohort;
    const hidden = parseBody<CohortSearchResponse>(
      await handler(apiEvent('GET /api/searchCohort/{text}', { token: tokens.coordinator, params: { text: outside.name } })),
    );
    expect(hidden.cohorts.map((c) => c.id)).not.toContain(outside.id);
    const soonest = parseBody<CohortSearchResponse>(await handler(apiEvent('GET /api/searchCohort', { token: tokens.manager })));
    expect(soonest.cohorts.length).toBeGreaterThan(0);
    expect(
      (await handler(apiEvent('GET /api/searchCohort/{text}', { token: tokens.participant, params: { text: 'abc' } }))).statusCode,
    ).toBe(403);
  });

  it("answers ALP counts for visible cohorts' participants only", async () => {
    const mine = cohorts.find((c) => c.staff.some((s) => s.user_id === ids.facilitator))!;
    const other = cohorts.find((c) => !c.staff.some((s) => s.user_id === ids.facilitator) && c.members.length)!;
    const body = {
      nisl_ids: [mine.cohort.id, other.cohort.id],
      cohort_user_ids: [],
      cohort_participants: { [mine.cohort.id]: mine.members.map((m) => m.user_id), [other.cohort.id]: other.members.map((m) => m.user_id) },
    };
    const answer = parseBody<AlpData>(await handler(apiEvent('POST /api/get_alp_data', { token: tokens.facilitator, body })));
    expect(Object.keys(answer.participants).map(Number).sort()).toEqual(mine.members.map((m) => m.user_id).sort());
    const member = mine.members[0];
    expect(answer.participants[member.user_id]).toEqual({
      alp_replies_count: member.alp_replies_count,
      alp_comments_count: member.alp_comments_count,
      alp_status: member.alp_status,
    });
    expect((await handler(apiEvent('POST /api/get_alp_data', { token: tokens.facilitator, body: { nisl_ids: ['x'] } }))).statusCode).toBe(
      422,
    );
  });
});

describe('who may call', () => {
  it('refuses a participant every dashboard and calendar route but saving their own filters', async () => {
    const { handler: calendarHandler } = await import('../calendar/handler.ts');
    const groups = { dashboard: handler, calendar: calendarHandler };
    // Not the calendar subscription's routes: every signed-in person has one, and its feed is public.
    const routes = ROUTES.filter((r) => (r.group === 'dashboard' || r.group === 'calendar') && !r.path.includes('calendar-feed'));
    expect(routes).toHaveLength(10);
    for (const route of routes) {
      const result = await groups[route.group as keyof typeof groups](apiEvent(route.key, { token: tokens.participant }));
      expect([route.key, result.statusCode]).toEqual([route.key, route.key === 'POST /api/user/saveFilters' ? 422 : 403]);
    }
  });
});

describe('cohorts of the past (the directory archive)', () => {
  it('leaves them out of From today, and shows them in the past view, the filter choices and the search box', async () => {
    const old = cohorts[10].cohort;
    const archive = await snapshotWithOldCohorts([old.id], 2019);
    try {
      const upcoming = await allPages(tokens.manager);
      expect(upcoming.rows.some((e) => e.cohort.id === old.id)).toBe(false);
      const past = await allPages(tokens.manager, { from: 'past', filters: filtersJson({ past_year: 2019 }) });
      const shown = past.rows.filter((e) => e.cohort.id === old.id);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((e) => e.start_date!.startsWith('2019-'))).toBe(true);

      // A cold Lambda again: the choices and the search come from the archived cohort's facet.
      const body = { type_filters: 'cohort', filters: { cohorts: [old.id] }, save_filters: true };
      expect((await handler(apiEvent('POST /api/user/saveFilters', { token: tokens.manager, body }))).statusCode).toBe(200);
      resetCohortDirectory();
      const options = parseBody<FilterOptions>(
        await handler(apiEvent('GET /api/filter-cohort', { token: tokens.manager, query: { type_filter: 'cohort' } })),
      );
      expect(options.cohorts.map((c) => c.value)).toContain(old.id);
      expect(options.years).toContain(2019);
      const found = parseBody<CohortSearchResponse>(
        await handler(apiEvent('GET /api/searchCohort/{text}', { token: tokens.manager, params: { text: old.name } })),
      );
      expect(found.cohorts.map((c) => c.id)).toContain(old.id);
      expect((await cohortDirectory({ since: today })).complete).toBe(false);
      // A facilitator's list reads their staff cohorts, archived ones included: from the facets, not the archive.
      resetCohortDirectory();
      await dashboard(tokens.facilitator);
      expect((await cohortDirectory({ since: today })).complete).toBe(false);
    } finally {
      await archive.restore();
    }
  });
});
