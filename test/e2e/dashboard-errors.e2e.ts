/**
 * Errors a person can act on (issue 17): the cohort search answers 'Cohort not found' (spec 01 §8)
 * when Enter comes after the suggestions for the typed name have answered, and a dashboard call
 * that fails on the server's side shows what failed, that one may try again and the request id the
 * logs carry, never the server's own text.
 */
import { expect, test, type Page } from '@playwright/test';
import * as MESSAGES from '../../shared/texts/general.ts';
import { signIn } from './session.ts';

async function loaded(page: Page) {
  await expect(page.getByTestId('session-count')).toBeVisible();
}

test('Enter on a cohort name that matches nothing, after a pause, says Cohort not found', async ({ page }) => {
  await signIn(page, 'manager');
  await loaded(page);
  const name = 'zzzz no such cohort';
  const search = page.getByTestId('cohort-search');
  const suggested = page.waitForResponse((r) => r.url().endsWith(`/api/searchCohort/${encodeURIComponent(name)}`) && r.ok());
  await search.click();
  await search.pressSequentially(name);
  // The pause: the suggestions for the whole name have answered (nothing) before Enter.
  await suggested;
  await expect(page.getByText('Searching…')).toHaveCount(0);
  await search.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cohort search' });
  await expect(dialog).toContainText(MESSAGES.cohortNotFound);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(search).toBeFocused();
});

test("a dashboard call that fails on the server's side shows the request id, not the server's text", async ({ page }) => {
  const requestId = '5f0c2a9e-1d7b-4c1e-9a51-2b8f3e6d7a10';
  // What API Gateway answers when a function fails (its own text), with the id its logs carry.
  await page.route('**/api/dashboard_data**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'apigw-requestid': requestId },
      body: JSON.stringify({ message: 'Internal Server Error' }),
    }),
  );
  await signIn(page, 'manager');
  const alert = page.getByRole('alert').filter({ hasText: requestId });
  await expect(alert).toContainText(MESSAGES.quoteRequestId(requestId));
  await expect(alert).toContainText('Please try again.');
  await expect(page.getByText('Internal Server Error')).toHaveCount(0);
});
