/** Moving through the portal by keyboard alone, as the keyboard-only specs do. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a person moving through the page would. */
export async function tabTo(page: Page, target: Locator, { max = 250, back = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `Tab never reached ${target}`).toBeFocused();
}

/** The skip link is the first Tab stop of a page; Enter on it puts the focus on the main content. */
export async function skipToMain(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
}
