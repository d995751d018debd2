/**
 * The roster's Reports and Downloads (spec 01 §2): the files arrive in the browser as real
 * downloads and are read back by independent readers — PDFs by pdftotext (poppler-utils), xlsx
 * by exceljs — and the attendance report and audit show their tables; the unit evaluation report
 * opens from a finished unit.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import * as MESSAGES from '../../shared/texts/general.ts';
import { signIn } from './session.ts';

const ROSTER = /\/dashboard\/cohort\/\d+\/event\/\d+\/unit\/[^/]+\/cohort\/\d+$/;

async function openPastRoster(page: Page) {
  await expect(page.getByTestId('session-count')).toBeVisible();
  await page.getByRole('button', { name: 'Past' }).click();
  await page.getByTestId('dashboard-row').filter({ hasNotText: 'Orientation' }).first().getByTestId('roster-link').click();
  await expect(page).toHaveURL(ROSTER);
  await expect(page.getByTestId('roster-row').first()).toBeVisible();
}

/** Every roster row's last and first name, as the table shows them. */
async function rosterNames(page: Page): Promise<Array<{ last: string; first: string }>> {
  return page.getByTestId('roster-row').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = row.querySelectorAll('td');
      return { last: (cells[0].textContent ?? '').replace('Make-up', '').trim(), first: (cells[1].textContent ?? '').trim() };
    }),
  );
}

async function download(page: Page, click: () => Promise<void>): Promise<{ download: Download; path: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await file.path();
  return { download: file, path };
}

const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

test('the sign-in sheets, unit roster and attendance report download as real PDFs and xlsx that name the participants', async ({
  page,
}) => {
  await signIn(page, 'facilitator');
  await openPastRoster(page);
  const names = await rosterNames(page);
  expect(names.length).toBeGreaterThan(0);
  await page.getByTestId('reports-downloads').click();
  const dialog = page.getByRole('dialog', { name: 'Reports and Downloads' });
  const downloadButton = (label: string) =>
    dialog.getByRole('listitem').filter({ hasText: label }).getByRole('button', { name: 'Download' });

  // Sign-in sheet, first names first: 'Ann Adams'; last names first: 'Adams, Ann'.
  const firstFirst = await download(page, () => downloadButton('first names first').click());
  expect(firstFirst.download.suggestedFilename()).toMatch(/^Sign-In Sheet .+ \d{4}-\d{2}-\d{2} \d{2}_\d{2} (am|pm)\.pdf$/);
  const firstText = pdfText(firstFirst.path).replace(/\s+/g, ' ');
  for (const n of names) expect(firstText).toContain(`${n.first} ${n.last}`);
  await expect(downloadButton('last names first')).toBeEnabled();
  const lastFirst = await download(page, () => downloadButton('last names first').click());
  const lastText = pdfText(lastFirst.path).replace(/\s+/g, ' ');
  for (const n of names) expect(lastText).toContain(`${n.last}, ${n.first}`);

  // The unit's roster as xlsx.
  await expect(downloadButton('Export Roster')).toBeEnabled();
  const roster = await download(page, () => downloadButton('Export Roster').click());
  expect(roster.download.suggestedFilename()).toMatch(/^Roster .+\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(roster.path);
  const sheet = book.worksheets[0];
  expect(sheet.name).toMatch(/^Unit \d+/);
  expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Last name', 'First name']);
  const sheetNames: string[] = [];
  sheet.eachRow((row, i) => i > 1 && sheetNames.push(`${row.getCell(2).value} ${row.getCell(1).value}`));
  expect(sheetNames.sort()).toEqual(names.map((n) => `${n.first} ${n.last}`).sort());

  // The attendance report: legend and tables on screen, then its xlsx.
  await dialog.getByRole('listitem').filter({ hasText: 'Attendance Report' }).getByRole('button', { name: 'Open' }).click();
  const report = page.getByRole('dialog', { name: /Attendance Report/ });
  await expect(report.getByTestId('attendance-legend')).toContainText('absent in home cohort but attended a make-up elsewhere');
  await expect(report.getByTestId('report-participant').first()).toBeVisible();
  await expect(report.getByTestId('report-facilitators')).toBeVisible();
  const exported = await download(page, () => report.getByRole('button', { name: 'Export xlsx' }).click());
  expect(exported.download.suggestedFilename()).toMatch(/^Attendance Report .+\.xlsx$/);
  const reportBook = new ExcelJS.Workbook();
  await reportBook.xlsx.readFile(exported.path);
  expect(reportBook.worksheets.map((w) => w.name)).toEqual([
    'Participants',
    'Guest participants',
    'Make-up records',
    'Duplicate records',
    'Facilitator info',
    'Added participants',
  ]);
  const participants = reportBook.getWorksheet('Participants')!;
  expect(participants.rowCount - 1).toBe(await report.getByTestId('report-participant').count());
});

test('the attendance audit lists absences per participant for a facilitator, and All Projects downloads a zip of project files', async ({
  page,
}) => {
  await signIn(page, 'facilitator');
  await openPastRoster(page);
  await page.getByTestId('reports-downloads').click();
  const dialog = page.getByRole('dialog', { name: 'Reports and Downloads' });
  await dialog.getByRole('listitem').filter({ hasText: 'Attendance Audit' }).getByRole('button', { name: 'Open' }).click();
  const audit = page.getByRole('dialog', { name: /Attendance Audit/ });
  await expect(audit.getByTestId('audit-participant').first()).toBeVisible();
  await expect(audit.getByTestId('audit-summary')).toContainText('Absences not made up');
  await audit.getByRole('button', { name: 'Close' }).click();

  // The demo gives most participants of a past cohort a project with a file.
  const zip = await download(page, () =>
    dialog.getByRole('listitem').filter({ hasText: 'All Projects' }).getByRole('button', { name: 'Download' }).click(),
  );
  expect(zip.download.suggestedFilename()).toMatch(/^All Projects .+\.zip$/);
  const entries = Object.keys(unzipSync(readFileSync(zip.path)));
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) expect(entry).toMatch(/^[^,]+, .+ - .+/);
});

