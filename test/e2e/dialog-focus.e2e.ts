/**
 * Dialog focus by keyboard (issue 17, WCAG 2.4.3): each dialog opened with Enter on its opener takes
 * the focus, and Escape (or its Close button) gives it back to the opener. Nested dialogs give it
 * back to the control of the dialog beneath that opened them; a dialog opened from a menu item
 * (gone with its menu) gives it back to the menu's button. Covers the manager's Data Sets dialogs
 * (at 1366 px and from the narrow 'Dashboard' dropdown at 390 px) and the roster's Reports and
 * Downloads with the dialogs it opens, as a facilitator.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LANDINGS } from './demo-accounts.ts';

const ROSTER = /\/dashboard\/cohort\/\d+\/event\/\d+\/unit\/[^/]+\/cohort\/\d+$/;

/**
 * Signs in and settles the seeded logon popup first: it shows to managers and facilitators once its
 * query answers, and would take the focus from a dialog the test opened meanwhile. Signed in here
 * rather than with session.ts, whose handler puts the popup off whenever an action meets it (so the
 * test could not tell whether it is still to come).
 */
async function signInSettled(page: Page, username: string) {
  const asked = page.waitForResponse((r) => r.url().includes('/api/get-active-logon-popup') && !r.url().includes('type='));
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const landing = LANDINGS.find((l) => l.username === username)?.landing ?? '/';
  // A cap, not a pace: the password check is deliberately slow (session.ts).
  await expect(page).toHaveURL(new RegExp(`${landing}$`), { timeout: 60_000 });
  const answer = (await (await asked).json()) as { popup?: { headline?: string | null } | null } | null;
  if (answer?.popup) {
    // Named by its headline, or 'Message' without one (LogonPopupDialog).
    const popup = page.getByRole('dialog', { name: answer.popup.headline || 'Message' });
    await popup.getByRole('button', { name: 'Later', exact: true }).click();
    await expect(popup).toBeHidden();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The focus is inside `dialog` (on its paper, which MUI focuses, or on a control of it). */
async function expectFocusInside(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** Focuses `opener`, presses Enter, and checks that the dialog named `name` opened with the focus in it. */
async function openByKeyboard(page: Page, opener: Locator, name: string | RegExp): Promise<Locator> {
  await opener.focus();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expectFocusInside(dialog);
  return dialog;
}

/** Escape closes the dialog; the focus is back on `opener`. */
async function escapeBackTo(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** The dialog's Close button, pressed with Enter, closes it; the focus is back on `opener`. */
async function closeButtonBackTo(page: Page, dialog: Locator, opener: Locator) {
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('the Data Sets dialogs take the focus and give it back to their openers, nested ones to the Data Sets dialog', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInSettled(page, 'manager');
  const data = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Data', exact: true });
  const dataSets = await openByKeyboard(page, data, 'Data Sets');

  const auditButton = dataSets.getByRole('button', { name: 'Attendance Audit' });
  const audit = await openByKeyboard(page, auditButton, 'Attendance Audit');
  await escapeBackTo(page, audit, auditButton);
  await expect(dataSets).toBeVisible();

  const rawButton = dataSets.getByRole('button', { name: 'Attendance Raw Data' });
  const raw = await openByKeyboard(page, rawButton, 'Attendance Raw Data');
  await closeButtonBackTo(page, raw, rawButton);

  // Facilitator Utilization loads its own chunk, then its options; its Filter dialog is a third level.
  const utilizationButton = dataSets.getByRole('button', { name: 'Facilitator Utilization' });
  const utilization = await openByKeyboard(page, utilizationButton, 'Facilitator Utilization');
  const filterButton = utilization.getByRole('button', { name: 'Filter' });
  const filter = await openByKeyboard(page, filterButton, 'Filter Facilitator Utilization');
  await escapeBackTo(page, filter, filterButton);
  await escapeBackTo(page, utilization, utilizationButton);

  await escapeBackTo(page, dataSets, data);
  // A second round, now that every chunk is loaded (the dialogs open at once).
  const again = await openByKeyboard(page, data, 'Data Sets');
  await closeButtonBackTo(page, again, data);
});

test("at 390 px the Data Sets dialog, opened from the 'Dashboard' dropdown, gives the focus back to the dropdown's button", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInSettled(page, 'manager');
  const dashboard = page.getByRole('button', { name: 'Dashboard', exact: true });
  // Twice: the first open loads the dialog's chunk, the second opens it at once.
  for (const close of ['escape', 'button'] as const) {
    await dashboard.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Data', exact: true });
    await expect(item).toBeVisible();
    await item.focus();
    await page.keyboard.press('Enter');
    const dataSets = page.getByRole('dialog', { name: 'Data Sets' });
    await expectFocusInside(dataSets);
    await expect(page.getByRole('menu')).toHaveCount(0);
    if (close === 'escape') await escapeBackTo(page, dataSets, dashboard);
    else await closeButtonBackTo(page, dataSets, dashboard);
  }
});

test("the roster's Reports and Downloads and the dialogs it opens take the focus and give it back", async ({ page }) => {
  await signInSettled(page, 'facilitator');
  await expect(page.getByTestId('session-count')).toBeVisible();
  await page.getByRole('button', { name: 'Past' }).click();
  await page.getByTestId('dashboard-row').filter({ hasNotText: 'Orientation' }).first().getByTestId('roster-link').click();
  await expect(page).toHaveURL(ROSTER);
  await expect(page.getByTestId('roster-row').first()).toBeVisible();

  const reportsButton = page.getByTestId('reports-downloads');
  const reports = await openByKeyboard(page, reportsButton, 'Reports and Downloads');
  const openOf = (label: string) => reports.getByRole('listitem').filter({ hasText: label }).getByRole('button', { name: 'Open' });

  const reportOpener = openOf('Attendance Report');
  const report = await openByKeyboard(page, reportOpener, /^Attendance Report/);
  await expect(report.getByTestId('report-participant').first()).toBeVisible();
  await escapeBackTo(page, report, reportOpener);

  const auditOpener = openOf('Attendance Audit');
  const audit = await openByKeyboard(page, auditOpener, /^Attendance Audit/);
  await expect(audit.getByTestId('audit-summary')).toBeVisible();
  await closeButtonBackTo(page, audit, auditOpener);

  // The Context Analysis Tool report is offered for some courses only.
  if (await reports.getByText('Context Analysis Tool Report').count()) {
    const contextOpener = openOf('Context Analysis Tool Report');
    const context = await openByKeyboard(page, contextOpener, 'Context Analysis Tool Report');
    await escapeBackTo(page, context, contextOpener);
  }

  await escapeBackTo(page, reports, reportsButton);
  const again = await openByKeyboard(page, reportsButton, 'Reports and Downloads');
  await closeButtonBackTo(page, again, reportsButton);
});
