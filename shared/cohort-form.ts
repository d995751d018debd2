/**
 * The blank cohort form (spec 03 §2.4): what a new cohort starts from, in the web form, the tests
 * and the bench alike.
 */
import type { CohortFormValues } from './api/types/cohort-form.ts';

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
