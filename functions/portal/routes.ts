/** The built routes of the `portal` group: the person's courses, next session, drive folders, shared-with-me. */
import { PORTAL_CONTRACTS } from '../../shared/portal/contract.ts';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import type { GroupImplementations } from '../core/http.ts';
import { bookmarkCourse, courseInfo, coursePrivileges } from './courses.ts';
import { driveFolders } from './drive.ts';
import { nextSession } from './next-event.ts';
import { sharedWithMe } from './shared-with-me.ts';

export const implementations: GroupImplementations<'portal'> = {
  'GET /api/get_courses_privileges/{userId}': coursePrivileges,
  'PUT /api/update_default_course/{cohortKey}': bookmarkCourse,
  'GET /api/get-nisl-drive': driveFolders,
  'GET /api/shared_with_me_info': sharedWithMe,
  'GET /api/getCourseInfoByKey': courseInfo,
  'GET /api/info_next_event/{course}': nextSession,
};

/** The contracts this group's Lambda validates with (only its own: see createGroupHandler). */
export const contracts: GroupContracts<'portal'> = PORTAL_CONTRACTS;
