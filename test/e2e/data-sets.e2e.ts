/**
 * The Data Sets dialog (spec 03 §2.12, §7 Reports, §9), as the demo `manager` (nisl_manager):
 * every file the nightly jobs wrote (npm start runs them once after a fresh seed) downloads as
 * `<title> <date>.xlsx` and is read back with exceljs (headers, as many data rows as the date
 * route counts, at least one where the demo has data); the Attendance Audit's cohort search
 * (candidates, the per-cohort table, Cohort not found); Attendance Raw Data; Facilitator
 * Utilization's tables, export and filter. The dialogs at 390 px without serious axe findings;
 * a participant has no Data item.
 */
import ExcelJS from 'exceljs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import type { ReportDateAnswer, UtilizationAnswer } from '../../shared/reports/types.ts';
import { MENU } from '../../shared/constants.ts';
import { DATA_SETS, REPORTS_TEXT, UTILIZATION_PAGE, type DataSetName } from '../../shared/reports/texts.ts';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { signIn } from './session.ts';

interface Sheet {
  name: string;
  headers: string[];
  rows: unknown[][];
}

async function readXlsx(file: Download): Promise<Sheet[]> {
  const path = await file.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook.worksheets.map((sheet) => {
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, headers: (values[0] ?? []).map(String), rows: values.slice(1) };
  });
}

async function downloadOf(page: Page, button: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

/** The date route's answer, asked with the page's own session. */
async function dateOf(page: Page, name: DataSetName): Promise<ReportDateAnswer> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('nisl-data') ?? '{}') as { token?: string }).token ?? '');
  const answer = await page.request.get('/api/date-export-reports', {
    params: { filename: name },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as ReportDateAnswer;
}

/** Downloads a data set from its button and checks the file against the date route. */
async function checkDataSet(page: Page, dialog: Locator, name: DataSetName, label: string, demoHasRows: boolean): Promise<Sheet[]> {
  const date = await dateOf(page, name);
  expect(date.date, `${name} is written by the jobs at start`).not.toBeNull();
  await expect(dialog.getByTestId(`date-${name}`)).toHaveText(`File of ${date.date} (Eastern)`);
  const file = await downloadOf(page, dialog.getByRole('button', { name: label, exact: true }));
  expect(file.suggestedFilename()).toBe(`${DATA_SETS[name].title} ${date.date?.slice(0, 10)}.xlsx`);
  const sheets = await readXlsx(file);
  expect(sheets.length).toBeGreaterThan(0);
  for (const sheet of sheets) expect(sheet.headers.filter((h) => h.trim() !== '').length, `${name} ${sheet.name}`).toBeGreaterThan(0);
  const rows = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
  expect(rows, name).toBe(date.rows);
  if (demoHasRows) expect(rows, name).toBeGreaterThan(0);
  return sheets;
}

async function openDataSets(page: Page): Promise<Locator> {
  // The shell's items sit in a 'Dashboard' dropdown at 576 px or less (spec 01 §2). Decided by the
  // width, not by what is visible: a logon pop-up may hide the bar for a moment.
  if ((page.viewportSize()?.width ?? 1280) > MENU.narrowBreakpoint) {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Data', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Data', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Data Sets' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the manager downloads every data set, searches the attendance audit by cohort, and reads the facilitator utilization', async ({
  page,
}) => {
  await signIn(page, 'manager');
  const dialog = await openDataSets(page);

  await checkDataSet(page, dialog, 'user-accounts', 'User Accounts', true);
  const cohortData = await checkDataSet(page, dialog, 'cohort-data', 'Cohort Data', true);
  // Certificates Created is the certificates export (GET /api/export_certificate), written on request: no file date.
  const certificates = await downloadOf(page, dialog.getByRole('button', { name: 'Certificates Created', exact: true }));
  expect(certificates.suggestedFilename()).toMatch(/^Certificates \d{4}-\d{2}-\d{2} .+\.xlsx$/);
  expect((await readXlsx(certificates))[0].headers[0]).toBe('Certificate ID');
  await checkDataSet(page, dialog, 'master-schedule', 'Master Schedule', true);
  await checkDataSet(page, dialog, 'facilitator-schedule', 'Facilitators Schedule', true);

  // Attendance Audit: both files, then a cohort of the Cohort Data file by part of its name.
  await dialog.getByRole('button', { name: 'Attendance Audit' }).click();
  const audit = page.getByRole('dialog', { name: 'Attendance Audit' });
  await checkDataSet(page, audit, 'absent-report', 'Participants who were absent', false);
  await checkDataSet(page, audit, 'graduation-report', 'All participants', true);
  const search = audit.getByRole('searchbox', { name: 'Cohort' });
  await search.fill('no such cohort anywhere');
  await search.press('Enter');
  await expect(audit.getByTestId('cohort-search-error')).toHaveText(REPORTS_TEXT.cohortNotFound);

  const nameColumn = cohortData[0].headers.indexOf('Cohort Name');
  const names = cohortData[0].rows.map((row) => String(row[nameColumn]));
  const cohort =
    names.find((name) => / #\d+$/.test(name) && names.filter((n) => n.startsWith(name.replace(/\d+$/, ''))).length > 1) ?? names[0];
  const stem = cohort.replace(/\d+$/, '');
  await search.fill(stem);
  await search.press('Enter');
  const candidates = audit.getByRole('list', { name: 'Several cohorts match. Choose one:' });
  await expect(candidates).toBeVisible();
  await candidates.getByRole('button', { name: cohort, exact: true }).click();
  const table = audit.getByRole('table', { name: `Participants of ${cohort}` });
  await expect(table).toBeVisible();
  await expect(search).toHaveValue(cohort);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Last Name',
    'First Name',
    'Absents',
    'Scheduled',
    'Remaining',
    'Missing Attendance',
  ]);
  const info = audit.getByTestId('cohort-audit');
  await expect(info).toContainText(`Cohort${cohort}`);
  const shownRows = await table.locator('tbody tr').count();
  const perCohort = await readXlsx(await downloadOf(page, audit.getByRole('button', { name: "Download this cohort's audit" })));
  expect(perCohort.reduce((sum, sheet) => sum + sheet.rows.length, 0)).toBeGreaterThanOrEqual(1);
  expect(shownRows).toBeGreaterThanOrEqual(1);
  await audit.getByRole('button', { name: 'Close' }).click();
  await expect(audit).toBeHidden();

  // Attendance Raw Data: three files served here, pre-2019 on its content host with the token.
  await dialog.getByRole('button', { name: 'Attendance Raw Data' }).click();
  const raw = page.getByRole('dialog', { name: 'Attendance Raw Data' });
  await checkDataSet(page, raw, 'attendance-2021-on', '2021 on', true);
  await checkDataSet(page, raw, 'attendance-2019-2020', '2019-2020', false);
  // The demo's finished Principal Foundations cohort has an extension day with attendance (seed).
  await checkDataSet(page, raw, 'attendance-ext', 'Ext attendance details', true);
  const [host] = await Promise.all([page.waitForEvent('popup'), raw.getByRole('button', { name: 'pre-2019' }).click()]);
  await expect(host).toHaveURL(/frame-placeholder\.html\?frame=attendance-pre-2019&token=/);
  await host.close();
  await raw.getByRole('button', { name: 'Close' }).click();

  const [diagnostics] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Feedback Diagnostics Data' }).click(),
  ]);
  await expect(diagnostics).toHaveURL(/frame-placeholder\.html\?frame=feedback-diagnostics&token=/);
  await diagnostics.close();

  // Facilitator Utilization: the tables, the export (two sheets), the filter.
  await dialog.getByRole('button', { name: 'Facilitator Utilization' }).click();
  const utilization = page.getByRole('dialog', { name: 'Facilitator Utilization' });
  const staff = utilization.getByRole('region', { name: 'Staff: scroll sideways for every month' });
  await expect(staff).toBeVisible();
  await expect(utilization.getByRole('region', { name: 'Contractors: scroll sideways for every month' })).toBeVisible();
  await expect(staff.getByRole('columnheader', { name: 'Total' })).toBeVisible();
  const staffRows = await staff.locator('tbody tr').count();
  const exported = await readXlsx(await downloadOf(page, utilization.getByRole('button', { name: 'Export' })));
  expect(exported.length).toBeGreaterThanOrEqual(1);
  expect(exported[0].headers.some((h) => /jul/i.test(h))).toBe(true);

  await utilization.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter Facilitator Utilization' });
  await expect(filter.getByRole('combobox', { name: 'Schedule' })).toBeVisible();
  const facilitator = filter.getByRole('combobox', { name: 'Facilitator', exact: true });
  await facilitator.fill('zq');
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();
  await facilitator.fill('zqxv');
  await expect(page.getByText(REPORTS_TEXT.userNotFound)).toBeVisible();
  await facilitator.fill('');
  await filter.getByRole('combobox', { name: 'Units' }).click();
  await page.getByRole('option', { name: 'Unit 1', exact: true }).click();
  await page.keyboard.press('Escape');
  const answered = page.waitForResponse((r) => r.url().includes('/api/get_facilitator_utilization') && r.url().includes('units'));
  await filter.getByRole('button', { name: 'Apply' }).click();
  const filtered = await answered;
  expect(filtered.status()).toBe(200);
  // One page of each table (issue 32), with the count of every row.
  const { facilitators_staff: pageRows, staff_total: allRows } = (await filtered.json()) as UtilizationAnswer;
  expect(new URL(filtered.url()).searchParams.get('per_page')).toBe(String(UTILIZATION_PAGE.perPage));
  expect(pageRows.length).toBe(Math.min(allRows ?? -1, UTILIZATION_PAGE.perPage));
  await expect(utilization.getByTestId('utilization-filtered')).toBeVisible();
  expect(await staff.locator('tbody tr').count()).toBeLessThanOrEqual(Math.max(staffRows, 1));
});

