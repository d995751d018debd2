/** The demo organisation of the embedded default: demo accounts, ~20 cohorts, ~600 participants. */
import { hashPassword } from '../../functions/services/passwords.ts';
import { refreshSurveys } from '../../functions/jobs/survey-refresh.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation, seededAt } from './seed.ts';

export const DEFAULT_DEMO_PASSWORD = 'Portal!Demo#2026';
/** organisation.ts lays the demo schedules from about 14 months back: this reaches every past unit. */
const DEMO_SURVEY_BACKFILL_DAYS = 450;

export async function seedDemoIfNew(password: string, log: (line: string) => void): Promise<boolean> {
  if (await seededAt()) return false;
  const started = Date.now();
  const now = new Date();
  const summary = await seedOrganisation(
    {
      today: nyDate(now),
      now,
      cohorts: 20,
      participantsPerCohort: [20, 40],
      extraUsers: 0,
      passwordHash: await hashPassword(password),
      randomSeed: 2026,
      demoAccounts: true,
    },
    (written) => log(`  seeding the demo organisation… ${written} items`),
  );
  log(
    `Seeded ${summary.users} accounts, ${summary.cohorts} cohorts, ${summary.events} events, ${summary.attendance} attendance records in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  // The survey refresh runs at its scheduled times and only for recent units; reading every past
  // unit once now makes the Unit Evaluation Reports show answers from the first start.
  try {
    const surveys = await refreshSurveys({ now, windowDays: DEMO_SURVEY_BACKFILL_DAYS });
    log(`Unit evaluation answers: ${surveys.detail}.`);
  } catch (error) {
    log(
      `Unit evaluation answers were not read (${error instanceof Error ? error.message : String(error)}); the survey refresh tries again at its next time.`,
    );
  }
  return true;
}
