/**
 * Adding participants to a cohort outside the roster (the CSV import): the MEMBER item (also on
 * GSI1 by user) and the cohort's META summary in one transaction, the summary guarded by the
 * META's updated_at like every other summary writer (makeups.ts), so that two writers cannot
 * overwrite each other's summary and the lists never miss a member (table.ts, writers' rule).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import type { CohortSummary, SummaryMember } from './cohort-summary.ts';
import { cohortItems, type CohortRecord } from './cohorts.ts';
import { cohortChangeStep } from './cohort-change.ts';
import { KEY } from './table.ts';
import type { TransactItem } from './transaction.ts';


/** What a member writer needs of a cohort: its facts, its summary and the summary's stamp. */
export interface CohortMeta {
  cohort: Pick<CohortRecord, 'id' | 'name' | 'course_id' | 'state_id' | 'updated_at'>;
  summary: CohortSummary;
}

/** The META item alone (one GetItem), read strongly so that its stamp is the latest. */
export async function readCohortMeta(cohortId: number): Promise<CohortMeta | undefined> {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: KEY.cohort(cohortId),
      ConsistentRead: true,
      ProjectionExpression: 'id, #name, course_id, state_id, updated_at, summary',
      ExpressionAttributeNames: { '#name': 'name' },
    }),
  );
  if (!Item) return undefined;
  return {
    cohort: { id: Number(Item.id), name: String(Item.name), course_id: Number(Item.course_id), state_id: Number(Item.state_id), updated_at: String(Item.updated_at) },
    summary: Item.summary as CohortSummary,
  };
}

export interface NewMember {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * The steps that add people to a cohort: their MEMBER items (refused if already there) and the
 * META summary with them appended, only if nobody rewrote the summary since `meta` was read.
 * A cancelled transaction (ConditionalCheckFailed on the META) means: read again and retry.
 */
export function addMemberItems(meta: CohortMeta, people: readonly NewMember[], at: string): TransactItem[] {
  const members = withMembers(meta, people, at).summary.members;
  return [
    ...people.map((p) => ({
      Put: {
        TableName: tableName(),
        Item: cohortItems.member({ cohort_id: meta.cohort.id, user_id: p.user_id, alp_status: null, alp_form: false, alp_replies_count: 0, alp_comments_count: 0, project: null, joined_at: at }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    })),
    cohortChangeStep(meta.cohort.id, at, { lists: { members }, set: { participant_count: members.length }, seen: meta.cohort.updated_at }),
  ];
}

/** The META as it is after `addMemberItems` succeeded (so the next writer need not read it again). */
export function withMembers(meta: CohortMeta, people: readonly NewMember[], at: string): CohortMeta {
  const added: SummaryMember[] = people.map((p) => ({ ...p, last_login: null, alp_status: null, alp_replies_count: 0, alp_comments_count: 0 }));
  return { cohort: { ...meta.cohort, updated_at: at }, summary: { ...meta.summary, members: [...meta.summary.members, ...added] } };
}
