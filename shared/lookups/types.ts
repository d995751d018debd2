/**
 * Answers of the `lookups` group (spec 02 §7, spec 03 §7): reference data for forms and filters.
 * The spec names the calls but shows only two shapes (default_course; edpCourses/nislCourses);
 * the rest are plain lists of the reference records (docs/decisions/account-administration.md, "User modal").
 */
import type { Course } from '../api/records.ts';

export interface StateOption {
  id: number;
  code: string;
  name: string;
}
export interface DistrictOption {
  id: number;
  state_id: number;
  name: string;
}
export interface SchoolOption {
  id: number;
  district_id: number;
  name: string;
}
export interface JobFunctionOption {
  id: number;
  name: string;
}
export interface MeetingTypeOption {
  id: number;
  slug: string;
  name: string;
}
/** A course as the pickers offer it. */
export type CourseOption = Pick<Course, 'id' | 'key' | 'name' | 'abbreviation' | 'is_edp' | 'is_nisl'>;
export interface CohortOption {
  id: number;
  name: string;
  course_id: number;
  state_id: number;
}

/** GET /api/courses/get/default-course. */
export interface DefaultCourseAnswer {
  default_course: number;
}
/** GET /api/get_edp_nisl_courses. */
export interface EdpNislCoursesAnswer {
  edpCourses: CourseOption[];
  nislCourses: CourseOption[];
}

/** How many districts a name search answers at most. */
export const DISTRICT_SEARCH_LIMIT = 100;
