/**
 * The portal shell (spec 01 §2, §4, §5): top bar and menus per role, the narrow-screen dashboard
 * dropdown, the left menu as a drawer on a phone (issue 17), the portal banner, the logon popup's 'tomorrow', the Reset Password dialog's rules,
 * and Login As from the admin area (start, bar, CLOSE, logout while impersonating).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import * as MESSAGES from '../../shared/texts/general.ts';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { openAccountMenu, openResetPassword, stored } from './account-menu.ts';
import { signIn } from './session.ts';
import { DEMO_PASSWORD, LANDINGS } from './demo-accounts.ts';
import { openAdminTab } from './admin-tabs.ts';

const POPUP_HEADLINE = 'Welcome to the new portal';
const BANNER_TEXT = 'Spring registration is open';

/**
 * A sign-in typed into the form: for the logon popup (shown once per sign-in) and Login As (whose
 * logout ends the session). Not session.ts's signInByForm: that one puts off every 'Later' button,
 * the participant notification's too, which the role views test looks for.
 */
async function signInTyped(page: Page, username: string, { keepPopup = false, password = DEMO_PASSWORD } = {}) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (!keepPopup) {
    // The seeded logon popup covers the page for several roles: put it off for this session.
    await page.addLocatorHandler(page.getByRole('dialog', { name: POPUP_HEADLINE }), (dialog) =>
      dialog.getByRole('button', { name: 'Later', exact: true }).click(),
    );
  }
  await page.getByRole('button', { name: 'Log in' }).click();
  const landing = LANDINGS.find((l) => l.username === username)!.landing;
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
  // A modal popup hides the page from the accessibility tree: look for the menu's toggle (there at
  // every width; on a phone the menu itself is a closed drawer) only without one.
  if (!keepPopup) await expect(page.getByRole('button', { name: 'Toggle main menu' })).toBeVisible();
}

/** The account's saved session on its landing page, the shell shown (see signInTyped on the popup). */
async function openAs(page: Page, username: string) {
  await signIn(page, username);
  await expect(page.getByRole('button', { name: 'Toggle main menu' })).toBeVisible();
}

const storedJson = async (page: Page, key: string) => JSON.parse((await stored(page, key)) ?? 'null') as Record<string, unknown> | null;

const TOP_BAR_ITEMS = ['Cohort', 'Adviser', 'Calendar', 'Downloads', 'Contracts', 'Query', 'Data'] as const;

/** What each demo account sees (spec 01 §2 "Top bar", §6): top-bar items, left-menu entries, Admin in the avatar menu. */
const ROLE_VIEWS: ReadonlyArray<{
  username: string;
  topBar: ReadonlyArray<(typeof TOP_BAR_ITEMS)[number]>;
  menu: string[];
  notInMenu: string[];
  accountAdmin: boolean;
  notification: boolean;
}> = [
  {
    username: 'senior.admin',
    topBar: ['Cohort', 'Calendar', 'Downloads', 'Query'],
    menu: ['Video Annotation', 'Admin'],
    notInMenu: ['Online Learning'],
    accountAdmin: true,
    notification: false,
  },
  {
    username: 'admin',
    topBar: ['Cohort', 'Calendar', 'Downloads', 'Query'],
    menu: ['Video Annotation', 'Admin'],
    notInMenu: ['Online Learning'],
    accountAdmin: true,
    notification: false,
  },
  {
    username: 'manager',
    topBar: ['Cohort', 'Calendar', 'Downloads', 'Contracts', 'Data'],
    menu: ['Video Annotation'],
    notInMenu: ['Admin', 'Online Learning'],
    accountAdmin: false,
    notification: false,
  },
  {
    username: 'training.manager',
    topBar: ['Cohort', 'Calendar', 'Downloads'],
    menu: ['Video Annotation'],
    notInMenu: ['Admin'],
    accountAdmin: false,
    notification: false,
  },
  {
    username: 'facilitator',
    topBar: ['Cohort', 'Calendar', 'Downloads'],
    menu: ['Video Annotation'],
    notInMenu: ['Admin'],
    accountAdmin: false,
    notification: false,
  },
  {
    username: 'local.facilitator',
    topBar: ['Cohort', 'Calendar', 'Downloads'],
    menu: ['Video Annotation'],
    notInMenu: ['Admin'],
    accountAdmin: false,
    notification: false,
  },
  {
    username: 'coordinator',
    topBar: ['Cohort', 'Calendar', 'Downloads'],
    menu: ['Video Annotation'],
    notInMenu: ['Admin'],
    accountAdmin: false,
    notification: false,
  },
  {
    username: 'coach',
    topBar: ['Cohort', 'Adviser', 'Calendar', 'Downloads'],
    menu: ['Video Annotation'],
    notInMenu: ['Admin'],
    accountAdmin: false,
    notification: false,
  },
  {
    username: 'participant',
    topBar: [],
    menu: ['Foundations', 'Diagnostics', 'Communities', 'Support', 'Shared Action Learning'],
    notInMenu: ['Admin', 'Video Annotation', 'Online Learning', 'Shared Practitioner Inquiries'],
    accountAdmin: false,
    notification: true,
  },
];

