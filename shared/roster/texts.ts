/**
 * The roster: attendance, make-ups, the action-learning form and the roster's downloads (spec 01 §5-§8).
 * Texts of `MESSAGES` (shared/texts/general.ts), verbatim; one export each, so that a Lambda
 * bundles only those it uses.
 */

export const attendanceFuture = 'You cannot save attendance for future events. Please record attendance after the session has taken place.';
export const independentStudyOneDay =
  'WARNING - Participants who miss an entire unit must make up that unit with another cohort. The lead facilitator and/or the state coordinator can help to arrange a Make-up. Independent Study can only be applied to one day of a unit.';
export const attendanceSaved = 'Attendance has been saved. You may make any changes and re-save if required.';
export const attendanceSaveError = (reason: string) => `Attendance saved error: ${reason}`;
/** Not in the spec: the reasons behind 'Attendance saved error: {reason}'. */
export const attendanceConflict =
  'Someone else saved this roster since you opened it. Reload the roster to see their changes, then save yours again.';
export const attendanceNotTaken = 'Attendance is not taken for the coaching course.';
export const attendanceUnknownParticipant = 'A participant on this roster is not enrolled in this unit. Reload the roster and save again.';
/** Not in the spec: the make-up answers of the roster (spec 01 §8: the server's message is shown). */
export const makeupSaved = 'The make-up participant was added to this unit.';
export const makeupAlreadyOnRoster = 'This participant is already on this roster.';
export const makeupNotEligible = 'Only a participant enrolled in another cohort of this course can make up a unit here.';
export const makeupRemoved = 'The make-up participant was removed.';
export const alpFormMembersOnly = 'the form is kept for participants of this cohort only.';
export const alpFormSaved = 'Alpform saved!!!';
export const alpFormSaveError = (reason: string) => `Alpform saved error: ${reason}`;
export const selectParticipant = 'Please select a participant';
export const noParticipantsWith = (text: string) => `The are no participants with “${text}”`;
export const deleteMakeupConfirm = 'Are you sure you want to delete this makeup permanently?';
export const noProjectProgress = 'None of the participants have progress on their projects.';
export const unsavedChanges = 'Unsaved changes, do you want to leave?';
/** Not in the spec: the roster on a flaky connection (issue 17): ticks kept on the device until the server has them. */
export const attendanceNotSavedYet = 'Not saved yet';
export const attendanceQueued = 'No connection: your ticks are kept on this device and will be saved when the connection returns.';
export const attendanceSaving = 'Saving…';
export const attendanceUnsaved = 'Unsaved changes';
export const attendanceAllSaved = 'All changes saved';
export const attendanceDraftRestored = 'Your unsaved ticks on this device were restored. Save Attendance to keep them.';
export const attendanceConflictBoth =
  'Someone else saved this roster before your changes reached the server. Both are shown below: keep yours (saved over theirs) or use theirs.';
export const noSurveyAnswers = 'There are no answers yet for the unit evaluation.';
/** Not in the spec: Create Certificates before the certificates feature is deployed (its route answers 501). */
export const certificatesNotAvailable = 'Creating certificates is not available yet. Please contact the Helpdesk.';
/** Not in the spec: a download the browser could not finish. */
export const downloadFailed = 'The file could not be downloaded. Please try again.';
/** Not in the spec: the attendance report's mark on a participant removed from the cohort after attendance was taken. */
export const removedFromCohort = 'Removed from the cohort';

/** Spec 01 §2 (Roster screen, "comments All/New"): the Comments column's filter and its two choices. */
export const COMMENTS_FILTER = { label: 'Comments', all: 'All', new: 'New' } as const;
/** Not in the spec: the New filter left no one on the roster. */
export const commentsNoneNew = 'No participant has new comments.';
