/**
 * The Facilitator Utilization routes against DynamoDB Local and s3rver, on two hand-built cohorts
 * of the 2025-2026 program year (no seeded cohorts): units, sessions and hours per month over a
 * month boundary and the program-year boundary, facilitator against co-facilitator days, a
 * sub-unit counted with its unit, ext hours, a removed day and the orientation left out, the
 * placeholder 13450 skipped, staff against contractor; each filter; what a facilitator sees; the
 * roles refused; one page of each table (per_page); the export read back; the retained filter
 * through POST /api/user/saveFilters.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_REMAINING_UNITS_USER_ID } from '../../shared/constants.ts';
import type { RouteKey } from '../../shared/api/routes.ts';
import type { UtilizationAnswer, UtilizationFilterOptions, UtilizationFilters, UtilizationRow } from '../../shared/reports/types.ts';
import { DELIVERY_MODELS } from '../../scripts/seed/reference-data.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody, type TestRequest } from '../../test/integration/events.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { testCohort } from '../../test/integration/cohorts.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { demoSessionToken, sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { handler as dashboardHandler } from '../dashboard/handler.ts';
import { putAll } from '../data/table/batch.ts';
import { resetCohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { cohortSummary, type PersonFacts } from '../data/cohorts/cohort-summary.ts';
import { cohortItems, type CohortRecord, type EventRecord, type StaffRecord } from '../data/cohorts/cohorts.ts';
import { resetUserDirectory } from '../data/users/user-directory.ts';
import { createUser } from '../data/users/users.ts';
import { currentProgramYear } from '../domain/facilitator-utilization.ts';
import { handler } from './handler.ts';

useTestTable();

const ONE = 9101;
const TWO = 9102;
/** A person on the staff of cohort TWO with no account: staff, named from the cohort summary. */
const NO_ACCOUNT = 880_099;
const tokens: Record<string, string> = {};
const ids = { ada: 0, bob: 0 };
const [modelOne, modelTwo] = DELIVERY_MODELS;

let eventId = 95_000;
const day = (cohortId: number, unit: string, dayNo: number, date: string, start: string, end: string, extra: Partial<EventRecord> = {}) =>
  ({
    id: ++eventId,
    cohort_id: cohortId,
    unit_id: unit,
    day: dayNo,
    type_event: 'two_day',
    start_date: date,
    end_date: date,
    start_time: start,
    end_time: end,
    url_unit_evaluation: null,
    meeting_type: null,
    ...extra,
  }) satisfies EventRecord;
const staff = (cohortId: number, userId: number, type: StaffRecord['staff_type'], units: string[]): StaffRecord => ({
  cohort_id: cohortId,
  user_id: userId,
  staff_type: type,
  units,
});

async function writeCohort(given: CohortRecord, events: EventRecord[], team: StaffRecord[], removed: EventRecord[] = []) {
  // Its place on the directory's change feed: now, after the seed's snapshot.
  const cohort = { ...given, updated_at: new Date().toISOString() };
  const names = new Map<number, PersonFacts>([
    [ids.ada, { first_name: 'Ada', last_name: 'Alpha', email: 'ada@example.org', login_at: null }],
    [ids.bob, { first_name: 'Bob', last_name: 'Beta', email: 'bob@example.org', login_at: null }],
    [NO_ACCOUNT, { first_name: 'Dee', last_name: 'Delta', email: 'dee@example.org', login_at: null }],
  ]);
  const summary = cohortSummary({ events, staff: team, members: [], makeups: [] }, names);
  // A removed day as a summary could still carry it: the report leaves it out all the same.
  summary.events.push(...removed.map(({ cohort_id: _c, url_unit_evaluation: _u, ...e }) => ({ ...e, has_evaluation: false })));
  await putAll([...events.map(cohortItems.event), ...team.map(cohortItems.staff), cohortItems.cohort(cohort, summary)]);
}

