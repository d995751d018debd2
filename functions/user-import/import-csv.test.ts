import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_ERRORS } from '../../shared/csv.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { IMPORT_TEXT } from '../../shared/user-import/texts.ts';
import { IMPORT_LIMITS, type ImportAnswer } from '../../shared/user-import/types.ts';
import { nyDate } from '../../shared/time.ts';
import { FIRST } from '../../scripts/seed/organisation.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { parseBody } from '../../test/integration/events.ts';
import { signIn } from '../../test/integration/sign-in.ts';
import { demoSessionToken, sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import type { StoredMail } from '../services/mailer.ts';
import { loadCohort } from '../data/cohorts/cohorts.ts';
import { findUsableResetToken, issueResetToken } from '../data/users/password-reset.ts';
import { listPendingRecords } from '../data/users/pending-users.ts';
import { findUserIdByLogin, getUser, type UserRecord } from '../data/users/users.ts';
import { handler } from './handler.ts';
import { importEvent, type ImportForm } from './import-form.test-helper.ts';

useTestTable();
const tokens: Record<string, string> = {};
const COURSE = { edp: 10, tel: 11, pf: 12 } as const;
const ROLE = { administrator: 1, participant: 10, coach: 11 } as const;

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 3,
    participantsPerCohort: [2, 3],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 4,
    demoAccounts: true,
  });
  for (const [name, roles] of [
    ['senior.admin', ['senior_admin', 'administrator']],
    ['admin', ['administrator']],
    ['facilitator', ['facilitator_national']],
  ] as const) {
    tokens[name] = await demoSessionToken(name, [...roles]);
  }
}, 120_000);

async function runImport(form: ImportForm, content: string | Buffer, opts: { token?: string; name?: string } = {}) {
  const result = await handler(importEvent(opts.token ?? tokens.admin, form, { name: opts.name ?? 'accounts.csv', content }));
  return { status: result.statusCode, body: parseBody<ImportAnswer & { message?: string }>(result) };
}

const courses = (extra: Partial<ImportForm> = {}): ImportForm => ({
  type_upload: 'courses',
  roles: [ROLE.participant],
  privileges: [COURSE.tel],
  ...extra,
});
const user = async (login: string): Promise<UserRecord | undefined> => {
  const id = await findUserIdByLogin(login);
  return id === undefined ? undefined : getUser(id);
};

async function outbox(to: string): Promise<StoredMail[]> {
  const dir = process.env.MAIL_OUTBOX_DIR!;
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as StoredMail));
  return mails.filter((m) => m.to.includes(to));
}
const mailedPassword = (mail: StoredMail) => /Password: (.+)/.exec(mail.text)?.[1];

