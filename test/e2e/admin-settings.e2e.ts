/**
 * Admin tab 18, System Settings (spec 03 §2.9, §5, §7, §9): a senior admin turns maintenance mode
 * on from the edit modal and the keep-alive answers the `maintenance` header (the API's answer is
 * checked, not the browser's trip to the maintenance page), then off again; a plain value left
 * empty is refused with its text. The tab and the modal at 390 px, by keyboard, without serious
 * axe findings. Maintenance mode is left OFF whatever happens (afterEach, through the API).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SETTING_KEYS, SETTING_TEXT } from '../../shared/settings/texts.ts';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { signIn } from './session.ts';
import { selectAdminTab } from './admin-tabs.ts';

const MAINTENANCE = /^Maintenance mode/;

async function seniorHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/login', { data: { username: 'senior.admin', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

test.afterEach(async ({ request }) => {
  const saved = await request.post('/api/update_setting', {
    headers: await seniorHeaders(request),
    data: { key: SETTING_KEYS.maintenance, value: 'false' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
});

async function openSettingsTab(page: Page) {
  await page.goto('/admin');
  await selectAdminTab(page, 'System Settings');
  await expect(page.getByRole('table', { name: 'System settings' })).toBeVisible();
}

const settingRow = (page: Page, description: RegExp | string) =>
  page.getByRole('table', { name: 'System settings' }).getByRole('row').filter({ hasText: description });

/** The keep-alive's `maintenance` header for a fresh session of the senior admin (null: none). */
async function maintenanceHeader(request: APIRequestContext): Promise<string | null> {
  const alive = await request.get('/api/keepalive', { headers: await seniorHeaders(request) });
  expect(alive.status()).toBe(200);
  return alive.headers().maintenance ?? null;
}

async function switchMaintenance(page: Page, on: boolean) {
  const row = settingRow(page, MAINTENANCE);
  // By keyboard: Edit, the switch, Save.
  await row.getByRole('button', { name: /^Edit / }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit setting' });
  await expect(dialog).toBeVisible();
  const toggle = dialog.getByRole('switch');
  await expect(toggle).toBeFocused();
  if ((await toggle.isChecked()) !== on) await page.keyboard.press('Space');
  await expect(toggle).toBeChecked({ checked: on });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/update_setting'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: SETTING_TEXT.saved })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(1)).toHaveText(on ? 'On' : 'Off');
  await expect(row).toContainText('by Sara Senior');
}

test('a senior admin turns maintenance mode on and the keep-alive answers the maintenance header, then off again', async ({
  page,
  request,
}) => {
  await signIn(page, 'senior.admin');
  await openSettingsTab(page);
  await expect(page.getByTestId('settings-count')).toContainText('settings');
  await expect(settingRow(page, MAINTENANCE).getByRole('cell').nth(1)).toHaveText('Off');
  expect(await maintenanceHeader(request)).toBeNull();

  await switchMaintenance(page, true);
  // The keep-alive runs in another Lambda: a change reaches it within the settings' cache window.
  await expect.poll(() => maintenanceHeader(request), { timeout: 70_000 }).toBe('/maintenance.html');

  await switchMaintenance(page, false);
  await expect.poll(() => maintenanceHeader(request), { timeout: 70_000 }).toBeNull();
});

test('a plain value is required; the tab and its modal at 390 px without serious axe findings', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'senior.admin');
  await openSettingsTab(page);
  await expectNoSeriousAxeFindings(page, '[role="tabpanel"]');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const row = settingRow(page, 'Helpdesk phone');
  await row.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit setting' });
  const value = dialog.getByRole('textbox', { name: 'Value' });
  await expect(value).toBeFocused();
  await value.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(value).toHaveAccessibleDescription(SETTING_TEXT.valueRequired);
  await expect(dialog.getByRole('alert')).toContainText(SETTING_TEXT.valueRequired);
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport();
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
