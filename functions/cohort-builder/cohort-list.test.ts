/**
 * The Cohort Builder list's routes (spec 03 §2.2-2.3, §4, §7) against DynamoDB Local: the seeded
 * organisation plus five cohorts written here, one per state of the Next column, with authors,
 * members and every field the filter reads.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CohortBuilderConfig,
  CohortBuilderFilters,
  CohortCourseOptions,
  CohortListFilter,
  CohortListResponse,
  CohortListRow,
  CourseSections,
} from '../../shared/cohort-builder/list.types.ts';
import { COHORT_LIST_PAGE_SIZE, COHORT_LIST_TEXT as T, QUALITY_SUPPORT_DELIVERY_MODELS } from '../../shared/cohort-builder/list.texts.ts';
import { ALL_REMAINING_UNITS_USER_ID } from '../../shared/constants.ts';
import { addDays, nyDate } from '../../shared/time.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody, type TestRequest } from '../../test/integration/events.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { testCohort } from '../../test/integration/cohorts.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import { resetCohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { cohortSummary, type PersonFacts } from '../data/cohorts/cohort-summary.ts';
import { cohortItems, type CohortRecord, type EventRecord } from '../data/cohorts/cohorts.ts';
import { findUserIdByLogin, getUser } from '../data/users/users.ts';
import type { RouteKey } from '../../shared/api/routes.ts';
import { handler } from './handler.ts';

useTestTable();
const today = nyDate();
const tokens: Record<string, string> = {};
const people: Record<string, { id: number; last: string }> = {};
let seeded = 0;
/** Set after seeding: newer than the seed's snapshot, so the directory picks the cohorts written here up from the feed. */
let WRITTEN_AT = '';

const call = async (key: RouteKey, request: TestRequest = {}, token = tokens.admin) => handler(apiEvent(key, { token, ...request }));
const ok = async <T>(key: RouteKey, request: TestRequest = {}, token = tokens.admin) => {
  const result = await call(key, request, token);
  expect(result.statusCode, String(result.body)).toBe(200);
  return parseBody<T>(result);
};
const list = (query: Record<string, string> = {}) => ok<CohortListResponse>('GET /api/cohort-builder/cohorts', { query });
const filtered = async (filter: CohortListFilter, query: Record<string, string> = {}) =>
  (await list({ filter: JSON.stringify(filter), per_page: '1000', ...query })).cohorts;
const idsOf = (page: { data: CohortListRow[] }) => page.data.map((r) => r.id).sort((a, b) => a - b);
const ours = (page: { data: CohortListRow[] }) => idsOf(page).filter((id) => id > 9000);

const MEMBERS: Array<[number, PersonFacts]> = [
  [880_001, { first_name: 'Quillon', last_name: 'Marchetti', email: 'quillon@example.org', login_at: null }],
  [880_002, { first_name: 'Ysolde', last_name: 'Brandvold', email: 'ysolde@example.org', login_at: null }],
  [880_003, { first_name: 'Tamsin', last_name: 'Okonkwo', email: 'tamsin@example.org', login_at: null }],
];

function cohortRecord(id: number, name: string, extra: Partial<CohortRecord>): CohortRecord {
  return testCohort({ id, name, course_id: 11, created_at: '2025-01-01T12:00:00.000Z', updated_at: WRITTEN_AT, ...extra });
}

let nextEventId = 990_000;
const day = (
  cohortId: number,
  unit: string,
  dayNo: number,
  date: string | null,
  times: [string, string] | null = date ? ['08:30', '15:30'] : null,
  meeting: string | null = 'in_person',
): EventRecord => ({
  id: (nextEventId += 1),
  cohort_id: cohortId,
  unit_id: unit,
  day: dayNo,
  type_event: 'two_day',
  start_date: date,
  end_date: date,
  start_time: times?.[0] ?? null,
  end_time: times?.[1] ?? null,
  url_unit_evaluation: null,
  meeting_type: meeting,
});

async function writeCohort(cohort: CohortRecord, events: EventRecord[], memberIds: number[] = []) {
  const facts = new Map(MEMBERS);
  const summary = cohortSummary(
    {
      events,
      staff: [],
      makeups: [],
      members: memberIds.map((user_id) => ({
        cohort_id: cohort.id,
        user_id,
        alp_status: null,
        alp_form: false,
        alp_replies_count: 0,
        alp_comments_count: 0,
        joined_at: WRITTEN_AT,
      })),
    },
    facts,
  );
  await putAll([cohortItems.cohort({ ...cohort, participant_count: memberIds.length }, summary)]);
}

