/** POST /api/save_alp_form: the Form checkbox of a participant of the cohort (not a make-up guest). */
import * as MESSAGES from '../../shared/texts/general.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { setMemberAlpForm } from '../data/cohorts/cohorts.ts';
import { visibleCohort } from '../domain/roster-access.ts';

export const saveAlpForm: RouteImplementation<'POST /api/save_alp_form'> = async ({ auth, body }) => {
  const cohort = await visibleCohort(auth, body.cohortId);
  if (body.isMakeup || !cohort.members.some((m) => m.user_id === body.participantId)) {
    throw httpError(422, MESSAGES.alpFormSaveError(MESSAGES.alpFormMembersOnly));
  }
  if (!(await setMemberAlpForm(body.cohortId, body.participantId, body.status))) {
    throw httpError(422, MESSAGES.alpFormSaveError(MESSAGES.alpFormMembersOnly));
  }
  return { message: MESSAGES.alpFormSaved, status: body.status };
};
