/** Messages of the lookups' parameters that the spec does not have (GET /api/cohort's `ids`, issue 32). */
import { COHORT_OPTIONS } from '../constants.ts';

export const LOOKUPS_TEXT = {
  cohortIds: 'ids: cohort ids separated by commas.',
  tooManyCohortIds: `ids: at most ${COHORT_OPTIONS.idsLimit} cohorts at once.`,
} as const;
