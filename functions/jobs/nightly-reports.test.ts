/**
 * The data-set jobs on a small seeded organisation (DynamoDB Local, s3rver): nightly-reports
 * writes every data set the registry holds for it, each file readable with its headers and one
 * row per account, cohort and facilitator day (counted here from the cohorts'
 * partitions, not from the directories the sources read); master-schedule writes one row per
 * session day, with the day's facilitators.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_SETS, type DataSetName } from '../../shared/reports/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { cohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { scheduledDays, staffCovers } from '../data/cohorts/cohort-view.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { readReportFile } from '../data/content/report-files.ts';
import { readObject } from '../data/table/storage.ts';
import { userDirectory } from '../data/users/user-directory.ts';
import { DATA_SET_SOURCES, dataSetsOfJob } from './data-sets/index.ts';
import { handler as masterScheduleJob } from './master-schedule.ts';
import { handler as nightlyJob } from './nightly-reports.ts';

useTestTable();

const now = new Date();
const cohorts: CohortAggregate[] = [];

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(now),
    now,
    cohorts: 3,
    participantsPerCohort: [2, 3],
    extraUsers: 4,
    passwordHash: 'h',
    randomSeed: 16,
    demoAccounts: true,
  });
  for (const id of (await cohortDirectory({ fresh: true })).cohorts.keys()) cohorts.push((await loadCohort(id))!);
}, 180_000);

/** The served file of a data set, as rows of values keyed by header. */
async function served(name: DataSetName): Promise<{ headers: string[]; rows: Array<Record<string, unknown>> }> {
  const file = await readReportFile(name);
  expect(file, name).toBeDefined();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from((await readObject(file!.key))!) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Array<Record<string, unknown>> = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i + 1] ?? null])));
  });
  expect(rows.length, name).toBe(file!.rows);
  return { headers, rows };
}

const personDays = (types: string[]) =>
  cohorts.reduce(
    (total, c) =>
      total +
      scheduledDays(c.events).reduce(
        (sum, event) => sum + c.staff.filter((s) => types.includes(s.staff_type) && staffCovers(s, event)).length,
        0,
      ),
    0,
  );

describe('nightly-reports', () => {
  it('writes every nightly data set of the registry, one after another', async () => {
    const result = await nightlyJob();
    expect(result.job).toBe('nightly-reports');
    const names = dataSetsOfJob('nightly-reports');
    expect(names).toEqual(expect.arrayContaining(['user-accounts', 'cohort-data', 'facilitator-schedule']));
    for (const name of names) {
      if (!DATA_SET_SOURCES[name]) continue;
      expect(result.detail).toContain(`${name} `);
      const { headers } = await served(name);
      expect(headers.length, name).toBeGreaterThan(1);
    }
    expect(await readReportFile('master-schedule')).toBeUndefined();
    expect(DATA_SETS['master-schedule'].job).toBe('master-schedule');
  });

  it('User Accounts: one row per account, with role names and New York dates', async () => {
    const { rows } = await served('user-accounts');
    const users = await userDirectory();
    expect(rows.length).toBe(users.users.size);
    const manager = rows.find((r) => r.Username === 'manager')!;
    expect(manager).toMatchObject({ 'First Name': 'Mona', 'Last Name': 'Manager', Roles: 'NISL Manager' });
    expect(String(manager.Created)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('Cohort Data: one row per cohort with its counts of participants and staff', async () => {
    const { rows } = await served('cohort-data');
    expect(rows.map((r) => r['Cohort ID'])).toEqual(cohorts.map((c) => c.cohort.id).sort((a, b) => a - b));
    for (const c of cohorts) {
      const row = rows.find((r) => r['Cohort ID'] === c.cohort.id)!;
      expect(row['Cohort Name']).toBe(c.cohort.name);
      expect(row.Participants).toBe(c.members.length);
      expect(row.Facilitators).toBe(new Set(c.staff.filter((s) => s.staff_type === 'facilitator').map((s) => s.user_id)).size);
      expect(row['Session Days']).toBe(scheduledDays(c.events).length);
    }
  });

  it('Facilitators Schedule: one row per facilitator or co-facilitator per session day', async () => {
    const { rows } = await served('facilitator-schedule');
    expect(rows.length).toBe(personDays(['facilitator', 'cofacilitator']));
    expect(rows.length).toBeGreaterThan(0);
    // Grouped by person.
    const order = rows.map((r) => r['User ID']);
    expect(order.filter((id, i) => i === 0 || order[i - 1] !== id)).toHaveLength(new Set(order).size);
  });
});

describe('a data set that fails', () => {
  it('is logged and the others are still written: status partial, its served file unchanged', async () => {
    const cohortFile = await readReportFile('cohort-data');
    const usersFile = await readReportFile('user-accounts');
    const real = DATA_SET_SOURCES['cohort-data'];
    DATA_SET_SOURCES['cohort-data'] = {
      name: 'cohort-data',
      sheets: () => [
        {
          name: 'Cohort Data',
          columns: [{ header: 'N', key: 'n' }],
          rows: (async function* () {
            yield { n: 1 };
            throw new Error('cohort source broke');
          })(),
        },
      ],
    };
    try {
      const result = await nightlyJob();
      expect(result.status).toBe('partial');
      expect(result.detail).toContain('cohort-data (cohort source broke)');
    } finally {
      DATA_SET_SOURCES['cohort-data'] = real;
    }
    expect(await readReportFile('cohort-data')).toEqual(cohortFile);
    expect((await readReportFile('user-accounts'))!.run_id).not.toBe(usersFile!.run_id);
  });
});

describe('master-schedule', () => {
  it('writes one row per session day in date order, with the day facilitators', async () => {
    const result = await masterScheduleJob();
    expect(result).toMatchObject({ job: 'master-schedule', status: 'done' });
    const { rows } = await served('master-schedule');
    expect(rows.length).toBe(cohorts.reduce((n, c) => n + scheduledDays(c.events).length, 0));
    const dates = rows.map((r) => String(r.Date ?? '9999'));
    expect(dates).toEqual([...dates].sort());
    const c = cohorts[0];
    const event = scheduledDays(c.events).find((e) => e.start_date)!;
    const row = rows.find((r) => r['Cohort ID'] === c.cohort.id && r.Date === event.start_date && r.Day === event.day)!;
    const expected = c.staff
      .filter((s) => s.staff_type === 'facilitator' && staffCovers(s, event))
      .map((s) => c.summary.staff.find((p) => p.user_id === s.user_id)!)
      .map((p) => `${p.first_name} ${p.last_name}`);
    for (const name of expected) expect(String(row['Facilitator(s)'])).toContain(name);
  });
});

describe('a schedule that names its data set', () => {
  it('writes that file only, and refuses a data set of another job', async () => {
    const before = await readReportFile('cohort-data');
    const accounts = await readReportFile('user-accounts');
    const result = await nightlyJob({ dataSet: 'cohort-data' });
    expect(result).toMatchObject({ job: 'nightly-reports', status: 'done' });
    expect(result.detail).toMatch(/^cohort-data \d+ rows/);
    expect((await readReportFile('cohort-data'))?.run_id).not.toBe(before?.run_id);
    expect((await readReportFile('user-accounts'))?.run_id).toBe(accounts?.run_id);

    expect(await nightlyJob({ dataSet: 'master-schedule' })).toMatchObject({
      status: 'partial',
      detail: 'unknown data set master-schedule',
    });
    expect(await nightlyJob({ dataSet: 42 })).toMatchObject({ status: 'partial' });
  });
});
