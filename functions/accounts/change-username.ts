/**
 * POST /api/change_username (admin tab 9, spec 02 §5): gives an account a new username, and the
 * e-mail changes to match (usernames are e-mail addresses: the new one must be a valid address,
 * docs/decisions/account-administration.md "Change Username"). One transaction holds the profile (version-checked, on
 * the user feed), the moved uniqueness items (both must be free), an audit entry and the
 * summaries of the person's cohorts, which carry the e-mail (cohort-summary.ts, table.ts).
 * The people search is re-indexed afterwards. Merged accounts cannot be renamed, and an
 * administrator's or senior admin's account is a senior admin's to rename (account-management.ts).
 */
import type { ChangeUsernameResponse } from '../../shared/accounts/types.ts';
import { USERNAME_CHANGE_TEXT } from '../../shared/accounts/texts.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation, SessionClaims } from '../core/http.ts';
import { auditStep } from '../data/users/audit.ts';
import { reindexUserSearch } from '../data/users/user-search.ts';
import { getUser, loginChangeItems, userUpdateItem, type UserRecord } from '../data/users/users.ts';
import { summaryNameItems } from '../data/cohorts/cohort-summary-names.ts';
import { transact, type TransactItem } from '../data/table/transaction.ts';
import { mayManage } from '../domain/account-management.ts';

/** DynamoDB's limit of steps in one transaction. */
const TRANSACTION_LIMIT = 100;
const ATTEMPTS = 3;

const refuse = (status: number, message: string) => httpError(status, message, { error: true });

class Conflict extends Error {}

/** Sends the steps; a person on more cohorts than one transaction holds gets the rest of the summaries right after. */
async function write(core: TransactItem[], summaries: TransactItem[]): Promise<void> {
  const room = TRANSACTION_LIMIT - core.length;
  const batches = [[...core, ...summaries.slice(0, room)]];
  for (let i = room; i < summaries.length; i += TRANSACTION_LIMIT) batches.push(summaries.slice(i, i + TRANSACTION_LIMIT));
  for (const [n, items] of batches.entries()) {
    const refused = await transact(items);
    if (!refused) continue;
    const failed = refused.failedSteps;
    // Steps 1…core.length-2 of the first batch move the uniqueness items: a refusal there means taken.
    if (n === 0 && failed.some((i) => i > 0 && i < core.length - 1)) throw refuse(422, USERNAME_CHANGE_TEXT.taken);
    // The profile's version or a cohort summary moved meanwhile: read again.
    if (failed.length) throw new Conflict();
    throw refused.error;
  }
}

async function rename(
  id: number,
  username: string,
  actor: SessionClaims,
  sourceIp: string,
): Promise<{ before: UserRecord; after: UserRecord }> {
  const { userId: actorId, masterUserId: realActorId } = actor;
  const user = await getUser(id);
  if (!user) throw refuse(404, MESSAGES.userNotFound);
  // Checked on each attempt's read: the write is conditioned on that version, roles included.
  if (!mayManage(actor, user)) throw refuse(403, USER_FORM_TEXT.onlySeniorManagesAdmins);
  if (user.status === 'merged') throw refuse(422, USERNAME_CHANGE_TEXT.merged);
  if (user.username === username) throw refuse(422, USERNAME_CHANGE_TEXT.same);
  const now = new Date();
  const at = now.toISOString();
  const after: UserRecord = { ...user, username, email: username, updated_at: at, updated_by: actorId, version: user.version + 1 };
  const audit = auditStep('user', user.id, {
    action: 'change_username',
    actorId,
    ...(realActorId === undefined ? {} : { realActorId }),
    subjectId: user.id,
    at,
    sourceIp,
    detail: { username: { from: user.username, to: username }, email: { from: user.email, to: username } },
  });
  const core: TransactItem[] = [
    userUpdateItem(user.id, { username, email: username }, user.version, actorId, now),
    ...loginChangeItems(user.id, user, after),
    audit,
  ];
  // The staff entries of the summaries carry the username (the attendance schedule's).
  const summaries = await summaryNameItems(user.id, after, at);
  await write(core, summaries);
  return { before: user, after };
}

export const changeUsername: RouteImplementation<'POST /api/change_username'> = async ({ auth, body, sourceIp }) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { before, after } = await rename(body.id_user, body.new_username, auth, sourceIp);
      await reindexUserSearch(before, after);
      const answer: ChangeUsernameResponse = { error: false, message: USERNAME_CHANGE_TEXT.success(after.username) };
      return answer;
    } catch (error) {
      if (!(error instanceof Conflict)) throw error;
      if (attempt === ATTEMPTS) throw refuse(409, USERNAME_CHANGE_TEXT.changedMeanwhile);
    }
  }
};
