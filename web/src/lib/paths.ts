/** In-app paths that several features link to; the router (app/router.tsx) declares the same shapes. */

export interface RosterTarget {
  cohortId: number;
  /** The unit's first day: the event id of the roster route. */
  eventId: number | string;
  unitId: string;
  postId: number | string;
}

/** The roster screen of a unit (spec 01 §2): /dashboard/cohort/{cohortId}/event/{eventId}/unit/{unitId}/cohort/{postId}. */
export function rosterPath({ cohortId, eventId, unitId, postId }: RosterTarget): string {
  return `/dashboard/cohort/${cohortId}/event/${eventId}/unit/${encodeURIComponent(unitId)}/cohort/${postId}`;
}
