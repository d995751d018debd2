/** POST /api/save_alp_form: the Form checkbox of a participant of the cohort (not a make-up guest). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { MESSAGES } from '../../shared/messages.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { db, tableName } from '../data/client.ts';
import { KEY } from '../data/table.ts';
import { visibleCohort } from '../domain/roster-access.ts';

export const saveAlpForm: RouteImplementation<'POST /api/save_alp_form'> = async ({ auth, body }) => {
  const cohort = await visibleCohort(auth, body.cohortId);
  if (body.isMakeup || !cohort.members.some((m) => m.user_id === body.participantId)) {
    throw httpError(422, MESSAGES.alpFormSaveError(MESSAGES.alpFormMembersOnly));
  }
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: KEY.member(body.cohortId, body.participantId),
        UpdateExpression: 'SET alp_form = :status',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':status': body.status },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw httpError(422, MESSAGES.alpFormSaveError(MESSAGES.alpFormMembersOnly));
    throw error;
  }
  return { message: MESSAGES.alpFormSaved, status: body.status };
};
