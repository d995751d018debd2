/**
 * Make-up guests: a participant of one cohort (home) attending a unit of another cohort (host) of
 * the same course. Adding or removing one is one transaction: the MAKEUP item in the host, a
 * marker in the home cohort (so that its attendance report finds the make-up in its own Query),
 * and the host's META summary (the lists and the roster read names from it), guarded by the
 * META's version (cohort-change.ts) so that two changes to the summary cannot overwrite each other.
 */
import type { SummaryMakeup } from './cohort-summary.ts';
import { cohortItems, makeupAwayKey, makeupEntity, type CohortAggregate, type MakeupRecord } from './cohorts.ts';
import { cohortChangeStep } from './cohort-change.ts';
import { step, transact, type TransactItem } from '../table/transaction.ts';

/** The host's summary changed since it was read: read again and retry. */
export class SummaryChangedError extends Error {
  constructor() {
    super('cohort summary changed since it was read');
  }
}

function summaryUpdate(host: CohortAggregate, makeups: SummaryMakeup[], at: string): TransactItem {
  return cohortChangeStep(host.cohort.id, at, { lists: { makeups }, seen: host.cohort.version });
}

async function write(items: TransactItem[]): Promise<void> {
  const refused = await transact(items);
  if (!refused) return;
  if (refused.failedSteps.length) throw new SummaryChangedError();
  throw refused.error;
}

export async function addMakeup(host: CohortAggregate, makeup: MakeupRecord, guest: SummaryMakeup): Promise<void> {
  const at = makeup.added_at;
  await write([
    step.put({ Item: cohortItems.makeup(makeup), ConditionExpression: 'attribute_not_exists(PK)' }),
    step.put({ Item: cohortItems.makeupAway(makeup) }),
    summaryUpdate(host, [...host.summary.makeups, guest], at),
  ]);
}

export async function removeMakeup(host: CohortAggregate, makeup: MakeupRecord, at: string): Promise<void> {
  await write([
    step.delete({ Key: makeupEntity.key(host.cohort.id, makeup.unit, makeup.user_id), ConditionExpression: 'attribute_exists(PK)' }),
    step.delete({ Key: makeupAwayKey(makeup.home_cohort_id, makeup.unit, makeup.user_id) }),
    summaryUpdate(
      host,
      host.summary.makeups.filter((m) => !(m.unit === makeup.unit && m.user_id === makeup.user_id)),
      at,
    ),
  ]);
}
