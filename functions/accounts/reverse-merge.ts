/**
 * POST /api/reverse_merged_username {idRegister} (Merge Log's Reverse, spec 02 §4): undoes a merge
 * from its undo record (merge-log.ts) in ONE TransactWriteItems: the usernames and e-mails swapped
 * back, the secondary active again, the attributes the merge wrote on the primary as they were,
 * every cohort item the merge put or deleted, the two people's attendance marks, the summaries,
 * the pending record.
 *
 * Only what the merge wrote is put back (profile-changes.ts): a later edit to anything else, a
 * job title say, stays, and a later edit to a field the merge chose is kept and named in the
 * answer. A reversal is refused, saying why, only on a real conflict: the identity the merge
 * moved changed since (a username renamed, then taken by someone else; the stub no longer
 * Merged), or something the merge wrote in a cohort is no longer as it wrote it (the primary's
 * attendance recorded since, its membership removed, its place in a roster changed), because
 * restoring that would throw later work away. Other people's roster changes do not stand in the
 * way: their summary entries and marks stay as they are now. The profile writes are conditioned
 * on the versions read here, so a save meanwhile gives 409 and nothing is written.
 */
import { isDeepStrictEqual } from 'node:util';
import type { MergeResult } from '../../shared/accounts/types.ts';
import { MERGE_TEXT } from '../../shared/accounts/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { logger } from '../services/logger.ts';
import { cohortPartitions, cohortsOfMerge, firstChangedSince, itemReversalSteps, type ChangedItem } from '../data/merge/merge-cohorts.ts';
import { getMergeLog, reversalStep, type MergeUndo, type ProfileChanges } from '../data/merge/merge-log.ts';
import { reindexUserSearch } from '../data/users/user-search.ts';
import type { UserRecord } from '../data/users/users.ts';
import { summaryNameItems } from '../data/cohorts/cohort-summary-names.ts';
import { FIELD_LABELS, restoredSummary, theirPlaces, type Person } from './merge-plan.ts';
import { loginHolder, profileRestoreStep, readProfiles, sheetStep, summaryStep, uniquenessSwapSteps } from '../data/merge/merge-steps.ts';
import type { TransactItem } from '../data/table/transaction.ts';
import { requireMayManage } from '../domain/account-management.ts';
import { inSwap, MAX_TRANSACTION_STEPS, transactMerge } from './merge-users.ts';
import { applyRestore, derivedChanges, planRestore, type ProfileRestore } from './profile-changes.ts';

type Pair<T> = { primary: T; secondary: T };

const refuse = (reason: string) => httpError(409, `${MERGE_TEXT.notReversed} ${reason}`);
const factsOf = (user: UserRecord): Person => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  username: user.username,
});

/** The identity the merge moved must still be as it left it; otherwise say what changed. */
async function checkIdentity(plans: Pair<ProfileRestore>, current: Pair<UserRecord>, changes: Pair<ProfileChanges>): Promise<void> {
  if (plans.secondary.conflicts.includes('status')) throw refuse(MERGE_TEXT.stubChanged(current.secondary.username));
  for (const account of ['primary', 'secondary'] as const) {
    for (const login of plans[account].conflicts) {
      if (login === 'status') continue;
      // The name the merge gave this account (and the other must get back) is no longer its own.
      const given = String(changes[account][login].after);
      const holder = await loginHolder(given);
      if (holder !== undefined && holder !== current.primary.id && holder !== current.secondary.id)
        throw refuse(MERGE_TEXT.loginTaken(login, given));
      throw refuse(MERGE_TEXT.loginChanged(login, current[account].username));
    }
  }
}

/** An item the merge wrote, as a refusal names it. */
function describeItem(item: ChangedItem, cohortName: (id: number) => string): string {
  const where = item.cohortId === undefined ? '' : cohortName(item.cohortId);
  switch (item.type) {
    case 'member':
      return `The membership in ${where}`;
    case 'staff':
      return `The ${item.staffType} assignment in ${where}`;
    case 'makeup':
    case 'makeup_away':
      return `The make-up of unit ${item.unit} in ${where}`;
    case 'certificate':
      return `The certificate in ${where}`;
    case 'pending_user':
      return 'The Pending Log record of the merged account';
    default:
      return `A record of ${where || item.partition}`;
  }
}

/**
 * The cohort side of the reversal: each item the merge wrote back as it was (only if still as
 * written), the two people's marks on each sheet and their summary entries at their old places
 * (everyone else's as they are now), and, when the primary's name or e-mail goes back, the
 * summaries of cohorts it joined after the merge.
 */
