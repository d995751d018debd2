/**
 * POST /api/generateTokenContextAnalisys {cohort_id, tool_id} (spec 01 §4 "Frame tools", §7):
 * the token of the Context Analysis Tool (tool 27), which exists for courses 39, 250 and 84 when
 * the cohort's first session is after 2021-09-15. Asked for by someone in the cohort (member,
 * staff, make-up guest) or by staff who see the cohort on their dashboard: its report is that
 * cohort's data, so a role alone is not enough.
 */
import type { ContextAnalysisTokenAnswer } from '../../shared/integrations/types.ts';
import { CONTEXT_ANALYSIS_TOOL } from '../../shared/constants.ts';
import { INTEGRATION_MESSAGES } from '../../shared/integrations/texts.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { signExternalToken } from '../services/tokens.ts';
import { firstSessionDate } from '../data/cohorts/cohort-view.ts';
import { loadCohort } from '../data/cohorts/cohorts.ts';
import { listReference } from '../data/reference/reference.ts';
import { mayViewCohort } from '../domain/cohort-visibility.ts';

export const contextAnalysisToken: RouteImplementation<'POST /api/generateTokenContextAnalisys'> = async ({ body, auth }) => {
  if (body.tool_id !== CONTEXT_ANALYSIS_TOOL.id) throw httpError(422, INTEGRATION_MESSAGES.contextAnalysisToolOnly);
  const aggregate = await loadCohort(body.cohort_id);
  if (!aggregate) throw httpError(404, MESSAGES.cohortNotFound);
  const inCohort =
    aggregate.members.some((m) => m.user_id === auth.userId) ||
    aggregate.staff.some((s) => s.user_id === auth.userId) ||
    aggregate.makeups.some((m) => m.user_id === auth.userId);
  if (!inCohort && !mayViewCohort(auth, aggregate.cohort, aggregate.staff))
    throw httpError(403, INTEGRATION_MESSAGES.contextAnalysisNotInCohort);

  const course = (await listReference('COURSE')).find((c) => c.id === aggregate.cohort.course_id);
  if (!course || !(CONTEXT_ANALYSIS_TOOL.courseKeys as readonly number[]).includes(course.key)) {
    throw httpError(422, INTEGRATION_MESSAGES.contextAnalysisCourse);
  }
  const first = firstSessionDate(aggregate);
  if (!first || first <= CONTEXT_ANALYSIS_TOOL.after) throw httpError(422, INTEGRATION_MESSAGES.contextAnalysisStart);

  const token = await signExternalToken('context-analysis', String(auth.userId), {
    username: auth.username,
    roles: auth.roles,
    cohort_id: aggregate.cohort.id,
    cohort_post_id: aggregate.cohort.post_id,
    course_key: course.key,
    tool_id: body.tool_id,
    ...(auth.masterUserId ? { acting_user_id: auth.masterUserId } : {}),
  });
  const answer: ContextAnalysisTokenAnswer = { token };
  return answer;
};
