import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceReportResponse } from '../../shared/roster-reports/types.ts';
import { ATTENDANCE_COLORS } from '../../shared/roster-reports/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { inTeachingOrder } from '../data/cohorts/cohort-view.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
let cohorts: CohortAggregate[] = [];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 20,
    participantsPerCohort: [4, 6],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 9,
    demoAccounts: true,
  });
  for (const name of ['admin', 'facilitator', 'participant']) ids[name] = (await findUserIdByLogin(name))!;
  tokens.admin = await sessionToken(ids.admin, ['administrator']);
  tokens.facilitator = await sessionToken(ids.facilitator, ['facilitator_national']);
  tokens.participant = await sessionToken(ids.participant, ['participant']);
  cohorts = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
}, 120_000);

const report = (cohortId: number, token = tokens.admin) =>
  handler(apiEvent('GET /api/get_attendance_report/{cohortId}', { token, params: { cohortId: String(cohortId) } }));
const readReport = async (cohortId: number) => {
  const result = await report(cohortId);
  expect(result.statusCode).toBe(200);
  return parseBody<AttendanceReportResponse>(result);
};
const makeupCase = () => {
  const host = cohorts.find((c) => c.makeups.length > 0)!;
  const guest = host.makeups[0];
  const home = cohorts.find((c) => c.cohort.id === guest.home_cohort_id)!;
  return { host, guest, home };
};

