/**
 * Admin tab 14, BOM (spec 03 §2.5, §5, §8): an administrator opens the import form by keyboard,
 * is told what a file that is not a spreadsheet is, imports an xlsx giving a cohort of a course a
 * material status, sees 'file uploaded successfully.' and the course's row in the list, and
 * finds the cohort on the dashboard by that status (the dashboard's materials filter). The tab
 * and the form work at 390 px; the list with a row and the form with a refusal have no serious
 * axe findings.
 */
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { DashboardResponse, DashboardSession } from '../../shared/dashboard/types.ts';
import { MATERIAL_TEXT } from '../../shared/materials/texts.ts';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { signIn } from './session.ts';
import { selectAdminTab } from './admin-tabs.ts';

const RUN = Date.now().toString(36);
const STATUS = `E2E kit ${RUN}`;

async function sheet(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const worksheet = book.addWorksheet('Materials');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function openBomTab(page: Page) {
  await page.goto('/admin');
  await selectAdminTab(page, 'BOM');
  await expect(page.getByRole('button', { name: 'Add New' })).toBeVisible();
}

test('an administrator imports a materials file and its status reaches the cohort on the dashboard', async ({ page }) => {
  const firstPage = page.waitForResponse((r) => r.url().includes('/api/dashboard_data') && r.ok());
  await signIn(page, 'admin');
  // A session the administrator sees on the dashboard: its cohort gets the status.
  const { events } = (await (await firstPage).json()) as Pick<DashboardResponse, 'events'>;
  const session: DashboardSession | undefined = events[0];
  expect(session, 'the demo seed shows sessions on the dashboard').toBeDefined();
  const { cohort } = session!;

  await openBomTab(page);
  // By keyboard: Add New opens the form.
  await page.getByRole('button', { name: 'Add New' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Import material status' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: /Course/ }).click();
  await page.getByRole('option', { name: cohort.course.name, exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: /Course/ })).toHaveText(cohort.course.name);

  // A CSV renamed .xlsx is judged by its content and changes nothing.
  await dialog.getByLabel('Materials spreadsheet').setInputFiles({
    name: 'renamed.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(`Cohort ID,Material Status\n${cohort.id},${STATUS}\n`),
  });
  await dialog.getByRole('button', { name: 'Start importing' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MATERIAL_TEXT.notSpreadsheet('renamed.xlsx'));
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');

  const content = await sheet([
    ['Cohort ID', 'Cohort Name', 'Material Status'],
    [cohort.id, cohort.name, STATUS],
  ]);
  await dialog
    .getByLabel('Materials spreadsheet')
    .setInputFiles({ name: `materials ${RUN}.xlsx`, mimeType: 'application/octet-stream', buffer: content });
  await expect(dialog.getByText(`materials ${RUN}.xlsx`)).toBeVisible();
  const imported = page.waitForResponse((r) => r.url().endsWith('/api/import_material_status'));
  await dialog.getByRole('button', { name: 'Start importing' }).click();
  expect((await imported).status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: 'file uploaded successfully.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Materials lists (BOM)' });
  const row = table.getByRole('row').filter({ hasText: `materials ${RUN}.xlsx` });
  await expect(row).toContainText(cohort.course.name);
  await expect(row).toContainText(`1 cohort: ${STATUS} (1)`);
  await expect(row).toContainText('by Adam Admin');
  await expectNoSeriousAxeFindings(page, '[role="tabpanel"]');

  // The dashboard's materials filter finds the cohort by its new status.
  await page.goto('/');
  await expect(page.getByTestId('session-count')).toBeVisible();
  await page.getByTestId('filter-button').click();
  const filters = page.getByTestId('filter-dialog');
  await filters.getByLabel('Materials').fill(STATUS);
  await filters.getByRole('button', { name: 'Apply' }).click();
  const rows = page.getByTestId('dashboard-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.getByTestId('cohort-title').filter({ hasText: cohort.name }).first()).toBeVisible();
  for (const title of await rows.getByTestId('cohort-title').allInnerTexts()) expect(title).toContain(cohort.name);
  // Leave the dashboard unfiltered for other tests of the same portal.
  await page.getByTestId('filter-button').click();
  await page.getByTestId('filter-dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('filter-button')).toHaveAttribute('data-filtered', 'false');
});

test('the BOM tab and its import form at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'admin');
  await openBomTab(page);
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import material status' });
  for (const name of ['Choose xls or xlsx file', 'Download a sample file', 'Cancel', 'Start importing']) {
    await expect(dialog.getByRole('button', { name })).toBeInViewport();
  }
  // The form says what is missing before anything is sent.
  await dialog.getByRole('button', { name: 'Start importing' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
