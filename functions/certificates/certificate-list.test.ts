/**
 * The Certificates tab's list and export and the PDF Log tab against DynamoDB Local and s3rver:
 * paging, sorting, search and filter of GET /api/participantCertificate (the user directory's
 * certificates, a void shown at once), the xlsx of GET /api/export_certificate read back, the
 * counts and xlsx of GET /api/pdf_log over a month boundary, its required dates, and the roles
 * each route refuses.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_LIST_TEXT as T } from '../../shared/certificates/list.texts.ts';
import type { CertificateListAnswer, PdfLogSummary } from '../../shared/certificates/list.types.ts';
import type { RouteKey } from '../../shared/api/routes.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody, type TestRequest } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import type { IssuedCertificate } from '../data/certificates/certificate-item.ts';
import { recordIssued, recordPdfAttempts } from '../data/certificates/certificates.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { userDirectory } from '../data/users/user-directory.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();

const tokens: Record<string, string> = {};
let adminId = 0;
/** [userId, name], [cohortId, name] of the seeded organisation, by name. */
let people: Array<{ id: number; name: string }> = [];
let cohorts: Array<{ id: number; name: string }> = [];
const issued: IssuedCertificate[] = [];

const call = (key: RouteKey, request: TestRequest = {}) => handler(apiEvent(key, request));
const list = async (token: string, query: Record<string, string> = {}) => {
  const result = await call('GET /api/participantCertificate', { token, query });
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<CertificateListAnswer>(result);
};

function certificate(n: number, userId: number, cohortId: number, createdAt: string, createdBy: number): IssuedCertificate {
  return {
    id: 700_000 + n,
    cohort_id: cohortId,
    user_id: userId,
    created_by: createdBy,
    created_at: createdAt,
    void_at: null,
    void_by: null,
    void_reason: null,
    code: `TESTCODE${String(n).padStart(8, 'A')}`.slice(0, 16),
    pdf_key: `certificates/issued/${cohortId}/${700_000 + n}.pdf`,
    pdf_sha256: '0'.repeat(64),
    participant_name: 'As Printed',
    course_id: 1,
    course_name: 'Course',
    cohort_name: 'Cohort',
    issued_on: createdAt.slice(0, 10),
    template_id: 't',
    template_name: 't.png',
    template_uploaded_at: createdAt,
    template_uploaded_by: createdBy,
    // Its place on the user feed: now, as when it is issued (the directory reads the feed from its snapshot on).
    updated_at: new Date().toISOString(),
  };
}

beforeAll(async () => {
  await seedOrganisation({
    today: '2026-11-27',
    now: new Date(),
    cohorts: 3,
    participantsPerCohort: [2, 3],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 17,
    demoAccounts: true,
  });
  adminId = (await findUserIdByLogin('admin'))!;
  const participant = (await findUserIdByLogin('participant'))!;
  tokens.senior = await sessionToken(adminId, ['senior_admin', 'administrator'], 'admin');
  tokens.admin = await sessionToken(adminId, ['administrator'], 'admin');
  tokens.certifier = await sessionToken(adminId, ['administrator', 'certificates'], 'admin');
  tokens.participant = await sessionToken(participant, ['participant'], 'participant');
  const directory = await cohortDirectory({ fresh: true });
  cohorts = [...directory.cohorts.values()].map((c) => ({ id: c.id, name: c.name })).slice(0, 3);
  const users = await userDirectory({ fresh: true });
  people = [...users.users.values()]
    .filter((u) => u.id !== adminId)
    .slice(0, 4)
    .map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim() }));
  // Four certificates: two people in the first cohort, one in each other, a day apart.
  const plan: Array<[number, number]> = [
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 2],
  ];
  for (const [n, [p, c]] of plan.entries()) {
    const c1 = certificate(n, people[p].id, cohorts[c].id, `2026-11-0${n + 1}T15:00:00.000Z`, n === 3 ? people[0].id : adminId);
    expect(await recordIssued(c1)).toBe(true);
    issued.push(c1);
  }
}, 120_000);

