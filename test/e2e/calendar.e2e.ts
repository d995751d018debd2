/**
 * Training calendar (spec 01 §2): the complete calendar for managers and coordinators, My
 * Schedule with its availability cycle for facilitators, the unit schedules, the names/cities
 * toggle, the ?date jump and an event opening its roster in a new tab.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './session.ts';

const days = (page: Page) => page.getByTestId('calendar-day');
const events = (page: Page) => page.getByTestId('calendar-event');
const ROSTER = /\/dashboard\/cohort\/\d+\/event\/\d+\/unit\/[^/]+\/cohort\/\d+$/;

async function openCalendar(page: Page, query = '') {
  await page.goto(`/dashboard/calendar${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Training Calendar' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading calendar' })).toHaveCount(0);
}

test('a manager sees the complete calendar without Sundays, unit schedules and the names toggle', async ({ page, context }) => {
  await signIn(page, 'manager');
  await openCalendar(page);
  await expect(page.getByRole('button', { name: 'My Schedule' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /^Sun/ })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /^Sat/ })).toHaveCount(1);
  await expect(events(page).first()).toBeVisible();
  // Availability belongs to My Schedule.
  await expect(days(page).first()).not.toHaveAttribute('data-availability', /.*/);

  const firstLabel = await events(page).first().innerText();
  await page.getByRole('button', { name: 'Show cohort names' }).click();
  await expect(events(page).first()).not.toHaveText(firstLabel);
  await page.getByRole('button', { name: 'Show cities' }).click();
  await expect(events(page).first()).toHaveText(firstLabel);

  const popup = context.waitForEvent('page');
  await events(page).first().click();
  await expect(await popup).toHaveURL(ROSTER);

  await page.getByRole('button', { name: 'Unit 4 Schedule' }).click();
  const note = page.getByTestId('certified-note');
  await expect(note).toContainText(/There (are \d+ certified facilitators|is 1 certified facilitator) who can run Unit 4\./);
  await note.getByRole('button', { name: 'Show names' }).click();
  await expect(page.getByRole('list', { name: 'Facilitators certified for Unit 4' })).toContainText('Felix Facilitator');
  await expect(page.getByRole('progressbar', { name: 'Loading calendar' })).toHaveCount(0);
  for (const label of await events(page).allInnerTexts()) expect(label).toMatch(/^Unit 4 /);
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(note).toBeHidden();
});

test('?date jumps to that month, and previous/next move by a month', async ({ page }) => {
  await signIn(page, 'coordinator');
  await openCalendar(page, '?date=2027-02-10');
  await expect(page.getByRole('heading', { level: 2, name: 'February 2027' })).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'March 2027' })).toBeVisible();
  // Two quick clicks (a double click) move two months, however soon the second comes after the first.
  await page.getByRole('button', { name: 'Previous month' }).dblclick();
  await expect(page.getByRole('heading', { level: 2, name: 'January 2027' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]date=2027-01-01\b/);
  // A coordinator alone has no My Schedule.
  await expect(page.getByRole('button', { name: 'My Schedule' })).toHaveCount(0);
});

test("a national facilitator's own schedule: Saturdays busy, a day's availability cycles and persists", async ({ page }) => {
  await signIn(page, 'facilitator');
  await openCalendar(page, '?date=2027-03-01');
  await expect(page.getByRole('button', { name: 'Unit 4 Schedule' })).toHaveCount(0);
  await expect(days(page).and(page.locator('[data-date="2027-03-06"]'))).toHaveAttribute('data-availability', '0');

  const day = days(page).and(page.locator('[data-date="2027-03-10"]'));
  await expect(day).toHaveAttribute('data-availability', '1');
  const saved = () => page.waitForResponse((r) => r.url().endsWith('/api/save-busy-days') && r.ok());
  let response = saved();
  await day.click();
  await response;
  await expect(day).toHaveAttribute('data-availability', '0');
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Loading calendar' })).toHaveCount(0);
  await expect(day).toHaveAttribute('data-availability', '0');
  response = saved();
  await day.click();
  await response;
  await expect(day).toHaveAttribute('data-availability', '2');
  response = saved();
  await day.click();
  await response;
  await expect(day).toHaveAttribute('data-availability', '1');
});

test('a local facilitator gets My Schedule with only their own sessions', async ({ page }) => {
  await signIn(page, 'local.facilitator');
  await openCalendar(page);
  await expect(page.getByRole('button', { name: 'Complete Calendar' })).toHaveCount(0);
  await expect(days(page).first()).toHaveAttribute('data-availability', /^[012]$/);
  await expect(page.getByText('Available', { exact: true })).toBeVisible();
});
