/**
 * The per-cohort Attendance Audit routes against DynamoDB Local and s3rver, on a small seeded
 * organisation plus the hand-built cohorts of test/integration/attendance-cohorts.ts: the table of
 * a name typed in another case, the candidates of a partial name (at most 20), 404 for none, 403
 * for the roles without manager_reports, and the download read back with exceljs.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AbsentReportByCohortAnswer } from '../../shared/reports/types.ts';
import { REPORTS_TEXT } from '../../shared/reports/texts.ts';
import { addDays, nyDate } from '../../shared/time.ts';
import { COURSES, DELIVERY_MODELS, STATES } from '../../scripts/seed/reference-data.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { AUDIT, AUDIT_NAMES, AUDIT_PEOPLE as P, auditCohorts, writeAuditCohorts } from '../../test/integration/attendance-cohorts.ts';
import { testCohort } from '../../test/integration/cohorts.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { withDynamoMetrics } from '../../test/integration/metrics.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import { cohortItems } from '../data/cohorts/cohorts.ts';
import { markCohortDirectoryStale } from '../data/cohorts/cohort-directory.ts';
import { storedSettings } from '../data/content/settings.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
const today = nyDate();
const tokens: Record<string, string> = {};
const CAPPED = 'Capped Cohort';

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: 4,
    participantsPerCohort: [3, 4],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 16,
    demoAccounts: true,
  });
  await writeAuditCohorts(auditCohorts(today));
  // 22 cohorts containing the same words: the candidates stop at 20.
  await putAll(
    Array.from({ length: 22 }, (_, i) =>
      cohortItems.cohort(
        testCohort({ id: 9200 + i, name: `${CAPPED} ${String(i + 1).padStart(2, '0')}`, updated_at: new Date().toISOString() }),
        {
          events: [],
          staff: [],
          members: [],
          makeups: [],
        },
      ),
    ),
  );
  const id = async (login: string) => (await findUserIdByLogin(login))!;
  tokens.admin = await sessionToken(await id('admin'), ['administrator']);
  tokens.manager = await sessionToken(await id('manager'), ['nisl_manager']);
  tokens.participant = await sessionToken(await id('participant'), ['participant']);
  tokens.facilitator = await sessionToken(await id('facilitator'), ['facilitator_national']);
}, 120_000);

const get = (cohort: string, token = tokens.manager) =>
  handler(apiEvent('GET /api/get-absent-report-by-cohort', { token, query: { cohort } }));
const download = (cohort: string, token = tokens.manager) =>
  handler(apiEvent('GET /api/download-absent-report-by-cohort', { token, query: { cohort } }));

describe('GET /api/get-absent-report-by-cohort', () => {
  it('answers the table of the cohort named exactly, case aside, in one Query for it and one for the host of a make-up', async () => {
    // The settings the maintenance gate reads are the Lambda's for a minute (one Query then): the budget below is the route's.
    await storedSettings();
    const { result, metrics } = await withDynamoMetrics(() => get(`  ${AUDIT_NAMES.home.toUpperCase()} `));
    expect(result.statusCode).toBe(200);
    const answer = parseBody<AbsentReportByCohortAnswer>(result);
    expect(answer.cohort).toEqual({
      cohort_id: AUDIT.home,
      state_name: STATES.find((s) => s.id === 1)!.name,
      cohort_name: AUDIT_NAMES.home,
      delivery_model: DELIVERY_MODELS.find((m) => m.id === 1)!.name,
      course: COURSES.find((c) => c.id === 10)!.name,
      city: 'Lancaster',
      total_participants: 4,
    });
    expect(answer.candidates).toEqual([]);
    expect(answer.participants).toEqual([
      { user_id: P.ames, last_name: 'Ames', first_name: 'Ann', absents: 1, scheduled: 5, remaining: 2, missing_attendance: 1 },
      { user_id: P.baker, last_name: 'Baker', first_name: 'Ben', absents: 1, scheduled: 5, remaining: 2, missing_attendance: 1 },
      { user_id: P.cruz, last_name: 'Cruz', first_name: 'Cat', absents: 1, scheduled: 5, remaining: 2, missing_attendance: 1 },
      { user_id: P.diaz, last_name: 'Diaz', first_name: 'Dan', absents: 0, scheduled: 5, remaining: 2, missing_attendance: 3 },
    ]);
    // Every past day has attendance saved for someone.
    expect(answer.missingAttendanceData).toEqual([]);
    expect(answer.message).toBeNull();
    expect(metrics.ops.Scan ?? 0).toBe(0);
    // The directory's look at its feed, the cohort, the host where Baker made unit 1 up.
    expect(metrics.calls).toBeLessThanOrEqual(4);
  });

  it("lists the past days whose attendance was never saved, with the unit's facilitators, and says how many", async () => {
    const day = (id: number, unit_id: string, dayOf: number, start_date: string) => ({
      id,
      unit_id,
      day: dayOf,
      type_event: 'two_day' as const,
      start_date,
      end_date: start_date,
      start_time: '09:00',
      end_time: '15:00',
      meeting_type: null,
      has_evaluation: false,
    });
    const [past1, past2, later] = [addDays(today, -20), addDays(today, -19), addDays(today, 5)];
    const summary = {
      events: [day(99_001, '1', 1, past1), day(99_002, '1', 2, past2), day(99_003, '2', 1, later)],
      staff: [
        {
          user_id: 501,
          first_name: 'Fay',
          last_name: 'Fisher',
          email: 'fay@example.org',
          staff_type: 'facilitator' as const,
          units: ['1'],
        },
        {
          user_id: 502,
          first_name: 'Cy',
          last_name: 'Cole',
          email: 'cy@example.org',
          staff_type: 'cofacilitator' as const,
          units: ['all'],
        },
      ],
      members: [],
      makeups: [],
    };
    const cohort = testCohort({ id: 9300, name: 'Unsaved Days Cohort', updated_at: new Date().toISOString() });
    // Day 1 of unit 1 has attendance saved; day 2 never did; unit 2 has not happened yet.
    await putAll([cohortItems.cohort(cohort, summary, [99_001])]);
    markCohortDirectoryStale();
    const answer = parseBody<AbsentReportByCohortAnswer>(await get('Unsaved Days Cohort'));
    expect(answer.missingAttendanceData).toEqual([{ unit_id: '1', day: 2, date: past2, facilitators: ['Fay Fisher'] }]);
    expect(answer.message).toBe(REPORTS_TEXT.missingAttendance(1));
  });

  it('offers the cohorts whose names contain the text, by name, at most 20', async () => {
    const some = parseBody<AbsentReportByCohortAnswer>(await get('attendance audit h'));
    expect(some).toEqual({
      cohort: null,
      participants: [],
      candidates: [
        { id: AUDIT.home, name: AUDIT_NAMES.home },
        { id: AUDIT.host, name: AUDIT_NAMES.host },
      ],
      missingAttendanceData: [],
      message: null,
    });
    const capped = parseBody<AbsentReportByCohortAnswer>(await get('capped'));
    expect(capped.candidates).toHaveLength(20);
    expect(capped.candidates[0]).toEqual({ id: 9200, name: `${CAPPED} 01` });
    expect(capped.candidates.at(-1)!.name).toBe(`${CAPPED} 20`);
  });

  it('answers 404 for a text no cohort name contains, 422 for none, 403 to the roles without manager reports', async () => {
    const missing = await get('no cohort is called this');
    expect(missing.statusCode).toBe(404);
    expect(parseBody(missing).message).toBe(REPORTS_TEXT.cohortNotFound);
    const blank = await get('   ');
    expect(blank.statusCode).toBe(422);
    expect(JSON.stringify(parseBody(blank))).toContain(REPORTS_TEXT.cohortRequired);
    expect((await get(AUDIT_NAMES.home, tokens.admin)).statusCode).toBe(200);
    expect((await get(AUDIT_NAMES.home, tokens.participant)).statusCode).toBe(403);
    expect((await get(AUDIT_NAMES.home, tokens.facilitator)).statusCode).toBe(403);
    expect((await download(AUDIT_NAMES.home, tokens.participant)).statusCode).toBe(403);
  });
});

describe('GET /api/download-absent-report-by-cohort', () => {
  it('answers 303 to an xlsx of the table, named after the cohort', async () => {
    const result = await download(AUDIT_NAMES.host.toLowerCase());
    expect(result.statusCode).toBe(303);
    const location = String(result.headers!.location);
    expect(decodeURIComponent(new URL(location).pathname)).toMatch(
      new RegExp(`/Absent Report - ${AUDIT_NAMES.host} \\d{4}-\\d\\d-\\d\\d \\d\\d_\\d\\d [ap]m\\.xlsx$`),
    );
    const response = await fetch(location);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Absent Report');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'State',
      'Cohort',
      'Delivery model',
      'Course',
      'City',
      'Total participants',
      'Last name',
      'First name',
      'Absents',
      'Scheduled',
      'Remaining',
      'Missing attendance',
    ]);
    expect(values(2)).toEqual([
      STATES.find((s) => s.id === 1)!.name,
      AUDIT_NAMES.host,
      DELIVERY_MODELS.find((m) => m.id === 1)!.name,
      COURSES.find((c) => c.id === 10)!.name,
      'Harrisburg',
      1,
      'Host',
      'Hal',
      0,
      2,
      0,
      0,
    ]);
    expect(sheet.rowCount).toBe(2);
  });

  it('answers 404 when the text names no cohort exactly', async () => {
    const result = await download('attendance audit');
    expect(result.statusCode).toBe(404);
    expect(parseBody(result).message).toBe(REPORTS_TEXT.cohortNotFound);
  });
});
