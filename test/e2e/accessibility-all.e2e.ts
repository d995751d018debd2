/**
 * WCAG 2.2 AA across the portal (issue 17): axe-core on every route each demo account reaches
 * (its left menu, its top bar's pages, its profile; every admin tab for the senior admin, who sees
 * them all) and on the main dialogs, at 1366 and 390 px (and 768 for the first account, see TABLET),
 * failing on any serious or critical finding, and on a page that scrolls sideways. The
 * screens are found from the page itself (the menus a person would use), so a new route in a menu
 * is checked without a change here.
 *
 * With A11Y_FIGURES=<file> the findings per screen (counts by impact) are written as JSON lines to
 * that file: the figures of docs/accessibility.md.
 */
import { appendFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/seed/organisation.ts';
import { axeFindings, type AxeFinding } from './accessibility.ts';
import { selectAdminTab } from './admin-tabs.ts';
import { openInPortal, savedScreens, settled, type Screens } from './screens.ts';
import { signIn } from './session.ts';

const WIDTHS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
] as const;
/**
 * A tablet, walked by the first account (the senior admin): it reaches every screen the others
 * share and every admin tab, so each screen is seen at 768 px once; the others' own data at 1366 and 390.
 */
const TABLET = { width: 768, height: 1024 } as const;

const FIGURES = process.env.A11Y_FIGURES;
/**
 * Screens whose content depends on who looks (their data, their buttons) are checked for every
 * account; a screen that is the same for all (a framed page, the foundations) once, by the first
 * account that reaches it. Admin tabs: by the senior admin, who sees them all.
 */
const PER_ACCOUNT = ['/dashboard/cohorts', '/dashboard/adviser', '/dashboard/calendar', '/profile', '/support', '/admin'];
// A11Y_ROLES=admin,participant narrows the run while fixing; every demo account otherwise (the senior admin first).
const ROLES = process.env.A11Y_ROLES?.split(',') ?? DEMO_ACCOUNTS.map((account) => account.username);

function record(screen: string, role: string, width: number, findings: AxeFinding[]) {
  if (FIGURES) appendFileSync(FIGURES, `${JSON.stringify({ screen, role, width, findings })}\n`);
  const serious = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect
    .soft(
      serious.map((f) => `${f.id} (${f.impact}): ${f.help} — ${f.targets.join(', ')}`),
      `${screen} · ${role} · ${width}px`,
    )
    .toEqual([]);
}

/**
 * One scroll per page, and nothing off the side of a phone: the page itself never scrolls sideways
 * (a wide table scrolls inside its own labelled region instead). Read after the screen settled.
 */
async function noSidewaysScroll(page: Page, screen: string, role: string, width: number) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${screen} · ${role} · ${width}px scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/**
 * Who checks what: every account its PER_ACCOUNT screens; any other screen the first account (in
 * ROLES order) whose menus lead to it; the admin tabs the first account. The screens
 * come from the setup project, which read them from each account's menus (screens.ts), so the
 * walks can run in any order and in parallel.
 */
function assignedScreens(role: string): Screens {
  const index = ROLES.indexOf(role);
  const earlier = ROLES.slice(0, index).map(savedScreens);
  const own = savedScreens(role);
  const reachedBefore = new Set(earlier.flatMap((screens) => screens.routes));
  const adminTabs = index === 0 ? own.adminTabs : [];
  return {
    routes: own.routes.filter(
      // /admin opens on its first tab, which the admin tab walk checks.
      (route) => (PER_ACCOUNT.includes(route) || !reachedBefore.has(route)) && !(route === '/admin' && adminTabs.length > 0),
    ),
    adminTabs,
  };
}