async function cohortSteps(undo: MergeUndo, restored: Pair<UserRecord>, current: Pair<UserRecord>, at: string): Promise<TransactItem[]> {
  const partitions = await cohortPartitions(cohortsOfMerge(undo));
  const metaOf = (cohortId: number) => partitions.get(cohortId)?.meta();
  const cohortName = (cohortId: number) => {
    const meta = metaOf(cohortId);
    return meta ? `cohort ${meta.name} (${cohortId})` : `cohort ${cohortId}`;
  };
  const { primaryId, secondaryId } = undo;

  const changed = await firstChangedSince(undo.items, partitions);
  if (changed) throw refuse(MERGE_TEXT.itemChanged(describeItem(changed, cohortName)));

  const steps: TransactItem[] = [...itemReversalSteps(undo.items)];
  for (const change of undo.sheets) {
    const sheet = partitions.get(change.cohort_id)?.sheet(change.unit);
    if (!sheet) throw refuse(MERGE_TEXT.rosterChanged(cohortName(change.cohort_id)));
    if (!isDeepStrictEqual(sheet.records[primaryId] ?? null, change.after.primary) || sheet.records[secondaryId]) {
      throw refuse(MERGE_TEXT.attendanceChanged(change.unit, cohortName(change.cohort_id)));
    }
    const records = { ...sheet.records };
    delete records[primaryId];
    if (change.before.primary) records[primaryId] = change.before.primary;
    if (change.before.secondary) records[secondaryId] = change.before.secondary;
    steps.push(sheetStep({ ...sheet, records, version: sheet.version + 1 }, sheet.version));
  }

  const facts = new Map([
    [primaryId, factsOf(restored.primary)],
    [secondaryId, factsOf(restored.secondary)],
  ]);
  for (const change of undo.summaries) {
    const meta = metaOf(change.cohort_id);
    if (!meta) throw refuse(MERGE_TEXT.rosterChanged(cohortName(change.cohort_id)));
    const { summary } = meta;
    // The two people's entries are the merge's: if the roster moved them since, restoring the old ones would undo that.
    if (!isDeepStrictEqual(theirPlaces(summary, primaryId, secondaryId), theirPlaces(change.after, primaryId, secondaryId))) {
      throw refuse(MERGE_TEXT.rosterChanged(cohortName(change.cohort_id)));
    }
    steps.push(summaryStep(change.cohort_id, restoredSummary(summary, change.before, primaryId, secondaryId, facts), meta.version, at));
  }

  // A name or e-mail put back must reach the cohorts the primary joined after the merge too.
  const renamed = !isDeepStrictEqual(factsOf(restored.primary), factsOf(current.primary));
  if (renamed) {
    const done = new Set(undo.summaries.map((s) => s.cohort_id));
    steps.push(...(await summaryNameItems(primaryId, factsOf(restored.primary), at, done)));
  }
  return steps;
}

export const reverseMergedUsername: RouteImplementation<'POST /api/reverse_merged_username'> = async ({ body, auth }) => {
  const now = new Date();
  const at = now.toISOString();
  const log = await getMergeLog(body.idRegister);
  if (!log) throw httpError(404, MERGE_TEXT.logNotFound);
  if (log.entry.reversed_at) throw httpError(422, `${MERGE_TEXT.notReversed} ${MERGE_TEXT.alreadyReversed}`);
  const { undo } = log;

  const profiles = await readProfiles([undo.primaryId, undo.secondaryId]);
  const primary = profiles.get(undo.primaryId);
  const secondary = profiles.get(undo.secondaryId);
  if (!primary || !secondary) throw refuse(MERGE_TEXT.accountGone);
  if (primary.user.status === 'merged') throw refuse(MERGE_TEXT.primaryMergedSince(primary.user.username));
  const current = { primary: primary.user, secondary: secondary.user };
  requireMayManage(auth, current.primary, current.secondary);

  const changes = undo.changes ?? derivedChanges(undo, log.entry, primary.raw);
  const plans = { primary: planRestore(changes.primary, primary.raw), secondary: planRestore(changes.secondary, secondary.raw) };
  await checkIdentity(plans, current, changes);
  const restored = {
    primary: applyRestore(current.primary, plans.primary.restore),
    secondary: applyRestore(current.secondary, plans.secondary.restore),
  };
  // Roles the reversal puts back (a senior admin's merge that took administrator away) are a grant: the same rule.
  requireMayManage(auth, restored.primary, restored.secondary);

  const swap = uniquenessSwapSteps(current.primary, current.secondary, undo.swapped);
  const steps: TransactItem[] = [
    profileRestoreStep(restored.primary, plans.primary.restore, current.primary.version, now),
    profileRestoreStep(restored.secondary, plans.secondary.restore, current.secondary.version, now),
    ...swap,
    ...(await cohortSteps(undo, restored, current, at)),
    reversalStep(log.entry.id, at, auth.userId),
  ];
  if (steps.length > MAX_TRANSACTION_STEPS)
    throw httpError(422, `${MERGE_TEXT.notReversed} ${MERGE_TEXT.reverseTooBig(steps.length, MAX_TRANSACTION_STEPS)}`);
  await transactMerge(steps, {
    conflict: (refused) =>
      `${MERGE_TEXT.notReversed} ${refused.some(inSwap(swap)) ? MERGE_TEXT.loginsTakenMeanwhile : MERGE_TEXT.changedWhileReversing}`,
    failure: MERGE_TEXT.notReversed,
  });
  await Promise.all([reindexUserSearch(current.primary, restored.primary), reindexUserSearch(current.secondary, restored.secondary)]).catch(
    (error: unknown) => logger.error('merge reversal: search index not updated', { error: String(error), id: log.entry.id }),
  );
  const kept = plans.primary.kept.map((field) => FIELD_LABELS[field]);
  const answer: MergeResult = {
    message: kept.length ? `${MERGE_TEXT.reversed} ${MERGE_TEXT.laterEditsKept(kept)}` : MERGE_TEXT.reversed,
    kept,
  };
  return answer;
};
