/**
 * The cohort form's Assignments pane (spec 03 §2.4, §5) on a phone-sized screen, by keyboard: people
 * are found by the server's search (debounced), a local facilitator is refused for a NISL course with
 * the spec's wording, a national facilitator is added with their units, a participant is added and
 * removed; the page never scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import { signIn } from './session.ts';
import { openAdminTab } from './admin-tabs.ts';

/** Types into a people box and picks the first answer by keyboard, once the search shows it. */
async function pickByKeyboard(page: Page, box: string, text: string, person: string) {
  const input = page.getByRole('combobox', { name: box });
  await input.focus();
  await page.keyboard.type(text);
  await expect(page.getByRole('option', { name: new RegExp(person) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test('an administrator assigns people on a phone-sized screen by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin');
  await openAdminTab(page, 'Cohort Builder');
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('combobox', { name: 'Course', exact: true }).click();
  await page.getByRole('option', { name: 'Principal Foundations' }).click();
  await page.getByRole('button', { name: 'Assignments' }).click();
  await expect(page.getByRole('heading', { name: 'Participants (0)' })).toBeVisible();

  // Spec 03 §5: a facilitator of a NISL course must be national or NISL certified.
  await pickByKeyboard(page, 'Add a facilitator', 'Lola', 'Lola Local');
  await expect(page.getByRole('alert').filter({ hasText: COHORT_TEXT.facilitatorNotCertified })).toBeVisible();
  const facilitators = page.getByRole('list', { name: 'Facilitators', exact: true });
  await expect(facilitators.getByRole('listitem')).toHaveCount(0);

  await pickByKeyboard(page, 'Add a facilitator', 'Felix', 'Felix Facilitator');
  await expect(facilitators.getByRole('listitem')).toHaveCount(1);
  await expect(facilitators).toContainText('Felix Facilitator');
  await expect(page.getByRole('combobox', { name: 'Units of Felix Facilitator' })).toBeVisible();
  await expect(facilitators).toContainText('All units');

  await pickByKeyboard(page, 'Add a participant', 'Pat Part', 'Pat Participant');
  await expect(page.getByRole('heading', { name: 'Participants (1)' })).toBeVisible();
  const remove = page.getByRole('button', { name: 'Remove Pat Participant' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Participants (0)' })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
