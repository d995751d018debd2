/**
 * Writes a generated organisation into the table (BatchWriteItem, a few batches at once) and
 * marks the table as seeded, so that a second start on the same data folder seeds nothing;
 * then writes the cohort directory's snapshot. The files of the members' projects go to the
 * files bucket as their cohort is reached, a support topic's PDF and video as the topic is; the
 * demo certificate templates at the end.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/data/table/client.ts';
import { putAll } from '../../functions/data/table/batch.ts';
import {
  CHANGE_FEED,
  CohortDirectory,
  resetCohortDirectory,
  writeDirectorySnapshot,
} from '../../functions/data/cohorts/cohort-directory.ts';
import type { CohortSummary } from '../../functions/data/cohorts/cohort-summary.ts';
import type { MemberRecord } from '../../functions/data/cohorts/cohorts.ts';
import { resetUserDirectory, USER_FEED, UserDirectory, writeUserSnapshot } from '../../functions/data/users/user-directory.ts';
import { organisationItems, type OrganisationOptions, type OrganisationSummary } from './organisation.ts';
import { writeProjectFiles } from './project-files.ts';
import { supportTopicEntity } from '../../functions/data/content/support.ts';
import { writeSupportFiles } from './support.ts';
import { seedCertificateTemplates } from './certificate-templates.ts';

const MARKER = { PK: 'META', SK: 'SEED' };

/**
 * The directory snapshot of what the seed wrote, built from the items themselves: reading the
 * whole change feed back (writeDirectorySnapshot) exhausts DynamoDB Local's heap at the
 * benchmark's large scale. Every seeded item carries the seed's one instant; the watermark is
 * the end of the seed instead (the seed is the only writer), so that a cold start's change Query
 * does not re-read the whole seed through its overlap.
 */
async function writeSeedSnapshot(directory: CohortDirectory, users: UserDirectory): Promise<void> {
  const now = new Date().toISOString();
  if (now > directory.watermark) directory.watermark = now;
  if (now > users.watermark) users.watermark = now;
  await writeDirectorySnapshot(directory);
  // The users list's directory, the same way (user-directory.ts).
  await writeUserSnapshot(users);
  // This process's next read starts from the snapshot, like a Lambda's.
  resetCohortDirectory();
  resetUserDirectory();
}

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
  const directory = new CohortDirectory();
  const users = new UserDirectory();
  let written = 0;
  let batch: Record<string, unknown>[] = [];
  // A cohort's members come before its META item, which carries their names.
  const projects: MemberRecord[] = [];
  let step = items.next();
  while (!step.done) {
    const item = step.value;
    if (item.type === 'member' && (item as unknown as MemberRecord).project?.file_key) projects.push(item as unknown as MemberRecord);
    if (item.type === 'cohort' && projects.length) {
      await writeProjectFiles(
        String(item.name),
        item.summary as CohortSummary,
        projects.splice(0).map((m) => ({ user_id: m.user_id, project: m.project! })),
      );
    }
    if (item.type === supportTopicEntity.type) await writeSupportFiles(supportTopicEntity.fromItem(item));
    batch.push(step.value);
    if (step.value.GSI3PK === CHANGE_FEED) directory.apply([step.value]);
    else if (step.value.GSI3PK === USER_FEED) users.apply([step.value]);
    if (batch.length === 1000) {
      await putAll(batch, 8);
      written += batch.length;
      batch = [];
      onProgress(written);
      if (shouldStop()) {
        await writeSeedSnapshot(directory, users);
        return { users: 0, cohorts: 0, events: 0, attendance: 0, items: written, complete: false };
      }
    }
    step = items.next();
  }
  await putAll(batch, 8);
  written += batch.length;
  onProgress(written);
  // Templates for Create Certificates, uploaded by the senior admin (the organisation's first account).
  await seedCertificateTemplates({ id: 1, name: 'Sara Senior' }, opts.now.toISOString());
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...MARKER, seededAt: opts.now.toISOString(), summary: step.value } }));
  // The lists' first cold start then reads one snapshot instead of the whole change feed.
  await writeSeedSnapshot(directory, users);
  return { ...step.value, complete: true };
}
