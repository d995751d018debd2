/**
 * Admin tab 1 "Users" (spec 02 §2): a senior admin sees the count line, pages and sorts the
 * table, sets a filter that survives a reload and clears it, searches, and exports a real xlsx
 * (read back with exceljs); an administrator has the tab, a manager does not.
 */
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { USER_LIST_MESSAGES as M } from '../../shared/users/list.texts.ts';
import { signIn } from './session.ts';

async function openUsers(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByTestId('users-count')).toBeVisible();
}

const countLine = async (page: Page) => (await page.getByTestId('users-count').textContent()) ?? '';

test('a senior admin pages, sorts, filters (kept across a reload), searches and exports the accounts', async ({ page }) => {
  await signIn(page, 'senior.admin');
  await openUsers(page);
  const [, shown, total] = /^(\d+) of (\d+) accounts$/.exec(await countLine(page))!;
  expect(shown).toBe(total);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(50, Number(total)) + 1);

  // Paging: the size changer and the next page.
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(11);
  const firstPage = await table.getByRole('row').nth(1).textContent();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstPage!);

  // Sort by Created, oldest first.
  // Each click waits for the header to show the order it set: the second toggles what the first set.
  const created = page.getByRole('columnheader', { name: 'Created' });
  await page.getByRole('button', { name: 'Created' }).click();
  await expect(created).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Created' }).click();
  await expect(created).toHaveAttribute('aria-sort', 'ascending');

  // A filter, kept across a reload, then cleared.
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill('senior');
  await dialog.getByLabel('Username').press('Enter');
  await expect(page.getByTestId('users-count')).toHaveText(`1 of ${total} accounts ${M.filtersSet}`);
  await expect(table).toContainText('senior.admin');
  await page.reload();
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(page.getByTestId('users-count')).toHaveText(`1 of ${total} accounts ${M.filtersSet}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByTestId('users-count')).toHaveText(`${total} of ${total} accounts`);

  // Search.
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('Search by name, username or email').fill('Pat Participant');
  await expect(page.getByTestId('users-count')).toHaveText(new RegExp(`^\\d+ of ${total} accounts \\(Filters have been set\\)$`));
  await expect(table).toContainText('participant');
  await page.getByLabel('Search by name, username or email').fill('');
  // The search box answers after a pause: the export below must not leave with the old search.
  await expect(page.getByTestId('users-count')).toHaveText(`${total} of ${total} accounts`);

  // Export: a real xlsx of the accounts.
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('dialog').getByLabel('Username').fill('admin');
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('users-count')).toHaveText(new RegExp(`^\\d+ of ${total} accounts \\(Filters have been set\\)$`));
  await expect(table).toContainText('senior.admin');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Accounts - Filtered \d{4}-\d{2}-\d{2} \d{2}_\d{2} [ap]m\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Accounts')!;
  expect(sheet.getRow(1).getCell(2).value).toBe('Username');
  const names: string[] = [];
  sheet.eachRow((row, n) => n > 1 && names.push(String(row.getCell(2).value)));
  expect(names).toEqual(expect.arrayContaining(['admin', 'senior.admin']));
  expect(names.every((n) => n.includes('admin'))).toBe(true);
});

test('an administrator has the Users tab; a manager does not', async ({ page }) => {
  await signIn(page, 'admin');
  await openUsers(page);
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'manager');
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Cohort Builder' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
});
