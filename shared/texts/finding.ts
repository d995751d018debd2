/**
 * Finding a person, cohort or course: what was looked for and not found, or may not be seen.
 * Texts of `MESSAGES` (shared/texts/general.ts), verbatim; one export each, so that a Lambda
 * bundles only those it uses.
 */

export const userNotFound = 'User not found';
/** Not in the spec: a search shorter than 3 characters. */
export const searchMinChars = 'Type at least 3 characters.';
export const cohortNotFound = 'Cohort not found';
/** Not in the spec: a course key the person has no privilege for, or that does not exist. */
export const courseNotFound = 'Course not found.';
export const notEnrolled = 'This participant has not been enrolled in a cohort.';
/** Not in the spec: a find-participant hit the caller sees by name only (docs/decisions/security.md, "Find participant"). */
export const notYourParticipant = 'Not a participant of your cohorts';
