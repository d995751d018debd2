/**
 * The admin area's tabs, chosen as a person chooses them. The tab list is scrollable: just after
 * it renders, MUI measures it and adds its scroll buttons, which moves the tabs sideways, and a
 * click that lands in that moment can miss (CI met it on a busy machine: the tab stayed
 * unselected). So the click is repeated until the page shows the tab selected.
 */
import { expect, type Page } from '@playwright/test';

export async function selectAdminTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Loads /admin and opens the tab `name`. */
export async function openAdminTab(page: Page, name: string): Promise<void> {
  await page.goto('/admin');
  await selectAdminTab(page, name);
}
