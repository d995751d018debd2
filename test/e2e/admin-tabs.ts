/**
 * The admin area's tabs, chosen as a person chooses them, at any width.
 *
 * Above the shell's narrow breakpoint the tabs are a scrollable strip: just after it renders, MUI
 * measures it and adds its scroll buttons, which moves the tabs sideways, and a click that lands
 * in that moment can miss (CI met it on a busy machine: the tab stayed unselected). So the click
 * is repeated until the page shows the tab selected.
 *
 * On a phone (the narrow breakpoint or less) the strip gives way to a button naming the open tab,
 * whose drawer lists every tab by group (issue 34): two taps, the button and the tab. Decided by
 * the viewport's width, as the page decides, not by what is visible.
 */
import { expect, type Page } from '@playwright/test';
import { MENU } from '../../shared/constants.ts';

/** The phone's tab button: its name is 'Admin tab: <open tab>'. */
export const adminTabPicker = (page: Page) => page.getByRole('button', { name: /^Admin tab: / });

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= MENU.narrowBreakpoint;
}

export async function selectAdminTab(page: Page, name: string): Promise<void> {
  if (isPhone(page)) {
    const picker = adminTabPicker(page);
    if ((await picker.textContent()) === `Admin tab: ${name}`) return;
    await picker.click();
    await page.getByRole('dialog', { name: 'Admin tabs' }).getByRole('button', { name, exact: true }).click();
    await expect(page.getByRole('button', { name: `Admin tab: ${name}`, exact: true })).toBeVisible();
    return;
  }
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
