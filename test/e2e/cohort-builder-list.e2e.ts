/**
 * Admin tab 13 "Cohort Builder" list (spec 03 §2.2-2.3): an administrator sees 'x of y cohorts',
 * filters by a state (kept across a reload, the Filter button selected), clears it, filters by a
 * participant chosen by name, searches,
 * sorts and pages; on a phone-sized screen the list shows a card per cohort, Edit first, and pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { COHORT_LIST_TEXT as T } from '../../shared/cohort-builder/list.texts.ts';
import { signIn } from './session.ts';

const count = (page: Page) => page.getByTestId('cohorts-count');

async function openCohortBuilder(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Cohort Builder' }).click();
  await expect(count(page)).toBeVisible();
}

test('an administrator filters by a state, searches, sorts and pages the cohorts', async ({ page }) => {
  await signIn(page, 'admin');
  await openCohortBuilder(page);
  const [, shown, total] = /^(\d+) of (\d+) cohorts$/.exec((await count(page).textContent()) ?? '')!;
  expect(shown).toBe(total);
  const table = page.getByRole('table', { name: 'Cohorts' });
  await expect(table.getByRole('row')).toHaveCount(Math.min(50, Number(total)) + 1);
  await expect(page.getByRole('button', { name: 'Filter' })).toHaveAttribute('aria-pressed', 'false');
  // The title opens the cohort's roster in a new tab.
  const title = table.getByRole('row').nth(1).getByRole('link').first();
  await expect(title).toHaveAttribute('href', /^\/dashboard\/cohort\/\d+\/event\/\d+\/unit\/[^/]+\/cohort\/\d+$/);
  await expect(title).toHaveAttribute('target', '_blank');

  // Filter by a state; Enter applies.
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Cohort Builder List' });
  await dialog.getByRole('combobox', { name: 'States' }).click();
  await page.getByRole('option', { name: 'Ohio' }).click();
  await dialog.getByLabel('Name').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(count(page)).toHaveText(new RegExp(`^\\d+ of ${total} cohorts ${T.filtersSet.replace('.', '\\.')}$`));
  const ohio = Number(/^(\d+)/.exec((await count(page).textContent()) ?? '')![1]);
  expect(ohio).toBeGreaterThan(0);
  expect(ohio).toBeLessThan(Number(total));
  await expect(table.getByRole('row')).toHaveCount(ohio + 1);
  for (const row of await table.getByRole('row').all())
    if ((await row.getByRole('cell').count()) > 0) await expect(row).toContainText('OH');
  await expect(page.getByRole('button', { name: 'Filter' })).toHaveAttribute('aria-pressed', 'true');

  // Saved in the browser: still set after a reload; Clear removes it.
  await page.reload();
  await page.getByRole('tab', { name: 'Cohort Builder' }).click();
  await expect(count(page)).toHaveText(`${ohio} of ${total} cohorts ${T.filtersSet}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(count(page)).toHaveText(`${total} of ${total} cohorts`);

  // A participant chosen by name (the seeded Pat Participant is in two cohorts): the list shows their cohorts.
  await page.getByRole('button', { name: 'Filter' }).click();
  const participant = page.getByRole('dialog').getByRole('combobox', { name: 'Participant' });
  await participant.fill('pat partic');
  await page.getByRole('option', { name: 'Pat Participant' }).click();
  await expect(participant).toHaveValue('Pat Participant');
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(count(page)).toHaveText(new RegExp(`^[12] of ${total} cohorts ${T.filtersSet.replace('.', '\\.')}$`));
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: 'Participant' })).toHaveValue('Pat Participant');
  await page.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
  await expect(count(page)).toHaveText(`${total} of ${total} cohorts`);

  // Search by the first row's name.
  const name = (await table.getByRole('row').nth(1).getByRole('link').first().textContent())!;
  await page.getByLabel('Search cohorts').fill(name);
  await expect(count(page)).toHaveText(`1 of ${total} cohorts ${T.filtersSet}`);
  await expect(table.getByRole('row').nth(1)).toContainText(name);
  await page.getByLabel('Search cohorts').fill('');
  await expect(count(page)).toHaveText(`${total} of ${total} cohorts`);

  // Sort by Participants, fewest first.
  await page.getByRole('button', { name: 'Participants' }).click();
  await expect(page.getByRole('columnheader', { name: 'Participants' })).toHaveAttribute('aria-sort', 'ascending');

  // Pages of 10: the next page, then the go-to-page field back to page 1.
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(table.getByRole('row')).toHaveCount(11);
  const firstPage = await table.getByRole('row').nth(1).textContent();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(table.getByRole('row').nth(1)).not.toHaveText(firstPage!);
  await page.getByLabel('Go to page').fill('1');
  await page.getByLabel('Go to page').press('Enter');
  await expect(table.getByRole('row').nth(1)).toHaveText(firstPage!);

  // A phone-sized screen: nothing scrolls sideways; each cohort is a card, its Edit first, then its title.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('cohorts-scroller')).toHaveAttribute('data-layout', 'cards');
  const card = table.getByRole('row').nth(1);
  await expect(
    card
      .getByRole('cell')
      .first()
      .getByRole('button', { name: /^Edit / }),
  ).toBeVisible();
  const firstTitle = card.getByRole('cell').nth(1);
  await firstTitle.scrollIntoViewIfNeeded();
  await expect(firstTitle).toBeInViewport();
  const box = (await firstTitle.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const firstCard = (await card.textContent())!;
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(card).not.toHaveText(firstCard);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