const alphaUnit1: EventRecord[] = [];

beforeAll(async () => {
  const summary = await seedOrganisation({
    today,
    now: new Date(Date.now() - 60_000),
    cohorts: 60,
    participantsPerCohort: [2, 4],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 5,
    demoAccounts: true,
  });
  expect(summary.complete).toBe(true);
  WRITTEN_AT = new Date(Date.now() + 1_000).toISOString();
  for (const login of ['senior.admin', 'admin']) {
    const id = (await findUserIdByLogin(login))!;
    people[login] = { id, last: (await getUser(id))!.last_name };
  }
  tokens.admin = await sessionToken(people['senior.admin'].id, ['senior_admin', 'administrator']);
  tokens.manager = await sessionToken(900_001, ['nisl_manager']);
  tokens.participant = await sessionToken(900_002, ['participant']);
  tokens.facilitator = await sessionToken(900_003, ['facilitator_national']);

  // Alpha: a unit ahead (Next), everything the filter reads set.
  alphaUnit1.push(day(9001, '1', 1, addDays(today, 10)), day(9001, '1', 2, addDays(today, 11)));
  await writeCohort(
    cohortRecord(9001, 'Zephyr Alpha Cohort', {
      course_id: 11,
      delivery_model_id: 2,
      state_id: 3,
      city: 'Zanesville',
      contract: 'ZX-777',
      has_suite: 'some',
      is_internal: true,
      material_status: 'Backordered',
      created_at: '2025-06-15T14:00:00.000Z',
      created_by: people['senior.admin'].id,
      updated_by: people.admin.id,
    }),
    [day(9001, 'orientation', 1, addDays(today, -20), ['09:00', '11:00'], 'zoom_webinar'), ...alphaUnit1],
    MEMBERS.map(([id]) => id),
  );
  // Beta: force ended, though a day lies ahead.
  await writeCohort(cohortRecord(9002, 'Zephyr Beta Cohort', { force_end: true, created_at: '2025-06-20T14:00:00.000Z' }), [
    day(9002, '1', 1, addDays(today, 30)),
  ]);
  // Gamma: every day past: Ended with the last date.
  await writeCohort(
    cohortRecord(9003, 'Zephyr Gamma Cohort', { created_at: '2025-07-01T14:00:00.000Z', updated_by: people.admin.id }),
    [day(9003, '1', 1, '2025-03-03'), day(9003, '1', 2, '2025-03-04'), day(9003, '2', 1, '2025-04-07')],
    [880_001],
  );
  // Delta: no days at all: TBD, no Start, no link.
  await writeCohort(cohortRecord(9004, 'Zephyr Delta Cohort', { created_at: '2025-07-02T14:00:00.000Z' }), []);
  // Epsilon: past days and one without a date: TBD.
  await writeCohort(cohortRecord(9005, 'Zephyr Epsilon Cohort', { created_at: '2025-07-03T14:00:00.000Z' }), [
    day(9005, '1', 1, '2025-02-03'),
    day(9005, '2', 1, null),
  ]);
  resetCohortDirectory();
  seeded = (await list()).totalCohorts;
}, 120_000);

