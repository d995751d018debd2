/**
 * axe-core on the screens of spec 03 built so far (cohort builder list, filter and form panes, BOM,
 * support page), judged within their own region: the shell's known findings belong to the
 * accessibility issue (17), which puts the whole portal under the same check.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { signIn } from './session.ts';

test('the cohort builder list, its filter and the form panes have no serious axe findings', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Cohort Builder' }).click();
  await expect(page.getByTestId('cohorts-count')).toBeVisible();
  await expectNoSeriousAxeFindings(page, '[role="tabpanel"]');

  await page.getByRole('button', { name: 'Filter' }).click();
  const filter = page.getByRole('dialog', { name: 'Filter Cohort Builder List' });
  await expect(filter).toBeVisible();
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
  await filter.getByRole('button', { name: 'Cancel' }).click();
  await expect(filter).toBeHidden();

  await page.getByRole('button', { name: 'Add New' }).click();
  for (const pane of ['Assignments', 'Cohort Schedule', 'Settings']) {
    await page.getByRole('button', { name: pane, exact: true }).click();
    await expect(page.getByRole('button', { name: pane, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousAxeFindings(page, '[role="tabpanel"]');
  }
});

test('the BOM tab and its import form have no serious axe findings', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'BOM' }).click();
  await expect(page.getByRole('button', { name: 'Add New' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, '[role="tabpanel"]');
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
});

for (const username of ['participant', 'admin']) {
  test(`the support page has no serious axe findings (${username})`, async ({ page }) => {
    await signIn(page, username);
    await page.goto('/support');
    await expect(page.getByRole('tablist')).toBeVisible();
    await expectNoSeriousAxeFindings(page, 'main');
  });
}