describe('reading real-world files', () => {
  it('imports a BOM + CRLF file with odd headers, quoted commas, quotes and line breaks, blank trailing lines; a broken row is reported by number and the others import', async () => {
    const file =
      '\uFEFF User Name ,E-Mail,First Name, LAST_NAME ,Password,State,District,School,Phone,Job Title,Favourite colour\r\n' +
      'ann.import,Ann.Import@Example.org,Ann,"O\'Neil, Jr.",Ann-Pass-2024,PA,Harrisburg City School District,Harrisburg Lincoln Elementary School,(202) 555-0101,"Principal, ""Lead""",blue\r\n' +
      'ben.import,ben.import@example.org,Ben,Baker,,Pennsylvania,harrisburg city school district,A School Not On The List,,"Teacher\r\nand coach",red\r\n' +
      'cat.import,"cat.import@example.org,Cat,Cole,,NY,,,,,green\r\n' +
      'dan.import,dan.import@example.org,Dan,"Diaz",Dan-Pass-2024,,,,,"Coach",\r\n' +
      'eve.import,eve.import@example.org,Eve\r\n' +
      '\r\n,,,,,,,,,,\r\n\r\n';
    const { status, body } = await runImport(courses({ privileges: [COURSE.tel, COURSE.pf], send_credentials: true }), file);
    expect([status, body.message]).toEqual([200, undefined]);
    expect(body.csv).toEqual({
      columns: [
        'user_name',
        'e_mail',
        'first_name',
        'last_name',
        'password',
        'state',
        'district',
        'school',
        'phone',
        'job_title',
        'favourite_colour',
      ],
      ignored: ['favourite_colour'],
    });
    expect(body.response.map((r) => [r.row, r.success])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [5, true],
      [6, false],
    ]);
    expect(body.response[2].message).toBe(CSV_ERRORS.unterminatedQuote);
    expect(body.response[4].message).toBe(IMPORT_TEXT.cellCount(3, 11));
    expect(body).toMatchObject({ totalRows: 5, totalSave: 3, pendingUsers: [] });
    expect(body.errors).toEqual([
      IMPORT_TEXT.rowError(4, CSV_ERRORS.unterminatedQuote),
      IMPORT_TEXT.rowError(6, IMPORT_TEXT.cellCount(3, 11)),
    ]);
    expect(body.response[0].csv_data).not.toHaveProperty('password');

    const ann = (await user('ann.import'))!;
    expect(ann).toMatchObject({
      email: 'ann.import@example.org',
      first_name: 'Ann',
      last_name: "O'Neil, Jr.",
      job_title: 'Principal, "Lead"',
      phone: '2025550101',
      state_id: 1,
      district_id: 101,
      school_id: 1011,
      school_name: 'Harrisburg Lincoln Elementary School',
      roles: [ROLE.participant],
      courses: [COURSE.tel, COURSE.pf],
      default_course: COURSE.tel,
      status: 'active',
      staff_contractor: 'staff',
    });
    const ben = (await user('ben.import'))!;
    expect(ben).toMatchObject({
      job_title: 'Teacher\r\nand coach',
      state_id: 1,
      district_id: 101,
      school_id: null,
      school_name: 'A School Not On The List',
    });
    expect(await user('cat.import')).toBeUndefined();
    expect(await user('eve.import')).toBeUndefined();

    // The file's password works; an empty cell got a generated one, mailed with the credentials.
    expect((await signIn('ann.import', 'Ann-Pass-2024')).statusCode).toBe(200);
    const [benMail] = await outbox('ben.import@example.org');
    expect(benMail.subject).toBe(IMPORT_TEXT.credentialsSubject);
    expect(benMail.text).toContain('Username: ben.import');
    expect((await signIn('ben.import', mailedPassword(benMail)!)).statusCode).toBe(200);
    expect(mailedPassword((await outbox('ann.import@example.org'))[0])).toBe('Ann-Pass-2024');
  });

  it('reads a Windows-1252 file and imports rows with unknown places, saying what became of them', async () => {
    const file = Buffer.concat([
      Buffer.from('username,email,first_name,last_name,state,district\n'),
      Buffer.from([0x6a, 0x6f, 0x73, 0xe9, 0x2e, 0x69, 0x6d, 0x70]),
      Buffer.from(',jose.imp@example.org,Jos'),
      Buffer.from([0xe9]),
      Buffer.from(
        ',Ruiz,TX,\nnow.here,now.here@example.org,No,Where,Atlantis,\nbad.district,bad.district@example.org,Bad,District,OH,Nowhere District\n',
      ),
    ]);
    const { body } = await runImport(courses(), file);
    expect(body.response.map((r) => [r.row, r.success, r.message])).toEqual([
      [2, true, IMPORT_TEXT.created],
      [3, true, `${IMPORT_TEXT.created} ${IMPORT_TEXT.unknownState('Atlantis')} ${IMPORT_TEXT.leftBlank(['state'])}`],
      [
        4,
        true,
        `${IMPORT_TEXT.created} ${IMPORT_TEXT.unknownDistrict('Nowhere District', 'Ohio')} ${IMPORT_TEXT.keptAsTyped(['district'])}`,
      ],
    ]);
    expect(await user('josé.imp')).toMatchObject({ first_name: 'José', state_id: 5 });
  });

  it('numbers the rows of a part of a file from first_row and refuses the same account twice in one part', async () => {
    const part = 'username,email\nfay.part,fay.part@example.org\n\nfay.again,FAY.PART@example.org\ngus.part,gus.part@example.org\n';
    const { body } = await runImport(courses({ first_row: 101 }), part);
    expect(body.response.map((r) => [r.row, r.success, r.message])).toEqual([
      [101, true, IMPORT_TEXT.created],
      [103, false, IMPORT_TEXT.sameInFile(101)],
      [104, true, IMPORT_TEXT.created],
    ]);
  });
});

