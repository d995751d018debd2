/**
 * Issue 34, "Actions in reach": every admin table's row actions (its buttons and links: Edit, Print, Upload png,
 * Reverse, a title's link…) lie inside the viewport's width, on a 1366 px desktop (a wide table keeps its last
 * column of actions in view) and on a 390 px phone (a card per row, its actions first), with nothing to scroll
 * sideways. Read-only: the senior admin, who sees every tab, walks the tabs with tables.
 */
import { expect, type Page, test } from '@playwright/test';
import { selectAdminTab } from './admin-tabs.ts';
import { signIn } from './session.ts';

/**
 * Each tab with a list, and its table's accessible name. A table shows once its list has answered, but for the
 * two logs': theirs shows at once and gets its first row (a record or "No … found.") with the answer.
 */
const TABLES: ReadonlyArray<readonly [tab: string, table: string, rowsWithAnswer?: 'rows with the answer']> = [
  ['Users', 'Users'],
  ['Roles', 'Roles'],
  ['Logon Popup', 'Logon Popups'],
  ['Participant Notification', 'Participant Notifications'],
  ['Portal Banner', 'Banners'],
  ['Merge Log', 'Merge Log', 'rows with the answer'],
  ['Pending Log', 'Pending Log', 'rows with the answer'],
  ['Cohort Builder', 'Cohorts'],
  ['BOM', 'Materials lists (BOM)'],
  ['Certificates', 'Certificates'],
  ['Blanks', 'Certificate templates'],
  ['System Settings', 'System settings'],
];

interface Action {
  name: string;
  left: number;
  right: number;
}

/** The table's row actions that take up room (a value that renders nothing hides its cell on a phone). */
async function rowActions(page: Page, table: string): Promise<Action[]> {
  return page.getByRole('table', { name: table, exact: true }).evaluate((element) =>
    [...element.querySelectorAll('tbody button, tbody a')].flatMap((action) => {
      const box = action.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      return [{ name: action.getAttribute('aria-label') ?? action.textContent ?? '', left: box.left, right: box.right }];
    }),
  );
}

for (const width of [1366, 390]) {
  test(`every admin table's row actions are inside a ${width} px wide viewport`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 900 ? 768 : 844 });
    await signIn(page, 'senior.admin');
    await page.goto('/admin');
    let seen = 0;
    for (const [tab, name, rowsWithAnswer] of TABLES) {
      await selectAdminTab(page, tab);
      const table = page.getByRole('table', { name, exact: true });
      await expect(rowsWithAnswer ? table.getByRole('row').nth(1) : table).toBeAttached();
      const actions = await rowActions(page, name);
      seen += actions.length;
      const outside = actions.filter((a) => a.left < 0 || a.right > width + 0.5);
      expect(outside, `${tab}: row actions outside the viewport`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${tab}: the page scrolls sideways`).toBeLessThanOrEqual(
        width,
      );
    }
    // The demo has records with actions (Users, Roles, Cohort Builder, Blanks, System Settings…): the walk checked some.
    expect(seen).toBeGreaterThan(20);
  });
}
