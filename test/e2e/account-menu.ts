/** The top bar's account menu and the Reset Password dialog it opens, for the shell's tests. */
import type { Page } from '@playwright/test';

export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  return page.getByRole('menu');
}

export async function openResetPassword(page: Page) {
  const account = await openAccountMenu(page);
  await account.getByRole('menuitem', { name: 'Reset Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  return {
    dialog,
    current: dialog.getByLabel('Current password', { exact: true }),
    password: dialog.getByLabel('New password', { exact: true }),
    confirm: dialog.getByLabel('Confirm new password', { exact: true }),
    save: dialog.getByRole('button', { name: 'Save' }),
  };
}