describe('GET /api/cohort-builder/cohorts', () => {
  it('pages every cohort, newest created first, 50 a page', async () => {
    const first = await list();
    expect(seeded).toBe(65);
    expect(first.cohorts).toMatchObject({ total: 65, current_page: 1, per_page: COHORT_LIST_PAGE_SIZE, last_page: 2 });
    expect(first.cohorts.data).toHaveLength(50);
    const created = first.cohorts.data.map((r) => r.created.at);
    expect(created).toEqual([...created].sort().reverse());
    const second = await list({ page: '2' });
    expect(second.cohorts.data).toHaveLength(15);
    expect(second.cohorts.data.some((r) => first.cohorts.data.some((f) => f.id === r.id))).toBe(false);
    const small = await list({ page: '3', per_page: '10' });
    expect(small.cohorts).toMatchObject({ current_page: 3, per_page: 10, last_page: 7 });
    expect(small.cohorts.data.map((r) => r.id)).toEqual(first.cohorts.data.slice(20, 30).map((r) => r.id));
  });

  it('gives each row its columns: course, delivery, start, next, participants, authors by last name, the dashboard link', async () => {
    const { data } = await filtered({ name: 'Zephyr' }, { column: 'id', order_by: 'asc' });
    const [alpha, beta, gamma, delta, epsilon] = data;
    expect(alpha).toMatchObject({
      id: 9001,
      post_id: 99_001,
      name: 'Zephyr Alpha Cohort',
      course: COURSES.find((c) => c.id === 11)!.name,
      delivery_model: 'Virtual',
      state: 'OH',
      city: 'Zanesville',
      start: { date: addDays(today, -20), time: '09:00' },
      next: { status: 'next', unit_id: '1', day: 1, days: 2, date: addDays(today, 10), start_time: '08:30', end_time: '15:30' },
      participants: 3,
      created: { at: '2025-06-15T14:00:00.000Z', by: people['senior.admin'].last },
      modified: { at: WRITTEN_AT, by: people.admin.last },
      dashboard: { event_id: alphaUnit1[0].id, unit_id: '1', post_id: 99_001 },
    });
    expect(beta.next).toEqual({ status: 'force_ended' });
    expect(gamma.next).toEqual({ status: 'ended', date: '2025-04-07' });
    expect(gamma.dashboard?.unit_id).toBe('2');
    expect(gamma.created.by).toBeNull();
    expect(delta).toMatchObject({ next: { status: 'tbd' }, start: null, dashboard: null, participants: 0 });
    expect(epsilon.next).toEqual({ status: 'tbd' });
  });

  it('filters by every field of the modal', async () => {
    const one = async (filter: CohortListFilter) => ours(await filtered(filter));
    expect(await one({ id: 9003 })).toEqual([9003]);
    expect(await one({ name: 'zephyr g' })).toEqual([9003]);
    expect(await one({ city: 'zanes' })).toEqual([9001]);
    expect(await one({ contract: 'zx-7' })).toEqual([9001]);
    expect(await one({ has_suite: 'some', name: 'Zephyr' })).toEqual([9001]);
    expect(await one({ internal: 'yes', name: 'Zephyr' })).toEqual([9001]);
    expect(await one({ internal: 'no', name: 'Zephyr' })).toEqual([9002, 9003, 9004, 9005]);
    expect(await one({ materials: 'backorder' })).toEqual([9001]);
    expect(await one({ meeting_types: ['zoom_webinar'] })).toEqual([9001]);
    expect(await one({ participant: 880_001 })).toEqual([9001, 9003]);
    expect(await one({ participant: 'brandvold' })).toEqual([9001]);
    expect(await one({ participant: 'tamsin@example' })).toEqual([9001]);
    expect(await one({ participant: '880003' })).toEqual([9001]);
    expect(await one({ participants_from: 2, participants_to: 3, name: 'Zephyr' })).toEqual([9001]);
    expect(await one({ participants_to: 0, name: 'Zephyr' })).toEqual([9002, 9004, 9005]);
    expect(await one({ events_start_from: '2025-04-01', events_start_to: '2025-04-30', name: 'Zephyr' })).toEqual([9003]);
    expect(await one({ next_event_from: addDays(today, 9), next_event_to: addDays(today, 10), name: 'Zephyr' })).toEqual([9001]);
    expect(await one({ created_by: [people['senior.admin'].id] })).toEqual([9001]);
    expect(await one({ created_from: '2025-06-15', created_to: '2025-06-20' })).toEqual([9001, 9002]);
    expect(await one({ updated_by: [people.admin.id] })).toEqual([9001, 9003]);
    expect(await one({ updated_from: today, name: 'Zephyr' })).toEqual([9001, 9002, 9003, 9004, 9005]);
    expect(await one({ updated_to: '2020-01-01' })).toEqual([]);

    const ohio = await filtered({ states: [3] });
    expect(ohio.data.every((r) => r.state === 'OH')).toBe(true);
    expect(ohio.total).toBeGreaterThan(1);
    const course = await filtered({ courses: [11], delivery_models: [2] });
    expect(course.data.every((r) => r.course_id === 11 && r.delivery_model === 'Virtual')).toBe(true);
    expect(ours(course)).toContain(9001);
    // The count line's two numbers: after the filter, and every cohort.
    const answer = await list({ filter: JSON.stringify({ states: [3] }) });
    expect(answer.totalCohorts).toBe(seeded);
    expect(answer.cohorts.total).toBe(ohio.total);
  });

  it('sorts by the columns, empty values last', async () => {
    const byName = (await filtered({}, { column: 'name', order_by: 'asc' })).data.map((r) => r.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })));
    const byParticipants = (await filtered({}, { column: 'participants', order_by: 'desc' })).data.map((r) => r.participants);
    expect(byParticipants).toEqual([...byParticipants].sort((a, b) => b - a));
    for (const order of ['asc', 'desc']) {
      const starts = (await filtered({}, { column: 'start', order_by: order })).data.map((r) => r.start);
      const firstTbd = starts.findIndex((s) => s === null);
      expect(firstTbd).toBeGreaterThan(0);
      expect(starts.slice(firstTbd).every((s) => s === null)).toBe(true);
    }
    const next = (await filtered({ name: 'Zephyr' }, { column: 'next', order_by: 'asc' })).data.map((r) => r.id);
    expect(next).toEqual([9001, 9004, 9005, 9003, 9002]);
  });

  it('searches the name, city, contract and id, also through GET /api/cohort/search/{text}', async () => {
    expect(ours((await list({ search: 'zephyr alpha' })).cohorts)).toEqual([9001]);
    expect(ours((await list({ search: 'ZX-777' })).cohorts)).toEqual([9001]);
    const searched = await ok<CohortListResponse>('GET /api/cohort/search/{text}', {
      params: { text: 'Zephyr' },
      query: { column: 'name', order_by: 'desc' },
    });
    expect(searched.cohorts.data.map((r) => r.id)).toEqual([9003, 9005, 9004, 9002, 9001]);
    expect(searched.totalCohorts).toBe(seeded);
    const withFilter = await ok<CohortListResponse>('GET /api/cohort/search/{text}', {
      params: { text: 'zephyr' },
      query: { filter: JSON.stringify({ participant: 880_001 }) },
    });
    expect(idsOf(withFilter.cohorts)).toEqual([9001, 9003]);
  });

  it('keeps to three DynamoDB round trips and no Scan, cold or warm, with every filter at once', async () => {
    const filter: CohortListFilter = {
      name: 'e',
      states: [1, 2, 3],
      courses: [10, 11, 12],
      delivery_models: [1, 2, 3],
      has_suite: 'some',
      internal: 'no',
      meeting_types: ['in_person', 'zoom'],
      participant: 'a',
      participants_from: 0,
      participants_to: 100,
      events_start_from: '2020-01-01',
      next_event_to: '2100-01-01',
      created_from: '2020-01-01',
      updated_to: '2100-01-01',
    };
    for (const cold of [true, false]) {
      if (cold) resetCohortDirectory();
      const { result, metrics } = await withDynamoMetrics(() =>
        call('GET /api/cohort-builder/cohorts', { query: { filter: JSON.stringify(filter), column: 'next' } }),
      );
      expect(result.statusCode).toBe(200);
      expect(metrics.calls).toBeLessThanOrEqual(3);
      expect(metrics.ops.Scan ?? 0).toBe(0);
    }
  });

  it('answers 422 with a clear message for a filter that does not read, a bad range or sort', async () => {
    for (const query of [
      { filter: '{not json' },
      { filter: JSON.stringify({ participants_to: 500 }) },
      { filter: JSON.stringify({ states: 'PA' }) },
      { filter: JSON.stringify({ created_from: '06/15/2025' }) },
    ]) {
      const result = await call('GET /api/cohort-builder/cohorts', { query });
      expect(result.statusCode, JSON.stringify(query)).toBe(422);
      expect(parseBody<{ message: string }>(result).message).toBe(T.invalidFilter);
    }
    const sort = await call('GET /api/cohort-builder/cohorts', { query: { column: 'password' } });
    expect(sort.statusCode).toBe(422);
    expect(parseBody<{ message: string }>(sort).message).toBe(T.invalidSort);
    const page = await call('GET /api/cohort-builder/cohorts', { query: { per_page: '5000' } });
    expect(page.statusCode).toBe(422);
    expect(parseBody<{ message: string }>(page).message).toBe(T.invalidPage);
  });

  it('shows a cohort changed a moment ago at once (the list looks at the change feed), the others unchanged', async () => {
    const before = await filtered({ name: 'Zephyr' }, { column: 'id', order_by: 'asc' });
    const later = new Date(Date.now() + 2_000).toISOString();
    const planned = day(9004, '1', 1, addDays(today, 3), ['10:00', '12:00']);
    await writeCohort(cohortRecord(9004, 'Zephyr Delta Cohort', { created_at: '2025-07-02T14:00:00.000Z', updated_at: later }), [planned]);
    const after = await filtered({ name: 'Zephyr' }, { column: 'id', order_by: 'asc' });
    const delta = after.data.find((r) => r.id === 9004)!;
    expect(delta).toMatchObject({
      next: { status: 'next', unit_id: '1', date: addDays(today, 3), start_time: '10:00' },
      start: { date: addDays(today, 3), time: '10:00' },
      dashboard: { event_id: planned.id, unit_id: '1', post_id: 99_004 },
      modified: { at: later },
    });
    expect(after.data.filter((r) => r.id !== 9004)).toEqual(before.data.filter((r) => r.id !== 9004));
  });

  it('is for the admin area only: a manager may, a participant or facilitator gets 403', async () => {
    await ok('GET /api/cohort-builder/cohorts', {}, tokens.manager);
    for (const key of [
      'GET /api/cohort-builder/cohorts',
      'GET /api/cohort/search/{text}',
      'GET /api/cohort-builder/config',
      'GET /api/get_cohort_builder_filters',
      'GET /api/courses/get/cohort-builder',
      'GET /api/course_sections/{course}',
    ] as const) {
      for (const token of [tokens.participant, tokens.facilitator]) expect((await call(key, {}, token)).statusCode, key).toBe(403);
      expect((await call(key, {}, '')).statusCode, key).toBe(401);
    }
  });
});

