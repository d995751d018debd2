/**
 * Which cohorts a person sees on the dashboard and the calendar (issue 4, docs/decisions/dashboard-calendar.md):
 * managers, training managers, administrators and BBP keymasters see all; state coordinators
 * the cohorts of their states (the session's `states`); facilitators and coaches the cohorts where they are on the staff.
 * Someone holding several roles sees the union.
 */
import { hasAnyRole, type RoleSlug } from '../../shared/auth/roles.ts';
import type { FilterType } from '../../shared/dashboard/types.ts';
import { cohortDirectory, type CohortDirectory } from '../data/cohorts/cohort-directory.ts';
import { cohortFacts, cohortsOfUser } from '../data/cohorts/cohorts.ts';
import type { SessionClaims } from '../services/tokens.ts';
import { readSavedFilters, type SavedFilters } from '../data/users/preferences.ts';

const SEE_ALL: RoleSlug[] = ['administrator', 'senior_admin', 'nisl_manager', 'training_manager', 'bbp_keymaster'];
const SEE_OWN_STATES: RoleSlug[] = ['state_coordinator'];

export interface CohortVisibility {
  all: boolean;
  states: ReadonlySet<number>;
  staffOf: ReadonlySet<number>;
}

type ViewerClaims = Pick<SessionClaims, 'userId' | 'roles' | 'states'>;

/** Coordinators' states come with the session, like the roles (the session item's, which follow the account). */
export function cohortVisibility(auth: ViewerClaims, directory: CohortDirectory): CohortVisibility {
  return visibilityWith(auth, seesEveryCohort(auth) ? new Set() : directory.staffCohorts(auth.userId));
}

/** Managers, administrators and keymasters: every cohort, so every roster's people too. */
export function seesEveryCohort(auth: Pick<ViewerClaims, 'roles'>): boolean {
  return hasAnyRole(auth.roles, SEE_ALL);
}

function visibilityWith(auth: ViewerClaims, staffOf: ReadonlySet<number>): CohortVisibility {
  if (seesEveryCohort(auth)) return { all: true, states: new Set(), staffOf: new Set() };
  return { all: false, states: new Set<number>(hasAnyRole(auth.roles, SEE_OWN_STATES) ? (auth.states ?? []) : []), staffOf };
}

/** The same rule for one cohort loaded whole (a roster): no directory needed. */
export function mayViewCohort(
  auth: ViewerClaims,
  cohort: { id: number; state_id: number },
  staff: ReadonlyArray<{ user_id: number }>,
): boolean {
  return canSee(visibilityWith(auth, new Set(staff.some((s) => s.user_id === auth.userId) ? [cohort.id] : [])), cohort);
}

/** The cohorts where a person is on the staff, read from the table (the dashboard's Lambdas use the directory's). */
export async function staffCohortsOf(userId: number): Promise<ReadonlySet<number>> {
  return new Set((await cohortsOfUser(userId)).filter((l) => l.role === 'staff').map((l) => l.cohort_id));
}

/**
 * The same rule for a few cohorts outside the directory (checks on people, not lists): which of
 * `cohortIds` the viewer sees, given their staff cohorts (`staffCohortsOf`). Only a coordinator's
 * states need more: the cohorts' META facts, one BatchGetItem.
 */
export async function visibleAmong(
  auth: ViewerClaims,
  staffOf: ReadonlySet<number>,
  cohortIds: readonly number[],
): Promise<ReadonlySet<number>> {
  const visibility = visibilityWith(auth, staffOf);
  if (visibility.all) return new Set(cohortIds);
  const others = cohortIds.filter((id) => !staffOf.has(id));
  const byState = visibility.states.size && others.length ? await cohortFacts(others) : [];
  return new Set([...cohortIds.filter((id) => staffOf.has(id)), ...byState.filter((c) => canSee(visibility, c)).map((c) => c.id)]);
}

export function canSee(visibility: CohortVisibility, cohort: { id: number; state_id: number }): boolean {
  return visibility.all || visibility.states.has(cohort.state_id) || visibility.staffOf.has(cohort.id);
}

export interface Viewer {
  directory: CohortDirectory;
  visibility: CohortVisibility;
  saved: SavedFilters;
}

/**
 * What a list request starts from: the directory (at most one Query) and, in parallel, the
 * caller's saved filters of some types (at most one BatchGetItem). `since`: the request shows
 * only sessions ending on or after that day; `facets`: it also reads every cohort's facet
 * (cohort-directory.ts). Someone who does not see every cohort needs the facets for their own
 * staff cohorts.
 */
export async function loadViewer(
  auth: ViewerClaims,
  filters: readonly FilterType[],
  since?: string,
  opts: { facets?: boolean } = {},
): Promise<Viewer> {
  const facets = opts.facets || !seesEveryCohort(auth);
  const [directory, saved] = await Promise.all([cohortDirectory({ since, facets }), readSavedFilters(auth.userId, filters)]);
  return { directory, visibility: cohortVisibility(auth, directory), saved };
}
