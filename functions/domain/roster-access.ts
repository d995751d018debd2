/** A roster's cohort, loaded whole, for someone who may see it (cohort-visibility.ts); else 404 or 403. */
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { SessionClaims } from '../services/tokens.ts';
import { mayViewCohort } from './cohort-visibility.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';

export async function visibleCohort(auth: SessionClaims, cohortId: number): Promise<CohortAggregate> {
  const aggregate = await loadCohort(cohortId);
  if (!aggregate) throw httpError(404, MESSAGES.notFound);
  if (!mayViewCohort(auth, aggregate.cohort, aggregate.staff)) throw httpError(403, MESSAGES.forbidden);
  return aggregate;
}