describe('form rules', () => {
  const file = 'username,email\nnobody.made,nobody.made@example.org\n';

  it('answers 422 with the spec messages and writes nothing', async () => {
    const cases: Array<[ImportForm, string, string]> = [
      [courses({ roles: [] }), 'a.csv', USER_FORM_TEXT.atLeastOneRole],
      [courses({ privileges: [] }), 'a.csv', IMPORT_TEXT.privilegesRequired],
      [{ type_upload: 'cohorts', roles: [ROLE.participant] }, 'a.csv', IMPORT_TEXT.cohortsRequired],
      [{ type_upload: 'cohorts', roles: [ROLE.participant], cohorts: [999_999] }, 'a.csv', IMPORT_TEXT.unknownCohort],
      [courses(), 'accounts.xlsx', IMPORT_TEXT.csvOnly],
      [courses({ privileges: [987] }), 'a.csv', USER_FORM_TEXT.unknownCourse],
      [{ roles: [ROLE.participant] }, 'a.csv', IMPORT_TEXT.typeRequired],
    ];
    for (const [form, name, message] of cases) {
      const { status, body } = await runImport(form, file, { name });
      expect([name, status, body.message]).toEqual([name, 422, message]);
    }
    const noEmail = await runImport(courses(), 'Username,Name\nx,y\n');
    expect([noEmail.status, noEmail.body.message]).toEqual([
      422,
      `${IMPORT_TEXT.missingColumns(['email'])} ${IMPORT_TEXT.headerFound(['Username', 'Name'], 'commas')}`,
    ]);
    const empty = await runImport(courses(), 'username,email\r\n\r\n');
    expect([empty.status, empty.body.message]).toEqual([422, IMPORT_TEXT.noRows]);
    expect(await user('nobody.made')).toBeUndefined();
  });

  it('lets only a senior admin grant administrator, and refuses non-administrators', async () => {
    const asAdmin = await runImport(courses({ roles: [ROLE.administrator] }), file);
    expect([asAdmin.status, asAdmin.body.message]).toEqual([403, USER_FORM_TEXT.onlySeniorGrantsAdmin]);
    expect((await runImport(courses(), file, { token: tokens.facilitator })).status).toBe(403);
    expect(await user('nobody.made')).toBeUndefined();
  });
});

describe('passwords and existing accounts', () => {
  it('checks a filled password against the rules of the roles given; generates one without a password column', async () => {
    const file = 'username,email,password\nshort.pw,short.pw@example.org,abc\nlong.pw,long.pw@example.org,longenough\n';
    const { body } = await runImport(courses(), file);
    expect(body.response.map((r) => [r.success, r.message])).toEqual([
      [false, IMPORT_TEXT.passwordTooShort(8)],
      [true, IMPORT_TEXT.created],
    ]);

    const admins = await runImport(
      courses({ roles: [ROLE.administrator] }),
      'username,email,password\nweak.admin,weak.admin@example.org,longenough\nstrong.admin,strong.admin@example.org,Str0ng!Pass#99\n',
      { token: tokens['senior.admin'] },
    );
    expect(admins.body.response.map((r) => [r.success, r.message])).toEqual([
      [false, MESSAGES.passwordPolicy],
      [true, IMPORT_TEXT.created],
    ]);
    expect((await signIn('strong.admin', 'Str0ng!Pass#99')).statusCode).toBe(200);

    const generated = await runImport(courses({ send_credentials: true }), 'username,email\nno.column,no.column@example.org\n');
    expect(generated.body.totalSave).toBe(1);
    const password = mailedPassword((await outbox('no.column@example.org'))[0])!;
    expect(password).toHaveLength(20);
    expect((await signIn('no.column', password)).statusCode).toBe(200);
  });

  it('adds roles and privileges to an existing account (by username or e-mail), keeps or changes its password, and mails its updated data', async () => {
    const before = (await user('long.pw'))!;
    const [keptLink, changedLink] = await Promise.all([issueResetToken(before.id), issueResetToken((await user('no.column'))!.id)]);
    const file =
      'username,email,password,job_title\nlong.pw,long.pw@example.org,,Coach\nanything,short.pw@example.org,,\nno.column,NO.COLUMN@example.org,Changed-Pass-1,\n';
    // short.pw was refused above: its row creates it now, under the username the file gives.
    const { body } = await runImport(courses({ roles: [ROLE.coach], privileges: [COURSE.pf], send_updated_data: true }), file);
    expect(body.response.map((r) => [r.success, r.action])).toEqual([
      [true, 'updated'],
      [true, 'created'],
      [true, 'updated'],
    ]);

    const after = (await user('long.pw'))!;
    expect(after).toMatchObject({
      roles: [ROLE.participant, ROLE.coach],
      courses: [COURSE.tel, COURSE.pf],
      job_title: 'Coach',
      passwordHash: before.passwordHash,
      version: before.version + 1,
    });
    expect((await signIn('long.pw', 'longenough')).statusCode).toBe(200);
    expect((await signIn('no.column', 'Changed-Pass-1')).statusCode).toBe(200);
    // A password set by the import ends the recovery link mailed before it; a kept one keeps it.
    expect(await findUsableResetToken(changedLink)).toBeUndefined();
    expect(await findUsableResetToken(keptLink)).toMatchObject({ userId: before.id });
    const [updated] = (await outbox('long.pw@example.org')).filter((m) => m.subject === IMPORT_TEXT.updatedSubject);
    expect(updated.text).toContain('Account privileges: Participant, Coach');
    expect(updated.text).toContain('Principal Foundations');
    expect(updated.text).not.toContain('Password:');
  });

  it("leaves administrator and senior admin accounts to a senior admin: an administrator's row for one is that row's error, the other rows go on", async () => {
    const senior = (await user('senior.admin'))!;
    const file = `username,email,password,first_name\nsenior.admin,${senior.email},Taken-Over-Pass-12!,Mallory\nrow.after,row.after@example.org,,\n`;
    const { body } = await runImport(courses({ roles: [ROLE.coach] }), file);
    expect(body.response.map((r) => [r.row, r.success, r.message])).toEqual([
      [2, false, USER_FORM_TEXT.onlySeniorManagesAdmins],
      [3, true, IMPORT_TEXT.created],
    ]);
    expect(await user('senior.admin')).toEqual(senior);

    // A senior admin's import sets an administrator's password (spec 02 §5: a filled cell is used).
    const admin = (await user('admin'))!;
    const bySenior = await runImport(courses(), `username,email,password\nadmin,${admin.email},Senior-Set-Pass-99!\n`, {
      token: tokens['senior.admin'],
    });
    expect(bySenior.body.response.map((r) => [r.success, r.action])).toEqual([[true, 'updated']]);
    expect((await signIn('admin', 'Senior-Set-Pass-99!')).statusCode).toBe(200);
    // The new password signed the administrator out: the later tests act in a new session.
    expect((await runImport(courses(), 'username,email\nafter.reset,after.reset@example.org\n')).status).toBe(401);
    tokens.admin = await sessionToken(admin.id, ['administrator'], 'admin');
  });

  it('refuses a row whose username and e-mail belong to two different accounts', async () => {
    const { body } = await runImport(courses(), 'username,email\nlong.pw,no.column@example.org\n');
    expect(body.response?.[0], JSON.stringify(body)).toMatchObject({ success: false, message: USER_FORM_TEXT.taken });
  });
});

