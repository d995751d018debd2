import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent } from '../../test/integration/events.ts';
import { demoSessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { handler } from './handler.ts';

useTestTable();
const today = nyDate();
let host: CohortAggregate;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: 20,
    participantsPerCohort: [5, 7],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 4,
    demoAccounts: true,
  });
  tokens.admin = await demoSessionToken('admin', ['administrator']);
  tokens.participant = await demoSessionToken('participant', ['participant']);
  const cohorts = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
  host = cohorts.find((c) => c.makeups.length > 0)!;
}, 120_000);

/** Follows the 303 like a browser and returns the file's bytes and name. */
async function download(key: Parameters<typeof apiEvent>[0], params: Record<string, string>, token = tokens.admin) {
  const result = await handler(apiEvent(key, { token, params }));
  expect(result.statusCode).toBe(303);
  const response = await fetch(String(result.headers!.location));
  expect(response.ok).toBe(true);
  return { bytes: new Uint8Array(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') ?? '' };
}

const guestUnit = () => host.makeups[0].unit;
const guestDay = () => host.events.find((e) => e.unit_id === guestUnit())!;
const people = () => [...host.summary.members, ...host.summary.makeups.filter((m) => m.unit === guestUnit())];

describe('sign-in sheet', () => {
  it('lists every participant and the make-up guest, last names first when asked, in a PDF that pdftotext reads', async () => {
    for (const lastNameFirst of ['true', 'false']) {
      const { bytes, disposition } = await download('GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}', {
        cohortId: String(host.cohort.id),
        eventId: String(guestDay().id),
        sortDesc: 'false',
        lastNameFirst,
      });
      expect(disposition).toMatch(/Sign-In Sheet - .* \d{4}-\d{2}-\d{2} \d{2}_\d{2} (am|pm)\.pdf/);
      const file = join(mkdtempSync(join(tmpdir(), 'signin-')), 'sheet.pdf');
      writeFileSync(file, bytes);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain(host.cohort.name);
      for (const p of people())
        expect(text).toContain(lastNameFirst === 'true' ? `${p.last_name}, ${p.first_name}` : `${p.first_name} ${p.last_name}`);
    }
  });

  it('refuses bad flags and a participant', async () => {
    const call = (params: Record<string, string>, token = tokens.admin) =>
      handler(apiEvent('GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}', { token, params }));
    expect(
      (await call({ cohortId: String(host.cohort.id), eventId: String(guestDay().id), sortDesc: 'maybe', lastNameFirst: 'true' }))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await call(
          { cohortId: String(host.cohort.id), eventId: String(guestDay().id), sortDesc: 'true', lastNameFirst: 'true' },
          tokens.participant,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call({ cohortId: String(host.cohort.id), eventId: '999999', sortDesc: 'true', lastNameFirst: 'true' })).statusCode).toBe(
      404,
    );
  });
});

describe('unit roster export', () => {
  it("writes the unit's people and each day's mark, read back with exceljs", async () => {
    const day = guestDay();
    const { bytes, disposition } = await download('GET /api/rosterReport/{cohortId}/{eventId}', {
      cohortId: String(host.cohort.id),
      eventId: String(day.id),
    });
    expect(disposition).toMatch(/Roster - .*\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe(`Unit ${guestUnit()}`);
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(0, 6)).toEqual(['Last name', 'First name', 'E-mail', 'Make-up', 'ALp status', 'Form']);
    expect(headers.filter((h) => String(h).startsWith('Day '))).toHaveLength(host.events.filter((e) => e.unit_id === guestUnit()).length);
    expect(sheet.rowCount - 1).toBe(people().length);
    const guest = host.summary.makeups[0];
    const sheetRecords = host.sheets.find((s) => s.unit === guestUnit())!.records;
    let guestRows = 0;
    sheet.eachRow((row, index) => {
      if (index === 1 || row.getCell(3).value !== guest.email) return;
      guestRows += 1;
      expect(row.getCell(4).value).toBe('Yes');
      const entry = sheetRecords[guest.user_id]?.[day.id];
      expect(row.getCell(7).value ?? '').toBe(!entry ? '' : entry.independent ? 'I/S' : entry.attendance === '1' ? 'Present' : 'Absent');
    });
    expect(guestRows).toBe(1);
  });
});
