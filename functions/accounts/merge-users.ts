/**
 * Merge Accounts (admin tab 10, spec 02 §2, §4, §5): POST /api/getUsersInfoMerge compares the two
 * accounts field by field; POST /api/merge_users merges the secondary into the primary in ONE
 * TransactWriteItems (merge-plan.ts says what moves), with the merge log entry and everything a
 * reversal needs (merge-log.ts). Every write is conditioned on what was read: the profiles'
 * versions, the cohorts' summary stamps (every roster writer moves them) and the sheets'
 * versions, so a concurrent change cancels the whole merge and nothing is half-written.
 * DynamoDB takes at most 100 steps in a transaction: a merge needing more is refused up front.
 * An administrator's or senior admin's account, on either side, is a senior admin's to merge and
 * to reverse (domain/account-management.ts).
 */
import { ROLES } from '../../shared/auth/roles.ts';
import { MERGE_FIELDS, type MergeAccountFacts, type MergeComparison, type MergeComparisonRow } from '../../shared/accounts/types.ts';
import { MERGE_TEXT } from '../../shared/accounts/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation, SessionClaims } from '../core/http.ts';
import { logger } from '../services/logger.ts';
import { cohortsOfUser } from '../data/cohorts/cohorts.ts';
import { nextId } from '../data/table/counters.ts';
import {
  encodeUndo,
  MAX_UNDO_BYTES,
  mergeLogSteps,
  type ItemChange,
  type MergeLogEntry,
  type MergeUndo,
  type SheetChange,
  type SummaryChange,
} from '../data/merge/merge-log.ts';
import { listReference } from '../data/reference/reference.ts';
import { endAllSessions } from '../data/users/sessions.ts';
import { reindexUserSearch } from '../data/users/user-search.ts';
import type { UserRecord } from '../data/users/users.ts';
import { describeValue } from './merge-display.ts';
import { crossedLogin, FIELD_ATTRIBUTES, FIELD_LABELS, mergedSummary, planProfiles } from './merge-plan.ts';
import { attributeChanges } from './profile-changes.ts';
import { cohortPartitions } from '../data/merge/merge-cohorts.ts';
import {
  itemSteps,
  pendingChange,
  profileStep,
  readProfiles,
  sheetStep,
  summaryStep,
  uniquenessSwapSteps,
} from '../data/merge/merge-steps.ts';
import { transact, type TransactItem } from '../data/table/transaction.ts';
import { requireMayManage } from '../domain/account-management.ts';

export const MAX_TRANSACTION_STEPS = 100;

const ADMIN_SLUGS = new Set(['administrator', 'senior_admin']);
const roleSlugs = (ids: readonly number[]) => ids.map((id) => ROLES.find((r) => r.id === id)?.slug ?? String(id));

/** Both accounts, checked: present, different, not merged, not the actor's own. */
async function loadPair(secondaryId: number, primaryId: number, actor: SessionClaims) {
  if (secondaryId === primaryId) throw httpError(422, MERGE_TEXT.sameAccount);
  const profiles = await readProfiles([secondaryId, primaryId]);
  const secondary = profiles.get(secondaryId);
  const primary = profiles.get(primaryId);
  if (!secondary || !primary) throw httpError(404, MERGE_TEXT.notFound);
  if (secondary.user.status === 'merged' || primary.user.status === 'merged') throw httpError(422, MERGE_TEXT.alreadyMerged);
  if (actor.userId === secondaryId || actor.userId === primaryId) throw httpError(422, MERGE_TEXT.ownAccount);
  return { primary: primary.user, secondary: secondary.user, raw: { primary: primary.raw, secondary: secondary.raw } };
}

async function accountFacts(user: UserRecord): Promise<MergeAccountFacts> {
  const cohorts = new Set((await cohortsOfUser(user.id)).map((link) => link.cohort_id));
  return {
    id: user.id,
    username: user.username,
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    status: user.status,
    cohorts: cohorts.size,
  };
}

export const getUsersInfoMerge: RouteImplementation<'POST /api/getUsersInfoMerge'> = async ({ body, auth }) => {
  const { primary, secondary } = await loadPair(body.secondaryId, body.primaryId, auth);
  // Said at Verify already, before the choices are made.
  requireMayManage(auth, primary, secondary);
  const rows: MergeComparisonRow[] = await Promise.all(
    MERGE_FIELDS.map(async (field) => {
      const [left, right] = await Promise.all([describeValue(field, secondary), describeValue(field, primary)]);
      const same = FIELD_ATTRIBUTES[field].every((a) => JSON.stringify(secondary[a] ?? null) === JSON.stringify(primary[a] ?? null));
      return { field, label: FIELD_LABELS[field], secondary: left, primary: right, same };
    }),
  );
  const answer: MergeComparison = { secondary: await accountFacts(secondary), primary: await accountFacts(primary), rows };
  return answer;
};

/** Who may give the primary administrator or senior admin roles (spec 02 §6). */
function checkRoleGrant(before: UserRecord, after: UserRecord, actor: SessionClaims): void {
  const added = roleSlugs(after.roles).filter((slug) => ADMIN_SLUGS.has(slug) && !roleSlugs(before.roles).includes(slug));
  if (added.length && !actor.roles.includes('senior_admin')) throw httpError(403, MERGE_TEXT.onlySeniorGrantsAdmin);
}

