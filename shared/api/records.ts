/**
 * Records of the data layer that answers carry whole, defined here so that the contracts and the
 * web can name them: functions/data re-exports them and builds its items from them.
 */

/** A course (reference data, REF#COURSE). */
export interface Course {
  id: number;
  /** The course number the CMS knows it by (39, 250, 497…); its CMS key is `cohort<key>`. */
  key: number;
  cms_key: string;
  name: string;
  abbreviation: string;
  is_edp: boolean;
  is_nisl: boolean;
  section_units: number;
}

/** How a cohort meets online (the cohort's `meeting`; null when it has none). */
export interface CohortMeeting {
  platform: string;
  meeting_id: string;
  password_meeting: string;
  webinar_url: string;
}
