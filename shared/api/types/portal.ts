/** Answers of the `portal` group (spec 01 §2), shared by the functions and the web. */
import type { NislData } from './session.ts';

/** GET /api/get-nisl-drive: the shared-drive folders of a state coordinator's cohorts, by cohort id (empty for others). */
export interface DriveFoldersAnswer {
  response: Record<string, { name: string; link_folder: string }>;
}

/** GET /api/get_courses_privileges/{userId}: CMS course key → course name. */
export interface CoursePrivilegesAnswer {
  data: { privileges_un: NislData['privileges_un'] };
}

/** PUT /api/update_default_course/{cohortKey}: the bookmarked course. */
export interface BookmarkAnswer {
  data: { cohort: string; default_course: number };
}

/** GET /api/shared_with_me_info: whether the person may see the projects others share. */
export type SharedWithMeAnswer = Pick<NislData, 'sharedAlpsCheck' | 'sharedPisCheck'>;
