/**
 * Admin screens and the manager's data on a phone (390 px, issue 34), read-only: the senior admin
 * reaches every admin tab in two taps (the button naming the open tab, then the tab in the grouped
 * drawer) and sees its panel; the manager finds Data in the main menu; Facilitator Utilization
 * says that its months scroll sideways and keeps the names' column in view when they do.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { adminTabPicker } from './admin-tabs.ts';
import { signIn } from './session.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the senior admin reaches every admin tab in two taps', async ({ page }) => {
  await signIn(page, 'senior.admin');
  await page.goto('/admin');
  const picker = adminTabPicker(page);
  await expect(picker).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);

  await picker.click();
  const drawer = page.getByRole('dialog', { name: 'Admin tabs' });
  const items = drawer.getByRole('navigation', { name: 'Admin tabs' }).getByRole('button');
  await expect(items).toHaveCount(18);
  await expect(drawer.getByRole('heading', { level: 3 })).toHaveText(['Accounts', 'Cohorts', 'Certificates', 'Content', 'System']);
  const labels = await items.allTextContents();
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  for (const label of labels) {
    await test.step(label, async () => {
      // Tap 1: the button naming the open tab; tap 2: the tab.
      await picker.click();
      await drawer.getByRole('button', { name: label, exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(picker).toHaveText(`Admin tab: ${label}`);
      const panel = page.getByRole('tabpanel', { name: `Admin tab: ${label}` });
      await expect(panel.locator('h2, h3, table, form, input, button').first()).toBeVisible();
      await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
    });
  }
});

test('the manager finds Data in the main menu; the utilization grid keeps its first column in view when scrolled', async ({ page }) => {
  await signIn(page, 'manager');
  await page.getByRole('button', { name: 'Toggle main menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Main menu' });
  await menu.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Data', exact: true }).click();
  const dataSets = page.getByRole('dialog', { name: 'Data Sets' });
  await expect(dataSets).toBeVisible();
  await expect(menu).toBeHidden();

  await dataSets.getByRole('button', { name: 'Facilitator Utilization' }).click();
  const utilization = page.getByRole('dialog', { name: 'Facilitator Utilization' });
  const staff = utilization.getByRole('region', { name: 'Staff: scroll sideways for every month' });
  await expect(staff).toBeVisible();
  await expect(utilization.getByTestId('utilization-scroll-cue').first()).toBeVisible();
  await expect(staff).toHaveAttribute('data-more', 'true');

  const first = staff.getByRole('columnheader', { name: 'First', exact: true });
  const total = staff.getByRole('columnheader', { name: 'Total', exact: true });
  await expect(total).not.toBeInViewport();
  await staff.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(staff).toHaveAttribute('data-scrolled', 'true');
  await expect(staff).toHaveAttribute('data-more', 'false');
  await expect(total).toBeInViewport();
  // The names' column has stayed at the region's left edge.
  const region = (await staff.boundingBox())!;
  const column = (await first.boundingBox())!;
  expect(Math.abs(column.x - region.x)).toBeLessThanOrEqual(2);
  await expect(first).toBeInViewport();
});
