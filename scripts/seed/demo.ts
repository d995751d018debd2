/** The demo organisation of the embedded default: demo accounts, ~20 cohorts, ~600 participants. */
import { hashPassword } from '../../functions/core/passwords.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation, seededAt } from './seed.ts';

export const DEFAULT_DEMO_PASSWORD = 'Portal!Demo#2026';

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
  log(`Seeded ${summary.users} accounts, ${summary.cohorts} cohorts, ${summary.events} events, ${summary.attendance} attendance records in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
