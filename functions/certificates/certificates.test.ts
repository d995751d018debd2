/**
 * The `certificates` group against DynamoDB Local and s3rver: the Blanks tab (course list, png
 * templates checked by content, versions kept), Create Certificates (issued once, read back with
 * pdftotext, its QR code read back from the rendered page), Print, void and restore with their
 * history, the public verification page and its signed credential, the PDF log, and the roles
 * each route refuses.
 */
import { execFileSync } from 'node:child_process';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { decodeQR } from 'qr/decode.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CertificationRefusal, CertificateVerification, CoursesListAnswer, TemplateAnswer } from '../../shared/certificates/types.ts';
import { imageTooManyPixels } from '../../shared/image-limits.ts';
import { CERTIFICATE_TEXT, TEMPLATE_FIELDS, VERIFICATION_THROTTLE, normalizeVerificationCode } from '../../shared/certificates/texts.ts';
import { COACHING_COURSE_KEY } from '../../shared/constants.ts';
import { addDays, nyDate } from '../../shared/time.ts';
import { COURSES } from '../../scripts/seed/reference-data.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { solidPng } from '../../scripts/seed/png.ts';
import { TEMPLATE_COURSES } from '../../scripts/seed/certificate-templates.ts';
import { apiEvent, parseBody, type TestRequest } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import type { RouteKey } from '../../shared/api/routes.ts';
import { auditOf } from '../data/users/audit.ts';
import { putAll } from '../data/table/batch.ts';
import {
  certificateByCode,
  certificateById,
  cohortCertificates,
  currentTemplate,
  pdfAttempts,
  templateVersions,
} from '../data/certificates/certificates.ts';
import { certificateEntity, certificateItem } from '../data/certificates/certificate-item.ts';
import { db, tableName } from '../data/table/client.ts';
import { userDirectory } from '../data/users/user-directory.ts';
import { cohortSummary, type PersonFacts } from '../data/cohorts/cohort-summary.ts';
import {
  cohortItems,
  loadCohort,
  type AttendanceEntry,
  type CohortRecord,
  type EventRecord,
  type MemberRecord,
} from '../data/cohorts/cohorts.ts';
import { readObject } from '../data/table/storage.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { handler } from './handler.ts';
import { parseParticipantIds } from './issue.ts';

useTestTable();

const today = nyDate();
const tokens: Record<string, string> = {};
const COHORT = 9101;
const people = { ann: 81001, ben: 81002, cat: 81003, outsider: 81009 };
const names = new Map<number, PersonFacts>([
  [people.ann, { first_name: 'Ann', last_name: 'Ames', email: 'ann@example.org', login_at: null }],
  [people.ben, { first_name: 'Ben', last_name: 'Baker', email: 'ben@example.org', login_at: null }],
  [people.cat, { first_name: 'Cat', last_name: 'Cruz', email: 'cat@example.org', login_at: null }],
]);
let course: { id: number; name: string };
let cohortRecord: CohortRecord;

const day = (id: number, unit: string, dayNo: number, date: string): EventRecord => ({
  id,
  cohort_id: COHORT,
  unit_id: unit,
  day: dayNo,
  type_event: 'two_day',
  start_date: date,
  end_date: date,
  start_time: '12:00',
  end_time: '16:00',
  url_unit_evaluation: null,
  meeting_type: 'zoom',
});
const events = [day(91001, '1', 1, addDays(today, -40)), day(91002, '1', 2, addDays(today, -39)), day(91003, '2', 1, addDays(today, -10))];
const present: AttendanceEntry = { attendance: '1', independent: false, recorded_by: 1, recorded_at: '2026-01-01T00:00:00.000Z' };
const absent: AttendanceEntry = { ...present, attendance: '0' };

