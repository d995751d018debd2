/**
 * The accounts Add District may change: a blank district, not merged, and matching the criterion
 * (their state, or their school as entered, compared without case and surrounding spaces). Found
 * in the user directory (functions/data/users/user-directory.ts), never by a Scan; read fresh so that
 * a count and the save that follows it see the same accounts.
 */
import type { DistrictCriterion } from '../../shared/districts/types.ts';
import { DISTRICT_TEXT } from '../../shared/districts/texts.ts';
import { httpError } from '../core/errors.ts';
import { districtsOfState, type District } from '../data/reference/reference.ts';
import { userDirectory, type DirectoryUser } from '../data/users/user-directory.ts';

const sameText = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();

export async function blankDistrictAccounts(type: DistrictCriterion, value: string): Promise<DirectoryUser[]> {
  const stateId = type === 'state' ? Number(value) : null;
  if (type === 'state' && !(Number.isInteger(stateId) && stateId! > 0)) throw httpError(422, DISTRICT_TEXT.selectState);
  const directory = await userDirectory({ fresh: true });
  return [...directory.users.values()].filter(
    (user) =>
      user.district_id === null &&
      user.status !== 'merged' &&
      (type === 'state' ? user.state_id === stateId : sameText(user.school_name, value)),
  );
}

/** The districts of the states those accounts are in, by state then name. */
export async function districtsFor(accounts: readonly DirectoryUser[], type: DistrictCriterion, value: string): Promise<District[]> {
  const states =
    type === 'state' ? [Number(value)] : [...new Set(accounts.map((a) => a.state_id).filter((id): id is number => id !== null))];
  const lists = await Promise.all(states.map((id) => districtsOfState(id)));
  return lists.flat().sort((a, b) => a.state_id - b.state_id || a.name.localeCompare(b.name));
}

/**
 * The chosen district and the accounts it may go to: those in its state (a district belongs to
 * one state; an account of another state, or with no state, is left alone).
 */
export async function accountsForDistrict(
  type: DistrictCriterion,
  value: string,
  districtId: number,
): Promise<{ district: District; accounts: DirectoryUser[] }> {
  const candidates = await blankDistrictAccounts(type, value);
  const district = (await districtsFor(candidates, type, value)).find((d) => d.id === districtId);
  if (!district) throw httpError(422, candidates.length ? DISTRICT_TEXT.districtNotInState : DISTRICT_TEXT.noneFound);
  return { district, accounts: candidates.filter((a) => a.state_id === district.state_id) };
}
