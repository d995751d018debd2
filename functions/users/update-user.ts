/**
 * PUT /api/user/update/{id}: the Update button of the user modal (spec 02 §5). One transaction
 * holds the profile (only if nobody saved it since the form loaded `version`), the check that
 * nobody else holds the page lock `user/edit/{id}` (spec 02 §4: only the person with the form
 * open may save it), the moved username/e-mail uniqueness items, the audit entry and the cohort
 * summaries that show the person's name and e-mail. Afterwards: the people-search words, the
 * pending log (a status change of a pending account) and, for an account no longer active, its
 * sessions.
 */
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import { userEditPage } from '../../shared/locks/types.ts';
import type { SaveUserAnswer } from '../../shared/users/form.types.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { auditStep } from '../data/users/audit.ts';
import { currentLock, holderOfFailedStep, lockCheckStep } from '../data/users/page-locks.ts';
import { recordPendingOutcome } from '../data/users/pending-users.ts';
import { endAllSessions } from '../data/users/sessions.ts';
import { reindexUserSearch } from '../data/users/user-search.ts';
import { getUser, loginChangeItems, userUpdateItem, type UserRecord } from '../data/users/users.ts';
import { pageLockedError } from '../domain/page-locked.ts';
import { changesSummaryFacts, summaryNameItems } from '../data/cohorts/cohort-summary-names.ts';
import { checkUserFields, toFormRecord } from '../domain/user-form.ts';
import { transact, type TransactItem } from '../data/table/transaction.ts';

/** DynamoDB's limit of steps in one transaction. */
const TRANSACTION_LIMIT = 100;
/** Cohort summaries changed by someone else between our read and our write: read again. */
const SUMMARY_ATTEMPTS = 3;

/**
 * The profile transaction's steps in order: a failed condition is mapped back by its index.
 * The login steps (moved uniqueness items and their cross-checks, data/users/users.ts) follow the lock
 * check, however many there are; the audit entry closes the profile steps, then the summaries.
 */
const PROFILE_STEP = 0;
const LOCK_STEP = 1;

class SummaryRaceError extends Error {}

async function withSummaryRetry(write: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof SummaryRaceError) || attempt >= SUMMARY_ATTEMPTS) throw error;
    }
  }
}

/** The profile transaction (`profileSteps` steps, then summaries), its refusals mapped by step. */
async function transactProfile(items: TransactItem[], profileSteps: number, viewerId: number): Promise<void> {
  const refused = await transact(items);
  if (!refused) return;
  const failed = refused.failedSteps;
  // Someone else took the page between our read and this write.
  const holder = holderOfFailedStep(refused.reasons, LOCK_STEP);
  if (holder) throw pageLockedError(holder, viewerId);
  if (failed.includes(PROFILE_STEP)) throw httpError(409, USER_FORM_TEXT.changedMeanwhile);
  if (failed.some((i) => i > LOCK_STEP && i < profileSteps)) throw httpError(422, USER_FORM_TEXT.taken);
  if (failed.length) throw new SummaryRaceError();
  throw refused.error;
}

/** Summaries that did not fit the profile transaction: every failed condition is a summary race. */
async function transactSummaries(items: TransactItem[]): Promise<void> {
  const refused = await transact(items);
  if (!refused) return;
  if (refused.failedSteps.length) throw new SummaryRaceError();
  throw refused.error;
}

export const updateUserRoute: RouteImplementation<'PUT /api/user/update/{id}'> = async ({ params, body, auth, sourceIp }) => {
  const id = Number(params.id);
  const page = userEditPage(id);
  const [before, lock] = await Promise.all([getUser(id), currentLock(page)]);
  if (!before) throw httpError(404, USER_FORM_TEXT.notFound);
  // Someone else has the form open: refused before anything else (a stale version too), so the
  // answer names who to ask. The transaction checks the lock again (lockCheckStep).
  if (lock && lock.user_id !== auth.userId) throw pageLockedError(lock, auth.userId);
  if (before.status === 'merged') throw httpError(422, USER_FORM_TEXT.merged);
  if (before.version !== body.version) throw httpError(409, USER_FORM_TEXT.changedMeanwhile);

  const { version, ...fields } = body;
  const checked = await checkUserFields(fields, auth, before);
  const after: UserRecord = { ...before, ...checked };
  const now = new Date();
  const at = now.toISOString();
  const changed = Object.keys(checked).filter(
    (k) => JSON.stringify(before[k as keyof UserRecord] ?? null) !== JSON.stringify(after[k as keyof UserRecord] ?? null),
  );
  // Only what the form changed is written: the form sends every field, and a role, state or status
  // among the changes makes the save rewrite every open session of the account (userUpdateItem).
  const changes: Partial<UserRecord> = Object.fromEntries(changed.map((k) => [k, after[k as keyof UserRecord]]));

  const profileSteps: TransactItem[] = [
    userUpdateItem(id, changes, version, auth.userId, now),
    lockCheckStep(page, auth.userId, now.getTime()),
    ...loginChangeItems(id, before, after),
    auditStep('user', id, {
      action: 'user_updated',
      actorId: auth.userId,
      realActorId: auth.masterUserId,
      subjectId: id,
      at,
      sourceIp,
      detail: { changed },
    }),
  ];
  const renamed = changesSummaryFacts(before, after);
  const room = TRANSACTION_LIMIT - profileSteps.length;
  await withSummaryRetry(async () => {
    const summaries = renamed ? await summaryNameItems(id, after, at) : [];
    await transactProfile([...profileSteps, ...summaries.slice(0, room)], profileSteps.length, auth.userId);
  });
  // A person on more cohorts than one transaction holds (a long-serving facilitator): the other
  // summaries follow, each still guarded; rewriting one twice is harmless.
  await withSummaryRetry(async () => {
    const rest = renamed ? (await summaryNameItems(id, after, at)).slice(room) : [];
    for (let i = 0; i < rest.length; i += TRANSACTION_LIMIT) await transactSummaries(rest.slice(i, i + TRANSACTION_LIMIT));
  });

  await reindexUserSearch(before, after);
  if (before.status !== after.status) await recordPendingOutcome(id, { status: after.status }, auth.userId, now);
  if (before.status === 'active' && after.status !== 'active') await endAllSessions(id);

  const saved = await getUser(id);
  const answer: SaveUserAnswer = { message: USER_FORM_TEXT.updated, user: toFormRecord(saved ?? after) };
  return answer;
};
