/**
 * Admin tab 4, Import from CSV, a real file as one import (issue 11): a senior admin imports a
 * 750-row semicolon-separated file, which the tab sends in three parts of 250 rows under one run
 * id. Row 650 repeats row 50 (600 rows and two parts apart) and is reported as repeated, not saved
 * over row 50's account; three namesakes (rows 10 and 200 in the first part, row 700 in the last)
 * leave the first Active and flag the second and third Pending, as one row at a time would.
 * Larger files are `npm run bench`'s (its CSV import section): the parts here prove the run id.
 */
import { expect, test } from '@playwright/test';
import { IMPORT_TEXT } from '../../shared/user-import/texts.ts';
import { fillCourseImport } from './import-form.ts';

const RUN = Date.now().toString(36);
const ROWS = 750;
/** File row numbers (the header is row 1). */
const REPEATED = { first: 50, again: 650 };
const NAMESAKES = [10, 200, 700];
const TWIN_LAST = `Namesake${RUN}`;

function fileText(): string {
  const lines = ['Username;E-mail;First Name;Last Name;State;Job Title'];
  for (let row = 2; row <= ROWS + 1; row += 1) {
    const who = `bulk${row === REPEATED.again ? REPEATED.first : row}.${RUN}`;
    const [first, last] = NAMESAKES.includes(row) ? ['Twin', TWIN_LAST] : ['Bulk', `Row${row}x${RUN}`];
    lines.push(`${who};${who}@example.org;${first};${last};OH;"Teacher; grade ${row % 12}"`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

test('a senior admin imports a 750-row semicolon file in three parts as one import: a row repeated two parts later is reported, later namesakes are Pending', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await fillCourseImport(page, { name: 'district-roster.csv', text: fileText() });

  // Every part's answer, with how long it took (printed, never asserted: budgets are measured, not tested).
  const parts: Array<{ status: number; ms: number }> = [];
  const sentAt = new Map<object, number>();
  page.on('request', (request) => request.url().endsWith('/api/user/import-csv') && sentAt.set(request, Date.now()));
  page.on('response', (response) => {
    const sent = sentAt.get(response.request());
    if (sent !== undefined) parts.push({ status: response.status(), ms: Date.now() - sent });
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Start importing' }).click();
  await expect(page.getByText(IMPORT_TEXT.progress(250, ROWS))).toBeVisible({ timeout: 180_000 });

  // The pending duplicates open when the import ends.
  const pending = page.getByRole('dialog', { name: IMPORT_TEXT.pendingTitle });
  await expect(pending).toBeVisible({ timeout: 300_000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `[e2e import] ${ROWS} rows in ${parts.length} parts: ${seconds.toFixed(1)} s, per part avg ${(parts.reduce((a, p) => a + p.ms, 0) / parts.length / 1000).toFixed(2)} s, max ${(Math.max(...parts.map((p) => p.ms)) / 1000).toFixed(2)} s`,
  );
  expect(parts.map((p) => p.status)).toEqual(Array(Math.ceil(ROWS / 250)).fill(200));
  await expect(pending).toContainText(`Row ${NAMESAKES[1]}: Twin ${TWIN_LAST} (bulk${NAMESAKES[1]}.${RUN}`);
  await expect(pending).toContainText(`Row ${NAMESAKES[2]}: Twin ${TWIN_LAST} (bulk${NAMESAKES[2]}.${RUN}`);
  await expect(pending).not.toContainText(`Row ${NAMESAKES[0]}:`);
  await pending.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByRole('status')).toHaveText(`Rows: ${ROWS} · Saved: ${ROWS - 1} · Not saved: 1 · Pending: 2`);
  await expect(page.getByRole('alert')).toHaveText(IMPORT_TEXT.rowError(REPEATED.again, IMPORT_TEXT.sameInFile(REPEATED.first)));
  // The first rows as the table shows them: the first namesake is created Active, like the others.
  const rows = page.getByRole('table', { name: 'Import result' }).getByRole('row');
  await expect(rows.nth(NAMESAKES[0] - 1)).toContainText(`${NAMESAKES[0]}Yes${IMPORT_TEXT.created}bulk${NAMESAKES[0]}.${RUN}`);
  await expect(rows.nth(REPEATED.first - 1)).toContainText(`${REPEATED.first}Yes${IMPORT_TEXT.created}`);
  await expect(rows.nth(1)).toContainText('Teacher; grade 2');
});
