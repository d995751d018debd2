/** Moving through the portal by keyboard alone, as the keyboard-only specs do. */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a person moving through the page would.
 * Reading the focus back after every press cost a round trip per Tab stop (minutes for a long roster),
 * so the page estimates how many stops lie between the focus and the target and about half of them are
 * pressed before it looks again: the same key presses, read back a few times instead of at each one.
 */
export async function tabTo(page: Page, target: Locator, { max = 250, back = false } = {}) {
  let presses = 0;
  while (presses < max) {
    const distance = await target.evaluate(tabStopsTo, back);
    if (distance === 0) return;
    const batch = Math.max(1, Math.ceil((distance ?? 1) / 2));
    for (let i = 0; i < batch; i += 1) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    presses += batch;
  }
  await expect(target, `Tab never reached ${target}`).toBeFocused();
}

/**
 * In the page: 0 when `target` has the focus, else the Tab stops from the focus to it in document
 * order (one per radio group), or null where the order is not the document's (a positive tabindex).
 * An estimate only: tabTo reads the focus back before it trusts it.
 */
function tabStopsTo(target: Element, back: boolean): number | null {
  const active = document.activeElement;
  if (active === target) return 0;
  const focusable = 'a[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';
  const candidates = [...document.querySelectorAll<HTMLElement>(focusable)];
  if (candidates.some((element) => element.tabIndex > 0)) return null;
  const radioGroups = new Set<string>();
  const stops = candidates.filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled') || element.closest('[inert]')) return false;
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      if (radioGroups.has(element.name)) return false;
      radioGroups.add(element.name);
    }
    return true;
  });
  const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const from = active && active !== document.body ? active : null;
  const between = stops.filter((stop) =>
    back
      ? (from === null || follows(stop, from)) && (stop === target || follows(target, stop))
      : (from === null || follows(from, stop)) && (stop === target || follows(stop, target)),
  );
  return between.length;
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
