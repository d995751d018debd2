/**
 * The rule of table.ts that lists depend on: every write that changes a cohort's events, staff,
 * members, make-ups or attendance also updates its META item — the summary the lists show, a
 * fresh updated_at and its place on the directory feed (GSI3) — in the same transaction. Writers
 * get that step only from here, so none can change the summary and forget the feed, or the other
 * way round.
 *
 * No writer may lose another's change to the summary (issue 18):
 * - A writer that rewrites the summary (or a list of it) from what it read passes the META's
 *   `version` as read (`seen`); the step holds only if it is still that version. Every step that
 *   changes the summary or sets an attribute adds one to the version. The guard was `updated_at`
 *   once, but a timestamp is no version: all rows of one import carry the request's time, so a
 *   writer that had read the summary between two of them saw an unchanged stamp and wrote its
 *   stale summary over the rows since.
 * - A writer that only adds to a list (`append`, list_append) or to a count or number set (`add`)
 *   needs no read and no guard: such changes commute, so two imports adding people to the same
 *   cohort never refuse each other. An append still moves the version, so that a whole-summary
 *   writer that read before it is refused and reads again; adding to a count or number set does
 *   not (no summary writer writes those), so an attendance save makes no summary writer retry.
 */
import type { CohortSummary } from './cohort-summary.ts';
import { cohortEntity } from './cohorts.ts';
import { GSI } from '../table/table.ts';
import { step, type TransactItem } from '../table/transaction.ts';

export interface CohortChange {
  /** The META's version as read: the step holds only if nobody changed the cohort since. */
  seen?: number;
  /** The whole summary, rewritten. */
  summary?: CohortSummary;
  /** Or only some of its lists (set as `summary.<list>`). */
  lists?: Partial<CohortSummary>;
  /** Or entries added at the end of some of its lists, whatever they hold by then. */
  append?: Partial<CohortSummary>;
  /** Other META attributes set beside the summary. */
  set?: Record<string, unknown>;
  /** Added to numbers (a count the lists read) or number sets (the days whose attendance was recorded) of the META. */
  add?: Record<string, number | ReadonlySet<number>>;
}

/**
 * The META step of a transaction that changes cohort `cohortId` at `at`. Without `seen` the
 * step only asks that the cohort exists (a change that does not rewrite the summary from a read).
 */
export function cohortChangeStep(cohortId: number, at: string, change: CohortChange): TransactItem {
  const values: Record<string, unknown> = {};
  const value = (name: string, v: unknown) => {
    values[name] = v;
    return name;
  };
  const sets: string[] = [];
  if (change.summary) sets.push(`summary = ${value(':summary', change.summary)}`);
  for (const [list, entries] of Object.entries(change.lists ?? {})) sets.push(`summary.${list} = ${value(`:list_${list}`, entries)}`);
  for (const [list, entries] of Object.entries(change.append ?? {})) {
    if (entries.length) sets.push(`summary.${list} = list_append(summary.${list}, ${value(`:append_${list}`, entries)})`);
  }
  // By attribute name: a cohort's attributes include reserved words (name, city).
  const names: Record<string, string> = {};
  Object.entries(change.set ?? {}).forEach(([name, v], i) => {
    names[`#set${i}`] = name;
    sets.push(`#set${i} = ${value(`:set${i}`, v)}`);
  });
  const adds = Object.entries(change.add ?? {})
    .filter(([, v]) => (typeof v === 'number' ? v !== 0 : v.size > 0))
    .map(([name, v], i) => `${name} ${value(`:add${i}`, v)}`);
  // A change to the summary or a set attribute moves the version on; an addition to a number does not.
  const moves = sets.length > 0;
  if (moves) adds.unshift(`#version ${value(':one', 1)}`);
  sets.push(`updated_at = ${value(':at', at)}`, `GSI3SK = ${value(':feed', GSI.changes('DIRECTORY', at, cohortId).GSI3SK)}`);
  const guarded = change.seen !== undefined;
  return step.update({
    Key: cohortEntity.key(cohortId),
    UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
    ConditionExpression: guarded ? `#version = ${value(':seen', change.seen)}` : 'attribute_exists(PK)',
    ...(moves || guarded ? { ExpressionAttributeNames: { ...names, '#version': 'version' } } : {}),
    ExpressionAttributeValues: values,
  });
}