beforeAll(async () => {
  await seedOrganisation({
    today: '2026-11-27',
    now: new Date(),
    cohorts: 0,
    participantsPerCohort: [0, 0],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 5,
    demoAccounts: true,
  });
  ids.ada = (await createUser(testAccount('ada.alpha', { first_name: 'Ada', last_name: 'Alpha', roles: [] }))).id;
  ids.bob = (
    await createUser(testAccount('bob.beta', { first_name: 'Bob', last_name: 'Beta', roles: [], staff_contractor: 'contractor' }))
  ).id;

  // Cohort ONE (state 1, first delivery model): Ada facilitates everything, Bob co-facilitates unit 2.
  await writeCohort(
    testCohort({ id: ONE, name: 'Utilization One', state_id: 1, delivery_model_id: modelOne.id }),
    [
      day(ONE, 'orientation', 1, '2025-07-20', '09:00', '11:00', { type_event: 'hours' }),
      // Unit 1 over the July/August boundary: 6 h, then 3.5 h.
      day(ONE, '1', 1, '2025-07-31', '09:00', '15:00'),
      day(ONE, '1', 2, '2025-08-01', '09:00', '12:30'),
      day(ONE, '2', 1, '2025-09-10', '10:00', '16:00'),
      day(ONE, '2', 2, '2025-09-11', '10:00', '16:00'),
      day(ONE, '3', 1, '2025-10-06', '09:00', '15:00'),
      // Unit 3's extension, an ext ('hours') day of 1.5 h in November: part of unit 3.
      day(ONE, '3A', 1, '2025-11-03', '18:00', '19:30', { type_event: 'hours' }),
      // Unit 5 over the program-year boundary.
      day(ONE, '5', 1, '2026-06-30', '09:00', '15:00'),
      day(ONE, '5', 2, '2026-07-01', '09:00', '15:00'),
    ],
    [
      staff(ONE, ids.ada, 'facilitator', ['all']),
      staff(ONE, ids.bob, 'cofacilitator', ['2']),
      staff(ONE, ALL_REMAINING_UNITS_USER_ID, 'facilitator', ['all']),
    ],
    [day(ONE, '4', 1, '2025-12-01', '09:00', '15:00', { removed_at: '2025-11-01T00:00:00.000Z' })],
  );
  // Cohort TWO (state 2, second delivery model), unit 1 in July: Bob facilitates day 2 only, Ada
  // co-facilitates both days and facilitates day 1, Dee (no account) facilitates both.
  await writeCohort(
    testCohort({ id: TWO, name: 'Utilization Two', state_id: 2, delivery_model_id: modelTwo.id }),
    [day(TWO, '1', 1, '2025-07-15', '08:00', '16:00'), day(TWO, '1', 2, '2025-07-16', '08:00', '12:00')],
    [
      staff(TWO, ids.bob, 'facilitator', ['1-2']),
      staff(TWO, ids.ada, 'cofacilitator', ['1']),
      staff(TWO, ids.ada, 'facilitator', ['1-1']),
      staff(TWO, NO_ACCOUNT, 'facilitator', ['1']),
    ],
  );

  tokens.admin = await demoSessionToken('admin', ['administrator']);
  tokens.training = await demoSessionToken('training.manager', ['training_manager']);
  tokens.ada = await sessionToken(ids.ada, ['facilitator_national']);
  tokens.participant = await demoSessionToken('participant', ['participant']);
  tokens.coordinator = await demoSessionToken('coordinator', ['state_coordinator'], [1]);
  resetCohortDirectory();
  resetUserDirectory();
});

const call = (key: RouteKey, request: TestRequest = {}) => handler(apiEvent(key, request));

async function report(filters: UtilizationFilters, token = tokens.admin): Promise<UtilizationAnswer> {
  const result = await call('GET /api/get_facilitator_utilization', { token, query: { filters: JSON.stringify(filters) } });
  expect(result.statusCode, String(result.body)).toBe(200);
  return parseBody<UtilizationAnswer>(result);
}

async function options(token = tokens.admin): Promise<UtilizationFilterOptions> {
  const result = await call('GET /api/filter-facilitator-utilization', { token });
  expect(result.statusCode, String(result.body)).toBe(200);
  return parseBody<UtilizationFilterOptions>(result);
}

/** A row's non-zero figures, e.g. { jul: 2, jul_session: 3, …, total_units: 5 }. */
function figures(row: UtilizationRow | undefined): Record<string, number> {
  if (!row) return {};
  return Object.fromEntries(
    Object.entries(row).filter(([k, v]) => typeof v === 'number' && v !== 0 && k !== 'user_id') as Array<[string, number]>,
  );
}

const names = (rows: UtilizationRow[]) => rows.map((r) => `${r.first} ${r.last}`);
const rowOf = (answer: UtilizationAnswer, userId: number) =>
  [...answer.facilitators_staff, ...answer.facilitators_contractor].find((r) => r.user_id === userId);

