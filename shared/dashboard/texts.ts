/**
 * The cohort dashboard and the training calendar (spec 01 §3, §4).
 * Texts of `MESSAGES` (shared/texts/general.ts), verbatim; one export each, so that a Lambda
 * bundles only those it uses.
 */
import { HELPDESK } from '../texts/helpdesk.ts';

export const noCohortSessions = 'No cohort sessions match your search criteria.';
export const localFacilitatorNoCohort = 'You are currently not assigned as a facilitator to an active cohort.';
/** Not in the spec: a dashboard or calendar filter that is not valid JSON. */
export const invalidFilters = 'The filters could not be read. Clear the filters and try again.';
/** Not in the spec: a calendar date that is not YYYY-MM-DD, or a range that is backwards or too long. */
export const invalidDate = 'Dates must be written YYYY-MM-DD.';
export const invalidDateRange = 'The calendar range must end on or after its start and span at most 62 days.';
export const missingEvaluationLink = `There is no end of unit evaluation link. Please contact the Helpdesk at ${HELPDESK.email} or ${HELPDESK.phone}, 8 am to 6 pm ET.`;
/** Not in the spec: the filter modal's cohort picker before anything is typed (it searches GET /api/searchCohort/{text}). */
export const cohortPickerHint = 'Type part of a cohort name or city';
