/**
 * The person's courses: privileges (the left menu's course entries), the bookmark, and a
 * course's details by its CMS key (cohort39…), with the transition flag of keys 39 and above.
 */
import { allows } from '../../shared/auth/capabilities.ts';
import { TRANSITION_COHORT_KEY } from '../../shared/constants.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { listReference } from '../data/reference/reference.ts';
import { getUser, updateUser } from '../data/users/users.ts';

export const coursePrivileges: RouteImplementation<'GET /api/get_courses_privileges/{userId}'> = async ({ params, auth }) => {
  const userId = Number(params.userId);
  if (userId !== auth.userId && !allows('user_admin', auth.roles)) throw httpError(403, MESSAGES.forbidden);
  const [user, courses] = await Promise.all([getUser(userId), listReference('COURSE')]);
  if (!user) throw httpError(404, MESSAGES.userNotFound);
  const privileges_un = Object.fromEntries(courses.filter((c) => user.courses.includes(c.id)).map((c) => [c.cms_key, c.name]));
  return { data: { privileges_un } };
};

export const bookmarkCourse: RouteImplementation<'PUT /api/update_default_course/{cohortKey}'> = async ({ params, auth }) => {
  const [user, courses] = await Promise.all([getUser(auth.userId), listReference('COURSE')]);
  const course = courses.find((c) => c.cms_key === params.cohortKey);
  if (!user) throw httpError(404, MESSAGES.userNotFound);
  if (!course || !user.courses.includes(course.id)) throw httpError(422, MESSAGES.courseNotFound);
  if (user.default_course !== course.id)
    await updateUser(user.id, { default_course: course.id }, user.version, auth.masterUserId ?? auth.userId);
  return { data: { cohort: course.cms_key, default_course: course.id } };
};

export const courseInfo: RouteImplementation<'GET /api/getCourseInfoByKey'> = async ({ query }) => {
  const course = (await listReference('COURSE')).find((c) => c.cms_key === query.courseKey);
  if (!course) throw httpError(404, MESSAGES.courseNotFound);
  return { course, transition: course.key >= TRANSITION_COHORT_KEY };
};
