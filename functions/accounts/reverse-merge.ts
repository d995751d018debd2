/**
 * POST /api/reverse_merged_username {idRegister} (Merge Log's Reverse, spec 02 §4): undoes a merge
 * from its undo record (merge-log.ts) in ONE TransactWriteItems: both profiles as they were (the
 * usernames and e-mails swapped back, the secondary active again), every cohort item the merge
 * put or deleted, the two people's attendance marks, the summaries, the pending record.
 *
 * Only an exact reversal is done: if either account was saved after the merge, or an item the
 * merge wrote is no longer as it wrote it (say the primary's attendance was recorded since), the
 * reversal is refused and nothing changes, because restoring would throw that later work away.
 * What only moves the stamps (sign-ins, other people's roster changes) does not stand in the way:
 * sign-in facts are kept, other people's summary entries and marks stay as they are now.
 */
import { isDeepStrictEqual } from 'node:util';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { MERGE_TEXT } from '../../shared/messages.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { logger } from '../core/logger.ts';
import { db, tableName } from '../data/client.ts';
import type { CohortSummary } from '../data/cohort-summary.ts';
import type { AttendanceSheet } from '../data/cohorts.ts';
import { getMergeLog, MERGE_LOG_KEY, type ItemChange } from '../data/merge-log.ts';
import { reindexUserSearch } from '../data/user-search.ts';
import type { UserRecord } from '../data/users.ts';
import { fieldsOf, restoredSummary } from './merge-plan.ts';
import { cohortPartitions, itemSteps, profileStep, readProfiles, sheetStep, summaryStep, uniquenessSwapSteps, type TransactItem } from './merge-steps.ts';
import { transact } from './merge-users.ts';

/** What sign-in writes without a version (users.ts recordSuccessfulLogin): kept as it is now. */
const SIGN_IN_FACTS = ['login_at', 'last_login'] as const;

const refuse = () => httpError(409, `${MERGE_TEXT.notReversed} ${MERGE_TEXT.changedSinceMerge}`);
const cohortIdOf = (pk: string) => (pk.startsWith('COHORT#') ? Number(pk.slice('COHORT#'.length)) : undefined);

async function currentItem(key: { PK: string; SK: string }, partitions: Map<number, Record<string, unknown>[]>): Promise<Record<string, unknown> | undefined> {
  const cohortId = cohortIdOf(key.PK);
  if (cohortId !== undefined) return partitions.get(cohortId)?.find((item) => item.PK === key.PK && item.SK === key.SK);
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return Item;
}

export const reverseMergedUsername: RouteImplementation<'POST /api/reverse_merged_username'> = async ({ body, auth }) => {
  const now = new Date();
  const at = now.toISOString();
  const log = await getMergeLog(body.idRegister);
  if (!log) throw httpError(404, MERGE_TEXT.logNotFound);
  if (log.entry.reversed_at) throw httpError(422, `${MERGE_TEXT.notReversed} ${MERGE_TEXT.alreadyReversed}`);
  const { undo } = log;

  const profiles = await readProfiles([undo.primaryId, undo.secondaryId]);
  const primary = profiles.get(undo.primaryId)?.user;
  const secondary = profiles.get(undo.secondaryId)?.user;
  if (!primary || !secondary || primary.version !== undo.versionsAfter.primary || secondary.version !== undo.versionsAfter.secondary) throw refuse();
  const restore = (before: Record<string, unknown>, current: UserRecord): UserRecord => {
    const user = fieldsOf<UserRecord>(before);
    for (const fact of SIGN_IN_FACTS) {
      const now = (current as unknown as Record<string, unknown>)[fact];
      if (now !== undefined) Object.assign(user, { [fact]: now });
    }
    return user;
  };
  const restored = { primary: restore(undo.profiles.primary, primary), secondary: restore(undo.profiles.secondary, secondary) };

  const cohortIds = [...undo.summaries.map((s) => s.cohort_id), ...undo.sheets.map((s) => s.cohort_id), ...undo.items.map((i) => cohortIdOf(i.key.PK)).filter((id) => id !== undefined)];
  const partitions = await cohortPartitions(cohortIds);

  const inverse: ItemChange[] = [];
  for (const change of undo.items) {
    const current = await currentItem(change.key, partitions);
    if (!isDeepStrictEqual(current ?? null, change.after)) throw refuse();
    inverse.push({ key: change.key, before: change.after, after: change.before });
  }

  const steps: TransactItem[] = [];
  for (const change of undo.sheets) {
    const item = partitions.get(change.cohort_id)?.find((i) => i.type === 'attendance_sheet' && i.unit === change.unit);
    if (!item) throw refuse();
    const sheet = fieldsOf<AttendanceSheet>(item);
    if (!isDeepStrictEqual(sheet.records[undo.primaryId] ?? null, change.after.primary) || sheet.records[undo.secondaryId]) throw refuse();
    const records = { ...sheet.records };
    delete records[undo.primaryId];
    if (change.before.primary) records[undo.primaryId] = change.before.primary;
    if (change.before.secondary) records[undo.secondaryId] = change.before.secondary;
    steps.push(sheetStep({ ...sheet, records, version: sheet.version + 1 }, sheet.version));
  }
  for (const change of undo.summaries) {
    const meta = partitions.get(change.cohort_id)?.find((i) => i.type === 'cohort');
    if (!meta) throw refuse();
    const summary = restoredSummary(meta.summary as CohortSummary, change.before, undo.primaryId, undo.secondaryId);
    steps.push(summaryStep(change.cohort_id, summary, String(meta.updated_at), at));
  }

  await transact(
    [
      profileStep(restored.primary, primary.version, now),
      profileStep(restored.secondary, secondary.version, now),
      ...uniquenessSwapSteps(primary, secondary, undo.swapped),
      ...itemSteps(inverse),
      ...steps,
      {
        Update: {
          TableName: tableName(),
          Key: MERGE_LOG_KEY.entry(log.entry.id),
          UpdateExpression: 'SET reversed_at = :at, who_reversed = :who',
          ConditionExpression: 'attribute_type(reversed_at, :null)',
          ExpressionAttributeValues: { ':at': at, ':who': auth.userId, ':null': 'NULL' },
        },
      },
    ],
    { conflict: `${MERGE_TEXT.notReversed} ${MERGE_TEXT.changedMeanwhile}`, failure: MERGE_TEXT.notReversed },
  );
  await Promise.all([reindexUserSearch(primary, restored.primary), reindexUserSearch(secondary, restored.secondary)]).catch((error: unknown) =>
    logger.error('merge reversal: search index not updated', { error: String(error), id: log.entry.id }),
  );
  return { message: MERGE_TEXT.reversed };
};
