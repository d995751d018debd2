/**
 * The attendance data sets' rows against DynamoDB Local, on a small seeded organisation plus the
 * hand-built cohorts of test/integration/attendance-cohorts.ts: who is in the Absent and
 * Graduation reports and with what, the raw attendance split at the periods' bounds, the ext
 * days' hours; and one of them published and read back.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_PERIODS } from '../../../shared/reports/texts.ts';
import { nyDate } from '../../../shared/time.ts';
import { seedOrganisation } from '../../../scripts/seed/seed.ts';
import { AUDIT, AUDIT_PEOPLE as P, BOUND_DAYS, auditCohorts, writeAuditCohorts } from '../../../test/integration/attendance-cohorts.ts';
import { useTestTable } from '../../../test/integration/table.ts';
import { readReportFile } from '../../data/content/report-files.ts';
import { s3 } from '../../data/table/storage.ts';
import { config } from '../../services/config.ts';
import { publishDataSet, type DataSetSource } from '../../files/data-set-files.ts';
import type { XlsxRow } from '../../files/xlsx.ts';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { absentReport } from './absent-report.ts';
import { attendanceExt } from './attendance-ext.ts';
import { attendance2019To2020, attendance2021On, attendancePre2019 } from './attendance-periods.ts';
import { graduationReport } from './graduation-report.ts';
import { DATA_SET_SOURCES } from './index.ts';

useTestTable();
const today = nyDate();
const now = new Date();

beforeAll(async () => {
  await seedOrganisation({
    today,
    now,
    cohorts: 6,
    participantsPerCohort: [3, 5],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 21,
    demoAccounts: false,
  });
  await writeAuditCohorts(auditCohorts(today));
}, 120_000);

async function rowsOf(source: DataSetSource): Promise<XlsxRow[]> {
  const [sheet, ...more] = source.sheets(now);
  expect(more).toEqual([]);
  const rows: XlsxRow[] = [];
  for await (const row of sheet.rows) rows.push(row);
  for (const row of rows) expect(Object.keys(row).sort()).toEqual(sheet.columns.map((c) => c.key).sort());
  return rows;
}

const ofCohort = (rows: XlsxRow[], id: number) => rows.filter((r) => r.cohort_id === id);
const pick = (rows: XlsxRow[], ...keys: string[]) => rows.map((r) => keys.map((k) => r[k]));

describe('attendance data sets', () => {
  it('are registered under their names', () => {
    for (const source of [absentReport, graduationReport, attendancePre2019, attendance2019To2020, attendance2021On, attendanceExt])
      expect(DATA_SET_SOURCES[source.name]).toBe(source);
  });

  it('Absent Report: the members with an absence that counts, with their cohort and counts', async () => {
    const rows = await rowsOf(absentReport);
    expect(rows.every((r) => Number(r.absents) > 0)).toBe(true);
    const ids = rows.map((r) => Number(r.cohort_id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const home = ofCohort(rows, AUDIT.home);
    expect(pick(home, 'user_id', 'absents', 'scheduled', 'remaining', 'missing_attendance')).toEqual([
      [P.ames, 1, 5, 2, 1],
      [P.baker, 1, 5, 2, 1],
      [P.cruz, 1, 5, 2, 1],
    ]);
    expect(home[0]).toMatchObject({
      cohort_name: 'Attendance Audit Home',
      city: 'Lancaster',
      total_participants: 4,
      email: 'ann.ames@example.org',
    });
    expect(ofCohort(rows, AUDIT.host)).toEqual([]);
    expect(ofCohort(rows, AUDIT.bounds)).toEqual([]);
  });

  it('Graduation Report: every member, whether they completed the course and hold a certificate', async () => {
    const rows = await rowsOf(graduationReport);
    expect(pick(ofCohort(rows, AUDIT.home), 'user_id', 'absents', 'missing_attendance', 'completed', 'certified')).toEqual([
      [P.ames, 1, 1, 'No', 'No'],
      [P.baker, 1, 1, 'No', 'No'],
      [P.cruz, 1, 1, 'No', 'No'],
      [P.diaz, 0, 3, 'No', 'Yes'],
    ]);
    expect(pick(ofCohort(rows, AUDIT.host), 'user_id', 'completed', 'certified')).toEqual([[P.hal, 'Yes', 'No']]);
    expect(pick(ofCohort(rows, AUDIT.bounds), 'user_id', 'scheduled', 'remaining', 'completed')).toEqual([[P.bea, 6, 0, 'Yes']]);
    // Every seeded member too.
    expect(new Set(rows.map((r) => r.cohort_id)).size).toBeGreaterThanOrEqual(4);
  });

  it('Attendance raw data: each record in the period of its day, split at the bounds', async () => {
    const [pre, mid, recent] = await Promise.all([attendancePre2019, attendance2019To2020, attendance2021On].map(rowsOf));
    const datesOf = (rows: XlsxRow[]) => ofCohort(rows, AUDIT.bounds).map((r) => r.date);
    expect(datesOf(pre)).toEqual(['2018-12-31']);
    expect(datesOf(mid)).toEqual(['2019-01-01', '2021-01-01', '2021-12-31']);
    expect(datesOf(recent)).toEqual(['2021-01-01', '2021-12-31', '2022-01-01']);
    expect([...pre, ...mid, ...recent].some((r) => r.date === BOUND_DAYS[0])).toBe(false);
    const [preP, midP, recentP] = ATTENDANCE_PERIODS;
    for (const [rows, period] of [
      [pre, preP],
      [mid, midP],
      [recent, recentP],
    ] as const) {
      for (const r of rows) {
        expect(String(r.date) >= period.from).toBe(true);
        expect(String(r.date) <= (period.to ?? today)).toBe(true);
      }
    }
    expect(ofCohort(recent, AUDIT.bounds)[0]).toMatchObject({
      unit: 'Unit 4',
      day: 1,
      user_id: P.bea,
      attendance: 'Present',
      made_up: '',
      guest: 'No',
    });

    // The home cohort: its records on scheduled days (the removed day's and the orientation's none), days in teaching order.
    const home = ofCohort(recent, AUDIT.home);
    expect(pick(home, 'unit', 'day', 'last_name', 'attendance', 'independent', 'made_up')).toEqual([
      ['Unit 1', 1, 'Ames', 'Absent', 'No', 'No'],
      ['Unit 1', 1, 'Baker', 'Absent', 'No', 'Yes'],
      ['Unit 1', 1, 'Cruz', 'Present', 'No', ''],
      ['Unit 1', 1, 'Diaz', 'Present', 'No', ''],
      ['Unit 1', 2, 'Ames', 'Present', 'No', ''],
      ['Unit 1', 2, 'Baker', 'Absent', 'No', 'Yes'],
      ['Unit 1', 2, 'Cruz', 'Present', 'No', ''],
      ['Unit 1', 2, 'Diaz', 'Present', 'No', ''],
      ['Unit 2', 1, 'Ames', 'Present', 'No', ''],
      ['Unit 2', 1, 'Baker', 'Present', 'No', ''],
      ['Unit 2', 1, 'Cruz', 'Absent', 'No', 'No'],
      ['Unit 4A', 1, 'Ames', 'Present', 'No', ''],
      ['Unit 4A', 1, 'Baker', 'Absent', 'No', 'No'],
      ['Unit 4A', 1, 'Cruz', 'Present', 'Yes', ''],
    ]);
    // The make-up guest in the host cohort.
    expect(pick(ofCohort(recent, AUDIT.host), 'day', 'last_name', 'guest')).toEqual([
      [1, 'Baker', 'Yes'],
      [1, 'Host', 'No'],
      [2, 'Baker', 'Yes'],
      [2, 'Host', 'No'],
    ]);
  });

  it('Ext Attendance Details: per member per ext day held, the mark and its hours', async () => {
    const rows = await rowsOf(attendanceExt);
    expect(pick(ofCohort(rows, AUDIT.home), 'unit', 'last_name', 'attendance', 'independent', 'hours')).toEqual([
      ['Unit 4A', 'Ames', 'Present', 'No', 2.5],
      ['Unit 4A', 'Baker', 'Absent', 'No', 0],
      ['Unit 4A', 'Cruz', 'Present', 'Yes', 2.5],
      ['Unit 4A', 'Diaz', '', '', 0],
    ]);
    expect(rows.every((r) => r.unit !== 'Orientation')).toBe(true);
  });

  it('publishes the Absent Report as a file whose rows are the source rows', async () => {
    const expected = await rowsOf(absentReport);
    const published = await publishDataSet(absentReport, now);
    expect(published.rows).toBe(expected.length);
    const file = (await readReportFile('absent-report'))!;
    const object = await s3().send(new GetObjectCommand({ Bucket: config().filesBucket, Key: file.key }));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await object.Body!.transformToByteArray()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(expected.length + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Cohort ID');
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe(AUDIT.home);
  });
});
