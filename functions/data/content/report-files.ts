/**
 * The published data sets (spec 03 §2.12, §9): which file of each data set is served. A job run
 * writes a fresh object `reports/<table>/<name>/<runId>.xlsx` in the files bucket, and only once it is
 * complete moves the data set's pointer REPORT#<name> / FILE to it, conditioned on the run it
 * replaces, so a run that fails half-way, or two runs at once, never leave the download pointing
 * at a missing or half-written file (functions/files/data-set-files.ts publishDataSet).
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { DATA_SET_NAMES, type DataSetName } from '../../../shared/reports/texts.ts';
import { db, tableName } from '../table/client.ts';
import { attr, entity } from '../table/entity.ts';

/** The file a data set's downloads serve now. */
export interface ReportFile {
  name: DataSetName;
  /** The run that wrote it (a UUID): part of the object key, and the pointer's version. */
  run_id: string;
  /** The object in the files bucket. */
  key: string;
  /** When the run started (ISO): the date the dialog shows and the download's file name carry. */
  written_at: string;
  /** Data rows, the header row not counted. */
  rows: number;
  bytes: number;
}

/**
 * Where a run of a data set writes its file: under the table's name, as the directory snapshots
 * are, since the tests run many tables against one bucket.
 */
export const reportObjectKey = (name: DataSetName, runId: string) => `${reportPrefix(name)}${runId}.xlsx`;
export const reportPrefix = (name: DataSetName) => `reports/${tableName()}/${name}/`;

const reportFileKey = (name: DataSetName) => ({ PK: `REPORT#${name}`, SK: 'FILE' });

/** REPORT#<name> / FILE: the data set's served file. */
export const reportFileEntity = entity({
  type: 'report_file',
  key: reportFileKey,
  keyOf: (file: ReportFile) => reportFileKey(file.name),
  fromItem: (item): ReportFile => ({
    name: attr.oneOf(DATA_SET_NAMES, item.name),
    run_id: attr.string(item.run_id),
    key: attr.string(item.key),
    written_at: attr.string(item.written_at),
    rows: attr.number(item.rows ?? 0),
    bytes: attr.number(item.bytes ?? 0),
  }),
});

/** The file served now, or undefined before the first run. */
export async function readReportFile(name: DataSetName): Promise<ReportFile | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: reportFileEntity.key(name) }));
  return reportFileEntity.of(Item);
}

/**
 * Points the data set at `next` if it still points at `seen` (undefined: at nothing); false when
 * another run moved it meanwhile (then `next` is not served and its writer deletes it).
 */
export async function swapReportFile(next: ReportFile, seen: ReportFile | undefined): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: reportFileEntity.item(next),
        ...(seen
          ? { ConditionExpression: 'run_id = :seen', ExpressionAttributeValues: { ':seen': seen.run_id } }
          : { ConditionExpression: 'attribute_not_exists(PK)' }),
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Forgets the data set's file (its object is the caller's to delete); false when it pointed elsewhere. */
export async function deleteReportFile(seen: ReportFile): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: reportFileEntity.keyOf(seen),
        ConditionExpression: 'run_id = :seen',
        ExpressionAttributeValues: { ':seen': seen.run_id },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
