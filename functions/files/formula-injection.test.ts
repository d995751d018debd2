/**
 * Formula injection (issue 30): people's names, e-mails, cohort names and free text that start
 * like a formula come back as text in every spreadsheet the portal writes, read back with exceljs.
 * Every writer goes through xlsx.ts `writeWorkbook`, which neutralises string cells; this file
 * proves it end to end, export by export, on one small organisation whose people all carry a
 * payload. The portal writes no CSV (the user import only reads one; "export-csv" answers an xlsx).
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteKey } from '../../shared/api/routes.ts';
import { DATA_SET_NAMES } from '../../shared/reports/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { FIRST, LAST } from '../../scripts/seed/organisation.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { apiEvent, type TestRequest } from '../../test/integration/events.ts';
import { demoSessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { handler as certificates } from '../certificates/handler.ts';
import { handler as districts } from '../districts/handler.ts';
import { handler as reports } from '../reports/handler.ts';
import { handler as rosterReports } from '../roster-reports/handler.ts';
import { handler as users } from '../users/handler.ts';
import { programYearOf } from '../domain/facilitator-utilization.ts';
import { DATA_SET_SOURCES } from '../jobs/data-sets/index.ts';
import { recordIssued, recordPdfAttempts } from '../data/certificates/certificates.ts';
import { markCohortDirectoryStale } from '../data/cohorts/cohort-directory.ts';
import { cohortItems, loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { readReportFile } from '../data/content/report-files.ts';
import { districtsOfState } from '../data/reference/reference.ts';
import { putAll } from '../data/table/batch.ts';
import { readObject } from '../data/table/storage.ts';
import { resetUserDirectory } from '../data/users/user-directory.ts';
import { createUser, findUserIdByLogin } from '../data/users/users.ts';
import { publishDataSet } from './data-set-files.ts';

useTestTable();

const CORPUS = ['=1+1', '+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")', "=cmd|' /C calc'!A0"];
const FORMULA_START = /^[=+\-@\t\r]/;

const now = new Date();
const today = nyDate(now);
const tokens: Record<string, string> = {};
let cohort: CohortAggregate;

beforeAll(async () => {
  // Every generated person's first and last names are picked from these lists (and make their
  // usernames and e-mails): each person of the seed carries two payloads.
  FIRST.splice(0, FIRST.length, ...CORPUS);
  LAST.splice(0, LAST.length, ...[...CORPUS].reverse());
  await seedOrganisation({
    today,
    now,
    cohorts: 3,
    participantsPerCohort: [4, 4],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 30,
    demoAccounts: true,
  });
  // Cohort names, renamed after the seed (its names start with a state code).
  const renamed = new Date().toISOString();
  const seeded = await Promise.all([1, 2, 3].map(async (id) => (await loadCohort(id))!));
  await putAll(
    seeded.map((a, i) =>
      cohortItems.cohort(
        { ...a.cohort, name: CORPUS[(i * 3) % CORPUS.length], updated_at: renamed },
        a.summary,
        a.attendance.map((record) => record.event_id),
      ),
    ),
  );
  markCohortDirectoryStale();
  cohort = (await loadCohort(seeded.find((a) => a.events.length && a.members.length)!.cohort.id))!;
  const member = cohort.members[0].user_id;
  const adminId = (await findUserIdByLogin('senior.admin'))!;
  await recordIssued({
    id: 3001,
    cohort_id: cohort.cohort.id,
    user_id: member,
    created_by: adminId,
    created_at: renamed,
    void_at: null,
    void_by: null,
    void_reason: null,
    code: 'ABCDEFGHJKMNPQRS',
    pdf_key: 'certificates/issued/formula.pdf',
    pdf_sha256: '0'.repeat(64),
    participant_name: CORPUS[6],
    course_id: cohort.cohort.course_id,
    course_name: CORPUS[7],
    cohort_name: cohort.cohort.name,
    issued_on: today,
    template_id: 't',
    template_name: CORPUS[1],
    template_uploaded_at: renamed,
    template_uploaded_by: adminId,
    updated_at: renamed,
  });
  await recordPdfAttempts([
    {
      outcome: 'failure',
      at: renamed,
      actor_id: adminId,
      cohort_id: cohort.cohort.id,
      user_id: member,
      certificate_id: null,
      detail: CORPUS[7],
    },
  ]);
  // Accounts without a district, for Add District's report.
  for (const [i, payload] of CORPUS.entries())
    await createUser(
      testAccount(`formula.${i}`, {
        first_name: payload,
        last_name: payload,
        job_title: payload,
        notes: payload,
        district_id: null,
        state_id: 1,
      }),
    );
  resetUserDirectory();
  tokens.senior = await demoSessionToken('senior.admin', ['senior_admin', 'administrator']);
  tokens.manager = await demoSessionToken('manager', ['nisl_manager']);
}, 120_000);

const firstDay = (a: CohortAggregate) =>
  a.events
    .map((e) => e.start_date)
    .filter((date): date is string => date !== null && date < today)
    .sort()[0];

/** The payloads found neutralised (`'` then the payload) in a workbook whose every cell was checked inert. */
async function inertPayloads(bytes: Uint8Array, label: string): Promise<Set<string>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const found = new Set<string>();
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const where = `${label}, ${sheet.name}!${cell.address}`;
        expect(cell.type, where).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.formula, where).toBeUndefined();
        if (typeof cell.value !== 'string') return;
        expect(cell.value, where).not.toMatch(FORMULA_START);
        // XML reads a stored carriage return back as a line feed.
        for (const payload of CORPUS) if (cell.value.startsWith(`'${payload.replace('\r', '\n')}`)) found.add(payload);
      }),
    );
  }
  return found;
}

