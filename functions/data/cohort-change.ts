/**
 * The rule of table.ts that lists depend on: every write that changes a cohort's events, staff,
 * members, make-ups or attendance also updates its META item — the summary the lists show, a
 * fresh updated_at and its place on the directory feed (GSI3) — in the same transaction. Writers
 * get that step only from here, so none can change the summary and forget the feed, or the other
 * way round.
 */
import type { CohortSummary } from './cohort-summary.ts';
import { GSI, KEY } from './table.ts';
import { step, type TransactItem } from './transaction.ts';

export interface CohortChange {
  /** The META's updated_at as read: the step holds only if nobody changed the cohort since. */
  seen?: string;
  /** The whole summary, rewritten. */
  summary?: CohortSummary;
  /** Or only some of its lists (set as `summary.<list>`). */
  lists?: Partial<CohortSummary>;
  /** Other META attributes set beside the summary (a count the lists read). */
  set?: Record<string, unknown>;
  /** Added to number sets of the META (the days whose attendance was recorded). */
  add?: Record<string, ReadonlySet<number>>;
}

/**
 * The META step of a transaction that changes cohort `cohortId` at `at`. Without `seen` the
 * step only asks that the cohort exists (a change that does not rewrite the summary).
 */
export function cohortChangeStep(cohortId: number, at: string, change: CohortChange): TransactItem {
  const sets: Array<[string, unknown]> = [];
  if (change.summary) sets.push(['summary', change.summary]);
  for (const [list, value] of Object.entries(change.lists ?? {})) sets.push([`summary.${list}`, value]);
  sets.push(...Object.entries(change.set ?? {}));
  const values: Record<string, unknown> = {};
  const clauses = sets.map(([path, value], i) => {
    values[`:v${i}`] = value;
    return `${path} = :v${i}`;
  });
  const adds = Object.entries(change.add ?? {}).filter(([, value]) => value.size);
  const addClauses = adds.map(([name, value], i) => {
    values[`:a${i}`] = value;
    return `${name} :a${i}`;
  });
  values[':at'] = at;
  values[':feed'] = GSI.changes('DIRECTORY', at, cohortId).GSI3SK;
  if (change.seen !== undefined) values[':seen'] = change.seen;
  return step.update({
    Key: KEY.cohort(cohortId),
    UpdateExpression: `SET ${[...clauses, 'updated_at = :at', 'GSI3SK = :feed'].join(', ')}${addClauses.length ? ` ADD ${addClauses.join(', ')}` : ''}`,
    ConditionExpression: change.seen !== undefined ? 'updated_at = :seen' : 'attribute_exists(PK)',
    ExpressionAttributeValues: values,
  });
}