const ADA_2025 = {
  jul: 2,
  jul_session: 3,
  jul_hours: 18,
  aug_session: 1,
  aug_hours: 3.5,
  sep: 1,
  sep_session: 2,
  sep_hours: 12,
  oct: 1,
  oct_session: 1,
  oct_hours: 6,
  nov_session: 1,
  nov_hours: 1.5,
  jun: 1,
  jun_session: 1,
  jun_hours: 6,
  total_units: 5,
  total_sessions: 9,
  total_hours: 47,
};
const BOB_2025 = {
  jul: 1,
  jul_session: 1,
  jul_hours: 4,
  sep: 1,
  sep_session: 2,
  sep_hours: 12,
  total_units: 2,
  total_sessions: 3,
  total_hours: 16,
};
const DEE_2025 = { jul: 1, jul_session: 2, jul_hours: 12, total_units: 1, total_sessions: 2, total_hours: 12 };

describe('GET /api/get_facilitator_utilization', () => {
  it('counts units, sessions and hours per month of the program year, staff and contractors apart', async () => {
    const answer = await report({ year: 2025 });
    expect(answer.year).toBe(2025);
    // Sorted by last name; the placeholder 13450 is nobody; Dee has no account: staff, named from the cohort.
    expect(names(answer.facilitators_staff)).toEqual(['Ada Alpha', 'Dee Delta']);
    expect(names(answer.facilitators_contractor)).toEqual(['Bob Beta']);
    expect(figures(answer.facilitators_staff[0])).toEqual(ADA_2025);
    expect(figures(answer.facilitators_staff[1])).toEqual(DEE_2025);
    expect(figures(answer.facilitators_contractor[0])).toEqual(BOB_2025);
    // Every month is there, zero or not.
    expect(answer.facilitators_staff[0].dec_session).toBe(0);
  });

  it('counts the day after the program year in the next one, and defaults to the year of today', async () => {
    const next = await report({ year: 2026 });
    expect(names(next.facilitators_staff)).toEqual(['Ada Alpha']);
    expect(figures(next.facilitators_staff[0])).toEqual({
      jul: 1,
      jul_session: 1,
      jul_hours: 6,
      total_units: 1,
      total_sessions: 1,
      total_hours: 6,
    });
    expect((await report({})).year).toBe(currentProgramYear());
  });

  it('counts the days as facilitator, as co-facilitator or both', async () => {
    const asFacilitator = await report({ year: 2025, schedule_facilitator_cofacilitator: 'facilitator' });
    expect(figures(rowOf(asFacilitator, ids.ada))).toMatchObject({
      jul: 2,
      jul_session: 2,
      jul_hours: 14,
      total_units: 5,
      total_sessions: 8,
      total_hours: 43,
    });
    expect(figures(rowOf(asFacilitator, ids.bob))).toEqual({
      jul: 1,
      jul_session: 1,
      jul_hours: 4,
      total_units: 1,
      total_sessions: 1,
      total_hours: 4,
    });
    const asCo = await report({ year: 2025, schedule_facilitator_cofacilitator: 'cofacilitator' });
    expect(names(asCo.facilitators_staff)).toEqual(['Ada Alpha']);
    expect(figures(rowOf(asCo, ids.ada))).toEqual({
      jul: 1,
      jul_session: 2,
      jul_hours: 12,
      total_units: 1,
      total_sessions: 2,
      total_hours: 12,
    });
    expect(figures(rowOf(asCo, ids.bob))).toEqual({
      sep: 1,
      sep_session: 2,
      sep_hours: 12,
      total_units: 1,
      total_sessions: 2,
      total_hours: 12,
    });
  });

  it('applies each filter', async () => {
    const all = (a: UtilizationAnswer) => names([...a.facilitators_staff, ...a.facilitators_contractor]);
    const two = await report({ year: 2025, delivery_model: [modelTwo.slug] });
    expect(all(two)).toEqual(['Ada Alpha', 'Dee Delta', 'Bob Beta']);
    expect(figures(rowOf(two, ids.ada))).toEqual({
      jul: 1,
      jul_session: 2,
      jul_hours: 12,
      total_units: 1,
      total_sessions: 2,
      total_hours: 12,
    });
    expect(await report({ year: 2025, cohorts: [TWO] })).toEqual(two);

    const stateOne = await report({ year: 2025, states: [1] });
    expect(all(stateOne)).toEqual(['Ada Alpha', 'Bob Beta']);
    expect(figures(rowOf(stateOne, ids.ada))).toMatchObject({ total_units: 4, total_sessions: 7, total_hours: 35 });

    // Unit 3 with its extension 3A.
    const unitThree = await report({ year: 2025, units: [3] });
    expect(all(unitThree)).toEqual(['Ada Alpha']);
    expect(figures(rowOf(unitThree, ids.ada))).toEqual({
      oct: 1,
      oct_session: 1,
      oct_hours: 6,
      nov_session: 1,
      nov_hours: 1.5,
      total_units: 1,
      total_sessions: 2,
      total_hours: 7.5,
    });

    const bobOnly = await report({ year: 2025, facilitator: [ids.bob] });
    expect(all(bobOnly)).toEqual(['Bob Beta']);
    expect(figures(rowOf(bobOnly, ids.bob))).toEqual(BOB_2025);

    // The cohorts Bob co-facilitates: ONE.
    expect(await report({ year: 2025, co_facilitator: [ids.bob] })).toEqual(stateOne);
    expect(all(await report({ year: 2025, co_facilitator: [NO_ACCOUNT] }))).toEqual([]);
  });

  it('shows a facilitator only their own figures, ignoring the schedule and people filters', async () => {
    const own = await report(
      { year: 2025, schedule_facilitator_cofacilitator: 'cofacilitator', facilitator: [ids.bob], co_facilitator: [ids.bob] },
      tokens.ada,
    );
    expect(names(own.facilitators_staff)).toEqual(['Ada Alpha']);
    expect(own.facilitators_contractor).toEqual([]);
    expect(figures(own.facilitators_staff[0])).toEqual(ADA_2025);
    expect(figures((await report({ year: 2025, states: [2] }, tokens.ada)).facilitators_staff[0])).toMatchObject({
      total_units: 1,
      total_sessions: 2,
    });
    // A training manager sees everyone.
    expect(names((await report({ year: 2025 }, tokens.training)).facilitators_staff)).toEqual(['Ada Alpha', 'Dee Delta']);
  });

  it('with per_page, answers one page of each table with the same rows and figures, and their row counts (issue 32)', async () => {
    const whole = await report({ year: 2025 });
    const paged = async (query: Record<string, string>) => {
      const result = await call('GET /api/get_facilitator_utilization', {
        token: tokens.admin,
        query: { filters: JSON.stringify({ year: 2025 }), ...query },
      });
      expect(result.statusCode, String(result.body)).toBe(200);
      return parseBody<UtilizationAnswer>(result);
    };
    // Without per_page the documented answer: whole tables, no counts.
    expect(whole.staff_total).toBeUndefined();
    expect(await paged({ per_page: '1' })).toEqual({
      ...whole,
      facilitators_staff: [whole.facilitators_staff[0]],
      staff_total: 2,
      contractor_total: 1,
    });
    const second = await paged({ per_page: '1', staff_page: '2', contractor_page: '2' });
    expect(second.facilitators_staff).toEqual([whole.facilitators_staff[1]]);
    expect(figures(second.facilitators_staff[0])).toEqual(DEE_2025);
    expect(second.facilitators_contractor).toEqual([]);
    for (const query of [{ per_page: '0' }, { per_page: '101' }, { per_page: '5', staff_page: '0' }] as Record<string, string>[]) {
      expect(
        (await call('GET /api/get_facilitator_utilization', { token: tokens.admin, query: { filters: '{}', ...query } })).statusCode,
      ).toBe(422);
    }
  });

  it('refuses participants and coordinators, and a filter it cannot read', async () => {
    for (const key of [
      'GET /api/get_facilitator_utilization',
      'GET /api/filter-facilitator-utilization',
      'GET /api/export-facilitator-utilization',
    ] as const) {
      for (const token of [tokens.participant, tokens.coordinator]) expect((await call(key, { token })).statusCode).toBe(403);
    }
    const bad = await call('GET /api/get_facilitator_utilization', {
      token: tokens.admin,
      query: { filters: JSON.stringify({ units: [13] }) },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('answers in at most 3 DynamoDB round trips and no Scan, cold: a new session, directories to load', async () => {
    for (const [key, query] of [
      ['GET /api/get_facilitator_utilization', { filters: JSON.stringify({ year: 2025 }) }],
      ['GET /api/filter-facilitator-utilization', {}],
    ] as const) {
      resetCohortDirectory();
      resetUserDirectory();
      const token = await demoSessionToken('admin', ['administrator']);
      const { result, metrics } = await withDynamoMetrics(() => call(key, { token, query }));
      expect(result.statusCode).toBe(200);
      expect(metrics.calls).toBeLessThanOrEqual(3);
      expect(metrics.ops.Scan ?? 0).toBe(0);
    }
  });
});

describe('GET /api/filter-facilitator-utilization', () => {
  it('offers the choices drawn from the cohorts, fewer to a facilitator', async () => {
    const all = await options();
    expect(all.delivery_models.map((m) => m.id).sort()).toEqual([modelOne.slug, modelTwo.slug].sort());
    expect(all.states.map((s) => s.id).sort()).toEqual([1, 2]);
    expect(all.units).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(all.schedules).toEqual(['both', 'facilitator', 'cofacilitator']);
    expect(all.facilitators.map((p) => p.name)).toEqual(['Ada Alpha', 'Bob Beta', 'Dee Delta']);
    expect(all.co_facilitators.map((p) => p.name)).toEqual(['Ada Alpha', 'Bob Beta']);
    expect(all.cohorts).toEqual([
      { id: ONE, name: 'Utilization One' },
      { id: TWO, name: 'Utilization Two' },
    ]);
    expect(all.years).toEqual(expect.arrayContaining([2025, 2026, currentProgramYear()]));
    expect(all.saved).toBeNull();

    const ada = await options(tokens.ada);
    expect([ada.schedules, ada.facilitators, ada.co_facilitators]).toEqual([[], [], []]);
    expect(ada.cohorts.map((c) => c.id)).toEqual([ONE, TWO]);
  });

  it('answers the filter saved with retain_filter, and none once it is not retained or forgotten', async () => {
    const save = async (body: unknown, token = tokens.admin) => {
      const result = await dashboardHandler(apiEvent('POST /api/user/saveFilters', { token, body }));
      expect(result.statusCode, String(result.body)).toBe(200);
    };
    const kept: UtilizationFilters = {
      states: [1],
      units: [3],
      schedule_facilitator_cofacilitator: 'facilitator',
      year: 2025,
      retain_filter: true,
    };
    await save({ type_filters: 'facilitatorUtilization', filters: kept, save_filters: true });
    expect((await options()).saved).toEqual(kept);
    await save({ type_filters: 'facilitatorUtilization', filters: { ...kept, retain_filter: false } });
    expect((await options()).saved).toBeNull();
    await save({ type_filters: 'facilitatorUtilization', filters: kept });
    await save({ type_filters: 'facilitatorUtilization', filters: kept, save_filters: false });
    expect((await options()).saved).toBeNull();

    // A facilitator's saved people and schedule filters are not answered back.
    await save({ type_filters: 'facilitatorUtilization', filters: { ...kept, facilitator: [ids.bob] } }, tokens.ada);
    expect((await options(tokens.ada)).saved).toEqual({ states: [1], units: [3], year: 2025, retain_filter: true });

    const refused = await dashboardHandler(
      apiEvent('POST /api/user/saveFilters', {
        token: tokens.admin,
        body: { type_filters: 'facilitatorUtilization', filters: { units: [0] } },
      }),
    );
    expect(refused.statusCode).toBe(422);
  });
});

describe('GET /api/export-facilitator-utilization', () => {
  it('writes the staff and contractor tables as two sheets', async () => {
    const result = await call('GET /api/export-facilitator-utilization', {
      token: tokens.admin,
      query: { filters: JSON.stringify({ year: 2025 }) },
    });
    expect(result.statusCode, String(result.body)).toBe(303);
    const location = String(result.headers!.location);
    expect(decodeURIComponent(location)).toMatch(/Facilitator Utilization \d{4}-\d{2}-\d{2} \d{2}_\d{2} [ap]m\.xlsx/);
    const response = await fetch(location);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Staff', 'Contractor']);
    const staffSheet = workbook.getWorksheet('Staff')!;
    const header = (staffSheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 5)).toEqual(['First', 'Last', 'Jul 2025 Units', 'Jul 2025 Sessions', 'Jul 2025 Hours']);
    expect(header.slice(-3)).toEqual(['Total Units', 'Total Sessions', 'Total Hours']);
    expect(header).toContain('Jun 2026 Hours');
    expect(header).toHaveLength(2 + 36 + 3);
    const cells = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(cells(staffSheet, 2).slice(0, 5)).toEqual(['Ada', 'Alpha', 2, 3, 18]);
    expect(cells(staffSheet, 2).slice(-3)).toEqual([5, 9, 47]);
    expect(cells(staffSheet, 3).slice(0, 2)).toEqual(['Dee', 'Delta']);
    expect(staffSheet.rowCount).toBe(3);
    const contractor = workbook.getWorksheet('Contractor')!;
    expect(cells(contractor, 2).slice(0, 2)).toEqual(['Bob', 'Beta']);
    expect(cells(contractor, 2).slice(-3)).toEqual([2, 3, 16]);
  });
});
