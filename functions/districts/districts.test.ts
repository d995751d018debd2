import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DistrictChangeResult, DistrictsToChange } from '../../shared/districts/types.ts';
import { DISTRICT_TEXT } from '../../shared/districts/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { demoSessionToken, sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { districtsOfState } from '../data/reference/reference.ts';
import { resetUserDirectory } from '../data/users/user-directory.ts';
import { createUser, findUserIdByLogin, getUser, updateUser, type UserRecord } from '../data/users/users.ts';
import { ACCOUNTS_PER_TRANSACTION, writePart } from './save-change-district.ts';
import { listDistrictChanges } from '../data/users/district-changes.ts';
import { handler } from './handler.ts';

useTestTable();
const tokens: Record<string, string> = {};
let template: UserRecord;
let seniorName = '';
const blank: UserRecord[] = [];
const STATE = 1;
const OTHER_STATE = 2;

/** Accounts with a blank district: 120 in state 1 (more than one transaction), 3 in state 2, all 'Lincoln Academy'. */
beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 2,
    participantsPerCohort: [2, 3],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 4,
    demoAccounts: true,
  });
  resetUserDirectory();
  const seniorId = (await findUserIdByLogin('senior.admin'))!;
  tokens.senior = await sessionToken(seniorId, ['senior_admin', 'administrator']);
  const senior = (await getUser(seniorId))!;
  seniorName = `${senior.first_name} ${senior.last_name}`;
  tokens.participant = await demoSessionToken('participant', ['participant']);
  template = (await getUser((await findUserIdByLogin('participant'))!))!;
  const make = (i: number, state: number) => {
    const { id: _id, version: _v, created_at: _c, updated_at: _u, login_at: _l, ...rest } = template;
    return createUser({
      ...rest,
      username: `blank.${i}`,
      email: `blank.${i}@example.org`,
      first_name: `Blank${i}`,
      last_name: 'District',
      state_id: state,
      district_id: null,
      school_id: null,
      school_name: i % 2 ? 'Lincoln Academy' : null,
    });
  };
  for (let i = 0; i < 123; i += 1) blank.push(await make(i, i < 120 ? STATE : OTHER_STATE));
}, 120_000);

const get = (type: string, value: string, token = tokens.senior) =>
  handler(apiEvent('GET /api/verifyDistrictsToChange', { token, query: { type, value } }));
const post = (key: 'POST /api/verifyUsersToChangeDistrict' | 'POST /api/saveChangeDistrict', body: unknown, token = tokens.senior) =>
  handler(apiEvent(key, { token, body }));