async function writeCohort(facts: Map<number, PersonFacts>) {
  const members: MemberRecord[] = [81001, 81002, 81003].map((user_id) => ({
    cohort_id: COHORT,
    user_id,
    alp_status: null,
    alp_form: false,
    alp_replies_count: 0,
    alp_comments_count: 0,
    joined_at: cohortRecord.created_at,
  }));
  const summary = cohortSummary({ events, staff: [], members, makeups: [] }, facts);
  const all = (ids: number[], days: EventRecord[]) =>
    Object.fromEntries(ids.map((u) => [u, Object.fromEntries(days.map((d) => [d.id, present]))]));
  await putAll([
    ...events.map(cohortItems.event),
    ...members.map(cohortItems.member),
    cohortItems.attendanceSheet({
      cohort_id: COHORT,
      unit: '1',
      version: 1,
      updated_at: present.recorded_at,
      updated_by: 1,
      records: all([81001, 81002, 81003], events.slice(0, 2)),
    }),
    cohortItems.attendanceSheet({
      cohort_id: COHORT,
      unit: '2',
      version: 1,
      updated_at: present.recorded_at,
      updated_by: 1,
      records: { ...all([81001, 81002], events.slice(2)), 81003: { [events[2].id]: absent } },
    }),
    cohortItems.cohort(cohortRecord, summary),
  ]);
}

beforeAll(async () => {
  await seedOrganisation({
    today,
    now: new Date(),
    cohorts: 3,
    participantsPerCohort: [1, 2],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 15,
    demoAccounts: true,
  });
  const admin = (await findUserIdByLogin('admin'))!;
  const participant = (await findUserIdByLogin('participant'))!;
  const manager = (await findUserIdByLogin('manager'))!;
  tokens.senior = await sessionToken(admin, ['senior_admin', 'administrator'], 'admin');
  tokens.admin = await sessionToken(admin, ['administrator'], 'admin');
  tokens.certifier = await sessionToken(participant, ['participant', 'certificates'], 'participant');
  tokens.participant = await sessionToken(participant, ['participant'], 'participant');
  tokens.manager = await sessionToken(manager, ['nisl_manager'], 'manager');
  const seeded = (await loadCohort(1))!;
  // A course the demo seed gives no template: the tests upload and remove their own.
  const c = COURSES.find((x) => x.key !== COACHING_COURSE_KEY && !(TEMPLATE_COURSES as readonly number[]).includes(x.id))!;
  course = { id: c.id, name: c.name };
  cohortRecord = { ...seeded.cohort, id: COHORT, name: 'Certified Cohort', course_id: course.id, state_id: 1, force_end: false };
  await writeCohort(names);
}, 120_000);

const call = (key: RouteKey, request: TestRequest = {}) => handler(apiEvent(key, request));

/* ---------------------------------------------------------------- files */

/** The first bytes of a JPEG (JFIF). */
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(300, 7)]);

