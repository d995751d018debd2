/** Answers of the `portal` group (spec 01 §2), shared by the functions and the web. */
import type { CohortMeeting, Course } from '../api/records.ts';
import type { NislData } from '../auth/types.ts';

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

/** GET /api/getCourseInfoByKey: the course of a CMS key, and whether it is a transition course (key 39 and above). */
export interface CourseInfoAnswer {
  course: Course;
  transition: boolean;
}

/** GET /api/info_next_event/{course}: the person's next session in that course (both null when there is none). */
export interface NextEventAnswer {
  text: string | null;
  meeting_info: CohortMeeting | null;
}
