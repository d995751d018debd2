/**
 * axe-core in the page: the WCAG 2.2 A/AA rules, failing on serious and critical findings (the
 * bar of the developers' guide). `within` narrows the check to a part of the page, so that a
 * screen's own markup is judged apart from the shell around it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoSeriousAxeFindings(page: Page, within?: string): Promise<void> {
  let axe = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (within) axe = axe.include(within);
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** The elements found, one selector each. */
  targets: string[];
}

/**
 * Every WCAG 2.2 A/AA finding on the page, whatever its impact, for the figures per screen. The
 * framed external pages (iframes) are left out: their content is not the portal's.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).exclude('iframe').analyze();
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? 'minor',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}
