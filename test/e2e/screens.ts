/**
 * The screens an account's menus lead to, read from the page itself (the menus a person would
 * use), so that a new route in a menu is walked without a change to the tests. The setup project
 * records them per account (sign-in.setup.ts); the accessibility walk reads them back.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export interface Screens {
  /** Addresses of the shell's menus at 1366 px (menu open, dashboard buttons), plus /profile. */
  routes: string[];
  /** The admin area's tab names, for an account that reaches /admin. */
  adminTabs: string[];
}

export const savedScreensFile = (username: string) => join(process.env.E2E_AUTH_DIR ?? '', `${username}.screens.json`);

export const savedScreens = (username: string): Screens => JSON.parse(readFileSync(savedScreensFile(username), 'utf8')) as Screens;

/** A screen is ready when its main heading shows and nothing in it is still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="progressbar"]')).toHaveCount(0);
}

/**
 * Opens a route inside the running portal, as a menu link does (the router follows the history, no
 * reload), and waits until it has settled. A page load per screen cost the walk about a second
 * each; the screens are the same either way. The heading of the screen left behind is marked, so
 * that the wait is on the new screen's heading (or, where one page component serves both routes
 * and keeps its heading element, on its new text).
 */
export async function openInPortal(page: Page, route: string): Promise<void> {
  if (new URL(page.url()).pathname === route) return settled(page);
  const left = await page
    .locator('main h1')
    .first()
    .evaluate((heading) => {
      heading.setAttribute('data-left-behind', '');
      return heading.textContent;
    });
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect
    .poll(
      () =>
        page.evaluate((previous) => {
          const heading = document.querySelector('main h1');
          return heading !== null && (!heading.hasAttribute('data-left-behind') || heading.textContent !== previous);
        }, left),
      { message: `the screen ${route} replaced the one before` },
    )
    .toBe(true);
  expect(new URL(page.url()).pathname).toBe(route);
  await settled(page);
}

/** Read on the account's landing page at 1366 px. */
export async function screensOf(page: Page): Promise<Screens> {
  await settled(page);
  const closed = page.getByRole('navigation', { name: 'Main menu' }).locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const hrefs = await page
    .locator('nav[aria-label="Main menu"] a[href], nav[aria-label="Dashboard"] a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  // One course stands for all: the course page is one screen whatever the course.
  const course = hrefs.find((href) => href.startsWith('/course/'));
  const routes = [...new Set([...hrefs.filter((href) => !href.startsWith('/course/') || href === course), '/profile'])];
  if (!routes.includes('/admin')) return { routes, adminTabs: [] };
  await page.goto('/admin');
  await settled(page);
  return { routes, adminTabs: await page.getByRole('tab').allTextContents() };
}