describe('Add District', () => {
  it('counts blank-district accounts by state and by school, and offers the districts of their states', async () => {
    const byState = parseBody<DistrictsToChange>(await get('state', String(STATE)));
    expect(byState.counter).toBe(120);
    expect(byState.districts.map((d) => d.id).sort()).toEqual((await districtsOfState(STATE)).map((d) => d.id).sort());
    const bySchool = parseBody<DistrictsToChange>(await get('school', '  lincoln ACADEMY '));
    expect(bySchool.counter).toBe(blank.filter((u) => u.school_name).length);
    expect(new Set(bySchool.districts.map((d) => d.state_id))).toEqual(new Set([STATE, OTHER_STATE]));
    expect(parseBody<DistrictsToChange>(await get('school', 'No Such School')).counter).toBe(0);
  });

  it("refuses without a district ('You must select a District.'), a district of another state, and other roles", async () => {
    const missing = await post('POST /api/verifyUsersToChangeDistrict', {
      type: 'state',
      values: { value: String(STATE), district_id: null },
    });
    expect(missing.statusCode).toBe(422);
    expect(parseBody(missing).message).toBe(DISTRICT_TEXT.selectDistrict);
    const saveMissing = await post('POST /api/saveChangeDistrict', { values: { type: 'state', value: String(STATE) } });
    expect(parseBody(saveMissing).message).toBe(DISTRICT_TEXT.selectDistrict);
    const [elsewhere] = await districtsOfState(OTHER_STATE);
    const wrong = await post('POST /api/verifyUsersToChangeDistrict', {
      type: 'state',
      values: { value: String(STATE), district_id: elsewhere.id },
    });
    expect(wrong.statusCode).toBe(422);
    expect(parseBody(wrong).message).toBe(DISTRICT_TEXT.districtNotInState);
    expect((await get('state', String(STATE), tokens.participant)).statusCode).toBe(403);
    expect(
      (await post('POST /api/saveChangeDistrict', { values: { type: 'state', value: '1', district_id: elsewhere.id } }, tokens.participant))
        .statusCode,
    ).toBe(403);
    expect((await getUser(blank[0].id))!.district_id).toBeNull();
  });

  it('saves the district on every matching account in its state (more than one transaction), leaves one filled in by hand, and exports the report', async () => {
    const [district] = await districtsOfState(STATE);
    const school = { type: 'school', values: { value: 'Lincoln Academy', district_id: district.id } };
    // By school, only the accounts in the district's state count.
    expect(parseBody(await post('POST /api/verifyUsersToChangeDistrict', school)).counter).toBe(60);
    const verified = parseBody(
      await post('POST /api/verifyUsersToChangeDistrict', { type: 'state', values: { value: String(STATE), district_id: district.id } }),
    );
    expect(verified.counter).toBe(120);
    // Someone fills in a district by hand after the count: that account is not the tool's any more.
    const handEdited = (await getUser(blank[5].id))!;
    await updateUser(handEdited.id, { district_id: district.id + 1 }, handEdited.version, null);

    const saved = await post('POST /api/saveChangeDistrict', { values: { type: 'state', value: String(STATE), district_id: district.id } });
    expect(saved.statusCode).toBe(200);
    const result = parseBody<DistrictChangeResult>(saved);
    expect(result).toMatchObject({ updated: 119, skipped: 0 });
    expect(result.message).toBe(`${DISTRICT_TEXT.updated} ${DISTRICT_TEXT.updatedCount(119, 0)}`);
    expect(119).toBeGreaterThan(ACCOUNTS_PER_TRANSACTION);
    for (const user of blank.slice(0, 120))
      expect((await getUser(user.id))!.district_id).toBe(user.id === handEdited.id ? district.id + 1 : district.id);
    for (const user of blank.slice(120)) expect((await getUser(user.id))!.district_id).toBeNull();

    const again = await post('POST /api/saveChangeDistrict', { values: { type: 'state', value: String(STATE), district_id: district.id } });
    expect(again.statusCode).toBe(422);
    expect(parseBody(again).message).toBe(DISTRICT_TEXT.noneFound);
    expect(parseBody<DistrictsToChange>(await get('state', String(STATE))).counter).toBe(0);

    const exported = await handler(apiEvent('GET /api/export_district_changes_report', { token: tokens.senior }));
    expect(exported.statusCode).toBe(303);
    const location = exported.headers!.location as string;
    expect(decodeURIComponent(new URL(location).pathname)).toMatch(/\/District Changes Report \d{4}-\d\d-\d\d \d\d_\d\d [ap]m\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await (await fetch(location)).arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(5).value).toBe('Username');
    expect(sheet.rowCount).toBe(1 + 119);
    const usernames = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      usernames.add(String(row.getCell(5).value));
      expect(row.getCell(2).value).toBe(seniorName);
      expect(row.getCell(11).value).toBe('(blank)');
      expect(row.getCell(12).value).toBe(district.name);
    });
    expect(usernames).toEqual(
      new Set(
        blank
          .slice(0, 120)
          .filter((u) => u.id !== handEdited.id)
          .map((u) => u.username),
      ),
    );
  });

  it('writes nothing of a part when one of its accounts was saved since it was read, and names that account', async () => {
    const [district] = await districtsOfState(OTHER_STATE);
    const [first, second] = await Promise.all([getUser(blank[120].id), getUser(blank[121].id)]);
    await updateUser(second!.id, { notes: 'saved meanwhile' }, second!.version, null);
    const reports = (await listDistrictChanges()).length;
    const part = {
      run_id: 999,
      part: 0,
      created_at: new Date().toISOString(),
      who: 1,
      criterion: 'state' as const,
      value: String(OTHER_STATE),
      district,
      accounts: [],
    };
    expect(await writePart([first!, second!], part, 1, new Date())).toEqual([second!.id]);
    expect((await getUser(first!.id))!.district_id).toBeNull();
    expect((await listDistrictChanges()).length).toBe(reports);
  });
});
