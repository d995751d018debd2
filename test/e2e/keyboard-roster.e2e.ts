/**
 * Sign-in → roster → save by keyboard alone (issue 17, WCAG 2.1.1, 2.4.3, 2.4.7), on a laptop
 * (1366×800, the wide table) and a phone (390×844, the compact table): the demo facilitator signs
 * in with Tab, typing and Enter, opens a past unit's roster from the dashboard, ticks a day box with
 * Space, saves with Enter on the sticky Save Attendance, and finds the tick there after a reload,
 * reached through the skip link; then takes it back the same way. Never a click on the portal's
 * controls; the focus is never lost to the page's body.
 *
 * The participant is the roster's last one that is not a make-up guest: roster.e2e.ts and
 * roster-mobile.e2e.ts mark the first, and the make-up test adds and removes a guest.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { skipToMain, tabTo } from './keyboard.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { DEMO_PASSWORD, LANDINGS } from './demo-accounts.ts';

const ROSTER = /\/dashboard\/cohort\/\d+\/event\/\d+\/unit\/[^/]+\/cohort\/\d+$/;
const SAVE_ROUTE = '/api/save_attendance';

/** The focus is on something shown on the page, not fallen back to `<body>`. */
async function expectFocusKept(page: Page, where: string) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body || active === document.documentElement) return 'body';
          const { width, height } = active.getBoundingClientRect();
          return width > 0 && height > 0 ? 'element' : 'hidden element';
        }),
      { message: `the focus ${where}` },
    )
    .toBe('element');
}

/** The main heading has the focus, as route-focus.ts puts it after a route change. */
async function expectHeadingFocused(page: Page) {
  await expect(page.locator('main h1')).toBeFocused();
}

const dayBox = (page: Page, participantId: string, day: number) =>
  page.locator(`[data-testid="attendance-checkbox"][data-participant-id="${participantId}"][data-day="${day}"]`);

/** Signs the demo facilitator in from the login page with the keyboard and puts off the logon pop-up with Escape. */
async function signInByKeyboard(page: Page) {
  await page.goto('/login');
  const username = page.getByLabel('Username');
  await tabTo(page, username);
  await page.keyboard.type('facilitator');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  const popupAnswer = page.waitForResponse(
    (response) => response.url().includes('/api/get-active-logon-popup') && !response.url().includes('type='),
    { timeout: 60_000 },
  );
  await page.keyboard.press('Enter');
  const landing = LANDINGS.find((l) => l.username === 'facilitator')!.landing;
  // A cap, not a pace: the password check is deliberately slow (see session.ts).
  await expect(page).toHaveURL(new RegExp(`${landing}$`), { timeout: 60_000 });

  // The seeded logon pop-up (for facilitators) opens over the dashboard: Escape means 'Later'.
  const { popup } = (await (await popupAnswer).json()) as { popup?: { headline?: string } | null };
  if (popup) {
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  // The route changed from the login page: the focus is on the dashboard's heading, or back there once the pop-up has gone.
  await expectHeadingFocused(page);
}

/** From the dashboard: Past, then the first past unit's Roster link (not an Orientation), by keyboard. */
async function openPastRosterByKeyboard(page: Page) {
  await expect(page.getByTestId('session-count')).toBeVisible();
  const past = page.getByRole('button', { name: 'Past', exact: true });
  await tabTo(page, past);
  const pastList = page.waitForResponse(
    (response) => response.url().includes('/api/dashboard_data') && response.url().includes('from=past'),
  );
  await page.keyboard.press('Enter');
  await expect(past).toHaveAttribute('aria-pressed', 'true');
  await pastList;
  await expect(past).toBeFocused();
  const link = page.getByTestId('dashboard-row').filter({ hasNotText: 'Orientation' }).first().getByTestId('roster-link');
  await tabTo(page, link);
  await expect(link).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(ROSTER);
  await expect(page.getByTestId('roster-row').first()).toBeVisible();
  await expectHeadingFocused(page);
}

/** Space on the day box, Tab on to Save Attendance, Enter: the API's answer and the page's saved state. */
async function tickAndSave(page: Page, box: Locator, checked: boolean) {
  await tabTo(page, box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked({ checked });
  await expect(box).toBeFocused();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'unsaved');

  const save = page.getByTestId('save-attendance');
  await tabTo(page, save);
  await expect(save).toBeInViewport();
  const answer = page.waitForResponse((response) => response.url().endsWith(SAVE_ROUTE) && response.request().method() === 'POST');
  await page.keyboard.press('Enter');
  expect((await answer).ok()).toBe(true);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await expect(page.getByText(MESSAGES.attendanceSaved)).toBeVisible();
  await expectFocusKept(page, 'after the save');
  // Save Attendance is disabled now: its focus went to the save bar's words, with a visible ring.
  const words = page.getByTestId('save-status-region');
  await expect(words).toBeFocused();
  await expect(words).toBeInViewport();
  expect(await words.evaluate((element) => element.matches(':focus-visible') && getComputedStyle(element).outlineStyle)).toBe('solid');
}

/** After a reload (the focus starts on the page): the skip link, then Tab down to the box. */
async function reloadAndSkipToMain(page: Page) {
  await page.reload();
  await expect(page.getByTestId('roster-row').first()).toBeVisible();
  await skipToMain(page);
}

for (const viewport of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a facilitator signs in, opens a roster, ticks a day and saves it with the keyboard only', async ({ page }) => {
      // Several hundred key presses (Tab through a 37-row roster four times), each read back: over three minutes
      // on a busy two-core machine. A cap, not a wait: every step waits on what the page shows.
      test.setTimeout(8 * 60_000);
      await signInByKeyboard(page);
      await openPastRosterByKeyboard(page);
      // The wide table below 900 px gives way to the compact one (names, day boxes, Details).
      await expect(page.getByTestId('roster-row-toggle')).toHaveCount(
        viewport.width < 900 ? await page.getByTestId('roster-row').count() : 0,
      );

      const row = page.locator('[data-testid="roster-row"]:not([data-makeup])').last();
      const participant = (await row.getAttribute('data-participant-id'))!;
      const box = dayBox(page, participant, 1);
      await expect(box).toBeEnabled();
      const was = await box.isChecked();

      await tickAndSave(page, box, !was);

      await reloadAndSkipToMain(page);
      await expect(dayBox(page, participant, 1)).toBeChecked({ checked: !was });

      // Taken back the same way, so that the demo's roster is as it was.
      await tickAndSave(page, dayBox(page, participant, 1), was);
      await page.reload();
      await expect(dayBox(page, participant, 1)).toBeChecked({ checked: was });
    });
  });
}