describe('names', () => {
  it("makes a name, username or e-mail with control, bidirectional-override or invisible characters that row's error; the other rows import", async () => {
    const file =
      'username,email,first_name,last_name\n' +
      'nul.name,nul.name@example.org,Ann\u0000,Smith\n' +
      'rlo.name,rlo.name@example.org,Ann,Smith\u202Efdp.exe\n' +
      'zw\u200Bname,zw.name@example.org,Ann,Smith\n' +
      "fine.name,fine.name@example.org,Zoë,O'Brien\n";
    const { body } = await runImport(courses(), file);
    expect(body.response.map((r) => [r.row, r.success, r.message])).toEqual([
      [2, false, USER_FORM_TEXT.disallowedCharacters('first name')],
      [3, false, USER_FORM_TEXT.disallowedCharacters('last name')],
      [4, false, USER_FORM_TEXT.disallowedCharacters('username')],
      [5, true, IMPORT_TEXT.created],
    ]);
    for (const login of ['nul.name', 'rlo.name', 'zw.name@example.org']) expect(await user(login)).toBeUndefined();
    expect(await user('fine.name')).toMatchObject({ first_name: 'Zoë', last_name: "O'Brien" });
  });

  it("imports a name a spreadsheet spread over lines on one line, and says so in the row's message", async () => {
    const file =
      'username,email,first_name,last_name\n' +
      'two.lines,two.lines@example.org,"Mary\r\nAnne","Van\n  der Berg"\n' +
      'one.break,one.break@example.org,Tom,"Lee\tChen"\n';
    const { body } = await runImport(courses(), file);
    expect(body.response.map((r) => [r.row, r.success, r.message])).toEqual([
      [2, true, `${IMPORT_TEXT.created} ${IMPORT_TEXT.namesJoined(['first name', 'last name'])}`],
      [3, true, `${IMPORT_TEXT.created} ${IMPORT_TEXT.namesJoined(['last name'])}`],
    ]);
    expect(await user('two.lines')).toMatchObject({ first_name: 'Mary Anne', last_name: 'Van der Berg' });
    expect(await user('one.break')).toMatchObject({ first_name: 'Tom', last_name: 'Lee Chen' });
  });
});

