/**
 * Framed pages on the embedded default: every frame points at the built-in placeholder, which
 * shows which frame was asked for and the parameters (tokens shortened) it received.
 */
import { expect, test, type FrameLocator } from '@playwright/test';
import { signIn } from './session.ts';

const parameter = (frame: FrameLocator, name: string) => frame.locator(`tr[data-parameter="${name}"] td`);

test('participant: Readings and Action Learning load their frames with the session and action-learning tokens', async ({ page }) => {
  // Every page load's shell refreshes the token with a keep-alive, which may land before or after
  // the frame reads it; without it the token this test compares with stays the one the frame got.
  await page.route('**/api/keepalive', (route) => route.abort());
  await signIn(page, 'participant');
  const sessionToken = await page.evaluate(() => localStorage.getItem('jwt-token'));
  expect(sessionToken).toBeTruthy();

  await page.goto('/foundations/readings');
  await expect(page.getByRole('heading', { level: 1, name: 'Readings' })).toBeVisible();
  const readings = page.frameLocator('iframe[title="Readings"]');
  await expect(readings.locator('#frame-name')).toHaveText('readings');
  // The session token arrived, shortened on screen: its first characters and its length.
  await expect(parameter(readings, 'token')).toHaveText(
    `${sessionToken!.slice(0, 8)}…${sessionToken!.slice(-4)} (${sessionToken!.length} characters)`,
  );

  await page.goto('/action-learning');
  await expect(page.getByRole('heading', { level: 1, name: 'Action Learning' })).toBeVisible();
  const alp = page.frameLocator('iframe[title="Action Learning"]');
  await expect(alp.locator('#frame-name')).toHaveText('action-learning');
  await expect(parameter(alp, 'token')).toContainText(sessionToken!.slice(0, 8));
  // The action-learning token came from /api/alp-jwt and is kept in nisl-data.alp.token.
  const alpToken = await page.evaluate(() => JSON.parse(localStorage.getItem('nisl-data') ?? '{}').alp?.token as string | null);
  expect(alpToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  await expect(parameter(alp, 'alp_token')).toHaveText(`${alpToken!.slice(0, 8)}…${alpToken!.slice(-4)} (${alpToken!.length} characters)`);
  await expect(parameter(alp, 'user_id')).toHaveText(/^\d+$/);
});
