/** In-app paths that several features link to; the router (app/router.tsx) declares the same shapes. */

/** One path segment, encoded (unit keys are text; ids may come as strings). */
const segment = (value: number | string) => encodeURIComponent(String(value));

export interface RosterTarget {
  cohortId: number;
  /** The unit's first day: the event id of the roster route. */
  eventId: number | string;
  unitId: string;
  postId: number | string;
}

/** The roster screen of a unit (spec 01 §2): /dashboard/cohort/{cohortId}/event/{eventId}/unit/{unitId}/cohort/{postId}. */
export function rosterPath({ cohortId, eventId, unitId, postId }: RosterTarget): string {
  return `/dashboard/cohort/${segment(cohortId)}/event/${segment(eventId)}/unit/${segment(unitId)}/cohort/${segment(postId)}`;
}

/** The unit evaluation report of a cohort's unit (spec 01 §2): /dashboard/cohort/{cohortId}/unit/{unit}/evaluation?postId={postId}. */
export function unitEvaluationPath({ cohortId, unit, postId }: { cohortId: number; unit: string; postId: number | string }): string {
  return `/dashboard/cohort/${segment(cohortId)}/unit/${segment(unit)}/evaluation?postId=${segment(postId)}`;
}
