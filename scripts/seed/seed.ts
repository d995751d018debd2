/**
 * Writes a generated organisation into the table (BatchWriteItem, a few batches at once) and
 * marks the table as seeded, so that a second start on the same data folder seeds nothing.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/client.ts';
import { putAll } from '../../functions/data/batch.ts';
import { organisationItems, type OrganisationOptions, type OrganisationSummary } from './organisation.ts';

const MARKER = { PK: 'META', SK: 'SEED' };

export async function seededAt(): Promise<string | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: MARKER, ConsistentRead: true }));
  return Item?.seededAt as string | undefined;
}

export async function seedOrganisation(
  opts: OrganisationOptions,
  onProgress: (written: number) => void = () => {},
  shouldStop: () => boolean = () => false,
): Promise<OrganisationSummary & { complete: boolean }> {
  const items = organisationItems(opts);
  let written = 0;
  let batch: Record<string, unknown>[] = [];
  let step = items.next();
  while (!step.done) {
    batch.push(step.value);
    if (batch.length === 1000) {
      await putAll(batch, 8);
      written += batch.length;
      batch = [];
      onProgress(written);
      if (shouldStop()) return { users: 0, cohorts: 0, events: 0, attendance: 0, items: written, complete: false };
    }
    step = items.next();
  }
  await putAll(batch, 8);
  written += batch.length;
  onProgress(written);
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...MARKER, seededAt: opts.now.toISOString(), summary: step.value } }));
  return { ...step.value, complete: true };
}