/** A route's file, following its 303 to the files bucket as the browser does. */
async function exported(handler: typeof users, key: RouteKey, request: TestRequest): Promise<Uint8Array> {
  const result = await handler(apiEvent(key, request));
  expect(result.statusCode, `${key}: ${result.body}`).toBe(303);
  const response = await fetch(String(result.headers!.location));
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('formula injection in the spreadsheets the portal writes', () => {
  const seen = new Set<string>();
  const check = async (label: string, bytes: Uint8Array) => {
    const found = await inertPayloads(bytes, label);
    expect(found.size, `${label}: no payload reached the file`).toBeGreaterThan(0);
    for (const payload of found) seen.add(payload);
  };

  it('users export, certificates export, PDF log and district changes', async () => {
    const senior = { token: tokens.senior };
    await check('users', await exported(users, 'GET /api/export-csv', { ...senior, query: { filter: '{}' } }));
    await check('certificates', await exported(certificates, 'GET /api/export_certificate', senior));
    await check(
      'pdf log',
      await exported(certificates, 'GET /api/pdf_log', { ...senior, query: { start: today, end: today, type: 'download' } }),
    );
    const [district] = await districtsOfState(1);
    const saved = await districts(
      apiEvent('POST /api/saveChangeDistrict', { ...senior, body: { values: { type: 'state', value: '1', district_id: district.id } } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await check('district changes', await exported(districts, 'GET /api/export_district_changes_report', senior));
  });

  it('roster files and reports', async () => {
    const params = { cohortId: String(cohort.cohort.id) };
    await check(
      'attendance report',
      await exported(rosterReports, 'GET /api/export_attendance_report/{cohortId}', { token: tokens.senior, params }),
    );
    await check(
      'unit roster',
      await exported(rosterReports, 'GET /api/rosterReport/{cohortId}/{eventId}', {
        token: tokens.senior,
        params: { ...params, eventId: String(cohort.events[0].id) },
      }),
    );
    await check(
      'absent report by cohort',
      await exported(reports, 'GET /api/download-absent-report-by-cohort', {
        token: tokens.manager,
        query: { cohort: cohort.cohort.name },
      }),
    );
    await check(
      'facilitator utilization',
      await exported(reports, 'GET /api/export-facilitator-utilization', {
        token: tokens.senior,
        // The program year of the cohort's first day: its facilitators delivered it.
        query: { filters: JSON.stringify({ year: programYearOf(firstDay(cohort)) }) },
      }),
    );
  });

  it('every data set', async () => {
    for (const name of DATA_SET_NAMES) {
      await publishDataSet(DATA_SET_SOURCES[name]!, now);
      const file = (await readReportFile(name))!;
      const found = await inertPayloads((await readObject(file.key))!, name);
      // Those with rows name people or cohorts (the attendance before 2021 and the ext details have none here).
      if (file.rows) expect(found.size, `${name}: no payload reached the file`).toBeGreaterThan(0);
      for (const payload of found) seen.add(payload);
    }
  });

  it('each payload of the corpus was among them', () => {
    expect([...seen].sort()).toEqual([...CORPUS].sort());
  });
});
