/**
 * POST /api/user: the Create button of the user modal (spec 02 §5). The account, its uniqueness
 * items, search words, the audit entry and — for a possible duplicate (same first name, last
 * name and state) — the pending record are written in one transaction; a possible duplicate is
 * created with status pending and the answer's message is 'Pending'.
 */
import { passwordProblemFor } from '../../shared/auth/password-policy.ts';
import * as USER_FORM_TEXT from '../../shared/users/form.texts.ts';
import type { SaveUserAnswer } from '../../shared/users/form.types.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { hashPassword } from '../services/passwords.ts';
import { auditItem } from '../data/users/audit.ts';
import { nextId } from '../data/table/counters.ts';
import { findPossibleDuplicates, pendingRecordItem } from '../data/users/pending-users.ts';
import { createUser, newUser, UniquenessError, type UserRecord } from '../data/users/users.ts';
import { isPrivilegedAdmin } from '../domain/password-rules.ts';
import { checkUserFields, toFormRecord } from '../domain/user-form.ts';

export const createUserRoute: RouteImplementation<'POST /api/user'> = async ({ body, auth, sourceIp }) => {
  const { password, ...fields } = body;
  const checked = await checkUserFields(fields, auth);
  const passwordProblem = passwordProblemFor(password, {
    username: checked.username,
    email: checked.email,
    privilegedAdmin: isPrivilegedAdmin(checked),
  });
  if (passwordProblem) throw httpError(422, passwordProblem);

  const duplicates = await findPossibleDuplicates(checked);
  const now = new Date();
  const at = now.toISOString();
  const id = await nextId('user');
  const status: UserRecord['status'] = duplicates.length ? 'pending' : checked.status;
  // The administrator filled the profile in: its owner is not asked to complete it.
  const input = newUser(
    {
      ...checked,
      id,
      status,
      passwordHash: await hashPassword(password),
      required_data: false,
      created_by: auth.userId,
      updated_by: auth.userId,
    },
    at,
  );
  const audit = auditItem('user', id, {
    action: 'user_created',
    actorId: auth.userId,
    realActorId: auth.masterUserId,
    subjectId: id,
    at,
    sourceIp,
    detail: { status, roles: checked.roles },
  });
  let user: UserRecord;
  try {
    // The pending record needs the stored account (lower-cased login, creation time): build it
    // from the same values createUser stores.
    const pendingItem = duplicates.length
      ? pendingRecordItem(
          { ...input, username: input.username.toLowerCase(), email: input.email.toLowerCase(), created_at: at } as UserRecord,
          duplicates,
          auth.userId,
        )
      : undefined;
    user = await createUser(input, now, { extraItems: [audit, ...(pendingItem ? [pendingItem] : [])] });
  } catch (error) {
    if (error instanceof UniquenessError) throw httpError(422, USER_FORM_TEXT.taken);
    throw error;
  }
  const answer: SaveUserAnswer = duplicates.length
    ? { message: USER_FORM_TEXT.pending, user: toFormRecord(user), duplicates }
    : { message: USER_FORM_TEXT.created, user: toFormRecord(user) };
  return answer;
};
