/**
 * The roster on a phone (390×844) and a tablet (768×1024), issue 17: the dashboard's session
 * cards with their Roster link in view and one scroll; a facilitator takes and
 * saves attendance with the names, day boxes and Save in view and nothing scrolling sideways; the
 * network drops in the middle of a save (its answer lost after the server stored it): 'Not saved
 * yet', then saved once the network returns, read back from the API once (the sheet's version
 * moved by one, the mark there); ticks left unsaved come back after a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import type { RosterResponse } from '../../shared/roster/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { signIn } from './session.ts';

const ROSTER = /\/dashboard\/cohort\/(\d+)\/event\/(\d+)\/unit\/[^/]+\/cohort\/\d+$/;

/** Opens the roster of the first past session on the dashboard. */
async function openPastRoster(page: Page): Promise<{ cohortId: number; eventId: number }> {
  await signIn(page, 'facilitator');
  await expect(page.getByTestId('session-count')).toBeVisible();
  await page.getByRole('button', { name: 'Past' }).click();
  const row = page.getByTestId('dashboard-row').filter({ hasNotText: 'Orientation' }).first();
  await row.getByTestId('roster-link').click();
  await expect(page).toHaveURL(ROSTER);
  await expect(page.getByTestId('roster-row').first()).toBeVisible();
  const [, cohortId, eventId] = ROSTER.exec(new URL(page.url()).pathname)!.map(Number);
  return { cohortId, eventId };
}

const dayBox = (page: Page, participantId: string, day: number) =>
  page.locator(`[data-testid="attendance-checkbox"][data-participant-id="${participantId}"][data-day="${day}"]`);

/** The roster as the API answers it now. */
async function readRoster(page: Page, cohortId: number, eventId: number): Promise<RosterResponse> {
  return page.evaluate(
    async ({ cohortId, eventId }) => {
      const token = localStorage.getItem('jwt-token');
      const response = await fetch(`/api/get_roster_info/${cohortId}/${eventId}`, { headers: { Authorization: `Bearer ${token}` } });
      return (await response.json()) as RosterResponse;
    },
    { cohortId, eventId },
  );
}

const attended = (roster: RosterResponse, participantId: string, day: number) =>
  roster.participants.find((p) => String(p.generalInformation.id) === participantId)!.infoAttendance.find((d) => d.day === day)!.attendance;

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the dashboard is a list of session cards with the Roster link in view, scrolling with the page', async ({ page }) => {
      await signIn(page, 'manager');
      await expect(page.getByTestId('session-count')).toBeVisible();
      const card = page.getByTestId('dashboard-row').first();
      await expect(card.getByTestId('roster-link')).toBeInViewport();
      await expect(card.getByTestId('cohort-title')).toBeInViewport();
      await expect(page.getByRole('table', { name: 'Cohort sessions' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      // No scroller inside the list: a long participant list grows in place.
      const scrollers = await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter((element) => {
            const { overflowY } = getComputedStyle(element);
            return (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight;
          }).length,
      );
      expect(scrollers).toBe(0);
      const more = page.getByTestId('participants-toggle').first();
      if ((await more.count()) > 0) {
        await more.click();
        await expect(more).toHaveAttribute('aria-expanded', 'true');
      }
      await expectNoSeriousAxeFindings(page, 'main');
    });

    test('a facilitator takes and saves attendance with the names, day boxes and Save in view', async ({ page }) => {
      const { cohortId, eventId } = await openPastRoster(page);
      const row = page.getByTestId('roster-row').first();
      const participant = (await row.getAttribute('data-participant-id'))!;
      const day1 = dayBox(page, participant, 1);
      await expect(day1).toBeEnabled();
      await expect(row.locator('td').first()).toBeInViewport();
      await expect(day1).toBeInViewport();
      await expect(page.getByTestId('save-attendance')).toBeInViewport();
      await expectNoSidewaysScroll(page);

      // Status, Form and the rest behind a tap.
      const toggle = row.getByTestId('roster-row-toggle');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('roster-row-details').first().getByTestId('form-checkbox')).toBeVisible();
      // The screen's own markup (the shell around it is judged by the accessibility suite).
      await expectNoSeriousAxeFindings(page, 'main');

      const was = await day1.isChecked();
      await day1.click();
      await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'unsaved');
      // The last row's day box, scrolled to: Save is still in view.
      await page.getByTestId('roster-row').last().scrollIntoViewIfNeeded();
      await expect(page.getByTestId('save-attendance')).toBeInViewport();
      await page.getByTestId('save-attendance').click();
      await expect(page.getByText(MESSAGES.attendanceSaved)).toBeVisible();
      await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
      expect(attended(await readRoster(page, cohortId, eventId), participant, 1)).toBe(!was);
    });

    test('the network drops mid-save: Not saved yet, then saved once it returns, once', async ({ page, context }) => {
      const { cohortId, eventId } = await openPastRoster(page);
      const participant = (await page.getByTestId('roster-row').first().getAttribute('data-participant-id'))!;
      const before = await readRoster(page, cohortId, eventId);
      const day2 = dayBox(page, participant, 2);
      const was = await day2.isChecked();
      await day2.click();

      // The save reaches the server, which stores it; then the network drops before its answer arrives.
      let stored = 0;
      await page.route(
        '**/api/save_attendance',
        async (route) => {
          const response = await route.fetch();
          if (response.ok()) stored += 1;
          await context.setOffline(true);
          await route.abort('internetdisconnected');
        },
        { times: 1 },
      );
      await page.getByTestId('save-attendance').click();
      await expect(page.getByTestId('save-status')).toHaveText(MESSAGES.attendanceNotSavedYet);
      await expect(page.getByTestId('save-bar')).toContainText(MESSAGES.attendanceQueued);
      expect(stored).toBe(1);
      // The tick is still on screen, and kept on the device.
      await expect(day2).toBeChecked({ checked: !was });
      expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('roster-draft:')))).toBe(true);

      await context.setOffline(false);
      await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
      await expect(page.getByTestId('roster-conflict')).toHaveCount(0);
      const after = await readRoster(page, cohortId, eventId);
      expect(attended(after, participant, 2)).toBe(!was);
      // One save applied: the sheet moved by one version (the retry was refused, not stored again).
      expect(after.version).toBe(before.version + 1);
      expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('roster-draft:')))).toBe(false);
    });

    test('ticks left unsaved are kept on the device: leaving warns, and a reload restores them', async ({ page }) => {
      await openPastRoster(page);
      const participant = (await page.getByTestId('roster-row').first().getAttribute('data-participant-id'))!;
      const day1 = dayBox(page, participant, 1);
      const was = await day1.isChecked();
      await day1.click();
      await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'unsaved');

      const warned: string[] = [];
      page.on('dialog', (dialog) => {
        warned.push(dialog.type());
        void dialog.accept();
      });
      await page.reload();
      await expect(page.getByTestId('roster-row').first()).toBeVisible();
      expect(warned).toEqual(['beforeunload']);
      await expect(page.getByText(MESSAGES.attendanceDraftRestored)).toBeVisible();
      await expect(dayBox(page, participant, 1)).toBeChecked({ checked: !was });
      await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'unsaved');
      await expect(page.getByTestId('save-attendance')).toBeEnabled();
    });
  });
}
