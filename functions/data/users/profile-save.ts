/**
 * A person's save of their own profile (PUT /api/user/{id}, spec 03 §2.10) as one change: the
 * profile step (only if nobody saved the record since the form read `before.version`), the moved
 * e-mail uniqueness item and its cross-check (loginChangeItems), in first-time mode the new
 * password's steps (history, end of the recovery link: newPasswordSteps, as the password change
 * writes them), the audit entry, and the summaries of the person's cohorts when their name or
 * e-mail changes (cohort-summary-names.ts, each guarded by its META's version). A summary that
 * changed between our read and our write is read again and the whole transaction retried; the
 * summaries of a person on more cohorts than one transaction holds follow in their own ones.
 */
import type { AuditEntry } from './audit.ts';
import { auditStep } from './audit.ts';
import { changesSummaryFacts, summaryNameItems } from '../cohorts/cohort-summary-names.ts';
import { transact, type TransactItem } from '../table/transaction.ts';
import { reindexUserSearch } from './user-search.ts';
import { loginChangeItems, newPasswordSteps, userUpdateItem, type UserRecord } from './users.ts';

/** DynamoDB's limit of steps in one transaction. */
const TRANSACTION_LIMIT = 100;
/** Cohort summaries changed by someone else between our read and our write: read again. */
const SUMMARY_ATTEMPTS = 3;

export interface ProfileSave {
  before: UserRecord;
  /** The profile attributes to set (never id or version). */
  changes: Partial<UserRecord>;
  /** First-time mode: the new password's hash, already in `changes` with its date, and whether to keep it in the history. */
  password?: { hash: string; keepHistory: boolean };
  actorId: number;
  /** While impersonating: the real person behind the actor. */
  realActorId?: number;
  sourceIp: string;
  now: Date;
}

/** The saved record, or why the save was refused (nothing was written). */
export type ProfileSaveOutcome = { saved: UserRecord } | { refused: 'changed_meanwhile' | 'email_taken' };

class SummaryRaceError extends Error {}

async function withSummaryRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof SummaryRaceError) || attempt >= SUMMARY_ATTEMPTS) throw error;
    }
  }
}

export async function saveProfile(save: ProfileSave): Promise<ProfileSaveOutcome> {
  const { before, changes, now } = save;
  const id = before.id;
  const at = now.toISOString();
  const after: UserRecord = { ...before, ...changes, updated_at: at, updated_by: save.actorId, version: before.version + 1 };
  const changed = Object.keys(changes).filter(
    (k) =>
      k !== 'passwordHash' &&
      JSON.stringify(before[k as keyof UserRecord] ?? null) !== JSON.stringify(after[k as keyof UserRecord] ?? null),
  );
  const loginSteps = loginChangeItems(id, before, after);
  const profileSteps: TransactItem[] = [
    userUpdateItem(id, changes, before.version, save.actorId, now),
    ...loginSteps,
    ...(save.password ? newPasswordSteps(id, save.password.hash, { keepHistory: save.password.keepHistory }, at) : []),
    auditStep('user', id, {
      action: 'profile_updated',
      actorId: save.actorId,
      ...(save.realActorId === undefined ? {} : { realActorId: save.realActorId }),
      subjectId: id,
      at,
      sourceIp: save.sourceIp,
      detail: { changed, ...(save.password ? { password: true } : {}) },
    } satisfies AuditEntry),
  ];
  const renamed = changesSummaryFacts(before, after);
  const room = TRANSACTION_LIMIT - profileSteps.length;

  const outcome = await withSummaryRetry(async (): Promise<ProfileSaveOutcome> => {
    const summaries = renamed ? await summaryNameItems(id, after, at) : [];
    const refused = await transact([...profileSteps, ...summaries.slice(0, room)]);
    if (!refused) return { saved: after };
    const failed = refused.failedSteps;
    if (failed.includes(0)) return { refused: 'changed_meanwhile' };
    if (failed.some((i) => i >= 1 && i <= loginSteps.length)) return { refused: 'email_taken' };
    if (failed.some((i) => i >= profileSteps.length)) throw new SummaryRaceError();
    throw refused.error;
  });
  if ('refused' in outcome) return outcome;

  // A person on more cohorts than one transaction holds: the other summaries follow, each still
  // guarded; rewriting one twice is harmless.
  await withSummaryRetry(async () => {
    const rest = renamed ? (await summaryNameItems(id, after, at)).slice(room) : [];
    for (let i = 0; i < rest.length; i += TRANSACTION_LIMIT) {
      const refused = await transact(rest.slice(i, i + TRANSACTION_LIMIT));
      if (refused?.failedSteps.length) throw new SummaryRaceError();
      if (refused) throw refused.error;
    }
  });
  await reindexUserSearch(before, after);
  return outcome;
}
