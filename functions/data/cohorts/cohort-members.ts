/**
 * Adding participants to a cohort outside the roster (the CSV import): the MEMBER item (also on
 * GSI1 by user) and the cohort's META summary in one transaction, so that the lists never miss a
 * member (table.ts, writers' rule). The summary gets the new entries appended where it stands
 * (cohort-change.ts): no read of it, nothing to be stale, so writers adding people to the same
 * cohort at once (two imports) never overwrite or refuse each other, and a writer rewriting the
 * whole summary from an earlier read is refused by the version the append moved.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table/client.ts';
import type { SummaryMember } from './cohort-summary.ts';
import { cohortEntity, cohortItems, type CohortRecord } from './cohorts.ts';
import { cohortChangeStep } from './cohort-change.ts';
import { step, type TransactItem } from '../table/transaction.ts';

/** What a member writer needs of a cohort: its facts. */
export interface CohortMeta {
  cohort: Pick<CohortRecord, 'id' | 'name' | 'course_id' | 'state_id'>;
}

/** The META item's facts alone (one GetItem). */
export async function readCohortMeta(cohortId: number): Promise<CohortMeta | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: cohortEntity.key(cohortId),
      ProjectionExpression: 'id, #name, course_id, state_id',
      ExpressionAttributeNames: { '#name': 'name' },
    }),
  );
  if (!Item) return undefined;
  return { cohort: { id: Number(Item.id), name: String(Item.name), course_id: Number(Item.course_id), state_id: Number(Item.state_id) } };
}

export interface NewMember {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * The steps that add people to a cohort: their MEMBER items (refused if already there, so that
 * nobody is appended to the summary twice), their entries appended to the META summary and the
 * participant count raised by as many.
 */
export function addMemberItems(meta: CohortMeta, people: readonly NewMember[], at: string): TransactItem[] {
  const added: SummaryMember[] = people.map((p) => ({
    ...p,
    last_login: null,
    alp_status: null,
    alp_replies_count: 0,
    alp_comments_count: 0,
  }));
  return [
    ...people.map((p) =>
      step.put({
        Item: cohortItems.member({
          cohort_id: meta.cohort.id,
          user_id: p.user_id,
          alp_status: null,
          alp_form: false,
          alp_replies_count: 0,
          alp_comments_count: 0,
          project: null,
          joined_at: at,
        }),
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
    cohortChangeStep(meta.cohort.id, at, { append: { members: added }, add: { participant_count: people.length } }),
  ];
}
