/**
 * Save errors where the eye is (issue 34): an invalid save of the cohort form (admin tab 13),
 * clicked with the page scrolled down to the panes, moves the focus to the missing field (scrolled
 * into view), marks it (aria-invalid, its message as helper text) and lists what is missing in an
 * alert at the form's sticky header; on a phone and on a laptop. Nothing is saved.
 */
import { expect, test, type Page } from '@playwright/test';
import { COHORT_TEXT } from '../../shared/cohort-builder/form.texts.ts';
import { signIn } from './session.ts';

/** The admin area opens the tab it remembers (spec 02 §2: web/src/features/admin/admin-tabs.ts), whatever its tab navigation at this width. */
async function openCohortBuilder(page: Page) {
  await page.evaluate(() => localStorage.setItem('admin-active-tab', '13'));
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add New' }).click();
}

const TITLE = 'Save errors check';

/** Picks the first option of a select of the form. */
async function chooseFirst(page: Page, label: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
]) {
  test(`an invalid cohort save focuses and marks the missing field and lists it at the header (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'admin');
    await openCohortBuilder(page);
    await page.getByRole('region', { name: 'New cohort' }).getByRole('textbox', { name: 'Title' }).fill(TITLE);
    // The form's heading (its name) is the title typed.
    const form = page.getByRole('region', { name: TITLE, exact: true });
    await chooseFirst(page, /^Course/);
    await chooseFirst(page, /^Delivery model/);
    const state = form.getByRole('combobox', { name: /^State/ });

    // As in the issue: OK clicked with the page scrolled down, the State field far above.
    await expect(form.getByRole('region', { name: 'Assignments' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(state).not.toBeInViewport();
    let saves = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/cohort') saves += 1;
    });
    await form.getByRole('button', { name: 'OK', exact: true }).click();

    await expect(state).toBeFocused();
    await expect(state).toBeInViewport();
    await expect(state).toHaveAttribute('aria-invalid', 'true');
    await expect(state).toHaveAccessibleDescription(COHORT_TEXT.stateRequired);
    const summary = form.getByRole('alert');
    await expect(summary.getByRole('listitem')).toHaveText([COHORT_TEXT.stateRequired]);
    await expect(summary).toBeInViewport();
    // The fields given are not marked.
    await expect(form.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-invalid', 'true');

    // Choosing the state clears its mark and the alert.
    await state.click();
    await page.getByRole('option').first().click();
    await expect(state).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary).toBeHidden();
    expect(saves).toBe(0);
  });
}
