/**
 * A participant's own schedule (spec 01 §2).
 * Texts of `MESSAGES` (shared/texts/general.ts), verbatim; one export each, so that a Lambda
 * bundles only those it uses.
 */

export const attendancePresent = 'Your facilitator marked you as in attendance.';
export const attendanceAbsent = 'Your facilitator has marked you as not in attendance.';
export const attendanceNotRecorded = 'Your facilitator has not yet recorded attendance.';