function uploadEvent(token: string, fields: { courseId?: string; file?: { name: string; content: Buffer; field?: string } }) {
  const boundary = '----certificates-test-15';
  const parts: Buffer[] = [];
  if (fields.courseId !== undefined)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${TEMPLATE_FIELDS.course}"\r\n\r\n${fields.courseId}\r\n`),
    );
  if (fields.file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fields.file.field ?? TEMPLATE_FIELDS.image}"; filename="${fields.file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      fields.file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const event = apiEvent('POST /api/update_certificate_image', {
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return { ...event, body: Buffer.concat(parts).toString('base64'), isBase64Encoded: true };
}
const upload = (fields: Parameters<typeof uploadEvent>[1], token = tokens.senior) => handler(uploadEvent(token, fields));

async function fetched(location: string): Promise<Buffer> {
  const response = await fetch(location);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
const pageCount = (pdf: Buffer) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8'))?.[1]);

/** The QR code in the bottom-right corner of the first page, read from the page rendered by poppler. */
function qrOf(pdf: Buffer): string {
  const pgm = execFileSync(
    'pdftoppm',
    ['-r', '200', '-gray', '-x', '1900', '-y', '1350', '-W', '300', '-H', '350', '-f', '1', '-l', '1', '-'],
    {
      input: pdf,
    },
  );
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const gray = pgm.subarray(header[0].length);
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < width * height; i += 1) rgb.fill(gray[i], i * 3, i * 3 + 3);
  return decodeQR({ width, height, data: rgb }, { format: 'RGB' } as never);
}

/* ---------------------------------------------------------------- Blanks */

describe('Blanks: GET /api/get_courses_list and POST /api/update_certificate_image (senior admin)', () => {
  it('refuses every role but senior admin', async () => {
    for (const token of [tokens.admin, tokens.participant, tokens.certifier, tokens.manager]) {
      expect((await call('GET /api/get_courses_list', { token })).statusCode).toBe(403);
      expect((await upload({ courseId: String(course.id) }, token)).statusCode).toBe(403);
    }
  });

  it('pages the courses 10 at a time and searches name, abbreviation and id', async () => {
    const first = parseBody<CoursesListAnswer>(await call('GET /api/get_courses_list', { token: tokens.senior }));
    expect(first.per_page).toBe(10);
    expect(first.total).toBe(COURSES.length);
    expect(first.courses.length).toBe(Math.min(10, COURSES.length));
    expect(Object.keys(first.courses[0]).sort()).toEqual(['abreviation', 'id', 'name', 'template', 'uploaded_at']);
    const found = parseBody<CoursesListAnswer>(
      await call('GET /api/get_courses_list', { token: tokens.senior, query: { search: course.name.slice(0, 6) } }),
    );
    expect(found.courses.map((c) => c.id)).toContain(course.id);
    const byId = parseBody<CoursesListAnswer>(
      await call('GET /api/get_courses_list', { token: tokens.senior, query: { search: String(course.id) } }),
    );
    expect(byId.courses.map((c) => c.id)).toContain(course.id);
    if (COURSES.length > 10) {
      const second = parseBody<CoursesListAnswer>(await call('GET /api/get_courses_list', { token: tokens.senior, query: { page: '2' } }));
      expect(second.courses.length).toBe(COURSES.length - 10);
    }
  });

  it('asks for a known course and judges the file by its content: a JPEG named .png is refused with the spec message', async () => {
    expect(parseBody(await upload({ file: { name: 't.png', content: solidPng(4, 4, [1, 2, 3]) } })).message).toBe(
      CERTIFICATE_TEXT.courseRequired,
    );
    expect(parseBody(await upload({ courseId: '999999', file: { name: 't.png', content: solidPng(4, 4, [1, 2, 3]) } })).message).toBe(
      CERTIFICATE_TEXT.unknownCourse,
    );
    const refused = await upload({ courseId: String(course.id), file: { name: 'photo.png', content: jpeg } });
    expect(refused.statusCode).toBe(422);
    expect(parseBody(refused).message).toBe('photo.png is not a png file');
    // The right signature but no image behind it.
    const broken = Buffer.concat([solidPng(2, 2, [0, 0, 0]).subarray(0, 33), Buffer.alloc(40)]);
    expect(parseBody(await upload({ courseId: String(course.id), file: { name: 'broken.png', content: broken } })).message).toBe(
      'broken.png is not a png file',
    );
    // A small file that declares a huge image is refused by its header, before anything decodes it (issue 34).
    const bomb = Buffer.from(solidPng(1, 1, [0, 0, 0]));
    bomb.writeUInt32BE(16_000, 16);
    bomb.writeUInt32BE(16_000, 20);
    const started = Date.now();
    const huge = await upload({ courseId: String(course.id), file: { name: 'huge.png', content: bomb } });
    expect(huge.statusCode).toBe(422);
    expect(parseBody(huge).message).toBe(imageTooManyPixels(16_000, 16_000));
    expect(Date.now() - started).toBeLessThan(10_000);
    // Removing what is not there.
    expect(parseBody(await upload({ courseId: String(course.id) })).message).toBe(CERTIFICATE_TEXT.noTemplateToRemove);
    expect(await currentTemplate(course.id)).toBeUndefined();
  });

  it('keeps every version: a new upload is a new template, removal clears only the pointer', async () => {
    const first = await upload({
      courseId: String(course.id),
      file: { name: 'blank one.png', content: solidPng(110, 85, [250, 245, 230]) },
    });
    expect(first.statusCode).toBe(200);
    const one = parseBody<TemplateAnswer>(first);
    expect(one.message).toBe(CERTIFICATE_TEXT.templateUploaded);
    expect(one.course.template?.file_name).toBe('blank one.png');
    expect(one.course.uploaded_at).not.toBeNull();
    const second = parseBody<TemplateAnswer>(
      await upload({ courseId: String(course.id), file: { name: 'two.png', content: solidPng(110, 85, [230, 240, 250]) } }),
    );
    expect(second.course.template?.id).not.toBe(one.course.template?.id);
    const removed = parseBody<TemplateAnswer>(await upload({ courseId: String(course.id) }));
    expect(removed).toEqual({
      message: CERTIFICATE_TEXT.templateRemoved,
      course: expect.objectContaining({ template: null, uploaded_at: null }),
    });
    const versions = await templateVersions(course.id);
    expect(versions.map((v) => v.file_name)).toEqual(['two.png', 'blank one.png']);
    for (const v of versions) {
      expect(await readObject(v.png_key)).toBeDefined();
      expect(await readObject(v.pdf_key)).toBeDefined();
    }
    const listed = parseBody<CoursesListAnswer>(
      await call('GET /api/get_courses_list', { token: tokens.senior, query: { search: String(course.id) } }),
    );
    expect(listed.courses.find((c) => c.id === course.id)?.template).toBeNull();
  });

  it('refuses a form whose file is under another field name, and keeps the template (issue 30)', async () => {
    const uploaded = await upload({ courseId: String(course.id), file: { name: 'kept.png', content: solidPng(110, 85, [240, 240, 240]) } });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const kept = parseBody<TemplateAnswer>(uploaded).course.template;
    for (const field of ['image', 'file', 'image_certificate[]x']) {
      const result = await upload({ courseId: String(course.id), file: { name: 'other.png', content: solidPng(4, 4, [1, 2, 3]), field } });
      expect([result.statusCode, parseBody(result).message]).toEqual([422, CERTIFICATE_TEXT.templateFieldMissing(TEMPLATE_FIELDS.image)]);
    }
    const listed = parseBody<CoursesListAnswer>(
      await call('GET /api/get_courses_list', { token: tokens.senior, query: { search: String(course.id) } }),
    );
    expect(listed.courses.find((c) => c.id === course.id)?.template).toEqual(kept);
    // The course goes back to no template, as the tests below expect.
    expect((await upload({ courseId: String(course.id) })).statusCode).toBe(200);
  });
});

/* ---------------------------------------------------------------- issuing */

const certify = (ids: string | undefined, token = tokens.admin) =>
  call('GET /api/certifications/{cohortId}', {
    token,
    params: { cohortId: String(COHORT) },
    query: ids === undefined ? {} : { toBeCertified: ids },
  });

describe('Create Certificates: GET /api/certifications/{cohortId}', () => {
  it('reads the list of ids', () => {
    expect(parseParticipantIds('[12,34]')).toEqual([12, 34]);
    expect(parseParticipantIds('12, 34,12')).toEqual([12, 34]);
    expect(parseParticipantIds('[]')).toEqual([]);
    expect(parseParticipantIds('[1,x]')).toBeUndefined();
  });

  it('refuses roles other than administrators, senior admins and holders of certificates', async () => {
    expect((await certify('[81001]', tokens.participant)).statusCode).toBe(403);
    expect((await certify('[81001]', tokens.manager)).statusCode).toBe(403);
  });

  it('asks for participants, and issues nothing without a template (reported as a missing file)', async () => {
    const empty = await certify('[]');
    expect(empty.statusCode).toBe(422);
    expect(parseBody(empty).message).toBe(CERTIFICATE_TEXT.noParticipants);
    const noTemplate = await certify(`[${people.ann}]`);
    expect(noTemplate.statusCode).toBe(422);
    const body = parseBody<CertificationRefusal>(noTemplate);
    expect(body.refused).toEqual([{ id: people.ann, name: 'Ann Ames', reason: CERTIFICATE_TEXT.noTemplate(course.name) }]);
    expect(body.file).toBeNull();
    expect((await cohortCertificates(COHORT)).size).toBe(0);
    expect((await certify('[1]', tokens.admin).then((r) => r.statusCode)) === 422).toBe(true);
    expect(
      (
        await call('GET /api/certifications/{cohortId}', {
          token: tokens.admin,
          params: { cohortId: '987654' },
          query: { toBeCertified: '[1]' },
        })
      ).statusCode,
    ).toBe(404);
  });

  let annFirst: Buffer;

  it('issues a page per participant on the current template, stores each PDF once, and reports who could not be certified', async () => {
    expect(
      (await upload({ courseId: String(course.id), file: { name: 'current.png', content: solidPng(220, 170, [255, 250, 235]) } }))
        .statusCode,
    ).toBe(200);
    const done = await certify(`[${people.ann},${people.ben}]`);
    expect(done.statusCode).toBe(303);
    const pdf = await fetched(done.headers!.location as string);
    expect(pageCount(pdf)).toBe(2);
    const text = pdfText(pdf);
    expect(text).toContain('Ann Ames');
    expect(text).toContain('Ben Baker');
    expect(text).toContain(course.name);
    expect(text).toContain('Certified Cohort');

    const stored = await cohortCertificates(COHORT);
    const ann = stored.get(people.ann)!;
    expect(ann.participant_name).toBe('Ann Ames');
    expect(normalizeVerificationCode(ann.code)).toBe(ann.code);
    annFirst = Buffer.from((await readObject(ann.pdf_key))!);
    expect(createHash('sha256').update(annFirst).digest('hex')).toBe(ann.pdf_sha256);
    // The printed address and the QR code lead to the public page of this code.
    const address = `http://localhost:3000/verify/${ann.code.match(/.{4}/g)!.join('-')}`;
    expect(pdfText(annFirst).replace(/\s+/g, ' ')).toContain(address);
    expect(qrOf(annFirst)).toBe(address);

    // Cat missed unit 2; someone not on the cohort; Ann again: only Ann's stored page comes back.
    const mixed = await certify(`[${people.cat},${people.outsider},${people.ann}]`, tokens.certifier);
    expect(mixed.statusCode).toBe(422);
    const refusal = parseBody<CertificationRefusal>(mixed);
    expect(refusal.refused).toEqual([
      { id: people.cat, name: 'Cat Cruz', reason: CERTIFICATE_TEXT.notCompleted('Cat Cruz') },
      { id: people.outsider, name: null, reason: CERTIFICATE_TEXT.notMember(people.outsider) },
    ]);
    expect(refusal.issued).toEqual([people.ann]);
    expect(pdfText(await fetched(refusal.file!))).toContain('Ann Ames');
    expect([...(await cohortCertificates(COHORT)).keys()].sort()).toEqual([people.ann, people.ben]);
  });

  it("never changes an issued certificate: the participant's name and the course template change, the bytes stay", async () => {
    const ann = (await cohortCertificates(COHORT)).get(people.ann)!;
    await writeCohort(new Map([...names, [people.ann, { ...names.get(people.ann)!, first_name: 'Annabel', last_name: 'Smith' }]]));
    expect(
      (await upload({ courseId: String(course.id), file: { name: 'newer.png', content: solidPng(60, 40, [10, 40, 90]) } })).statusCode,
    ).toBe(200);

    const again = await certify(`[${people.ann}]`);
    expect(again.statusCode).toBe(303);
    const combined = await fetched(again.headers!.location as string);
    expect(pdfText(combined)).toContain('Ann Ames');
    expect(pdfText(combined)).not.toContain('Annabel');
    expect(Buffer.from((await readObject(ann.pdf_key))!).equals(annFirst)).toBe(true);

    const printed = await call('GET /api/reissue_certificate/{id}', { token: tokens.admin, params: { id: String(ann.id) } });
    expect(printed.statusCode).toBe(303);
    expect((await fetched(printed.headers!.location as string)).equals(annFirst)).toBe(true);
    const still = (await cohortCertificates(COHORT)).get(people.ann)!;
    expect(still).toEqual(ann);
  });

  it('Print refuses roles without the right and an unknown certificate', async () => {
    const ann = (await cohortCertificates(COHORT)).get(people.ann)!;
    expect(
      (await call('GET /api/reissue_certificate/{id}', { token: tokens.participant, params: { id: String(ann.id) } })).statusCode,
    ).toBe(403);
    const unknown = await call('GET /api/reissue_certificate/{id}', { token: tokens.admin, params: { id: '99999999' } });
    expect(unknown.statusCode).toBe(404);
    expect(parseBody(unknown).message).toBe(CERTIFICATE_TEXT.certificateNotFound);
  });
});

/* ---------------------------------------------------------------- void, restore, verification */

const verify = (code: string, sourceIp = '198.51.100.20') => call('GET /api/certificate/verify/{code}', { params: { code }, sourceIp });

describe('Void, restore and the public verification page', () => {
  it('voids only for holders of certificates, with the reason the spec requires', async () => {
    const body = { cohortId: COHORT, userId: people.ben, reasonVoid: 'Issued in error' };
    expect((await call('POST /api/save_void_certificate', { token: tokens.admin, body })).statusCode).toBe(403);
    expect((await call('POST /api/active_restore_certificate', { token: tokens.senior, body })).statusCode).toBe(403);
    const noReason = await call('POST /api/save_void_certificate', { token: tokens.certifier, body: { ...body, reasonVoid: '  ' } });
    expect(noReason.statusCode).toBe(422);
    expect(parseBody(noReason).message).toBe(CERTIFICATE_TEXT.voidReasonRequired);
    const unknown = await call('POST /api/save_void_certificate', { token: tokens.certifier, body: { ...body, userId: people.cat } });
    expect(unknown.statusCode).toBe(404);
    expect((await call('POST /api/active_restore_certificate', { token: tokens.certifier, body })).statusCode).toBe(422);
  });

  it('answers the public page without sign-in: valid, then void with its date, then valid again, with the document and a signed credential', async () => {
    const ben = (await cohortCertificates(COHORT)).get(people.ben)!;
    const printedCode = ben.code.match(/.{4}/g)!.join('-');
    const first = await verify(printedCode.toLowerCase());
    expect(first.statusCode).toBe(200);
    const valid = parseBody<CertificateVerification>(first);
    expect(valid).toMatchObject({
      code: printedCode,
      status: 'valid',
      participant: 'Ben Baker',
      course: course.name,
      cohort: 'Certified Cohort',
      issued_on: today,
      void_at: null,
      document_sha256: ben.pdf_sha256,
    });
    // Nothing else about the person.
    expect(Object.keys(valid).sort()).toEqual(
      [
        'code',
        'cohort',
        'course',
        'credential',
        'document',
        'document_sha256',
        'issued_on',
        'jwks',
        'participant',
        'status',
        'void_at',
      ].sort(),
    );
    const document = await fetched(valid.document);
    expect(createHash('sha256').update(document).digest('hex')).toBe(ben.pdf_sha256);

    const keys = parseBody<{ keys: object[] }>(await call('GET /api/.well-known/jwks.json'));
    const jwks = createLocalJWKSet(keys as never);
    const checked = await jwtVerify(valid.credential, jwks, { algorithms: ['EdDSA'], issuer: 'http://localhost:3000', subject: ben.code });
    expect(checked.payload).toMatchObject({ status: 'valid', participant: 'Ben Baker', document_sha256: ben.pdf_sha256 });

    const voided = await call('POST /api/save_void_certificate', {
      token: tokens.certifier,
      body: { cohortId: String(COHORT), userId: String(people.ben), reasonVoid: 'Issued in error' },
    });
    expect(voided.statusCode).toBe(200);
    const after = parseBody<CertificateVerification>(await verify(printedCode));
    expect(after.status).toBe('void');
    expect(after.void_at).not.toBeNull();
    expect((await jwtVerify(after.credential, jwks)).payload).toMatchObject({ status: 'void', void_at: after.void_at });
    expect(
      (
        await call('POST /api/save_void_certificate', {
          token: tokens.certifier,
          body: { cohortId: COHORT, userId: people.ben, reasonVoid: 'x' },
        })
      ).statusCode,
    ).toBe(422);

    // Voided: no print, and Create Certificates reports it.
    expect((await call('GET /api/reissue_certificate/{id}', { token: tokens.admin, params: { id: String(ben.id) } })).statusCode).toBe(422);
    const asked = parseBody<CertificationRefusal>(await certify(`[${people.ben}]`));
    expect(asked.refused[0].reason).toBe(CERTIFICATE_TEXT.voided('Ben Baker'));

    const restored = await call('POST /api/active_restore_certificate', {
      token: tokens.certifier,
      body: { cohortId: COHORT, userId: people.ben },
    });
    expect(restored.statusCode).toBe(200);
    expect(parseBody<CertificateVerification>(await verify(printedCode)).status).toBe('valid');
    const history = await auditOf('certificate', ben.id);
    expect(history.map((h) => h.action)).toEqual(['restore', 'void']);
    expect(history[1].detail).toMatchObject({ reason: 'Issued in error' });
    expect((await certificateById(ben.id))?.void_at).toBeNull();
  });

  it('tells nothing for an unknown or malformed code, and limits look-ups per address', async () => {
    const unknown = await verify('AAAA-AAAA-AAAA-AAAA');
    expect(unknown.statusCode).toBe(404);
    expect(parseBody(unknown).message).toBe(CERTIFICATE_TEXT.unknownCode);
    expect(parseBody(await verify('not-a-code')).message).toBe(CERTIFICATE_TEXT.badCode);
    const address = '198.51.100.99';
    let last = 200;
    for (let i = 0; i <= VERIFICATION_THROTTLE.maxPerAddress; i += 1) last = (await verify('AAAA-AAAA-AAAA-AAAB', address)).statusCode!;
    expect(last).toBe(429);
    const refused = await verify('AAAA-AAAA-AAAA-AAAB', address);
    expect(parseBody(refused).message).toBe(CERTIFICATE_TEXT.tooManyChecks);
    expect(refused.headers?.['retry-after']).toBe(String(VERIFICATION_THROTTLE.windowMinutes * 60));
    // Another address is not held back.
    expect((await verify('AAAA-AAAA-AAAA-AAAB', '198.51.100.100')).statusCode).toBe(404);
  });
});

describe('the user directory', () => {
  it('learns issued, voided and restored certificates from the user feed', async () => {
    const directory = await userDirectory({ fresh: true });
    const ben = directory.certificates.get(`${COHORT}#${people.ben}`);
    expect(ben).toMatchObject({ cohort_id: COHORT, user_id: people.ben, void_at: null });
    expect(
      directory
        .certificatesByUser()
        .get(people.ann)
        ?.map((c) => c.cohort_id),
    ).toEqual([COHORT]);
  });
});

describe('PDF log', () => {
  it('records every attempt with its outcome', async () => {
    const month = today.slice(0, 7);
    const entries = await pdfAttempts(month, `${month}-01`, '9999');
    const count = (outcome: string) => entries.filter((e) => e.outcome === outcome).length;
    expect(count('empty_token')).toBeGreaterThanOrEqual(1);
    expect(count('missing_file')).toBeGreaterThanOrEqual(1);
    expect(count('not_found')).toBeGreaterThanOrEqual(2);
    expect(count('failure')).toBeGreaterThanOrEqual(2);
    expect(count('success')).toBeGreaterThanOrEqual(5);
  });
});

describe('a merge moves a certificate', () => {
  it('still finds it from its code and its id when it moved to another participant of the cohort', async () => {
    const ann = (await cohortCertificates(COHORT)).get(people.ann)!;
    const primary = 81077;
    // What accounts' merge plan writes (merge-plan.ts): the item under the primary, every attribute kept, the old one gone.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: certificateEntity.key(COHORT, people.ann) }));
    await putAll([certificateItem({ ...ann, user_id: primary }, new Date().toISOString())]);
    const found = await certificateByCode(ann.code);
    expect(found).toMatchObject({ id: ann.id, user_id: primary, participant_name: 'Ann Ames', pdf_key: ann.pdf_key });
    expect((await certificateById(ann.id))?.user_id).toBe(primary);
    expect(parseBody<CertificateVerification>(await verify(ann.code, '198.51.100.31')).status).toBe('valid');
  });
});
