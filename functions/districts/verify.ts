/**
 * The two counting calls of Add District (admin tab 5): GET /api/verifyDistrictsToChange?type&value
 * answers the districts one may choose for the accounts the criterion finds and how many there
 * are; POST /api/verifyUsersToChangeDistrict {type, values: {value, district_id}} how many of them
 * the chosen district would change (those in its state). A count of 0 is shown as
 * 'There are no accounts with blank Districts...'.
 */
import type { DistrictChangeCount, DistrictsToChange } from '../../shared/districts/types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { accountsForDistrict, blankDistrictAccounts, districtsFor } from './candidates.ts';

export const verifyDistrictsToChange: RouteImplementation<'GET /api/verifyDistrictsToChange'> = async ({ query }) => {
  const accounts = await blankDistrictAccounts(query.type, query.value);
  const districts = await districtsFor(accounts, query.type, query.value);
  const answer: DistrictsToChange = {
    districts: districts.map(({ id, name, state_id }) => ({ id, name, state_id })),
    counter: accounts.length,
  };
  return answer;
};

export const verifyUsersToChangeDistrict: RouteImplementation<'POST /api/verifyUsersToChangeDistrict'> = async ({ body }) => {
  const { accounts } = await accountsForDistrict(body.type, body.values.value, body.values.district_id);
  const answer: DistrictChangeCount = { counter: accounts.length };
  return answer;
};