describe('GET /api/get_attendance_report/{cohortId}', () => {
  it("gives every day but orientation in teaching order and each member's letters as the sheets hold them", async () => {
    const { home, host } = makeupCase();
    const aggregate = cohorts.find((c) => c !== home && c !== host && c.sheets.length >= 2)!;
    const answer = await readReport(aggregate.cohort.id);
    const columns = inTeachingOrder(aggregate.events).filter((e) => e.unit_id !== 'orientation');
    expect(answer.headers.flatMap((h) => h.events.map((e) => e.eventId))).toEqual(columns.map((e) => e.id));
    expect(answer.headers[0]).toMatchObject({ unitId: '1', index: 1, events: [{ label: 'Day 1' }, { label: 'Day 2' }] });
    expect(answer.participantAttendance.map((p) => p.id).sort()).toEqual(aggregate.members.map((m) => m.user_id).sort());
    let letters = 0;
    for (const row of answer.participantAttendance) {
      columns.forEach((event, i) => {
        const entry = aggregate.sheets.find((s) => s.unit === event.unit_id)?.records[row.id]?.[event.id];
        const expected = !entry
          ? { letter: '', color: null, border: false }
          : entry.attendance === '1'
            ? { letter: entry.independent ? 'I/S' : 'y', color: ATTENDANCE_COLORS.green, border: entry.independent }
            : { letter: entry.independent ? 'I/S' : 'n', color: ATTENDANCE_COLORS.red, border: entry.independent };
        expect(row.events[i]).toEqual({ eventId: event.id, ...expected });
        if (expected.letter) letters += 1;
      });
    }
    expect(letters).toBeGreaterThan(0);
    expect(answer.makeupsParticipants).toEqual([]);
    expect(answer.duplicatedRecords).toEqual([]);
    const unitOne = answer.usersInfo.find((u) => u.unit === '1')!;
    expect(unitOne.attendanceInfo).toEqual({ recorded: aggregate.members.length, participants: aggregate.members.length });
    expect(unitOne.facilitators.map((f) => f.id).sort()).toEqual(
      aggregate.staff
        .filter((s) => s.staff_type === 'facilitator' && s.units.some((u) => u === 'all' || u === '1' || u.startsWith('1-')))
        .map((s) => s.user_id)
        .sort(),
    );
  });

  it('shows blue y(M) in the home cohort for the member who made unit 2 up elsewhere', async () => {
    const { home, host, guest } = makeupCase();
    expect(home.makeupsAway).toEqual([{ unit: '2', user_id: guest.user_id, host_cohort_id: host.cohort.id, added_at: guest.added_at }]);
    const answer = await readReport(home.cohort.id);
    const row = answer.participantAttendance.find((p) => p.id === guest.user_id)!;
    const unitTwo = answer.headers.find((h) => h.unitId === '2')!.events.map((e) => e.eventId);
    const marks = row.events.filter((m) => unitTwo.includes(m.eventId));
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toMatchObject({ letter: 'y(M)', color: ATTENDANCE_COLORS.blue, border: false });
    expect(answer.makeupRecords).toEqual([
      expect.objectContaining({ id: guest.user_id, unit: '2', hostCohort: { id: host.cohort.id, name: host.cohort.name }, attended: true }),
    ]);
    expect(answer.duplicatedRecords).toEqual([]);
  });

  it('lists the make-up guest in grey in the host cohort', async () => {
    const { home, host, guest } = makeupCase();
    const answer = await readReport(host.cohort.id);
    expect(answer.participantAttendance.map((p) => p.id)).not.toContain(guest.user_id);
    const row = answer.makeupsParticipants.find((p) => p.id === guest.user_id)!;
    expect(row).toMatchObject({ unit: '2', homeCohort: { id: home.cohort.id, name: home.cohort.name } });
    const unitTwo = answer.headers.find((h) => h.unitId === '2')!.events.map((e) => e.eventId);
    for (const mark of row.events) {
      expect(mark).toEqual(
        unitTwo.includes(mark.eventId)
          ? { eventId: mark.eventId, letter: 'y', color: ATTENDANCE_COLORS.grey, border: false }
          : { eventId: mark.eventId, letter: '', color: null, border: false },
      );
    }
    expect(answer.usersInfo.find((u) => u.unit === '2')!.attendanceInfo).toEqual({
      recorded: host.members.length + 1,
      participants: host.members.length + 1,
    });
  });

  it('marks orange and lists a duplicate when the member was also present at home', async () => {
    const { attendanceReport } = await import('./attendance-report.ts');
    const { home, host, guest } = makeupCase();
    const sheet = home.sheets.find((s) => s.unit === '2')!;
    const dayOne = Object.keys(sheet.records[guest.user_id])[0];
    const changed: CohortAggregate = {
      ...home,
      sheets: home.sheets.map((s) =>
        s === sheet
          ? {
              ...s,
              records: {
                ...s.records,
                [guest.user_id]: { ...s.records[guest.user_id], [dayOne]: { ...s.records[guest.user_id][dayOne], attendance: '1' } },
              },
            }
          : s,
      ),
    };
    const answer = attendanceReport(changed, new Map([[host.cohort.id, host]]));
    const row = answer.participantAttendance.find((p) => p.id === guest.user_id)!;
    expect(row.events.find((m) => m.eventId === Number(dayOne))).toMatchObject({ letter: 'y', color: ATTENDANCE_COLORS.orange });
    expect(answer.duplicatedRecords).toEqual([
      {
        user: expect.objectContaining({ id: guest.user_id }),
        unit: '2',
        cohorts: [
          { id: home.cohort.id, name: home.cohort.name },
          { id: host.cohort.id, name: host.cohort.name },
        ],
      },
    ]);
  });

  it('is refused to a participant and to a facilitator not on the cohort, and 404 for an unknown cohort', async () => {
    const notTheirs = cohorts.find((c) => !c.staff.some((s) => s.user_id === ids.facilitator))!;
    expect((await report(notTheirs.cohort.id, tokens.participant)).statusCode).toBe(403);
    expect((await report(notTheirs.cohort.id, tokens.facilitator)).statusCode).toBe(403);
    const theirs = cohorts.find((c) => c.staff.some((s) => s.user_id === ids.facilitator))!;
    expect((await report(theirs.cohort.id, tokens.facilitator)).statusCode).toBe(200);
    expect((await report(99_999)).statusCode).toBe(404);
    expect(
      (
        await handler(
          apiEvent('GET /api/export_attendance_report/{cohortId}', {
            token: tokens.facilitator,
            params: { cohortId: String(notTheirs.cohort.id) },
          }),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/export_attendance_report/{cohortId}', () => {
  it('answers 303 to an xlsx with one coloured sheet per table', async () => {
    const { home, guest } = makeupCase();
    const json = await readReport(home.cohort.id);
    const result = await handler(
      apiEvent('GET /api/export_attendance_report/{cohortId}', { token: tokens.admin, params: { cohortId: String(home.cohort.id) } }),
    );
    expect(result.statusCode).toBe(303);
    const location = result.headers!.location as string;
    expect(decodeURIComponent(new URL(location).pathname)).toMatch(
      new RegExp(
        `/Attendance Report - ${home.cohort.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\d{4}-\\d\\d-\\d\\d \\d\\d_\\d\\d [ap]m\\.xlsx$`,
      ),
    );
    const response = await fetch(location);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Participants',
      'Guest participants',
      'Make-up records',
      'Duplicate records',
      'Facilitator info',
      'Added participants',
    ]);

    const sheet = workbook.getWorksheet('Participants')!;
    const dayHeaders = json.headers.flatMap((h) => h.events.map((e) => `Unit ${h.unitId} ${e.label}`));
    expect(sheet.getRow(1).values).toEqual([undefined, 'Last name', 'First name', 'Email', ...dayHeaders]);
    const member = json.participantAttendance.find((p) => p.id === guest.user_id)!;
    const rowIndex = json.participantAttendance.indexOf(member) + 2;
    const row = sheet.getRow(rowIndex);
    expect([row.getCell(1).value, row.getCell(2).value]).toEqual([member.lastName, member.firstName]);
    member.events.forEach((mark, i) => expect(row.getCell(4 + i).value ?? '').toBe(mark.letter));
    const blue = member.events.findIndex((m) => m.letter === 'y(M)');
    expect(row.getCell(4 + blue).fill).toMatchObject({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: `FF${ATTENDANCE_COLORS.blue.slice(1)}` },
    });

    const present = json.participantAttendance.flatMap((p, r) => p.events.map((m, c) => ({ m, r, c }))).find(({ m }) => m.letter === 'y')!;
    expect(sheet.getRow(present.r + 2).getCell(4 + present.c).fill).toMatchObject({
      fgColor: { argb: `FF${ATTENDANCE_COLORS.green.slice(1)}` },
    });
    expect(workbook.getWorksheet('Make-up records')!.getRow(2).getCell(3).value).toBe('2');
  });
});
