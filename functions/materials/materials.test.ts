/**
 * The `materials` group (admin tab 14, BOM) against DynamoDB Local and s3rver: the import's
 * rules and messages, what it changes (the cohorts' material status, seen by the dashboard's
 * materials filter, and the course's BOM record), what it refuses without changing anything,
 * the list, the downloads, and a role without the admin area.
 */
import { utils, write } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { unzipSync, zipSync } from 'fflate';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BomRow, MaterialImportAnswer } from '../../shared/materials/types.ts';
import type { DashboardResponse } from '../../shared/dashboard/types.ts';
import {
  MATERIAL_FIELDS,
  MATERIAL_LIMITS,
  MATERIAL_SAMPLE_FILE,
  MATERIAL_SAMPLE_NAME,
  MATERIAL_TEXT,
} from '../../shared/materials/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { demoSessionToken } from '../../test/integration/sessions.ts';
import { testCohort } from '../../test/integration/cohorts.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import {
  applyMaterialImport,
  cohortMaterialFacts,
  COHORTS_PER_TRANSACTION,
  getBom,
  listBoms,
  MaterialImportStopped,
} from '../data/content/boms.ts';
import { resetCohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { cohortSummary } from '../data/cohorts/cohort-summary.ts';
import { cohortItems, loadCohort, type CohortRecord } from '../data/cohorts/cohorts.ts';
import { listReference } from '../data/reference/reference.ts';
import { readObject } from '../data/table/storage.ts';
import { handler as dashboardHandler } from '../dashboard/handler.ts';
import { handler } from './handler.ts';

useTestTable();
const tokens: Record<string, string> = {};
/** The seeded cohorts (1-8) with their course. */
const seeded: Array<{ id: number; course_id: number }> = [];
let course: { id: number; name: string };
let otherCourse: { id: number; name: string };
/** Cohorts of `course` made by the test: more than one transaction holds. */
const BULK_FROM = 5001;
const BULK = COHORTS_PER_TRANSACTION + 21;

const cohortOf = (id: number, course_id: number): CohortRecord =>
  testCohort({ id, name: `Bulk cohort ${id}`, course_id, collaboration: { communities: false, drive: false } });

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 8,
    participantsPerCohort: [1, 2],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 13,
    demoAccounts: true,
  });
  tokens.admin = await demoSessionToken('admin', ['administrator']);
  tokens.participant = await demoSessionToken('participant', ['participant']);
  tokens.manager = await demoSessionToken('manager', ['nisl_manager']);
  tokens.facilitator = await demoSessionToken('facilitator', ['facilitator_national']);
  for (let id = 1; id <= 8; id += 1) {
    const aggregate = await loadCohort(id);
    if (aggregate) seeded.push({ id, course_id: aggregate.cohort.course_id });
  }
  const courses = await listReference('COURSE');
  const used = seeded[0].course_id;
  course = courses.find((c) => c.id === used)!;
  otherCourse = courses.find((c) => c.id !== used)!;
  const empty = cohortSummary({ events: [], staff: [], members: [], makeups: [] }, new Map());
  await putAll(Array.from({ length: BULK }, (_, i) => cohortItems.cohort(cohortOf(BULK_FROM + i, course.id), empty)));
}, 120_000);

type Cell = string | number;

