/**
 * A person's name and e-mail are copied into the summary of every cohort they are on (members,
 * staff, make-up guests: cohort-summary.ts), and their username into its staff entries (the
 * attendance schedule's), which the dashboard, calendar and roster read. A
 * rename must rewrite those summaries, each guarded by the META's version like every other
 * summary writer (cohort-change.ts), so that a concurrent roster change is never overwritten.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table/client.ts';
import type { CohortSummary, SummaryPerson } from './cohort-summary.ts';
import { cohortEntity, cohortsOfUser } from './cohorts.ts';
import { cohortChangeStep } from './cohort-change.ts';
import type { TransactItem } from '../table/transaction.ts';

type Person = Pick<SummaryPerson, 'first_name' | 'last_name' | 'email'> & { username: string };

interface SummaryMeta {
  id: number;
  version: number;
  summary: CohortSummary;
}

/** The META summaries of the cohorts a person is on (one Query on GSI1, BatchGets of 100). */
async function summariesOf(userId: number): Promise<SummaryMeta[]> {
  const ids = [...new Set((await cohortsOfUser(userId)).map((link) => link.cohort_id))];
  const metas: SummaryMeta[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = ids.slice(i, i + 100).map((id) => cohortEntity.key(id));
    while (keys?.length) {
      const out = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: keys,
              ProjectionExpression: 'id, #version, summary',
              ExpressionAttributeNames: { '#version': 'version' },
            },
          },
        }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) if (item.summary) metas.push(item as SummaryMeta);
      keys = out.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return metas;
}

function renamed(summary: CohortSummary, userId: number, person: Person): CohortSummary {
  const apply = <T extends SummaryPerson>(entry: T): T =>
    entry.user_id === userId ? { ...entry, first_name: person.first_name, last_name: person.last_name, email: person.email } : entry;
  return {
    ...summary,
    staff: summary.staff.map((entry) => (entry.user_id === userId ? { ...apply(entry), username: person.username } : entry)),
    members: summary.members.map(apply),
    makeups: summary.makeups.map(apply),
  };
}

/**
 * The transaction steps that put a person's new name and e-mail into the summaries of their
 * cohorts (but those of `except`), each only if the summary did not change since it was read here.
 */
export async function summaryNameItems(
  userId: number,
  person: Person,
  at: string,
  except: ReadonlySet<number> = new Set(),
): Promise<TransactItem[]> {
  return (await summariesOf(userId))
    .filter((meta) => !except.has(meta.id))
    .map((meta) => cohortChangeStep(meta.id, at, { summary: renamed(meta.summary, userId, person), seen: meta.version }));
}

/** Whether a save changes what the summaries show of a person. */
export function changesSummaryFacts(before: Person, after: Person): boolean {
  return (
    before.first_name !== after.first_name ||
    before.last_name !== after.last_name ||
    before.email !== after.email ||
    before.username !== after.username
  );
}