test.describe('top bar and menus per role', () => {
  for (const view of ROLE_VIEWS) {
    test(`${view.username}: ${view.topBar.join(', ') || 'no dashboard items'}`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      // The unit evaluations notice comes with a sign-in (as the logon popup does): typed for the account that has one.
      await (view.notification ? signInTyped(page, view.username) : openAs(page, view.username));

      if (view.topBar.length === 0) {
        await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
      } else {
        const nav = page.getByRole('navigation', { name: 'Dashboard' });
        for (const item of TOP_BAR_ITEMS) {
          await expect(nav.getByText(item, { exact: true }), item).toHaveCount(view.topBar.includes(item) ? 1 : 0);
        }
      }

      const menu = page.getByRole('navigation', { name: 'Main menu' });
      for (const entry of view.menu) await expect(menu.getByText(entry, { exact: true }), entry).toBeVisible();
      for (const entry of view.notInMenu) await expect(menu.getByText(entry, { exact: true }), entry).toHaveCount(0);

      await expect(page.getByRole('region', { name: 'Portal banner' })).toContainText(BANNER_TEXT);
      await expect(page.getByRole('region', { name: 'Unit evaluations' })).toHaveCount(view.notification ? 1 : 0);

      const account = await openAccountMenu(page);
      for (const item of ['Profile', 'Reset Password', 'Attendance Policy', 'Support', 'Logout']) {
        await expect(account.getByRole('menuitem', { name: item })).toBeVisible();
      }
      await expect(account.getByRole('menuitem', { name: 'Admin' })).toHaveCount(view.accountAdmin ? 1 : 0);
    });
  }
});

