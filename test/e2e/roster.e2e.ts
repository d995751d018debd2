/**
 * Unit roster (spec 01 §2, §5): a facilitator records Day 1 and Day 2 of a past unit, saves and
 * sees it after a reload; a day still to come cannot be ticked; the unsaved-changes guard; a
 * state coordinator's boxes are locked.
 */
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../shared/messages.ts';
import { signIn } from './session.ts';

const ROSTER = /\/dashboard\/cohort\/\d+\/event\/\d+\/unit\/[^/]+\/cohort\/\d+$/;

/** Opens the roster of the dashboard's first session in the Upcoming or Past list. */
async function openRoster(page: Page, list: 'Upcoming' | 'Past') {
  await expect(page.getByTestId('session-count')).toBeVisible();
  if (list === 'Past') await page.getByRole('button', { name: 'Past' }).click();
  const row = page.getByTestId('dashboard-row').filter({ hasNotText: 'Orientation' }).first();
  await row.getByTestId('roster-link').click();
  await expect(page).toHaveURL(ROSTER);
  await expect(page.getByTestId('roster-row').first()).toBeVisible();
}

const dayBox = (page: Page, participantId: string, day: number) =>
  page.locator(`[data-testid="attendance-checkbox"][data-participant-id="${participantId}"][data-day="${day}"]`);

test('a facilitator records Day 1 and Day 2 of a past unit, saves, and sees it after a reload', async ({ page }) => {
  await signIn(page, 'facilitator');
  await openRoster(page, 'Past');
  const participant = (await page.getByTestId('roster-row').first().getAttribute('data-participant-id'))!;
  const day1 = dayBox(page, participant, 1);
  const day2 = dayBox(page, participant, 2);
  await expect(day1).toBeEnabled();
  const was = [await day1.isChecked(), await day2.isChecked()];
  await day1.click();
  await day2.click();
  await page.getByTestId('save-attendance').click();
  await expect(page.getByText(MESSAGES.attendanceSaved)).toBeVisible();
  await page.reload();
  await expect(dayBox(page, participant, 1)).toBeChecked({ checked: !was[0] });
  await expect(dayBox(page, participant, 2)).toBeChecked({ checked: !was[1] });
});

test('a day still to come cannot be ticked, and leaving with unsaved changes asks first', async ({ page }) => {
  await signIn(page, 'facilitator');
  // The demo facilitator leads a unit that starts today: its second day is tomorrow.
  await expect(page.getByTestId('mark-today')).toBeVisible();
  await page.getByTestId('dashboard-row').filter({ has: page.getByTestId('mark-today') }).getByTestId('roster-link').click();
  await expect(page).toHaveURL(ROSTER);
  const participant = (await page.getByTestId('roster-row').first().getAttribute('data-participant-id'))!;
  await expect(dayBox(page, participant, 2)).toBeDisabled();
  await expect(dayBox(page, participant, 1)).toBeEnabled();

  const ticked = !(await dayBox(page, participant, 1).isChecked());
  const here = page.url();
  await dayBox(page, participant, 1).click();
  await page.getByTestId('unit-select').click();
  await page.getByRole('option', { name: 'Orientation' }).click();
  await expect(page.getByText(MESSAGES.unsavedChanges)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText(MESSAGES.unsavedChanges)).toBeHidden();
  expect(page.url()).toBe(here);
  await expect(dayBox(page, participant, 1)).toBeChecked({ checked: ticked });
});

test("a state coordinator sees the roster with its boxes locked", async ({ page }) => {
  await signIn(page, 'coordinator');
  await openRoster(page, 'Past');
  const boxes = page.getByTestId('attendance-checkbox');
  await expect(boxes.first()).toBeDisabled();
  await expect(page.getByTestId('save-attendance')).toBeDisabled();
});
