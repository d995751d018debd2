/**
 * The Cohort Builder list's texts and constants (spec 03 §2.2-2.3, §4, §9), shared by the
 * `cohort-builder` group, the web and the tests. Entries marked "Not in the spec" are ours.
 */

/** Spec 03 §9: cohort list page size 50. */
export const COHORT_LIST_PAGE_SIZE = 50;
/** Not in the spec: the largest page the list serves (the short form asks for many at once). */
export const COHORT_LIST_MAX_PAGE_SIZE = 1_000;
/** Page sizes the size changer offers. */
export const COHORT_LIST_PAGE_SIZES = [10, 20, 50, 100] as const;
/** Spec 03 §9: participant count filter range 0 to 100. */
export const PARTICIPANT_COUNT_RANGE = { min: 0, max: 100 } as const;
/** Not in the spec: the longest search text. */
export const COHORT_SEARCH_MAX_CHARS = 100;

export const COHORT_LIST_TEXT = {
  /** Spec 03 §2.2: 'x of y cohorts'. */
  countLine: (shown: number, total: number) => `${shown} of ${total} cohorts`,
  /** Spec 03 §2.2: shown when filters are active. */
  filtersSet: 'Filters have been set.',
  /** Spec 03 §2.2, §4: no date yet. */
  tbd: 'TBD',
  /** Spec 03 §4: no next event, the last one in the past. */
  ended: 'Ended',
  /** Spec 03 §4: the force_end flag. */
  forceEnded: 'Force Ended',
  /** Spec 03 §2.3 'Client has GSuite?' choices. */
  hasSuite: { yes: 'Yes', no: 'No', some: 'Some participants' },
  /** Not in the spec: a filter that is not JSON, or a field of the wrong kind. */
  invalidFilter: 'The cohort list filter could not be read. Clear the filter and try again.',
  /** Not in the spec: page or per_page out of range. */
  invalidPage: 'page must be a whole number from 1, per_page from 1 to 1000.',
  /** Not in the spec: an unknown sort column or order. */
  invalidSort:
    'The list can be sorted by id, name, course, delivery_model, start, next, participants, created_at or updated_at, asc or desc.',
  /** Not in the spec. */
  searchTooLong: `The search text can be at most ${COHORT_SEARCH_MAX_CHARS} characters.`,
  /** Not in the spec: GET /api/course_sections/{course} for a course that does not exist. */
  courseNotFound: 'There is no such course.',
  /** Not in the spec: the list could not be loaded (web). */
  loadFailed: 'The cohorts could not be loaded.',
} as const;

/** Spec 03 §2.4: the delivery models that show Quality Support instead of the webinar producer. */
export const QUALITY_SUPPORT_DELIVERY_MODELS = [
  'edp_pss',
  'edp_pss_virtual2',
  'edp_pss_virtualm',
  'edp_materials_virtual2_nisl',
  'edp_materials_virtualm_nisl',
  'edp_materials_nisl',
] as const;
/** Spec 03 §5, §9: the work-hours warning window (Eastern wall times). */
export const WORK_HOURS = { from: '07:00', to: '20:01' } as const;
/** Spec 03 §9: sub-unit letters A to Z. */
export const SUB_UNIT_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Spec 03 §4: the page-lock name of a cohort's edit page is this plus its post id. */
export const COHORT_EDIT_LOCK_PREFIX = 'cohortbuilder/edit/';