test('a state coordinator gets the reports but not the audit', async ({ page }) => {
  await signIn(page, 'coordinator');
  await openPastRoster(page);
  await page.getByTestId('reports-downloads').click();
  const dialog = page.getByRole('dialog', { name: 'Reports and Downloads' });
  await expect(dialog.getByText('Attendance Report', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Attendance Audit')).toHaveCount(0);
});

test('the unit evaluation report of a finished unit shows its answers as charts and tables, or says there are none yet', async ({
  page,
}) => {
  await signIn(page, 'facilitator');
  await openPastRoster(page);
  const link = page.getByTestId('unit-evaluation-link');
  await expect(link).toBeVisible();
  const [report] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  // The report tab shares the roster tab's session: the logon pop-up put off with 'Later' stays away.
  await expect(report.getByRole('heading', { name: 'Unit Evaluation Report' })).toBeVisible();
  await expect(report.getByRole('dialog', { name: 'Welcome to the new portal' })).toHaveCount(0);
  await expect(report.getByRole('heading', { name: 'Unit Evaluation Report' })).toBeVisible();
  await expect(report.getByTestId('survey-refresh-note')).toContainText('11am ET, 3:05pm, 5pm, 8pm and 1:15am');
  await expect(report.getByTestId('survey-question').first().or(report.getByTestId('survey-empty'))).toBeVisible();
  if (await report.getByTestId('survey-question').count()) {
    await expect(report.getByTestId('survey-question').first().locator('svg').first()).toBeVisible();
    await expect(report.getByTestId('survey-answer').first()).toContainText('%');
  } else {
    await expect(report.getByTestId('survey-empty')).toHaveText(MESSAGES.noSurveyAnswers);
  }
});
