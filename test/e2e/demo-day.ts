/**
 * The demo seed starts one unit of the demo facilitator's on the day it runs (New York's date):
 * the dashboard's 'today' mark and a roster whose second day is still to come. A suite that runs
 * past midnight in New York finds that unit started yesterday, through no fault of the portal.
 *
 * playwright.config.ts records New York's date before it starts the portal (E2E_DEMO_DAY), so
 * the seed's date is on or after it: while it is still today, the seed's date is today too.
 */
import { nyDate } from '../../shared/time.ts';

export const DEMO_DAY_OVER_REASON = "the run crossed midnight in New York: the demo unit seeded to start 'today' started yesterday";

export function demoDayIsOver(): boolean {
  const recorded = process.env.E2E_DEMO_DAY;
  if (!recorded) throw new Error('E2E_DEMO_DAY is not set: playwright.config.ts records it before starting the portal');
  return nyDate() !== recorded;
}
