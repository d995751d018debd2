import { expect, test } from '@playwright/test';
import * as MESSAGES from '../../shared/texts/general.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { OUTBOX_PATH } from './outbox.ts';

test('forgot password → e-mail in the local outbox → recover → sign in with the new password', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's lazy chunk has rendered (the login form, which also has a
  // Username field, stays on screen meanwhile): wait for the form itself.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Username').fill('coach');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(MESSAGES.forgotPasswordSent)).toBeVisible();

  // The mail, as a person reads it in the outbox.
  await page.goto(OUTBOX_PATH);
  const link = page.getByRole('link', { name: /\/recover-password\// }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^http:\/\/localhost:\d+\/recover-password\/[A-Za-z0-9_-]{40,}$/);
  await page.goto(new URL(href!).pathname);

  const newPassword = 'Coach-Recovered-2026!';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill('something else');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(MESSAGES.passwordChanged)).toBeVisible();

  // The link works once.
  const reuse = await request.post(`/api/recover-password/${new URL(href!).pathname.split('/').pop()}`, {
    data: { password: 'x-Another-1', repeat_password: 'x-Another-1' },
  });
  expect(reuse.status()).toBe(422);

  await page.goto('/login');
  await page.getByLabel('Username').fill('coach');
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cohorts$/);

  // Leave the demo account as the README describes it.
  const token = await page.evaluate(() => localStorage.getItem('jwt-token'));
  const restore = await request.put('/api/user/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: newPassword, password: DEMO_PASSWORD, repeat_password: DEMO_PASSWORD },
  });
  expect(restore.status()).toBe(200);
});