describe('duplicates and cohorts', () => {
  it('creates a possible duplicate (same first name, last name and state) as Pending with its record, and lists it', async () => {
    const pat = (await user('participant'))!;
    const file = `username,email,first_name,last_name,state\npat.twin,pat.twin@example.org,${pat.first_name},${pat.last_name},${pat.state_id}\n`;
    const { body } = await runImport(courses(), file);
    const twin = (await user('pat.twin'))!;
    expect(twin.status).toBe('pending');
    expect(body.response[0]).toMatchObject({ success: true, message: IMPORT_TEXT.createdPending });
    expect(body.pendingUsers).toEqual([
      {
        row: 2,
        user_id: twin.id,
        username: 'pat.twin',
        email: 'pat.twin@example.org',
        name: `${pat.first_name} ${pat.last_name}`,
        duplicates: [expect.objectContaining({ id: pat.id, username: 'participant' })],
      },
    ]);
    expect((await listPendingRecords()).find((r) => r.user_id === twin.id)).toMatchObject({
      duplicated_user_ids: [pat.id],
      status: 'Pending',
    });
  });

  it('adds new and existing accounts to the chosen cohort, with the cohort summary in the same write', async () => {
    const cohort = (await loadCohort(1))!;
    const rows = Array.from({ length: 12 }, (_, i) => `cohort.member${i},cohort.member${i}@example.org,Member,Number${i}`);
    const file = `username,email,first_name,last_name\n${rows.join('\n')}\nlong.pw,long.pw@example.org,,\n`;
    const { status, body } = await runImport({ type_upload: 'cohorts', roles: [ROLE.participant], cohorts: [1] }, file);
    expect(status).toBe(200);
    expect(body.totalSave).toBe(13);
    const after = (await loadCohort(1))!;
    const ids = await Promise.all([...rows.map((_, i) => findUserIdByLogin(`cohort.member${i}`)), findUserIdByLogin('long.pw')]);
    expect(after.members.map((m) => m.user_id).sort()).toEqual([...cohort.members.map((m) => m.user_id), ...ids].sort());
    expect(after.summary.members.map((m) => m.user_id).sort()).toEqual(after.members.map((m) => m.user_id).sort());
    expect(after.cohort.participant_count).toBe(after.members.length);
    expect((await user('cohort.member3'))!.courses).toEqual([10, after.cohort.course_id].filter((v, i, a) => a.indexOf(v) === i));

    // A possible duplicate is created Pending and joins no cohort (pending accounts cannot be on a roster).
    const pat = (await user('participant'))!;
    const twin = await runImport(
      { type_upload: 'cohorts', roles: [ROLE.participant], cohorts: [1] },
      `username,email,first_name,last_name,state\npat.cohort.twin,pat.cohort.twin@example.org,${pat.first_name},${pat.last_name},${pat.state_id}\n`,
    );
    expect(twin.body.response[0]).toMatchObject({
      success: true,
      message: `${IMPORT_TEXT.createdPending} ${IMPORT_TEXT.pendingNotInCohort}`,
    });
    expect((await loadCohort(1))!.members.map((m) => m.user_id)).not.toContain(twin.body.response[0].user_id);

    // Importing the same file again changes nobody's membership.
    const again = await runImport({ type_upload: 'cohorts', roles: [ROLE.participant], cohorts: [1] }, file);
    expect(again.body.response.every((r) => r.success && r.action === 'updated')).toBe(true);
    expect((await loadCohort(1))!.summary.members).toHaveLength(after.members.length);
  });
});

