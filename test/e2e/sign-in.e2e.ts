import { expect, test } from '@playwright/test';
import * as MESSAGES from '../../shared/texts/general.ts';
import { LANDINGS } from './demo-accounts.ts';
import { signIn, signInByForm, submitSignIn } from './session.ts';

for (const { username, landing } of LANDINGS) {
  test(`${username} signs in, lands on ${landing} and signs out`, async ({ page }) => {
    await signInByForm(page, username);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('jwt-token'),
      data: JSON.parse(localStorage.getItem('nisl-data') ?? '{}'),
    }));
    expect(stored.token).toBeTruthy();
    expect(stored.data.username).toBe(username);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwt-token'))).toBeNull();
    // The old token no longer works on the server either.
    const status = await page.evaluate(
      async (token) => (await fetch('/api/keepalive', { headers: { authorization: `Bearer ${token}` } })).status,
      stored.token,
    );
    expect(status).toBe(401);
  });
}

test('a wrong password shows the error_log text and keeps the user on the login page', async ({ page }) => {
  await submitSignIn(page, 'participant', 'not-the-password');
  await expect(page.getByText(/The password does not match this username/)).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an invalid token leads to the session-expired login page', async ({ page }) => {
  await signIn(page, 'facilitator');
  await expect(page).toHaveURL(/\/dashboard\/cohorts$/);
  // Swapped as the next page starts, so that the dashboard left behind cannot meet the bad token first.
  await page.addInitScript(() => {
    if (location.pathname !== '/dashboard/calendar') return;
    localStorage.setItem('jwt-token', 'not-a-valid-token');
    localStorage.setItem('jwt token', 'not-a-valid-token');
    const data = JSON.parse(localStorage.getItem('nisl-data') ?? '{}');
    localStorage.setItem('nisl-data', JSON.stringify({ ...data, token: 'not-a-valid-token' }));
  });
  await page.goto('/dashboard/calendar');
  await expect(page).toHaveURL(/\/login\/SessionExpired$/);
  await expect(page.getByText(MESSAGES.sessionExpired)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt-token'))).toBeNull();
});

test('without a session, a portal page sends the browser to the login page', async ({ page }) => {
  await page.goto('/dashboard/calendar');
  await expect(page).toHaveURL(/\/login/);
});