test('at 576 px and less the dashboard items sit in a Dashboard dropdown', async ({ page }) => {
  await page.setViewportSize({ width: 560, height: 900 });
  await openAs(page, 'manager');
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Dashboard' }).click();
  const dropdown = page.getByRole('menu');
  await expect(dropdown.getByRole('menuitem')).toHaveText(['Cohort', 'Calendar', 'Downloads', 'Contracts', 'Data']);
  await dropdown.getByRole('menuitem', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);

  // Wider than 576: the buttons again.
  await page.setViewportSize({ width: 577, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByText('Calendar', { exact: true })).toBeVisible();
});

test('at 390 px the left menu is a drawer over the page, opened from the top bar by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'participant');
  // The content has the whole width: no 80 px strip of icons beside it.
  expect((await page.locator('main#main-content').boundingBox())?.x).toBe(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  // Found by its label even while the open drawer hides the page from the accessibility tree.
  const toggle = page.locator('button[aria-label="Toggle main menu"]');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Main menu' });
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  // In place once its slide-in ends (read until it is, as the page shows it).
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  expect(await drawer.boundingBox()).toMatchObject({ x: 0, width: 250 });
  const menu = drawer.getByRole('navigation', { name: 'Main menu' });
  for (const entry of ['Foundations', 'Diagnostics', 'Communities', 'Support']) {
    await expect(menu.getByText(entry, { exact: true }), entry).toBeVisible();
  }
  // Groups open in place, as in the 250 px menu.
  await menu.getByRole('button', { name: 'Foundations' }).click();
  await expect(menu.getByRole('link', { name: 'Readings' })).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  // An entry, by keyboard: it navigates and the drawer closes.
  await menu.getByRole('link', { name: 'Support', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/support$/);
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('main h1')).toHaveText('Support');

  // Escape closes it and the focus is back on the toggle.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Its own close button, in the drawer's head, closes it as well.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close main menu' }).click();
  await expect(drawer).toHaveCount(0);
  await expect(toggle).toBeFocused();

  // Turned sideways past 576 px: the drawer closes and the menu is back in the page at 250 px.
  await toggle.click();
  await expect(drawer).toBeVisible();
  await page.setViewportSize({ width: 844, height: 390 });
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Support', { exact: true })).toBeVisible();
  await expect.poll(async () => (await page.locator('main#main-content').boundingBox())?.x).toBe(250);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('the attendance policy opens in a frame with a Print button', async ({ page }) => {
  await openAs(page, 'participant');
  const account = await openAccountMenu(page);
  await account.getByRole('menuitem', { name: 'Attendance Policy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attendance Policy' });
  await expect(dialog.locator('iframe[title="Attendance policy"]')).toHaveAttribute('src', /attendance-policy/);
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

async function popupShownAfterSignIn(browser: Browser, username: string): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/get-active-logon-popup') && !r.url().includes('participant_notification'),
    );
    await signInTyped(page, username, { keepPopup: true });
    const popup = (await (await answered).json()) as { popup: { headline: string } | null };
    await expect(page.getByRole('dialog', { name: POPUP_HEADLINE })).toHaveCount(popup.popup ? 1 : 0);
    return popup.popup !== null;
  } finally {
    await context.close();
  }
}

test("logon popup: 'Remind me tomorrow' closes it and it is not shown again today", async ({ page, browser }) => {
  await signInTyped(page, 'local.facilitator', { keepPopup: true });
  const dialog = page.getByRole('dialog', { name: POPUP_HEADLINE });
  await expect(dialog).toContainText('The portal has a new look');
  const saved = page.waitForResponse((r) => r.url().includes('/api/set-action-logon-popup'));
  await dialog.getByRole('button', { name: 'Remind me tomorrow' }).click();
  const answer = (await (await saved).json()) as { saved: boolean; until: string };
  expect(answer.saved).toBe(true);
  expect(new Date(answer.until).getTime()).toBeGreaterThan(Date.now());
  await expect(dialog).toHaveCount(0);

  // After a reload, and in a new browser session: the server no longer offers it today.
  const answered = page.waitForResponse((r) => r.url().includes('/api/get-active-logon-popup'));
  await page.reload();
  expect(((await (await answered).json()) as { popup: unknown }).popup).toBeNull();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(await popupShownAfterSignIn(browser, 'local.facilitator')).toBe(false);
  // Others with the popup's roles still get it.
  expect(await popupShownAfterSignIn(browser, 'coordinator')).toBe(true);
});

test('Reset Password: administrators see the policy checklist; Save stays disabled until every rule holds', async ({ page }) => {
  await openAs(page, 'admin');
  const { dialog, current, password, confirm, save } = await openResetPassword(page);
  await expect(save).toBeDisabled();
  const checklist = dialog.getByRole('list', { name: 'Password requirements' });
  await expect(checklist.getByRole('listitem')).toHaveCount(5);

  await current.fill('wrong-password');
  await expect(dialog.getByText(MESSAGES.currentPasswordWrong)).toBeVisible();
  await current.fill(DEMO_PASSWORD);
  await expect(dialog.getByText(MESSAGES.currentPasswordWrong)).toHaveCount(0);

  await password.fill('short1!A');
  await expect(dialog.getByText(MESSAGES.passwordPolicy)).toBeVisible();
  await expect(checklist.locator('[data-met="false"]')).toHaveCount(4);
  await confirm.fill('short1!A');
  await expect(save).toBeDisabled();

  await password.fill('Strong!!Pass22');
  await expect(checklist.locator('[data-met="true"]')).toHaveCount(5);
  await expect(dialog.getByText(MESSAGES.passwordPolicy)).toHaveCount(0);
  await expect(dialog.getByText(MESSAGES.passwordsDoNotMatch)).toBeVisible();
  await expect(save).toBeDisabled();
  await confirm.fill('Strong!!Pass22');
  await expect(save).toBeEnabled();
  // Not saved: the administrator keeps the demo password.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

async function loginAsFromAdmin(page: Page, search: string, option: RegExp) {
  await openAdminTab(page, 'Login as');
  const user = page.getByRole('combobox', { name: 'User' });
  await user.fill(search);
  await page.getByRole('option', { name: option }).click();
  await page.getByRole('button', { name: 'Login As' }).click();
}

test.describe('Login As', () => {
  test('admin logs in as the participant from /admin; the bar shows them and their roles; CLOSE returns to admin', async ({ page }) => {
    await signInTyped(page, 'admin');

    await loginAsFromAdmin(page, 'participant', /Pat Participant/);
    await expect(page).toHaveURL(/\/course\/[^/]+$/);
    const bar = page.getByRole('region', { name: 'Login As' });
    await expect(bar).toContainText('Logged in as Pat Participant (participant)');
    await expect(bar.getByText('Participant', { exact: true })).toBeVisible();
    expect((await storedJson(page, 'nisl-data'))?.username).toBe('participant');
    const master = await storedJson(page, 'master-user');
    expect(master?.token).toEqual(expect.any(String));
    expect((master?.nislData as { username?: string } | undefined)?.username).toBe('admin');
    // No popups or notifications are answered on the participant's behalf.
    await expect(page.getByRole('region', { name: 'Unit evaluations' })).toHaveCount(0);
    // The participant's menu, not the administrator's.
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Admin', { exact: true })).toHaveCount(0);

    await bar.getByRole('button', { name: 'CLOSE' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('region', { name: 'Login As' })).toHaveCount(0);
    expect((await storedJson(page, 'nisl-data'))?.username).toBe('admin');
    expect(await stored(page, 'master-user')).toBeNull();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Admin', { exact: true })).toBeVisible();
    // The administrator's session works.
    const token = await stored(page, 'jwt-token');
    expect(
      await page.evaluate(async (t) => (await fetch('/api/keepalive', { headers: { authorization: `Bearer ${t}` } })).status, token),
    ).toBe(200);
  });

  test("refuses an administrator account with the server's message", async ({ page }) => {
    await signInTyped(page, 'admin');
    await loginAsFromAdmin(page, 'senior', /Sara Senior/);
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.loginAsBlocked);
    expect(await stored(page, 'master-user')).toBeNull();
    expect((await storedJson(page, 'nisl-data'))?.username).toBe('admin');
  });

  test('logout while impersonating ends both sessions', async ({ page }) => {
    await signInTyped(page, 'admin');
    await loginAsFromAdmin(page, 'participant', /Pat Participant/);
    await expect(page.getByRole('region', { name: 'Login As' })).toBeVisible();
    const impersonationToken = await stored(page, 'jwt-token');
    const returned = page.waitForResponse((r) => /\/api\/user\/loginas\/\d+\/true$/.test(r.url()));
    const loggedOut = page.waitForRequest((r) => r.url().endsWith('/api/logout'));
    await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Logout' }).click();
    const master = (await (await returned).json()) as { token: string; data: { username: string } };
    expect(master.data.username).toBe('admin');
    expect((await loggedOut).headers().authorization).toBe(`Bearer ${master.token}`);
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'jwt-token')).toBeNull();
    expect(await stored(page, 'master-user')).toBeNull();
    for (const token of [impersonationToken, master.token]) {
      expect(
        await page.evaluate(async (t) => (await fetch('/api/keepalive', { headers: { authorization: `Bearer ${t}` } })).status, token),
      ).toBe(401);
    }
  });
});
