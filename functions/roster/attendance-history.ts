/**
 * GET /api/attendance_history/{cohortId}/{unit} (not in the spec; administrators): every save of
 * the unit's attendance, newest first, with each saver's name as the profile holds it now.
 * Asked for when the roster's history panel opens, so the roster's own load stays one Query: here
 * one Query for the cohort's history and one BatchGetItem for the names. A cohort nobody saved
 * (or that does not exist) has an empty history: the route tells administrators nothing more.
 */
import type { AttendanceHistoryEntry } from '../../shared/roster/types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { attendanceHistory as historyOfCohort } from '../data/cohorts/attendance.ts';
import { getUsers } from '../data/users/users.ts';

export const attendanceHistory: RouteImplementation<'GET /api/attendance_history/{cohortId}/{unit}'> = async ({ params }) => {
  const saves = (await historyOfCohort(Number(params.cohortId))).filter((h) => h.detail.unit === params.unit);
  const savers = await getUsers([...new Set(saves.map((h) => h.actorId))]);
  return saves.map((h): AttendanceHistoryEntry => {
    const saver = savers.get(h.actorId);
    return { ...h, actorName: saver ? `${saver.first_name} ${saver.last_name}` : null };
  });
};
