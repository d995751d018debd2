/**
 * The materials lists (BOM, spec 03 §3 "BOM record"): one record per course, the course's last
 * imported materials file, all in the partition BOM so that the tab's list is one Query; and the
 * import's write: each named cohort's META `material_status` (through cohort-change.ts, so the
 * dashboard's materials filter and every list see it) and the course's record.
 *
 * How an import is written (docs/architecture.md, "The materials import"): the cohorts whose
 * status changes, 99 to a TransactWriteItems, the course's record in the last one. A file of at
 * most 99 changing cohorts is one transaction: all or nothing. A larger one is several; each
 * carries a check of the course's record as the import read it, so an import that another one
 * for the same course overtook stops at its next transaction. A stop after some transactions
 * tells how many cohorts were updated (`MaterialImportStopped`); setting a status is idempotent
 * and cohorts that already hold theirs are not written, so importing the same file again
 * finishes the work.
 */
import { queryAll } from '../table/query.ts';
import { getAll } from '../table/batch.ts';
import { cohortChangeStep } from '../cohorts/cohort-change.ts';
import { cohortEntity } from '../cohorts/cohorts.ts';
import { attr, entity } from '../table/entity.ts';
import { pad } from '../table/table.ts';
import { step, transact, type TransactItem, type TransactionRefusal } from '../table/transaction.ts';
import { db, tableName } from '../table/client.ts';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

export interface BomRecord {
  course_id: number;
  /** Denormalised for the list (one Query): the course's name at the import. */
  course_name: string;
  file_name: string;
  /** Key of the file in the files bucket: `boms/<courseId>/<uuid>/<file name>` (materialFileKey). */
  file_key: string;
  /** The statuses the file set, each with its count ('Shipped (3), Pending (1)'). */
  material_status: string;
  /** Cohorts the file named. */
  cohort_count: number;
  created_at: string;
  created_by: number;
  created_by_name: string;
  updated_at: string;
  updated_by: number;
  updated_by_name: string;
  version: number;
}

/** Every course's record in one partition: the BOM tab's list is one Query. */
const BOMS = 'BOM';
const bomKey = (courseId: number) => ({ PK: BOMS, SK: pad(courseId) });

/** BOM / <courseId>: the course's materials record. */
export const bomEntity = entity({
  type: 'bom',
  key: bomKey,
  keyOf: (bom: BomRecord) => bomKey(bom.course_id),
  fromItem: (item): BomRecord => ({
    course_id: attr.number(item.course_id),
    course_name: attr.string(item.course_name),
    file_name: attr.string(item.file_name),
    file_key: attr.string(item.file_key),
    material_status: attr.string(item.material_status ?? ''),
    cohort_count: attr.number(item.cohort_count ?? 0),
    created_at: attr.string(item.created_at),
    created_by: attr.number(item.created_by),
    created_by_name: attr.string(item.created_by_name ?? ''),
    updated_at: attr.string(item.updated_at),
    updated_by: attr.number(item.updated_by),
    updated_by_name: attr.string(item.updated_by_name ?? ''),
    version: attr.number(item.version ?? 0),
  }),
});

/** Where an imported file is kept; the uuid keeps two imports of one name apart. */
export const materialFileKey = (courseId: number, uuid: string, fileName: string) => `boms/${courseId}/${uuid}/${fileName}`;

/** The course a file key belongs to, or undefined for a key that is not a materials file's. */
export function courseOfMaterialFileKey(key: string): number | undefined {
  const match = /^boms\/(\d{1,9})\/[0-9a-f-]{36}\/[^/]+$/.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** Every course's record, newest change first. */
export async function listBoms(): Promise<BomRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': BOMS } });
  return items
    .filter((item) => item.type === bomEntity.type)
    .map(bomEntity.fromItem)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

export async function getBom(courseId: number): Promise<BomRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: bomEntity.key(courseId), ConsistentRead: true }));
  return bomEntity.of(out.Item);
}

/** What the import needs to know of a cohort the sheet names. */
export interface CohortMaterialFacts {
  id: number;
  name: string;
  course_id: number;
  material_status: string | null;
}

/** The named cohorts' course and status (one BatchGetItem per 100); a missing cohort is absent. */
export async function cohortMaterialFacts(ids: readonly number[]): Promise<Map<number, CohortMaterialFacts>> {
  const unique = [...new Set(ids)];
  const items = unique.length
    ? await getAll(
        unique.map((id) => cohortEntity.key(id)),
        { projection: 'id, #name, course_id, material_status', names: { '#name': 'name' } },
      )
    : [];
  return new Map(
    items.map((item) => {
      const facts: CohortMaterialFacts = {
        id: attr.number(item.id),
        name: attr.string(item.name),
        course_id: attr.number(item.course_id),
        material_status: attr.nullableString(item.material_status),
      };
      return [facts.id, facts];
    }),
  );
}

