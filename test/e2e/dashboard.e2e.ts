/**
 * Cohort dashboard (spec 01 §2): grouping and the Next/today marks, the toolbar's toggles, a
 * saved filter surviving a reload and Clear, infinite scroll over past sessions, who sees which
 * cohorts, the coordinator's drive folders and a session's roster link.
 */
import { expect, test, type Page } from '@playwright/test';
import type { DashboardResponse } from '../../shared/dashboard/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { demoDayIsOver } from './demo-day.ts';
// The two that sign out sign in with a session of their own (session.ts).
import { signIn, signInByForm } from './session.ts';

const rows = (page: Page) => page.getByTestId('dashboard-row');
const ROSTER = /\/dashboard\/cohort\/\d+\/event\/\d+\/unit\/[^/]+\/cohort\/\d+$/;

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

async function loaded(page: Page) {
  await expect(page.getByTestId('session-count')).toBeVisible();
}

/** '{shown} of {total} sessions' as numbers. */
async function sessionCount(page: Page): Promise<{ shown: number; total: number }> {
  const text = await page.getByTestId('session-count').innerText();
  const match = /(\d+) of (\d+)/.exec(text);
  expect(match, text).not.toBeNull();
  return { shown: Number(match![1]), total: Number(match![2]) };
}

test('a manager: Next and today marks, groups, toggles that persist, infinite scroll over the past', async ({ page }) => {
  const firstPage = page.waitForResponse((r) => r.url().includes('/api/dashboard_data') && r.ok());
  await signIn(page, 'manager');
  await loaded(page);
  await expect(page.getByTestId('mark-next').first()).toBeVisible();
  // The page above was drawn from a compressed answer (issue 32): Chromium accepts brotli.
  const answer = await firstPage;
  expect(await answer.headerValue('content-encoding')).toBe('br');
  // The demo seed starts one unit today; others may start today too, depending on the date.
  const { events } = (await answer.json()) as Pick<DashboardResponse, 'events'>;
  const today = events.filter((session) => session.mark_next === 'today').length;
  if (!demoDayIsOver()) expect(today).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('mark-today')).toHaveCount(today);
  await expect(page.getByTestId('group-header').filter({ hasText: 'Not Yet Scheduled' })).toHaveCount(1);

  // The column view cycles through three views, and the choice survives a reload.
  const columns = page.getByTestId('column-view-button');
  await expect(columns).toHaveText('Participant activity');
  await expect(page.getByTestId('activity-legend')).toBeVisible();
  await columns.click();
  await expect(columns).toHaveText('Assignments & attendance');
  await expect(page.getByRole('columnheader', { name: 'Missing attendance' })).toBeVisible();
  await columns.click();
  await expect(columns).toHaveText('Assignments');
  await expect(page.getByRole('columnheader', { name: 'Coaches' })).toBeVisible();

  const title = page.getByTestId('cohort-title').first();
  const name = await title.innerText();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/saveFilters') && r.request().postData()?.includes('"viewCities":true') === true,
  );
  await page.getByRole('button', { name: 'View Cities' }).click();
  await expect(title).not.toHaveText(name);
  await expect(title).toHaveText(/, [A-Z]{2}$/);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await loaded(page);
  await expect(columns).toHaveText('Assignments');
  await expect(page.getByTestId('cohort-title').first()).toHaveText(/, [A-Z]{2}$/);
  await columns.click();
  await page.getByRole('button', { name: 'Cohort Names' }).click();

  // Past sessions: grouped by year, more than a page, loaded as one scrolls.
  await page.getByRole('button', { name: 'Past' }).click();
  await expect(page.getByTestId('group-header').first()).toHaveText(/^\d{4}$/);
  const first = await sessionCount(page);
  expect(first.total).toBeGreaterThan(50);
  expect(first.shown).toBe(50);
  // Scrolling the table to its end loads the next page.
  await page.getByTestId('load-sentinel').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await sessionCount(page)).shown).toBe(Math.min(first.total, 100));
  expect(await rows(page).count()).toBe(Math.min(first.total, 100));
});

test('a saved filter survives a reload; Clear removes it', async ({ page }) => {
  await signIn(page, 'training.manager');
  await loaded(page);
  const everything = await sessionCount(page);
  const filter = page.getByTestId('filter-button');
  await expect(filter).toHaveAttribute('data-filtered', 'false');
  await filter.click();
  const dialog = page.getByTestId('filter-dialog');
  await dialog.getByLabel('Courses').click();
  const course = page.getByRole('option').first();
  const courseName = (await course.innerText()).trim();
  await course.click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(filter).toHaveAttribute('data-filtered', 'true');
  await expect.poll(async () => (await sessionCount(page)).total).toBeLessThan(everything.total);

  await page.reload();
  await loaded(page);
  await expect(filter).toHaveAttribute('data-filtered', 'true');
  const filtered = await sessionCount(page);
  expect(filtered.total).toBeLessThan(everything.total);
  await expect(rows(page).first()).toContainText(courseName);

  await filter.click();
  await page.getByTestId('filter-dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(filter).toHaveAttribute('data-filtered', 'false');
  await expect.poll(async () => (await sessionCount(page)).total).toBe(everything.total);
  await page.reload();
  await loaded(page);
  await expect(filter).toHaveAttribute('data-filtered', 'false');
});

test('a national facilitator sees only their cohorts and opens a roster; a name search finds nothing', async ({ page }) => {
  await signInByForm(page, 'manager');
  await loaded(page);
  const managerTotal = (await sessionCount(page)).total;
  await signOut(page);

  await signIn(page, 'facilitator');
  await loaded(page);
  expect((await sessionCount(page)).total).toBeLessThan(managerTotal);

  const search = page.getByTestId('cohort-search');
  await search.fill('zzzz no such cohort');
  await search.press('Enter');
  await expect(page.getByRole('dialog').getByText(MESSAGES.cohortNotFound)).toBeVisible();
  await page.getByRole('dialog').getByRole('button').last().click();

  await rows(page).first().getByTestId('roster-link').click();
  await expect(page).toHaveURL(ROSTER);
});

test('a local facilitator sees their own cohorts; a coordinator includes coaching and has the drive folders', async ({ page }) => {
  await signInByForm(page, 'local.facilitator');
  await loaded(page);
  expect((await sessionCount(page)).total).toBeGreaterThan(0);
  await expect(page.getByTestId('drive-button')).toHaveCount(0);
  await expect(page.getByTestId('include-coaching').getByRole('checkbox')).not.toBeChecked();
  await signOut(page);

  await signIn(page, 'coordinator');
  await loaded(page);
  await expect(page.getByTestId('include-coaching').getByRole('checkbox')).toBeChecked();
  await page.getByTestId('drive-button').click();
  const folder = page.getByRole('menuitem').first();
  await expect(folder).toBeVisible();
});