export const mergeUsers: RouteImplementation<'POST /api/merge_users'> = async ({ body, auth }) => {
  const now = new Date();
  const at = now.toISOString();
  const { primary, secondary, raw } = await loadPair(body.secondaryId, body.primaryId, auth);
  const profiles = planProfiles(primary, secondary, body.otherParams.choices);
  checkRoleGrant(primary, profiles.primary, auth);
  // Both are written (the stub is merged away): an administrator's or senior admin's account on either side is a senior admin's to merge.
  requireMayManage(auth, primary, secondary);
  const crossed = crossedLogin(profiles);
  if (crossed) throw httpError(422, MERGE_TEXT.crossedLogin(crossed));

  // The cohorts the merge touches: the secondary's, and the primary's when its name, e-mail or username changes (their summaries show it).
  const factsChange = (['first_name', 'last_name', 'email', 'username'] as const).some((f) => primary[f] !== profiles.primary[f]);
  const links = [...(await cohortsOfUser(secondary.id)), ...(factsChange ? await cohortsOfUser(primary.id) : [])];
  const [partitions, pending] = await Promise.all([
    cohortPartitions(links.map((l) => l.cohort_id)),
    pendingChange(secondary.id, 'merged', auth.userId, at),
  ]);

  const items: ItemChange[] = pending ? [pending] : [];
  const sheets: SheetChange[] = [];
  const summaries: SummaryChange[] = [];
  const steps: TransactItem[] = [];
  for (const [cohortId, partition] of partitions) {
    const meta = partition.meta();
    if (!meta) continue;
    const plan = partition.planMerge(primary.id, secondary.id, at);
    items.push(...plan.items);
    for (const { sheet, ...change } of plan.sheets) {
      sheets.push(change);
      steps.push(sheetStep(sheet, sheet.version - 1));
    }
    const before = meta.summary;
    const after = mergedSummary(before, primary.id, secondary.id, profiles.primary);
    summaries.push({ cohort_id: cohortId, before, after });
    steps.push(summaryStep(cohortId, after, meta.version, at));
  }
  steps.push(...itemSteps(items));

  const id = await nextId('merge_log');
  const written = {
    primary: { ...profiles.primary, updated_at: at, updated_by: auth.userId },
    secondary: { ...profiles.secondary, updated_at: at, updated_by: auth.userId },
  };
  const undo: MergeUndo = {
    primaryId: primary.id,
    secondaryId: secondary.id,
    profiles: raw,
    versionsAfter: { primary: primary.version + 1, secondary: secondary.version + 1 },
    swapped: profiles.swapped,
    changes: { primary: attributeChanges(raw.primary, written.primary), secondary: attributeChanges(raw.secondary, written.secondary) },
    items,
    sheets,
    summaries,
  };
  const encoded = encodeUndo(undo);
  const states = await listReference('STATE');
  const stateName = (stateId: number | null) => states.find((s) => s.id === stateId)?.name ?? null;
  const entry: MergeLogEntry = {
    id,
    old_cms_id: secondary.id,
    old_username: secondary.username,
    old_state: stateName(secondary.state_id),
    old_account: { first_name: secondary.first_name, last_name: secondary.last_name, email: secondary.email },
    primary_account: {
      nisl_id: primary.id,
      username: profiles.primary.username,
      state_living: stateName(profiles.primary.state_id),
      first_name: profiles.primary.first_name,
      last_name: profiles.primary.last_name,
      email: profiles.primary.email,
      roles: roleSlugs(profiles.primary.roles),
    },
    who_merged: auth.userId,
    created_at: at,
    reversed_at: null,
    who_reversed: null,
  };
  const swap = uniquenessSwapSteps(primary, secondary, profiles.swapped);
  const allSteps: TransactItem[] = [
    profileStep(written.primary, primary.version, now),
    profileStep(written.secondary, secondary.version, now),
    ...swap,
    ...steps,
    ...mergeLogSteps(entry, encoded),
  ];
  if (allSteps.length > MAX_TRANSACTION_STEPS || encoded.byteLength > MAX_UNDO_BYTES) {
    throw httpError(422, MERGE_TEXT.tooBig(allSteps.length, MAX_TRANSACTION_STEPS));
  }
  // Steps 2 … 2+swap.length-1 move the logins: a refusal there is a login another account holds.
  await transactMerge(allSteps, {
    conflict: (refused) => (refused.some(inSwap(swap)) ? MERGE_TEXT.loginsTakenMeanwhile : MERGE_TEXT.changedMeanwhile),
    failure: MERGE_TEXT.notMerged,
  });

  // Not part of the merge's truth, so after it: the people search and the stub's open sessions.
  await Promise.all([
    reindexUserSearch(primary, profiles.primary),
    reindexUserSearch(secondary, profiles.secondary),
    endAllSessions(secondary.id),
  ]).catch((error: unknown) => logger.error('merge: search index or sessions not updated', { error: String(error), id }));
  return { message: MERGE_TEXT.merged, idRegister: id };
};

/** Whether a refused step is one of the login moves that follow the two profile steps. */
export const inSwap = (swap: readonly TransactItem[]) => (index: number) => index >= 2 && index < 2 + swap.length;

/**
 * One TransactWriteItems; a refused condition is someone else's change: 409, nothing written.
 * `conflict` may name the change from the positions of the refused steps.
 */
export async function transactMerge(
  steps: TransactItem[],
  messages: { conflict: string | ((refused: number[]) => string); failure: string },
): Promise<void> {
  // Any other failure, thrown or a refusal without a failed condition, is a 500: nothing was written.
  const refusal = await transact(steps).catch((error: unknown) => ({ failedSteps: [] as number[], error }));
  if (!refusal) return;
  const refused = refusal.failedSteps;
  if (refused.length) throw httpError(409, typeof messages.conflict === 'string' ? messages.conflict : messages.conflict(refused));
  logger.error('merge transaction failed', { error: String(refusal.error) });
  throw httpError(500, messages.failure);
}