/** Cohort steps per transaction: DynamoDB takes 100 items, one is the course's record. */
export const COHORTS_PER_TRANSACTION = 99;

export interface MaterialImport {
  course: { id: number; name: string };
  file: { name: string; key: string };
  /** Every cohort the sheet names with its status. */
  statuses: ReadonlyArray<{ cohortId: number; status: string }>;
  /** What the cohorts hold now (cohortMaterialFacts): those that already hold their status are not written. */
  current: ReadonlyMap<number, Pick<CohortMaterialFacts, 'material_status'>>;
  /** The course's record as read before the import (undefined: none yet). */
  seen: BomRecord | undefined;
  actor: { id: number; name: string };
  at: string;
}

export type StopReason = 'cohort_gone' | 'concurrent' | 'busy';

/** An import that wrote `applied` of its `total` changing cohorts and then could not go on. */
export class MaterialImportStopped extends Error {
  constructor(
    readonly reason: StopReason,
    readonly applied: number,
    readonly total: number,
  ) {
    super(`materials import stopped (${reason}) after ${applied} of ${total}`);
  }
}

/** 'Shipped (3), Pending (1)': each status once, most cohorts first. */
export function statusSummary(statuses: ReadonlyArray<{ status: string }>): string {
  const counts = new Map<string, number>();
  for (const { status } of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([status, n]) => `${status} (${n})`)
    .join(', ');
}

/** A refused transaction is retried this often when it only raced another write (no condition failed). */
const RETRIES = 3;

/**
 * Writes the import: the changing cohorts' status and the course's record. Answers the record
 * written and how many cohorts changed; throws MaterialImportStopped when a transaction is
 * refused (with how many cohorts earlier transactions wrote).
 */
export async function applyMaterialImport(change: MaterialImport): Promise<{ bom: BomRecord; updated: number }> {
  const changing = change.statuses.filter(({ cohortId, status }) => change.current.get(cohortId)?.material_status !== status);
  const bom: BomRecord = {
    course_id: change.course.id,
    course_name: change.course.name,
    file_name: change.file.name,
    file_key: change.file.key,
    material_status: statusSummary(change.statuses),
    cohort_count: change.statuses.length,
    created_at: change.seen?.created_at ?? change.at,
    created_by: change.seen?.created_by ?? change.actor.id,
    created_by_name: change.seen?.created_by_name ?? change.actor.name,
    updated_at: change.at,
    updated_by: change.actor.id,
    updated_by_name: change.actor.name,
    version: (change.seen?.version ?? 0) + 1,
  };
  // The record's condition: still as the import read it (or still absent).
  const recordCondition = change.seen
    ? {
        ConditionExpression: '#version = :seen',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: { ':seen': change.seen.version },
      }
    : { ConditionExpression: 'attribute_not_exists(PK)' };

  const batches: Array<typeof changing> = [];
  for (let i = 0; i < changing.length; i += COHORTS_PER_TRANSACTION) batches.push(changing.slice(i, i + COHORTS_PER_TRANSACTION));
  if (!batches.length) batches.push([]);

  let applied = 0;
  for (const [index, batch] of batches.entries()) {
    const last = index === batches.length - 1;
    const items: TransactItem[] = batch.map(({ cohortId, status }) =>
      cohortChangeStep(cohortId, change.at, { set: { material_status: status } }),
    );
    items.push(
      last
        ? step.put({ Item: bomEntity.item(bom), ...recordCondition })
        : step.conditionCheck({ Key: bomEntity.key(change.course.id), ...recordCondition }),
    );
    const refusal = await transactWithRetries(items);
    if (refusal) throw new MaterialImportStopped(stopReason(refusal, items.length - 1), applied, changing.length);
    applied += batch.length;
  }
  return { bom, updated: applied };
}

async function transactWithRetries(items: TransactItem[]): Promise<TransactionRefusal | undefined> {
  for (let attempt = 0; ; attempt += 1) {
    const refusal = await transact(items);
    if (!refusal || refusal.failedSteps.length || attempt >= RETRIES) return refusal;
    await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
  }
}

function stopReason(refusal: TransactionRefusal, recordStep: number): StopReason {
  if (refusal.conditionFailed(recordStep)) return 'concurrent';
  if (refusal.failedSteps.length) return 'cohort_gone';
  return 'busy';
}
