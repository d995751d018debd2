/**
 * The user form by keyboard alone (issue 17, WCAG 2.1.1): a senior admin opens the Users tab, adds
 * a user, fills the form and saves it with Tab, Shift+Tab, typing, Enter and Space (and the
 * arrow keys a combo box's list is made for), never a click. The focus goes into the dialog when it
 * opens and back to 'Add User' when it closes; the new account is then found by the list's search.
 */
import { expect, test } from '@playwright/test';
import { skipToMain, tabTo } from './keyboard.ts';
import { signIn } from './session.ts';

const stamp = Date.now().toString(36);

test('a senior admin adds a user with the keyboard only', async ({ page }) => {
  await signIn(page, 'senior.admin');
  await page.goto('/admin');
  // A fresh browser remembers no tab: Users (tab 1) is the one open.
  await expect(page.getByRole('tab', { name: 'Users', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('users-count')).toBeVisible();

  // The skip link comes first and takes the focus past the top bar and the menu.
  await skipToMain(page);

  const addUser = page.getByRole('button', { name: 'Add User' });
  await tabTo(page, addUser);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create new user' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

  const username = `e2e.keyboard.${stamp}`;
  const fields: Array<[string, string]> = [
    ['Username', username],
    ['Password', 'Welcome-to-the-portal-1'],
    ['First name', 'Kira'],
    ['Last name', `Keyes${stamp}`],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, dialog.getByRole('textbox', { name: label, exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, dialog.getByRole('textbox', { name: 'E-mail', exact: true }));
  await page.keyboard.type(`${username}@example.org`);

  // State: a combo box, its list opened and chosen by typing, the arrow and Enter.
  const state = dialog.getByRole('combobox', { name: /^State/ });
  await tabTo(page, state);
  await page.keyboard.type('New York');
  await expect(page.getByRole('option', { name: 'New York' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(state).toHaveValue('New York');

  const create = dialog.getByRole('button', { name: 'Create' });
  await tabTo(page, create);
  await page.keyboard.press('Space');
  await expect(dialog).toBeHidden();
  // The focus is back where the dialog was opened from, not lost to the page.
  await expect(addUser).toBeFocused();

  // The account is there: the list's search, by keyboard too.
  await tabTo(page, page.getByRole('button', { name: 'Search', exact: true }));
  await page.keyboard.press('Enter');
  const search = page.getByLabel('Search by name, username or email');
  await tabTo(page, search);
  await page.keyboard.type(username);
  await expect(page.getByRole('button', { name: `Edit ${username}`, exact: true })).toBeVisible();
});
