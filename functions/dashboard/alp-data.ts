/**
 * POST /api/get_alp_data: action-learning activity of the participants on a dashboard page,
 * for the cohorts the caller may see (others are left out, never refused one by one).
 */
import type { AlpData } from '../../shared/dashboard/types.ts';
import type { RouteImplementation } from '../core/http.ts';
import { canSee, loadViewer } from '../domain/cohort-visibility.ts';

export const alpData: RouteImplementation<'POST /api/get_alp_data'> = async ({ auth, body }) => {
  const { directory, visibility } = await loadViewer(auth, []);
  const participants: AlpData['participants'] = {};
  const wanted = new Set(body.cohort_user_ids);
  for (const cohortId of body.nisl_ids) {
    const cohort = directory.cohorts.get(cohortId);
    if (!cohort || !canSee(visibility, cohort)) continue;
    const asked = new Set(body.cohort_participants[String(cohortId)] ?? []);
    for (const m of cohort.summary.members) {
      if (!asked.has(m.user_id) && !wanted.has(m.user_id)) continue;
      participants[m.user_id] = {
        alp_replies_count: m.alp_replies_count,
        alp_comments_count: m.alp_comments_count,
        alp_status: m.alp_status,
      };
    }
  }
  const answer: AlpData = { participants };
  return answer;
};
