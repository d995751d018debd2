/**
 * axe-core in the page: the WCAG 2.2 A/AA rules, failing on serious and critical findings (the
 * bar of the developers' guide). `within` narrows the check to a part of the page, so that a
 * screen's own markup is judged apart from the shell around it.
 *
 * axe runs in the page itself (`axe.run`), put there once per loaded document: the walk moves
 * between screens without reloading, so one injection serves every screen of a walk. The
 * Playwright wrapper (@axe-core/playwright) injected the 550 KB script on every check and finished
 * each run in a new blank tab (docs/decisions/testing.md). Framed pages are left out either way:
 * their content is not the portal's; the frame element itself (its title) is judged.
 */
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The elements found, one selector each. */
  targets: string[];
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/** Every WCAG 2.2 A/AA finding in `within` (the whole page without it), whatever its impact. */
export async function axeFindings(page: Page, within?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ within, tags }) => {
      // A dialog or menu still fading in is judged at its final colours: contrast is read through
      // opacity. Finite animations only (a spinner runs for ever).
      const settling = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(settling.map((a) => a.finished.catch(() => undefined)));
      const { violations } = await window.axe!.run(within ? { include: [within] } : document, {
        runOnly: { type: 'tag', values: tags },
        // Only what fails is reported in full: the passes are not collected node by node.
        resultTypes: ['violations'],
        iframes: false,
      });
      return violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'minor',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { within, tags: WCAG_22_AA },
  );
}

export async function expectNoSeriousAxeFindings(page: Page, within?: string): Promise<void> {
  const serious = (await axeFindings(page, within))
    .filter((f) => f.impact === 'serious' || f.impact === 'critical')
    .map((f) => `${f.id} (${f.impact}): ${f.help} — ${f.targets.join(', ')}`);
  expect(serious).toEqual([]);
}
