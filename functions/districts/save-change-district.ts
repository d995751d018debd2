/**
 * POST /api/saveChangeDistrict {values: {type, value, district_id}}: gives the chosen district to
 * every account the criterion finds with a blank district in the district's state. Each
 * transaction holds up to 99 profile updates (version-conditioned, as a user form save) and the
 * report part that records them (data/users/district-changes.ts), so every change is in the report and
 * no report line is untrue. An account someone saved since it was read is left as it is and
 * counted as skipped (its district may no longer be blank); the answer says how many were
 * updated and skipped. If a later transaction fails, the earlier ones stand and the answer says
 * how many were updated before the failure.
 */
import type { DistrictChangeResult } from '../../shared/districts/types.ts';
import { DISTRICT_TEXT } from '../../shared/districts/texts.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { logger } from '../services/logger.ts';
import { nextId } from '../data/table/counters.ts';
import { districtChangeStep, type DistrictChangeAccount, type DistrictChangePart } from '../data/users/district-changes.ts';
import { transact } from '../data/table/transaction.ts';
import { getUsers, userUpdateItem, type UserRecord } from '../data/users/users.ts';
import { accountsForDistrict } from './candidates.ts';

/** 100 steps per transaction: the accounts and their report part. */
export const ACCOUNTS_PER_TRANSACTION = 99;

const reportLine = (user: UserRecord, districtId: number): DistrictChangeAccount => ({
  id: user.id,
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  state_id: user.state_id,
  school_name: user.school_name,
  district_before: user.district_id,
  district_after: districtId,
});

/** Writes one part; returns the ids someone else changed meanwhile (then nothing of it was written). */
export async function writePart(users: readonly UserRecord[], part: DistrictChangePart, actorId: number, now: Date): Promise<number[]> {
  const refused = await transact([
    ...users.map((user) => userUpdateItem(user.id, { district_id: part.district.id }, user.version, actorId, now)),
    districtChangeStep(part),
  ]);
  if (!refused) return [];
  const conflicts = refused.failedSteps.filter((i) => i < users.length).map((i) => users[i].id);
  if (!conflicts.length) throw refused.error;
  return conflicts;
}

export const saveChangeDistrict: RouteImplementation<'POST /api/saveChangeDistrict'> = async ({ body, auth }) => {
  const { type, value, district_id: districtId } = body.values;
  const { district, accounts } = await accountsForDistrict(type, value, districtId);
  if (!accounts.length) throw httpError(422, DISTRICT_TEXT.noneFound);
  const now = new Date();
  const runId = await nextId('district_change');
  let updated = 0;
  let skipped = 0;
  let part = 0;
  try {
    for (let i = 0; i < accounts.length; i += ACCOUNTS_PER_TRANSACTION) {
      const profiles = await getUsers(accounts.slice(i, i + ACCOUNTS_PER_TRANSACTION).map((a) => a.id));
      // The profile is the truth: an account whose district was filled in since the directory saw it is not ours to change.
      let users = [...profiles.values()].filter((u) => u.district_id === null && u.state_id === district.state_id && u.status !== 'merged');
      skipped += Math.min(ACCOUNTS_PER_TRANSACTION, accounts.length - i) - users.length;
      while (users.length) {
        const record: DistrictChangePart = {
          run_id: runId,
          part,
          created_at: now.toISOString(),
          who: auth.userId,
          criterion: type,
          value,
          district,
          accounts: users.map((u) => reportLine(u, district.id)),
        };
        const conflicts = await writePart(users, record, auth.userId, now);
        if (!conflicts.length) {
          updated += users.length;
          part += 1;
          break;
        }
        skipped += conflicts.length;
        users = users.filter((u) => !conflicts.includes(u.id));
      }
    }
  } catch (error) {
    logger.error('add district: a transaction failed', { error: String(error), runId, updated });
    throw httpError(500, `${DISTRICT_TEXT.notUpdated} ${DISTRICT_TEXT.updatedCount(updated, skipped)}`);
  }
  const answer: DistrictChangeResult = {
    message: `${DISTRICT_TEXT.updated} ${DISTRICT_TEXT.updatedCount(updated, skipped)}`,
    updated,
    skipped,
    reportId: updated ? runId : null,
  };
  return answer;
};