async function xlsx(rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Materials');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function xls(rows: Cell[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Materials');
  return write(book, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

const HEADER = ['Cohort ID', 'Cohort Name', 'Material Status'];

function importEvent(token: string, fields: { course?: string; file?: { name: string; content: Buffer } }): APIGatewayProxyEventV2 {
  const boundary = '----materials-test-4f2';
  const parts: Buffer[] = [];
  if (fields.course !== undefined)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${MATERIAL_FIELDS.course}"\r\n\r\n${fields.course}\r\n`),
    );
  if (fields.file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${MATERIAL_FIELDS.file}"; filename="${fields.file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      fields.file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const event = apiEvent('POST /api/import_material_status', {
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { ...event, body: Buffer.concat(parts).toString('base64'), isBase64Encoded: true };
}

const post = (fields: Parameters<typeof importEvent>[1], token = tokens.admin) => handler(importEvent(token, fields));
const statusesOf = async (ids: number[]) => new Map([...(await cohortMaterialFacts(ids))].map(([id, f]) => [id, f.material_status]));

/** Nothing changed: no record, and the cohorts' statuses as they were. */
async function expectUnchanged(before: Map<number, string | null>) {
  expect(await getBom(course.id)).toBeUndefined();
  expect(await statusesOf([...before.keys()])).toEqual(before);
}

describe('POST /api/import_material_status: refused, nothing changed', () => {
  it('asks for the course and the file with the spec message, and refuses an unknown course', async () => {
    const file = { name: 'm.xlsx', content: await xlsx([HEADER, [seeded[0].id, '', 'Shipped']]) };
    const noCourse = await post({ file });
    expect(noCourse.statusCode).toBe(422);
    expect(parseBody(noCourse).message).toBe(MATERIAL_TEXT.courseRequired);
    expect(parseBody(await post({ course: '99999', file })).message).toBe(MATERIAL_TEXT.unknownCourse);
    const noFile = await post({ course: String(course.id) });
    expect(noFile.statusCode).toBe(422);
    expect(parseBody(noFile).message).toBe('Please attach the file (xlsx) with the material status.');
    expect(parseBody(await post({ course: String(course.id), file: { name: 'empty.xlsx', content: Buffer.alloc(0) } })).message).toBe(
      MATERIAL_TEXT.fileRequired,
    );
  });

  it('judges the file by its content: a CSV or HTML named .xlsx/.xls and a non-spreadsheet zip are refused', async () => {
    const before = await statusesOf(seeded.map((s) => s.id));
    const csv = Buffer.from(`Cohort ID,Material Status\n${seeded[0].id},Shipped\n`);
    const asXlsx = await post({ course: String(course.id), file: { name: 'materials.xlsx', content: csv } });
    expect(asXlsx.statusCode).toBe(422);
    expect(parseBody(asXlsx).message).toBe(MATERIAL_TEXT.notSpreadsheet('materials.xlsx'));
    const html = Buffer.from('<table><tr><td>Cohort ID</td><td>Material Status</td></tr></table>');
    expect(parseBody(await post({ course: String(course.id), file: { name: 'm.xls', content: html } })).message).toBe(
      MATERIAL_TEXT.notSpreadsheet('m.xls'),
    );
    // A zip that holds no workbook (the first bytes of an xlsx, the rest nothing).
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    expect(parseBody(await post({ course: String(course.id), file: { name: 'm.xlsx', content: zip } })).message).toBe(
      MATERIAL_TEXT.unreadable('m.xlsx'),
    );
    await expectUnchanged(before);
  });

  it('refuses a spreadsheet bomb before reading it: more unpacked bytes or parts than any materials sheet has', async () => {
    const before = await statusesOf(seeded.map((s) => s.id));
    const parts = unzipSync(await xlsx([HEADER, [seeded[0].id, '', 'Shipped']]));
    // 33 MB of blanks in the sheet's folder: about 33 KB zipped, well inside the 4 MB upload.
    const bomb = Buffer.from(
      zipSync({ ...parts, 'xl/media/padding.bin': new Uint8Array(MATERIAL_LIMITS.maxUnpackedBytes + 1024).fill(0x20) }),
    );
    expect(bomb.length).toBeLessThan(MATERIAL_LIMITS.maxFileBytes / 10);
    const refused = await post({ course: String(course.id), file: { name: 'bomb.xlsx', content: bomb } });
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toBe(MATERIAL_TEXT.unpacksTooLarge);
    const padding = Object.fromEntries(
      Array.from({ length: MATERIAL_LIMITS.maxZipEntries }, (_, i) => [`xl/media/p${i}.bin`, new Uint8Array(1)]),
    );
    const crowded = Buffer.from(zipSync({ ...parts, ...padding }));
    expect(parseBody(await post({ course: String(course.id), file: { name: 'parts.xlsx', content: crowded } })).message).toBe(
      MATERIAL_TEXT.tooManyParts,
    );
    await expectUnchanged(before);
  });

  it('refuses a sheet without the expected columns, naming what it found', async () => {
    const before = await statusesOf(seeded.map((s) => s.id));
    const content = await xlsx([
      ['Name', 'Shipped on'],
      ['x', 'y'],
    ]);
    const refused = await post({ course: String(course.id), file: { name: 'wrong.xlsx', content } });
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toBe(MATERIAL_TEXT.missingColumns(['Cohort ID', 'Material Status'], ['Name', 'Shipped on']));
    expect(parseBody(await post({ course: String(course.id), file: { name: 'h.xlsx', content: await xlsx([HEADER]) } })).message).toBe(
      MATERIAL_TEXT.noRows,
    );
    await expectUnchanged(before);
  });

  it('refuses the whole file when any row is wrong, listing every row problem in row order', async () => {
    const ofOther = seeded.find((s) => s.course_id !== course.id);
    const mine = seeded.filter((s) => s.course_id === course.id);
    const rows: Cell[][] = [
      HEADER,
      [mine[0].id, 'ok', 'Shipped'],
      ['abc', '', 'Shipped'],
      [mine[0].id, 'again', 'Pending'],
      [BULK_FROM, '', ''],
      [987_654, '', 'Shipped'],
      [BULK_FROM + 1, '', 'x'.repeat(101)],
      ...(ofOther ? [[ofOther.id, '', 'Shipped']] : []),
    ];
    const before = await statusesOf([mine[0].id, BULK_FROM, BULK_FROM + 1]);
    const refused = await post({ course: String(course.id), file: { name: 'rows.xlsx', content: await xlsx(rows) } });
    expect(refused.statusCode).toBe(422);
    const problems = [
      MATERIAL_TEXT.badCohortId(3, 'abc'),
      MATERIAL_TEXT.duplicate(4, mine[0].id, 2),
      MATERIAL_TEXT.blankStatus(5),
      MATERIAL_TEXT.noSuchCohort(6, 987_654),
      MATERIAL_TEXT.statusTooLong(7),
      ...(ofOther ? [MATERIAL_TEXT.otherCourse(8, ofOther.id, course.name)] : []),
    ];
    expect(parseBody(refused)).toMatchObject({ message: MATERIAL_TEXT.rowsRefused(problems, problems.length), problems });
    await expectUnchanged(before);
  });

  it('is refused to a role without the admin area (403), nothing changed', async () => {
    const content = await xlsx([HEADER, [BULK_FROM, '', 'Shipped']]);
    for (const token of [tokens.participant, tokens.facilitator]) {
      expect((await post({ course: String(course.id), file: { name: 'm.xlsx', content } }, token)).statusCode).toBe(403);
      expect((await handler(apiEvent('GET /api/boms', { token }))).statusCode).toBe(403);
      expect((await handler(apiEvent('GET /api/download', { token, query: { file: MATERIAL_SAMPLE_FILE } }))).statusCode).toBe(403);
    }
    await expectUnchanged(await statusesOf([BULK_FROM]));
  });
});

describe('POST /api/import_material_status: imported', () => {
  const mineSeeded = () => seeded.filter((s) => s.course_id === course.id).map((s) => s.id);

  it("sets each named cohort's status (xlsx, more cohorts than one transaction holds), records the file and lists it", async () => {
    const ids = [...mineSeeded(), ...Array.from({ length: BULK }, (_, i) => BULK_FROM + i)];
    const status = (id: number) => (id % 2 ? 'BOM shipped 2026' : 'BOM pending print');
    const rows: Cell[][] = [
      ['  cohort id ', 'Cohort Name', 'MATERIAL_STATUS'],
      ...ids.map((id) => [id, `Cohort ${id}`, status(id)]),
      ['', '', ''],
    ];
    const imported = await post({ course: String(course.id), file: { name: 'C:\\Users\\me\\BOM list.xlsx', content: await xlsx(rows) } });
    expect(imported.statusCode).toBe(200);
    const answer = parseBody<MaterialImportAnswer>(imported);
    expect(answer).toMatchObject({ message: 'file uploaded successfully.', cohorts: ids.length, updated: ids.length });
    expect(ids.length).toBeGreaterThan(COHORTS_PER_TRANSACTION);
    const statuses = await statusesOf(ids);
    for (const id of ids) expect(statuses.get(id)).toBe(status(id));
    expect(answer.bom).toMatchObject({
      id: course.id,
      course: { id: course.id, name: course.name },
      file_name: 'BOM list.xlsx',
      cohorts: ids.length,
    });
    expect(answer.bom.material_status).toMatch(
      /^(BOM shipped 2026|BOM pending print) \(\d+\), (BOM shipped 2026|BOM pending print) \(\d+\)$/,
    );
    expect(answer.bom.who_created).toBe('Adam Admin');

    const list = parseBody<BomRow[]>(await handler(apiEvent('GET /api/boms', { token: tokens.admin })));
    expect(list).toEqual([answer.bom]);
    // The stored file is the uploaded one, served by its key.
    const served = await handler(apiEvent('GET /api/download', { token: tokens.admin, query: { file: answer.bom.file_url } }));
    expect(served.statusCode).toBe(303);
    const location = String(served.headers!.location);
    expect(decodeURIComponent(new URL(location).searchParams.get('response-content-disposition') ?? '')).toContain('BOM list.xlsx');
    expect(
      Buffer.from(await (await fetch(location)).arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it("reaches the dashboard's materials filter", async () => {
    const [first] = mineSeeded();
    resetCohortDirectory();
    const wanted = first % 2 ? 'BOM shipped 2026' : 'BOM pending print';
    const ids = new Set<number>();
    for (const from of ['today', 'past']) {
      const result = await dashboardHandler(
        apiEvent('GET /api/dashboard_data', {
          token: tokens.manager,
          query: { from, filters: JSON.stringify({ materials: wanted.toUpperCase() }) },
        }),
      );
      expect(result.statusCode).toBe(200);
      for (const row of parseBody<DashboardResponse>(result).events) {
        expect(row.cohort.material_status).toBe(wanted);
        ids.add(row.cohort.id);
      }
    }
    expect(ids.has(first)).toBe(true);
  });

  it('an .xls file (OLE) imports too; a new import replaces the course record and its file, and skips cohorts already set', async () => {
    const before = (await getBom(course.id))!;
    const rows: Cell[][] = [
      HEADER,
      [BULK_FROM, '', 'Delivered'],
      [BULK_FROM + 1, '', (BULK_FROM + 1) % 2 ? 'BOM shipped 2026' : 'BOM pending print'],
    ];
    const imported = await post({ course: String(course.id), file: { name: 'legacy.xls', content: xls(rows) } });
    expect(imported.statusCode).toBe(200);
    const answer = parseBody<MaterialImportAnswer>(imported);
    expect(answer).toMatchObject({
      cohorts: 2,
      updated: 1,
      bom: { file_name: 'legacy.xls', who_created: 'Adam Admin', created_at: before.created_at },
    });
    expect((await statusesOf([BULK_FROM])).get(BULK_FROM)).toBe('Delivered');
    expect(await listBoms()).toHaveLength(1);
    // The old file is gone from the bucket and no longer served.
    expect(await readObject(before.file_key)).toBeUndefined();
    expect((await handler(apiEvent('GET /api/download', { token: tokens.admin, query: { file: before.file_key } }))).statusCode).toBe(404);
  });
});

describe('GET /api/download', () => {
  it('serves the sample: an xlsx with the columns the import reads', async () => {
    const sample = await handler(apiEvent('GET /api/download', { token: tokens.admin, query: { file: MATERIAL_SAMPLE_FILE } }));
    expect(sample.statusCode).toBe(303);
    const location = String(sample.headers!.location);
    expect(decodeURIComponent(new URL(location).pathname)).toContain(MATERIAL_SAMPLE_NAME);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await (await fetch(location)).arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, ...HEADER]);
  });

  it('serves only the current BOM files: any other key, a traversal or a blank name is 404 or 422', async () => {
    const bom = (await getBom(course.id))!;
    for (const file of [
      'directory/x/cohort-directory.json.gz',
      `${bom.file_key}/../../../directory/x`,
      `boms/${course.id}/../../secret`,
      `boms/${otherCourse.id}/00000000-0000-0000-0000-000000000000/x.xlsx`,
      '../etc/passwd',
    ]) {
      const refused = await handler(apiEvent('GET /api/download', { token: tokens.admin, query: { file } }));
      expect(refused.statusCode).toBe(404);
      expect(parseBody(refused).message).toBe(MATERIAL_TEXT.fileMissing);
    }
    expect((await handler(apiEvent('GET /api/download', { token: tokens.admin, query: { file: '' } }))).statusCode).toBe(422);
  });
});

describe('the write (data/content/boms.ts): all or nothing per transaction, a stop says what was applied', () => {
  const actor = { id: 1, name: 'Test Admin' };
  const file = { name: 'x.xlsx', key: 'boms/0/00000000-0000-0000-0000-000000000000/x.xlsx' };

  it('an import overtaken by another for the same course changes nothing (one transaction)', async () => {
    const seen = (await getBom(course.id))!;
    const stale = { ...seen, version: seen.version - 1 };
    const before = await statusesOf([BULK_FROM + 2]);
    const statuses = [{ cohortId: BULK_FROM + 2, status: 'Overtaken' }];
    const stopped = await applyMaterialImport({
      course,
      file,
      statuses,
      current: new Map(),
      seen: stale,
      actor,
      at: new Date().toISOString(),
    }).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(MaterialImportStopped);
    expect(stopped).toMatchObject({ reason: 'concurrent', applied: 0, total: 1 });
    expect(await statusesOf([BULK_FROM + 2])).toEqual(before);
    expect((await getBom(course.id))!.version).toBe(seen.version);
  });

  it('a cohort deleted meanwhile stops the import after the transactions before it; importing again finishes', async () => {
    const seen = (await getBom(course.id))!;
    const ids = Array.from({ length: BULK }, (_, i) => BULK_FROM + i);
    // The last cohort (in the second transaction) no longer exists.
    const statuses = [...ids.map((cohortId) => ({ cohortId, status: 'Second round' })), { cohortId: 999_999, status: 'Second round' }];
    const at = new Date().toISOString();
    const stopped = await applyMaterialImport({ course, file, statuses, current: new Map(), seen, actor, at }).catch(
      (error: unknown) => error,
    );
    expect(stopped).toMatchObject({ reason: 'cohort_gone', applied: COHORTS_PER_TRANSACTION, total: BULK + 1 });
    const after = await statusesOf(ids);
    expect(ids.filter((id) => after.get(id) === 'Second round')).toHaveLength(COHORTS_PER_TRANSACTION);
    expect((await getBom(course.id))!.version).toBe(seen.version);
    // Again, without the deleted cohort: the cohorts already set are not written again.
    const again = ids.map((cohortId) => ({ cohortId, status: 'Second round' }));
    const done = await applyMaterialImport({ course, file, statuses: again, current: await cohortMaterialFacts(ids), seen, actor, at });
    expect(done.updated).toBe(BULK - COHORTS_PER_TRANSACTION);
    expect([...(await statusesOf(ids)).values()].every((status) => status === 'Second round')).toBe(true);
    expect((await getBom(course.id))!.version).toBe(seen.version + 1);
  });
});
