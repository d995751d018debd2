/** Texts of the cohort pickers' GET /api/cohort parameters, which the spec does not have (issue 32). */
import { COHORT_OPTIONS } from '../constants.ts';

export const LOOKUPS_TEXT = {
  cohortIds: 'ids: cohort ids separated by commas.',
  /** The pickers' list before anything is typed, and when nothing matches. */
  typeToSearch: 'Type part of a cohort name or its id',
  noCohortsMatch: 'No cohorts match',
  searching: 'Searching cohorts…',
  tooManyCohortIds: `ids: at most ${COHORT_OPTIONS.idsLimit} cohorts at once.`,
} as const;
