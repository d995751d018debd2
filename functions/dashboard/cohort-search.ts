/**
 * GET /api/searchCohort[/{text}]: cohort names for the dashboard's search box, among the
 * cohorts the caller may see. Names starting with the text first, then names or cities
 * containing it; without text, the cohorts whose next session comes soonest.
 */
import type { CohortSearchResponse } from '../../shared/dashboard/types.ts';
import { nyDate } from '../../shared/time.ts';
import type { RouteImplementation } from '../core/http.ts';
import type { CohortFacet } from '../data/cohorts/cohort-archive.ts';
import { canSee, loadViewer, type Viewer } from '../domain/cohort-visibility.ts';

export const COHORT_SEARCH_LIMIT = 20;

type Named = Pick<CohortFacet, 'id' | 'name' | 'city' | 'state_id'>;

function hit(cohort: Named, viewer: Viewer): CohortSearchResponse['cohorts'][number] {
  return { id: cohort.id, name: cohort.name, city: cohort.city, state: viewer.directory.reference.states.get(cohort.state_id)?.code ?? '' };
}

export const searchCohortByText: RouteImplementation<'GET /api/searchCohort/{text}'> = async ({ auth, params }) => {
  // Every cohort's name, archived ones included: their facets are enough.
  const viewer = await loadViewer(auth, [], nyDate(), { facets: true });
  const text = params.text.toLowerCase();
  const starts: Named[] = [];
  const contains: Named[] = [];
  for (const cohort of viewer.directory.facets()) {
    if (!canSee(viewer.visibility, cohort)) continue;
    const name = cohort.name.toLowerCase();
    if (name.startsWith(text)) starts.push(cohort);
    else if (name.includes(text) || cohort.city.toLowerCase().includes(text)) contains.push(cohort);
  }
  const byName = (a: Named, b: Named) => a.name.localeCompare(b.name);
  const answer: CohortSearchResponse = {
    cohorts: [...starts.sort(byName), ...contains.sort(byName)].slice(0, COHORT_SEARCH_LIMIT).map((c) => hit(c, viewer)),
  };
  return answer;
};

export const searchCohortSoonest: RouteImplementation<'GET /api/searchCohort'> = async ({ auth }) => {
  const today = nyDate();
  const viewer = await loadViewer(auth, [], today);
  const picked = new Map<number, Named>();
  for (const session of viewer.directory.sessions()) {
    if (picked.size === COHORT_SEARCH_LIMIT) break;
    if (session.start_date === null || session.start_date < today || picked.has(session.cohort.id)) continue;
    if (canSee(viewer.visibility, session.cohort)) picked.set(session.cohort.id, session.cohort);
  }
  const answer: CohortSearchResponse = { cohorts: [...picked.values()].map((c) => hit(c, viewer)) };
  return answer;
};
