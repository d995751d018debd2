/**
 * Shapes of admin tab 5, Add District (spec 02 §2, §7). The spec shows the calls but not their
 * shapes; the design is in docs/decisions/account-administration.md ("Add District"). Accounts whose district is blank
 * are chosen by a criterion: their state, or their school as entered (school_name).
 */
export const DISTRICT_CRITERIA = ['state', 'school'] as const;
export type DistrictCriterion = (typeof DISTRICT_CRITERIA)[number];

/** GET /api/verifyDistrictsToChange?type&value: the districts one may choose and how many accounts match. */
export interface DistrictsToChange {
  districts: Array<{ id: number; name: string; state_id: number }>;
  /** Accounts with a blank district matching the criterion (any state for a school). */
  counter: number;
}

/** POST /api/verifyUsersToChangeDistrict {type, values}: the criterion's value and the chosen district. */
export interface DistrictCriterionValues {
  /** The state id (as text) or the school name. */
  value: string;
  district_id: number | null;
}

/** POST /api/saveChangeDistrict {values}. */
export interface DistrictChangeValues extends DistrictCriterionValues {
  type: DistrictCriterion;
}

/** POST /api/verifyUsersToChangeDistrict: accounts that would change (blank district, in the district's state). */
export interface DistrictChangeCount {
  counter: number;
}

/** POST /api/saveChangeDistrict */
export interface DistrictChangeResult {
  message: string;
  updated: number;
  /** Accounts someone else changed between the count and the save: left as they were. */
  skipped: number;
  reportId: number | null;
}
