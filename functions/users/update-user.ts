/**
 * PUT /api/user/update/{id}: the Update button of the user modal (spec 02 §5). One transaction
 * holds the profile (only if nobody saved it since the form loaded `version`), the moved
 * username/e-mail uniqueness items, the audit entry and the cohort summaries that show the
 * person's name and e-mail. Afterwards: the people-search words, the pending log (a status
 * change of a pending account) and, for an account no longer active, its sessions.
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { USER_FORM_TEXT } from '../../shared/messages.ts';
import type { SaveUserAnswer } from '../../shared/api/types/user-modal.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { auditItem } from '../data/audit.ts';
import { db, tableName } from '../data/client.ts';
import { recordPendingOutcome } from '../data/pending-users.ts';
import { endAllSessions } from '../data/sessions.ts';
import { reindexUserSearch } from '../data/user-search.ts';
import { getUser, loginChangeItems, userUpdateItem, type UserRecord } from '../data/users.ts';
import { changesSummaryFacts, summaryNameItems } from './cohort-summary-names.ts';
import { checkUserFields, toFormRecord } from './user-form.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of steps in one transaction. */
const TRANSACTION_LIMIT = 100;
/** Cohort summaries changed by someone else between our read and our write: read again. */
const SUMMARY_ATTEMPTS = 3;

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

async function transact(items: TransactItem[], profileSteps: number): Promise<void> {
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const failed = (error.CancellationReasons ?? []).map((r, i) => (r.Code === 'ConditionalCheckFailed' ? i : -1)).filter((i) => i >= 0);
    if (failed.includes(0)) throw httpError(409, USER_FORM_TEXT.changedMeanwhile);
    if (failed.some((i) => i > 0 && i < profileSteps)) throw httpError(422, USER_FORM_TEXT.taken);
    if (failed.length) throw new SummaryRaceError();
    throw error;
  }
}

export const updateUserRoute: RouteImplementation<'PUT /api/user/update/{id}'> = async ({ params, body, auth, sourceIp }) => {
  const id = Number(params.id);
  const before = await getUser(id);
  if (!before) throw httpError(404, USER_FORM_TEXT.notFound);
  if (before.status === 'merged') throw httpError(422, USER_FORM_TEXT.merged);
  if (before.version !== body.version) throw httpError(409, USER_FORM_TEXT.changedMeanwhile);

  const { version, ...fields } = body;
  const checked = await checkUserFields(fields, auth, before);
  const after: UserRecord = { ...before, ...checked };
  const now = new Date();
  const at = now.toISOString();
  const changed = Object.keys(checked).filter((k) => JSON.stringify(before[k as keyof UserRecord] ?? null) !== JSON.stringify(after[k as keyof UserRecord] ?? null));

  const profileSteps: TransactItem[] = [
    userUpdateItem(id, checked, version, auth.userId, now),
    ...loginChangeItems(id, before, after),
    { Put: { TableName: tableName(), Item: auditItem('user', id, { action: 'user_updated', actorId: auth.userId, realActorId: auth.masterUserId, subjectId: id, at, sourceIp, detail: { changed } }) } },
  ];
  const renamed = changesSummaryFacts(before, after);
  const room = TRANSACTION_LIMIT - profileSteps.length;
  await withSummaryRetry(async () => {
    const summaries = renamed ? await summaryNameItems(id, after, at) : [];
    await transact([...profileSteps, ...summaries.slice(0, room)], profileSteps.length);
  });
  // A person on more cohorts than one transaction holds (a long-serving facilitator): the other
  // summaries follow, each still guarded; rewriting one twice is harmless.
  await withSummaryRetry(async () => {
    const rest = renamed ? (await summaryNameItems(id, after, at)).slice(room) : [];
    for (let i = 0; i < rest.length; i += TRANSACTION_LIMIT) await transact(rest.slice(i, i + TRANSACTION_LIMIT), 0);
  });

  await reindexUserSearch(before, after);
  if (before.status !== after.status) await recordPendingOutcome(id, { status: after.status }, auth.userId, now);
  if (before.status === 'active' && after.status !== 'active') await endAllSessions(id);

  const saved = await getUser(id);
  const answer: SaveUserAnswer = { message: USER_FORM_TEXT.updated, user: toFormRecord(saved ?? after) };
  return answer;
};