describe('a row matches an account only when its username and e-mail agree (issue 11)', () => {
  const statusOf = async (file: string) => (await runImport(courses(), file)).body.response.map((r) => [r.row, r.success, r.message]);

  it("refuses a row whose username is another account's e-mail, and changes nothing", async () => {
    const coach = (await user('coach'))!;
    const rows = await statusOf(`username,email\n${coach.email},new.person.one@example.org\n`);
    expect(rows).toEqual([[2, false, USER_FORM_TEXT.taken]]);
    expect(await user('coach')).toEqual(coach);
    expect(await findUserIdByLogin('new.person.one@example.org')).toBeUndefined();
  });

  it("refuses a known username with another e-mail, a known e-mail with another username, and an e-mail that is someone's username", async () => {
    await runImport(courses(), 'username,email\nagree.one,agree.one@example.org\nlooks.like@example.org,looks.like.real@example.org\n');
    const before = await Promise.all(['agree.one', 'looks.like@example.org'].map(user));
    const rows = await statusOf(
      'username,email\nagree.one,not.agree.one@example.org\nsomebody.else,agree.one@example.org\nthird.person,looks.like@example.org\n',
    );
    expect(rows).toEqual([
      [2, false, USER_FORM_TEXT.taken],
      [3, false, USER_FORM_TEXT.taken],
      [4, false, USER_FORM_TEXT.taken],
    ]);
    expect(await statusOf('username,email\nagree.one,AGREE.ONE@example.org\n')).toEqual([[2, true, IMPORT_TEXT.updated]]);
    expect((await user('looks.like@example.org'))!.version).toBe(before[1]!.version);
    expect(await Promise.all(['not.agree.one@example.org', 'somebody.else', 'third.person'].map(findUserIdByLogin))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('one file, however it travels (issue 11)', () => {
  const header = 'username,email,first_name,last_name,state\n';

  it('reports a row repeating a username or e-mail of an earlier part of the same run; the same part sent again is its own', async () => {
    const run = randomUUID();
    const first = await runImport(
      courses({ first_row: 2, run_id: run }),
      `${header}rep.a,rep.a@example.org,Rep,Alpha,OH\nrep.b,rep.b@example.org,Rep,Beta,OH\n`,
    );
    expect(first.body.totalSave).toBe(2);
    const later = await runImport(
      courses({ first_row: 1201, run_id: run }),
      `${header}rep.a,other.a@example.org,Rep,Again,OH\nrep.new,REP.B@example.org,Rep,New,OH\nrep.c,rep.c@example.org,Rep,Gamma,OH\n`,
    );
    expect(later.body.response.map((r) => [r.row, r.success, r.message])).toEqual([
      [1201, false, IMPORT_TEXT.sameInFile(2)],
      [1202, false, IMPORT_TEXT.sameInFile(3)],
      [1203, true, IMPORT_TEXT.created],
    ]);
    expect(await user('rep.a')).toMatchObject({ email: 'rep.a@example.org', last_name: 'Alpha', version: 1 });
    expect(await findUserIdByLogin('rep.new')).toBeUndefined();

    // A part sent again (say, after a lost answer) holds its own rows' names.
    const again = await runImport(
      courses({ first_row: 2, run_id: run }),
      `${header}rep.a,rep.a@example.org,Rep,Alpha,OH\nrep.b,rep.b@example.org,Rep,Beta,OH\n`,
    );
    expect(again.body.response.map((r) => [r.success, r.action])).toEqual([
      [true, 'updated'],
      [true, 'updated'],
    ]);
    // Another run (another file) may name them again: they are existing accounts then.
    const other = await runImport(courses({ first_row: 2, run_id: randomUUID() }), `${header}rep.a,rep.a@example.org,,,\n`);
    expect(other.body.response[0]).toMatchObject({ success: true, action: 'updated' });
  });

  it('lets exactly one of two parts of a run sent at once claim a name', async () => {
    const run = randomUUID();
    const [a, b] = await Promise.all([
      runImport(
        courses({ first_row: 2, run_id: run }),
        `${header}race.x,race.x@example.org,Race,Ex,OH\nrace.y,race.y@example.org,Race,Why,OH\n`,
      ),
      runImport(
        courses({ first_row: 900, run_id: run }),
        `${header}race.z,race.z@example.org,Race,Zed,OH\nrace.x,race.x@example.org,Race,Ex,OH\n`,
      ),
    ]);
    const raceX = [a.body.response[0], b.body.response[1]];
    expect(raceX.filter((r) => r.success)).toHaveLength(1);
    const loser = raceX.find((r) => !r.success)!;
    expect(loser.message).toBe(IMPORT_TEXT.sameInFile(loser.row === 2 ? 901 : 2));
    expect(await user('race.x')).toMatchObject({ version: 1 });
  });

  it('refuses a run id that is not one, and a run id without first_row', async () => {
    const file = `${header}never.made,never.made@example.org,,,\n`;
    const bad = await runImport(courses({ first_row: 2, run_id: 'a b' }), file);
    expect([bad.status, bad.body.message]).toEqual([422, IMPORT_TEXT.runIdInvalid]);
    const noRow = await runImport(courses({ run_id: randomUUID() }), file);
    expect([noRow.status, noRow.body.message]).toEqual([422, IMPORT_TEXT.runIdNeedsFirstRow]);
    expect(await user('never.made')).toBeUndefined();
  });

  it('flags the second and later namesakes of a file Pending, as one row at a time would, also across the parts of a run', async () => {
    const run = randomUUID();
    const filler = (from: number) =>
      Array.from({ length: 20 }, (_, i) => `filler${from + i},filler${from + i}@example.org,Fill,Er${from + i},OH`);
    const part1 = [
      `twin.one,twin.one@example.org,Twin,Namesake,OH`,
      ...filler(0),
      `twin.two,twin.two@example.org,twin,NAMESAKE,Ohio`,
      `twin.three,twin.three@example.org,Twin,Namesake,3`,
    ];
    const first = await runImport(courses({ first_row: 2, run_id: run }), `${header}${part1.join('\n')}\n`);
    const second = await runImport(
      courses({ first_row: 30, run_id: run }),
      `${header}${filler(20).join('\n')}\ntwin.four,twin.four@example.org,Twin,Namesake,OH\n`,
    );
    const twins = await Promise.all(['twin.one', 'twin.two', 'twin.three', 'twin.four'].map(user));
    expect(twins.map((t) => t!.status)).toEqual(['active', 'pending', 'pending', 'pending']);
    expect(first.body.pendingUsers.map((p) => [p.row, p.username, p.duplicates.map((d) => d.username).sort()])).toEqual([
      [23, 'twin.two', ['twin.one']],
      [24, 'twin.three', ['twin.one', 'twin.two']],
    ]);
    expect(second.body.pendingUsers.map((p) => [p.row, p.username, p.duplicates.length])).toEqual([[50, 'twin.four', 3]]);
    expect(first.body.response[0]).toMatchObject({ success: true, message: IMPORT_TEXT.created });
  });
});

describe('real files (issue 11)', () => {
  const utf16 = (text: string, order: 'le' | 'be') => {
    const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
    if (order === 'le') return le;
    const be = Buffer.alloc(le.length);
    for (let i = 0; i + 1 < le.length; i += 2) [be[i], be[i + 1]] = [le[i + 1], le[i]];
    return be;
  };

  it('reads a semicolon-separated file and tab-separated UTF-16 files (LE and BE, with their byte-order mark)', async () => {
    const semicolons = await runImport(
      courses(),
      'Username;E-mail;First Name;Last Name;State\r\nsemi.colon;semi.colon@example.org;Semi;"Colon; Jr.";OH\r\n',
    );
    expect(semicolons.body.response.map((r) => [r.success, r.message])).toEqual([[true, IMPORT_TEXT.created]]);
    expect(await user('semi.colon')).toMatchObject({ last_name: 'Colon; Jr.', state_id: 3 });

    const le = await runImport(
      courses(),
      utf16('username\temail\tfirst_name\tlast_name\r\nutf.le\tutf.le@example.org\tZoë\tÅström\r\n', 'le'),
    );
    const be = await runImport(courses(), utf16('username\temail\tfirst_name\r\nutf.be\tutf.be@example.org\tRenée\r\n', 'be'));
    expect([le.body.totalSave, be.body.totalSave]).toEqual([1, 1]);
    expect(await user('utf.le')).toMatchObject({ first_name: 'Zoë', last_name: 'Åström' });
    expect(await user('utf.be')).toMatchObject({ first_name: 'Renée' });
  });

  it('says what the first row holds when username or email is missing', async () => {
    const { status, body } = await runImport(courses(), 'Name;Mail;Phone\nx;y;z\n');
    expect([status, body.message]).toEqual([
      422,
      `${IMPORT_TEXT.missingColumns(['username', 'email'])} ${IMPORT_TEXT.headerFound(['Name', 'Mail', 'Phone'], 'semicolons')}`,
    ]);
  });

  it('refuses a file over the size limit and a request of more rows than one request imports in time, saying the limit, before writing anything', async () => {
    const row = 'too.big,too.big@example.org\n';
    // Just over the file limit (the handler's check) and well over it (the request parser's).
    for (const size of [IMPORT_LIMITS.maxFileBytes + 1, IMPORT_LIMITS.maxFileBytes + 200_000]) {
      const file = `username,email,notes\n${row.replace('\n', `,${'x'.repeat(size)}\n`)}`;
      const { status, body } = await runImport(courses(), file);
      expect([status, body.message]).toEqual([413, IMPORT_TEXT.fileTooLarge(IMPORT_LIMITS.maxFileBytes)]);
    }
    const rows = Array.from({ length: IMPORT_LIMITS.maxRequestCost + 1 }, (_, i) => `too.many${i},too.many${i}@example.org`);
    const many = await runImport(courses(), `username,email\n${rows.join('\n')}\n`);
    expect([many.status, many.body.message]).toEqual([
      413,
      IMPORT_TEXT.tooManyRows(IMPORT_LIMITS.maxRequestCost + 1, IMPORT_LIMITS.maxRequestCost, IMPORT_LIMITS.chosenPasswordCost),
    ]);
    const passwords = Array.from(
      { length: Math.floor(IMPORT_LIMITS.maxRequestCost / IMPORT_LIMITS.chosenPasswordCost) + 1 },
      (_, i) => `too.costly${i},too.costly${i}@example.org,Pass-word-${i}`,
    );
    expect((await runImport(courses(), `username,email,password\n${passwords.join('\n')}\n`)).status).toBe(413);
    expect(await Promise.all(['too.big', 'too.many0', 'too.costly0'].map(user))).toEqual([undefined, undefined, undefined]);
  });

  it('imports a row whose optional cells cannot be resolved, keeping them as typed or blank and saying so', async () => {
    const file =
      'username,email,state,district,school,phone\n' +
      'opt.nostate,opt.nostate@example.org,,Harrisburg City School District,Some School,\n' +
      'opt.badstate,opt.badstate@example.org,Atlantis,Deep District,,\n' +
      'opt.nodistrict,opt.nodistrict@example.org,PA,,Lonely School,\n' +
      'opt.phone,opt.phone@example.org,PA,,,555-12\n';
    const { body } = await runImport(courses(), file);
    expect(body.response.map((r) => [r.row, r.success, r.message])).toEqual([
      [2, true, `${IMPORT_TEXT.created} ${IMPORT_TEXT.stateNeeded} ${IMPORT_TEXT.keptAsTyped(['district', 'school'])}`],
      [
        3,
        true,
        `${IMPORT_TEXT.created} ${IMPORT_TEXT.unknownState('Atlantis')} ${IMPORT_TEXT.leftBlank(['state'])} ${IMPORT_TEXT.keptAsTyped(['district'])}`,
      ],
      [4, true, `${IMPORT_TEXT.created} ${IMPORT_TEXT.districtNeeded} ${IMPORT_TEXT.keptAsTyped(['school'])}`],
      [5, true, `${IMPORT_TEXT.created} ${IMPORT_TEXT.phoneUnreadable('555-12')} ${IMPORT_TEXT.leftBlank(['phone'])}`],
    ]);
    expect(await user('opt.nostate')).toMatchObject({
      state_id: null,
      district_id: null,
      school_id: null,
      district_as_entered: 'Harrisburg City School District',
      school_as_entered: 'Some School',
    });
    expect(await user('opt.badstate')).toMatchObject({ state_id: null, district_as_entered: 'Deep District' });
    expect(await user('opt.nodistrict')).toMatchObject({ state_id: 1, district_id: null, school_as_entered: 'Lonely School' });
    expect(await user('opt.phone')).toMatchObject({ state_id: 1, phone: null });

    // An existing account keeps its place when the row's cannot be resolved; the rest of the row applies.
    const again = await runImport(
      courses(),
      'username,email,job_title,state,district\nopt.nodistrict,opt.nodistrict@example.org,Principal,OH,Nowhere District\n',
    );
    expect(again.body.response[0]).toMatchObject({
      success: true,
      message: `${IMPORT_TEXT.updated} ${IMPORT_TEXT.unknownDistrict('Nowhere District', 'Ohio')} ${IMPORT_TEXT.notChanged(['state', 'district'])}`,
    });
    expect(await user('opt.nodistrict')).toMatchObject({ job_title: 'Principal', state_id: 1 });
  });
});

describe('a large file', () => {
  // The volume (5,000 rows: time per part, rows/s) is measured by `npm run bench` (scripts/bench/csv-import.ts).
  const PART = IMPORT_LIMITS.partCost;
  const ROWS = 3 * PART;

  it(`imports ${ROWS} rows in parts of ${PART} like the web: each part answers with its own row numbers, every row saved`, async () => {
    // Realistic names: the duplicate check reads the people sharing a first name.
    const lines = Array.from({ length: ROWS }, (_, i) => `bulk${i},bulk${i}@example.org,${FIRST[i % FIRST.length]},Person${i},OH`);
    let saved = 0;
    for (let first = 0; first < ROWS; first += PART) {
      const part = `username,email,first_name,last_name,state\n${lines.slice(first, first + PART).join('\n')}\n`;
      const { status, body } = await runImport(courses({ send_credentials: true, first_row: first + 2 }), part);
      expect(status).toBe(200);
      expect(body.response[0].row).toBe(first + 2);
      saved += body.totalSave;
    }
    expect(saved).toBe(ROWS);
  }, 300_000);

  it(`imports a whole file of ${IMPORT_LIMITS.maxRequestCost} rows (the most one request takes) in one request, with credentials (time printed)`, async () => {
    const rows = Array.from(
      { length: IMPORT_LIMITS.maxRequestCost },
      (_, i) => `whole${i},whole${i}@example.org,${FIRST[i % FIRST.length]},Whole${i},OH`,
    );
    const started = performance.now();
    const { status, body } = await runImport(
      courses({ send_credentials: true }),
      `username,email,first_name,last_name,state\n${rows.join('\n')}\n`,
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `[import] ${rows.length} rows in one request: ${seconds.toFixed(1)} s, ${(rows.length / seconds).toFixed(0)} rows/s, ${Math.floor((29 * rows.length) / seconds)} rows would fill 29 s`,
    );
    expect([status, body.totalSave]).toEqual([200, rows.length]);
  }, 300_000);

  it("imports a part of 10 rows with their own passwords (full-cost hashing, the web's smallest part) in seconds (time printed)", async () => {
    const lines = Array.from({ length: 10 }, (_, i) => `chosen${i},chosen${i}@example.org,Chosen-Pass-${i}x`);
    const started = performance.now();
    const { body } = await runImport(courses(), `username,email,password\n${lines.join('\n')}\n`);
    console.log(`[import] 10 rows with their own passwords: ${((performance.now() - started) / 1000).toFixed(2)} s`);
    expect(body, JSON.stringify(body)).toMatchObject({ totalSave: 10 });
  }, 120_000);
});