describe('GET /api/participantCertificate', () => {
  it('lists every certificate, newest first, with user, cohort and creator names, 50 a page', async () => {
    const answer = await list(tokens.admin);
    expect(answer.per_page).toBe(50);
    expect(answer.totalCertificates).toBe(4);
    expect(answer.certificates.map((c) => c.id)).toEqual([...issued].reverse().map((c) => c.id));
    const first = answer.certificates.at(-1)!;
    expect(first).toMatchObject({
      user_id: people[0].id,
      user_name: people[0].name,
      cohort_id: cohorts[0].id,
      cohort_name: cohorts[0].name,
      created_by: adminId,
      void_at: null,
      void_reason: null,
    });
    expect(first.created_by_name).toBeTruthy();
  });

  it('pages and sorts by a column', async () => {
    const page = await list(tokens.admin, { per_page: '3', page: '2' });
    expect(page.totalCertificates).toBe(4);
    expect(page.certificates.map((c) => c.id)).toEqual([issued[0].id]);
    const byUser = await list(tokens.admin, { column: 'user_name', order_by: 'asc' });
    const names = byUser.certificates.map((c) => c.user_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const byCohortDesc = await list(tokens.admin, { column: 'cohort_name', order_by: 'desc' });
    const cohortNames = byCohortDesc.certificates.map((c) => c.cohort_name);
    expect(cohortNames).toEqual([...cohortNames].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
  });

  it('searches by person or cohort name', async () => {
    const byPerson = await list(tokens.admin, { search: people[2].name.split(' ')[0].toUpperCase() });
    expect(byPerson.certificates.map((c) => c.user_id)).toContain(people[2].id);
    expect(
      byPerson.certificates.every((c) =>
        `${c.user_name} ${c.cohort_name}`.toLowerCase().includes(people[2].name.split(' ')[0].toLowerCase()),
      ),
    ).toBe(true);
    const byCohort = await list(tokens.admin, { search: cohorts[0].name });
    expect(byCohort.certificates.map((c) => c.cohort_id)).toEqual([cohorts[0].id, cohorts[0].id]);
    expect((await list(tokens.admin, { search: 'zzz-nobody-zzz' })).totalCertificates).toBe(0);
  });

  it('filters by creator and created dates (New York days, inclusive)', async () => {
    const byCreator = await list(tokens.admin, { filter: JSON.stringify({ created_by: [people[0].id] }) });
    expect(byCreator.certificates.map((c) => c.id)).toEqual([issued[3].id]);
    const byDates = await list(tokens.admin, { filter: JSON.stringify({ created_from: '2026-11-02', created_to: '2026-11-03' }) });
    expect(byDates.certificates.map((c) => c.id)).toEqual([issued[2].id, issued[1].id]);
  });

  it('shows a void at once with its reason, filters by who voided, and again after a restore', async () => {
    const target = issued[1];
    const voided = await call('POST /api/save_void_certificate', {
      token: tokens.certifier,
      body: { cohortId: target.cohort_id, userId: target.user_id, reasonVoid: 'Issued by mistake' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const row = (await list(tokens.admin)).certificates.find((c) => c.id === target.id)!;
    expect(row).toMatchObject({ void_by: adminId, void_reason: 'Issued by mistake' });
    expect(row.void_at).toBeTruthy();
    const byVoider = await list(tokens.admin, { filter: JSON.stringify({ void_by: [adminId] }) });
    expect(byVoider.certificates.map((c) => c.id)).toEqual([target.id]);
    expect((await list(tokens.admin, { filter: JSON.stringify({ status: 'active' }) })).totalCertificates).toBe(3);
    expect((await list(tokens.admin, { column: 'void_at', order_by: 'desc' })).certificates[0].id).toBe(target.id);
    const restored = await call('POST /api/active_restore_certificate', {
      token: tokens.certifier,
      body: { cohortId: target.cohort_id, userId: target.user_id },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const after = (await list(tokens.admin)).certificates.find((c) => c.id === target.id)!;
    expect(after).toMatchObject({ void_at: null, void_by: null, void_reason: null });
  });

  it('refuses a bad sort, page or filter with a message (422) and people outside the admin area (403)', async () => {
    const sort = await call('GET /api/participantCertificate', { token: tokens.admin, query: { column: 'password' } });
    expect(sort.statusCode).toBe(422);
    expect(parseBody<{ message: string }>(sort).message).toBe(T.invalidSort);
    const page = await call('GET /api/participantCertificate', { token: tokens.admin, query: { page: '0' } });
    expect(parseBody<{ message: string }>(page).message).toBe(T.invalidPage);
    const filter = await call('GET /api/participantCertificate', { token: tokens.admin, query: { filter: '{nope' } });
    expect(parseBody<{ message: string }>(filter).message).toBe(T.invalidFilter);
    expect((await call('GET /api/participantCertificate', { token: tokens.participant })).statusCode).toBe(403);
    expect((await call('GET /api/export_certificate', { token: tokens.participant })).statusCode).toBe(403);
    expect((await call('GET /api/participantCertificate')).statusCode).toBe(401);
  });
});

describe('GET /api/export_certificate', () => {
  it('streams the searched list as an xlsx behind a presigned link', async () => {
    const result = await call('GET /api/export_certificate', {
      token: tokens.admin,
      query: { search: cohorts[0].name, column: 'user_name', order_by: 'asc' },
    });
    expect(result.statusCode, result.body).toBe(303);
    const location = String(result.headers!.location);
    expect(decodeURIComponent(location)).toMatch(/Certificates \d{4}-\d{2}-\d{2} \d{2}_\d{2} [ap]m\.xlsx/);
    const response = await fetch(location);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('Certificates')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Certificate ID',
      'User Name',
      'Cohort Name',
      'Created',
      'Created By',
      'Voided',
      'Voided By',
      'Reason for Voiding',
    ]);
    expect(sheet.rowCount).toBe(3);
    const expected = await list(tokens.admin, { search: cohorts[0].name, column: 'user_name', order_by: 'asc' });
    const rows = [2, 3].map((n) => sheet.getRow(n).values as unknown[]);
    expect(rows.map((r) => r[1])).toEqual(expected.certificates.map((c) => c.id));
    expect(rows.map((r) => r[2])).toEqual(expected.certificates.map((c) => c.user_name));
    expect(rows[0][3]).toBe(cohorts[0].name);
    // 15:00 UTC in November is 10:00 in New York.
    expect(String(rows[0][4])).toMatch(/^2026-11-0[12] 10:00$/);
  });

  it("is the Data Sets dialog's Certificates Created: a manager, no query, every certificate", async () => {
    const manager = await sessionToken((await findUserIdByLogin('manager'))!, ['nisl_manager'], 'manager');
    const result = await call('GET /api/export_certificate', { token: manager });
    expect(result.statusCode, result.body).toBe(303);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(String(result.headers!.location))).arrayBuffer());
    const all = await list(tokens.admin, { per_page: '100' });
    expect(workbook.getWorksheet('Certificates')!.rowCount).toBe(all.totalCertificates + 1);
  });
});

describe('GET /api/pdf_log', () => {
  beforeAll(async () => {
    const entry = (at: string, outcome: 'success' | 'failure' | 'not_found' | 'empty_token' | 'missing_file') => ({
      outcome,
      at,
      actor_id: adminId,
      cohort_id: cohorts[0].id,
      user_id: people[0].id,
      certificate_id: null,
      detail: outcome === 'success' ? null : `why ${outcome}`,
    });
    await recordPdfAttempts([
      // 2025-09-30 23:30 in New York is October 1st in UTC: it belongs to September 30th.
      entry('2025-10-01T03:30:00.000Z', 'success'),
      entry('2025-10-01T04:30:00.000Z', 'success'),
      entry('2025-10-02T12:00:00.000Z', 'failure'),
      entry('2025-10-03T12:00:00.000Z', 'not_found'),
      entry('2025-10-03T13:00:00.000Z', 'empty_token'),
      entry('2025-10-04T12:00:00.000Z', 'missing_file'),
      entry('2025-10-06T12:00:00.000Z', 'success'),
    ]);
  });

  const summary = async (start: string, end: string) => {
    const result = await call('GET /api/pdf_log', { token: tokens.senior, query: { start, end, type: 'summary' } });
    expect(result.statusCode, result.body).toBe(200);
    return parseBody<PdfLogSummary>(result);
  };

  it('counts the attempts of the New York dates, across months', async () => {
    expect(await summary('2025-09-30', '2025-10-04')).toEqual({
      total: 6,
      success: 2,
      failures: 1,
      not_found: 1,
      empty_token: 1,
      missing_file: 1,
    });
    expect(await summary('2025-10-01', '2025-10-01')).toEqual({
      total: 1,
      success: 1,
      failures: 0,
      not_found: 0,
      empty_token: 0,
      missing_file: 0,
    });
    expect((await summary('2025-09-30', '2025-09-30')).total).toBe(1);
    expect((await summary('2025-10-05', '2025-10-05')).total).toBe(0);
  });

  it('downloads the attempts as an xlsx', async () => {
    const result = await call('GET /api/pdf_log', {
      token: tokens.senior,
      query: { start: '2025-10-02', end: '2025-10-04', type: 'download' },
    });
    expect(result.statusCode, result.body).toBe(303);
    const response = await fetch(String(result.headers!.location));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.getWorksheet('PDF Log')!;
    expect(sheet.rowCount).toBe(5);
    expect([2, 3, 4, 5].map((n) => sheet.getRow(n).getCell(2).value)).toEqual(['Failure', 'Not Found', 'Empty Token', 'Missing File']);
    expect(sheet.getRow(2).getCell(1).value).toBe('2025-10-02 08:00');
    expect(sheet.getRow(2).getCell(4).value).toBe(cohorts[0].name);
    expect(sheet.getRow(2).getCell(9).value).toBe('why failure');
  });

  it('requires both dates, in order (422), and a senior admin (403)', async () => {
    const missing = await call('GET /api/pdf_log', { token: tokens.senior, query: { end: '2025-10-04' } });
    expect(missing.statusCode).toBe(422);
    expect(parseBody<{ message: string }>(missing).message).toBe(T.startDateRequired);
    const noEnd = await call('GET /api/pdf_log', { token: tokens.senior, query: { start: '2025-10-04', end: '' } });
    expect(parseBody<{ message: string }>(noEnd).message).toBe(T.endDateRequired);
    const reversed = await call('GET /api/pdf_log', { token: tokens.senior, query: { start: '2025-10-04', end: '2025-10-01' } });
    expect(reversed.statusCode).toBe(422);
    expect(parseBody<{ message: string }>(reversed).message).toBe(T.startAfterEnd);
    const impossible = await call('GET /api/pdf_log', { token: tokens.senior, query: { start: '2025-02-30', end: '2025-03-01' } });
    expect(parseBody<{ message: string }>(impossible).message).toBe(T.badDate);
    expect((await call('GET /api/pdf_log', { token: tokens.admin, query: { start: '2025-10-01', end: '2025-10-02' } })).statusCode).toBe(
      403,
    );
  });
});