// Each account's walk at each width is a test of its own: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const [index, role] of ROLES.entries()) {
  const widths = index === 0 ? [...WIDTHS, TABLET] : WIDTHS;
  for (const size of widths) {
    test(`every screen of ${role} has no serious axe findings at ${size.width} px`, async ({ page }) => {
      // Some forty screens, each checked by axe: minutes on a busy two-core machine.
      test.setTimeout(15 * 60_000);
      const { routes } = assignedScreens(role);
      await page.setViewportSize(size);
      await signIn(page, role);
      for (const route of routes) {
        await test.step(`${route} at ${size.width}px`, async () => {
          await openInPortal(page, route);
          record(route, role, size.width, await axeFindings(page));
          await noSidewaysScroll(page, route, role, size.width);
        });
      }
    });

    // The first account (the senior admin, who sees every tab) walks the admin area's tabs.
    if (index === 0) {
      test(`every admin tab (as ${role}) has no serious axe findings at ${size.width} px`, async ({ page }) => {
        test.setTimeout(15 * 60_000);
        const { adminTabs } = assignedScreens(role);
        test.skip(adminTabs.length === 0, `${role} has no admin area (A11Y_ROLES narrowed the walk)`);
        await page.setViewportSize(size);
        await signIn(page, role);
        await openInPortal(page, '/admin');
        // From tab to tab as a person goes, without reloading the page between them.
        for (const tab of adminTabs) {
          await test.step(`admin tab ${tab} at ${size.width}px`, async () => {
            await selectAdminTab(page, tab);
            await expect(page.getByRole('tabpanel').locator('h2, h3, table, form, [role="grid"], input, button').first()).toBeVisible();
            await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
            record(`/admin · ${tab}`, role, size.width, await axeFindings(page));
            await noSidewaysScroll(page, `/admin · ${tab}`, role, size.width);
          });
        }
      });
    }
  }
}

/** Opens a dialog, checks the page with it open, closes it with Escape and sees the focus back on the opener. */
async function dialog(page: Page, name: string, open: () => Promise<void>, role: string, width: number) {
  await open();
  const shown = page.getByRole('dialog').last();
  await expect(shown).toBeVisible();
  // The focus is in the dialog: on the dialog itself (MUI focuses its paper) or on a field of it.
  await expect.poll(() => shown.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  record(`dialog · ${name}`, role, width, await axeFindings(page));
  await page.keyboard.press('Escape');
  await expect(shown).toBeHidden();
  await expect(page.locator('body')).not.toBeFocused();
}

for (const size of WIDTHS) {
  test(`the main dialogs have no serious axe findings at ${size.width} px`, async ({ page }) => {
    test.setTimeout(10 * 60_000);
    await page.setViewportSize(size);
    await signIn(page, 'senior.admin');
    await settled(page);

    // Each toggle button is a Tab stop of its own (not only reached with the arrow keys).
    for (const [first, second] of [
      ['View Cities', 'Cohort Names'],
      ['Upcoming', 'Past'],
    ]) {
      await page.getByRole('button', { name: first, exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: second, exact: true })).toBeFocused();
    }

    // Opened from a menu whose item is gone when it closes: the focus returns to the account button.
    await dialog(
      page,
      'attendance policy',
      async () => {
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Attendance Policy' }).click();
      },
      'senior.admin',
      size.width,
    );
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeFocused();

    await dialog(
      page,
      'dashboard filter',
      () => page.getByRole('button', { name: 'Filter', exact: true }).click(),
      'senior.admin',
      size.width,
    );

    await openInPortal(page, '/dashboard/calendar');
    await dialog(
      page,
      'calendar filter',
      () => page.getByRole('button', { name: 'Filter', exact: true }).click(),
      'senior.admin',
      size.width,
    );

    await openInPortal(page, '/admin');
    await selectAdminTab(page, 'Users');
    await expect(page.getByTestId('users-count')).toBeVisible();
    await dialog(page, 'user form (new user)', () => page.getByRole('button', { name: 'Add User' }).click(), 'senior.admin', size.width);

    await selectAdminTab(page, 'Roles');
    const addRole = page.getByRole('button', { name: 'Create new role' });
    await expect(addRole).toBeVisible();
    await dialog(page, 'role form', () => addRole.click(), 'senior.admin', size.width);

    await selectAdminTab(page, 'Logon Popup');
    const addMessage = page.getByRole('tabpanel').getByRole('button', { name: /^Add/ }).first();
    await expect(addMessage).toBeVisible();
    await dialog(page, 'logon popup form', () => addMessage.click(), 'senior.admin', size.width);
  });
}