describe('the filter choices, courses, units and configuration', () => {
  it('GET /api/get_cohort_builder_filters: courses, states, delivery models, meeting types and the authors', async () => {
    const answer = await ok<CohortBuilderFilters>('GET /api/get_cohort_builder_filters');
    expect(answer.courses.map((c) => c.id).sort()).toEqual(COURSES.map((c) => c.id).sort());
    expect(answer.states.find((s) => s.id === 3)).toEqual({ id: 3, name: 'Ohio', code: 'OH' });
    expect(answer.deliveryModels.some((m) => m.slug === 'virtual')).toBe(true);
    expect(answer.meetingTypes.length).toBeGreaterThan(0);
    expect(answer.createdBy).toEqual([{ id: people['senior.admin'].id, name: expect.stringContaining(people['senior.admin'].last) }]);
    expect(answer.updatedBy.map((p) => p.id)).toEqual([people.admin.id]);
  });

  it('GET /api/courses/get/cohort-builder: every course with what the form needs', async () => {
    const { courses } = await ok<CohortCourseOptions>('GET /api/courses/get/cohort-builder');
    expect(courses).toHaveLength(COURSES.length);
    const coaching = courses.find((c) => c.key === 497)!;
    expect(coaching).toMatchObject({ single_event: true, is_nisl: false, section_units: 1 });
    expect(courses.filter((c) => c.single_event)).toEqual([coaching]);
  });

  it('GET /api/course_sections/{course}: the units of a course by id or CMS key; an unknown course is 404', async () => {
    const edp = COURSES.find((c) => c.key === 39)!;
    const byId = await ok<CourseSections>('GET /api/course_sections/{course}', { params: { course: String(edp.id) } });
    expect(byId).toEqual({
      course: { id: edp.id, key: 39, name: edp.name },
      section_units: edp.section_units,
      units: Array.from({ length: edp.section_units }, (_, i) => String(i + 1)),
    });
    expect(await ok('GET /api/course_sections/{course}', { params: { course: 'cohort39' } })).toEqual(byId);
    const missing = await call('GET /api/course_sections/{course}', { params: { course: '424242' } });
    expect(missing.statusCode).toBe(404);
    expect(parseBody<{ message: string }>(missing).message).toBe(T.courseNotFound);
    expect((await call('GET /api/course_sections/{course}', { params: { course: 'drop table' } })).statusCode).toBe(422);
  });

  it('GET /api/cohort-builder/config: the form and filter settings', async () => {
    const { fields, config } = await ok<CohortBuilderConfig>('GET /api/cohort-builder/config');
    expect(fields.event_types.find((t) => t.value === '2_day')?.label).toBe('Contiguous');
    expect(fields.has_suite.map((c) => c.label)).toEqual(['Yes', 'No', 'Some participants']);
    expect(fields.material_statuses).toContain('Backordered');
    expect(config.quality_support_delivery_models).toEqual([...QUALITY_SUPPORT_DELIVERY_MODELS]);
    expect(config.quality_support_delivery_model_ids).toEqual([4, 5, 6, 7]);
    expect(config.single_event_course_key).toBe(497);
    expect(config.single_event_course_ids).toEqual([COURSES.find((c) => c.key === 497)!.id]);
    expect(config.nisl_course_ids).not.toContain(COURSES.find((c) => c.key === 497)!.id);
    expect(config).toMatchObject({
      all_remaining_units_user_id: ALL_REMAINING_UNITS_USER_ID,
      people_search_debounce_ms: 1300,
      lock_keep_alive_ms: 300_000,
      lock_page_prefix: 'cohortbuilder/edit/',
      work_hours: { from: '07:00', to: '20:01' },
      page_size: 50,
      participant_count_range: { min: 0, max: 100 },
    });
  });
});
