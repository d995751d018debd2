/**
 * The cohort form's texts (COHORT_TEXT, below) and the blank cohort form (spec 03 §2.4): what a
 * new cohort starts from, in the web form, the tests and the bench alike.
 */
import type { CohortFormValues, SubUnitEventType, UnitEventType } from './form.types.ts';

/** How the form, the configuration and the reports name each event type (spec 03 §3: 2_day is shown as Contiguous). */
export const UNIT_EVENT_TYPE_LABELS: Record<UnitEventType, string> = { '2_day': 'Contiguous', split: 'Split', ext: 'Ext', 'n/a': 'n/a' };
/** Not in the spec: how a sub-unit's event type reads (its 'Contiguous' is the unit's, which collapses the unit). */
export const SUB_UNIT_EVENT_TYPE_LABELS: Record<SubUnitEventType, string> = { ext: 'Ext (one day)', '2_day': 'Ext (two days)' };

/** A select not chosen yet (the contract's ids are positive: a save with it is stopped by formProblem). */
export const NOT_CHOSEN = 0;

/** A new cohort: nothing chosen, no schedule, nobody assigned. */
export function newCohortValues(): CohortFormValues {
  return {
    id: null,
    version: null,
    name: '',
    course_id: NOT_CHOSEN,
    delivery_model_id: NOT_CHOSEN,
    city: '',
    state_id: NOT_CHOSEN,
    district_id: null,
    contract: null,
    has_suite: 'no',
    is_internal: false,
    divide_units: false,
    collaboration: { communities: false, drive: false },
    link_folder: null,
    material_status: null,
    welcome_email: false,
    sub_courses: [],
    force_end: false,
    force_end_reason: null,
    meeting: { webinar_url: null, platform: null, meeting_id: null, password_meeting: null },
    orientation: { date: null, start_time: null, end_time: null, url_unit_evaluation: null, meeting_type: null },
    units: [],
    single: null,
    participants: [],
    staff: [],
  };
}

/** The cohort builder's texts (spec 03 §5, §8), verbatim; texts the spec does not give are marked. */
export const COHORT_TEXT = {
  titleRequired: 'The cohort must have a title.',
  saveFailed: 'Failed to save cohort',
  saveFailedDetail: 'Please verify the information entered.',
  forceEndBlocked:
    'You cannot Force End a cohort while there are scheduled events in the future. Please remove the future events before using Force End.',
  startAfterEnd: 'The unit Start Date should not be higher than his End Date, please review.',
  outsideWorkHours:
    'Please review the entered Start time and End time. They seems earlier or later than normal work hours. Change the times entered if necessary.',
  applyTimeToAll: 'Apply this time to all other units?',
  facilitatorNotCertified: 'The facilitator is not certified to train a NISL cohort.',
  coFacilitatorNotCertified: 'The CoFacilitator is not certified to train a NISL cohort.',
  cancelWithChanges: 'Do you want to cancel?',
  // Not in the spec:
  forceEndReasonRequired: 'Please enter the reason for the Force End.',
  notFound: 'Cohort not found.',
  changedMeanwhile: 'This cohort was changed by someone else since you opened it. Reload it to see their changes, then make yours again.',
  deleteHasAttendance: 'This cohort has recorded attendance and cannot be deleted. Use Force End instead.',
  deleteHasCertificates: 'This cohort has issued certificates and cannot be deleted. Use Force End instead.',
  // Not in the spec (issue 30: an address shown as a link is a web address, never javascript: or data:):
  addressInvalid: (label: string) => `The ${label} must be a web address starting with http:// or https://.`,
  // Not in the spec (the form's own checks and questions):
  courseRequired: 'Please choose the course.',
  deliveryModelRequired: 'Please choose the delivery model.',
  stateRequired: 'Please choose the state.',
  deleteConfirm: 'Do you want to delete this cohort? This cannot be undone.',
  loadFailed: 'The cohort could not be loaded.',
  // Not in the spec (the Cohort Schedule pane):
  scheduleTimeZone: 'Dates and times are Eastern time (New York).',
  scheduleNeedsCourse: 'Choose the course in the details to schedule its units.',
  // Not in the spec (a scheduled day keeps its stored event: functions/cohort-builder/cohort-values.ts):
  unknownScheduledDay: "A scheduled day is not one of this cohort's days. Reload the cohort and make your changes again.",
  scheduledDayTwice: 'A scheduled day appears twice in the schedule. Reload the cohort and make your changes again.',
  attendedDayToOtherUnit: (day: string, unit: string) =>
    `${day} has recorded attendance and cannot be moved to ${unit}: attendance is kept per unit. Schedule a new day there instead.`,
  // Not in the spec (an n/a unit is not delivered: it has no days of its own):
  notDelivered: 'Not delivered in this cohort: no days, and left out of completion, audits and certificates.',
  // Not in the spec (the documented body of POST /api/cohort: shared/cohort-builder/documented-body.ts):
  editWithoutId: 'An edit names the cohort by its id.',
  scheduleWithoutEdit: 'A body with cohort_schedule (as spec 03 documents it) also gives the edit flag, true or false.',
  subUnitDays: (subUnit: string) =>
    `Sub-unit ${subUnit} runs one day (ext) or two contiguous days (2_day): its end date is its start date or the day after.`,
  subUnitType: 'A sub-unit is ext (one day of hours) or 2_day (two contiguous days).',
  // Not in the spec (the form's label of spec 03 §3's divide_units):
  divideUnits: 'Divide units',
  notDeliveredHasDays: (unit: string) => `Unit ${unit} is n/a (not delivered in this cohort) and cannot have days or sub-units.`,
} as const;
