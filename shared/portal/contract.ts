import * as z from 'zod/mini';
import * as MESSAGES from '../texts/general.ts';
import type {
  BookmarkAnswer,
  CourseInfoAnswer,
  CoursePrivilegesAnswer,
  DriveFoldersAnswer,
  NextEventAnswer,
  SharedWithMeAnswer,
} from './types.ts';
import { answer, type Contract } from '../api/contract.ts';
import { userIdParam } from '../api/fields.ts';

const courseKey = z.string().check(z.regex(/^cohort\d+$/, { error: MESSAGES.courseNotFound }));

export const PORTAL_CONTRACTS = {
  'GET /api/get-nisl-drive': { answer: answer<DriveFoldersAnswer>() },
  'GET /api/get_courses_privileges/{userId}': { params: z.object({ userId: userIdParam }), answer: answer<CoursePrivilegesAnswer>() },
  'PUT /api/update_default_course/{cohortKey}': { params: z.object({ cohortKey: courseKey }), answer: answer<BookmarkAnswer>() },
  'GET /api/getCourseInfoByKey': { query: z.object({ courseKey }), answer: answer<CourseInfoAnswer>() },
  'GET /api/info_next_event/{course}': { params: z.object({ course: courseKey }), answer: answer<NextEventAnswer>() },
  'GET /api/shared_with_me_info': {
    query: z.object({ cohort: z.optional(courseKey), token_cms: z.optional(z.string()) }),
    answer: answer<SharedWithMeAnswer>(),
  },
} satisfies Record<string, Contract>;