test('the data set dialogs work at 390 px without serious axe findings', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'manager');
  const dialog = await openDataSets(page);
  await expect(dialog.getByTestId('date-user-accounts')).toContainText(/File of|Not generated/);
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: 'Attendance Audit' }).click();
  const audit = page.getByRole('dialog', { name: 'Attendance Audit' });
  await expect(audit.getByTestId('date-absent-report')).toContainText(/File of|Not generated/);
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
  await audit.getByRole('button', { name: 'Close' }).click();

  await dialog.getByRole('button', { name: 'Attendance Raw Data' }).click();
  const raw = page.getByRole('dialog', { name: 'Attendance Raw Data' });
  await expect(raw.getByTestId('date-attendance-ext')).toContainText(/File of|Not generated/);
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
  await raw.getByRole('button', { name: 'Close' }).click();

  await dialog.getByRole('button', { name: 'Facilitator Utilization' }).click();
  const utilization = page.getByRole('dialog', { name: 'Facilitator Utilization' });
  const staff = utilization.getByRole('region', { name: 'Staff: scroll sideways for every month' });
  await expect(staff).toBeVisible();
  // Full screen on a phone; the table scrolls inside its region, not the page.
  expect((await utilization.boundingBox())?.width).toBe(390);
  await staff.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => staff.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
  await utilization.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter Facilitator Utilization' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
});

test('a participant has no Data item', async ({ page }) => {
  await signIn(page, 'participant');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Data', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dashboard', exact: true })).toHaveCount(0);
});
