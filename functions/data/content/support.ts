/**
 * The support page (spec 03 §2.11, §3): its tabs and their topics, all in one partition so that the
 * page is one Query.
 *   SUPPORT / TAB#<id>   → { id, name, has_access, sequence, is_active, deleted, editor, updated_at }
 *   SUPPORT / TOPIC#<id> → { id, tab_id, name, sequence, is_active, deleted, pdf_*, video_*, editor, updated_at }
 * A delete sets is_active false and `deleted` (the item stays, spec 03 §4); the activity switches
 * set is_active only. Tabs are ordered among tabs, topics among the topics of their tab, by
 * `sequence` (then id). A save is conditional on the `updated_at` it read; a reordering on every
 * moved item's `sequence` still being the one it read, so two admins never lose each other's work.
 */
import { isDeepStrictEqual } from 'node:util';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SUPPORT_ACCESS_IDS, type SupportAccess } from '../../../shared/support/texts.ts';
import { db, tableName } from '../table/client.ts';
import { attr, entity } from '../table/entity.ts';
import { queryAll } from '../table/query.ts';
import { pad } from '../table/table.ts';
import { step, transact } from '../table/transaction.ts';

/** Who saved an item last, stored with it (the page shows the name). */
export interface SupportEditor {
  updated_by: number;
  first_name: string;
  last_name: string;
  updated_at: string;
}

export interface SupportTabRecord extends SupportEditor {
  id: number;
  name: string;
  has_access: SupportAccess;
  sequence: number;
  is_active: boolean;
  deleted: boolean;
}

export interface SupportTopicRecord extends SupportEditor {
  id: number;
  tab_id: number;
  name: string;
  sequence: number;
  is_active: boolean;
  deleted: boolean;
  /** The file's key in the files bucket (under `support/`) and the name it was chosen with. */
  pdf_key: string | null;
  pdf_name: string | null;
  video_key: string | null;
  video_name: string | null;
}

const editorOf = (item: Record<string, unknown>): SupportEditor => ({
  updated_by: attr.number(item.updated_by),
  first_name: attr.string(item.first_name),
  last_name: attr.string(item.last_name),
  updated_at: attr.string(item.updated_at),
});

/** One of the access levels; another is a broken item. */
function accessOf(value: unknown): SupportAccess {
  const found = SUPPORT_ACCESS_IDS.find((level) => level === Number(value));
  if (found === undefined) throw new Error(`unexpected access level ${String(value)}`);
  return found;
}

/** The support page's tabs and topics in one partition, read by one Query. */
const SUPPORT = 'SUPPORT';
const supportTabKey = (id: number) => ({ PK: SUPPORT, SK: `TAB#${pad(id)}` });
const supportTopicKey = (id: number) => ({ PK: SUPPORT, SK: `TOPIC#${pad(id)}` });

/** SUPPORT / TAB#<id>. */
export const supportTabEntity = entity({
  type: 'support_tab',
  key: supportTabKey,
  keyOf: (tab: SupportTabRecord) => supportTabKey(tab.id),
  fromItem: (item): SupportTabRecord => ({
    id: attr.number(item.id),
    name: attr.string(item.name),
    has_access: accessOf(item.has_access),
    sequence: attr.number(item.sequence),
    is_active: attr.boolean(item.is_active),
    deleted: attr.boolean(item.deleted),
    ...editorOf(item),
  }),
});

/** SUPPORT / TOPIC#<id>. */
export const supportTopicEntity = entity({
  type: 'support_topic',
  key: supportTopicKey,
  keyOf: (topic: SupportTopicRecord) => supportTopicKey(topic.id),
  fromItem: (item): SupportTopicRecord => ({
    id: attr.number(item.id),
    tab_id: attr.number(item.tab_id),
    name: attr.string(item.name),
    sequence: attr.number(item.sequence),
    is_active: attr.boolean(item.is_active),
    deleted: attr.boolean(item.deleted),
    pdf_key: attr.nullableString(item.pdf_key),
    pdf_name: attr.nullableString(item.pdf_name),
    video_key: attr.nullableString(item.video_key),
    video_name: attr.nullableString(item.video_name),
    ...editorOf(item),
  }),
});

export interface SupportPage {
  tabs: SupportTabRecord[];
  topics: SupportTopicRecord[];
}

const bySequence = (a: { sequence: number; id: number }, b: { sequence: number; id: number }) => a.sequence - b.sequence || a.id - b.id;

/**
 * Every tab and topic not deleted, each list in page order: one Query (consistent for a writer that
 * reads before it writes). A deleted tab's topics are deleted with it: they are not listed either.
 */
export async function loadSupportPage(consistent = false): Promise<SupportPage> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': SUPPORT },
    ConsistentRead: consistent,
  });
  const tabs: SupportTabRecord[] = [];
  const topics: SupportTopicRecord[] = [];
  for (const item of items) {
    if (item.type === supportTabEntity.type) tabs.push(supportTabEntity.fromItem(item));
    else if (item.type === supportTopicEntity.type) topics.push(supportTopicEntity.fromItem(item));
  }
  const live = tabs.filter((t) => !t.deleted).sort(bySequence);
  const liveTabIds = new Set(live.map((t) => t.id));
  return { tabs: live, topics: topics.filter((t) => !t.deleted && liveTabIds.has(t.tab_id)).sort(bySequence) };
}

/** A topic as stored now (deleted or not), read consistently: what a failed save checks before removing files. */
export async function readSupportTopic(id: number): Promise<SupportTopicRecord | undefined> {
  return supportTopicEntity.of(await readItem(supportTopicKey(id)));
}

/** Someone else saved or reordered the item since it was read, or it is new and its id is taken. */
export class SupportChangedError extends Error {
  constructor() {
    super('support item changed since it was read');
  }
}

const condition = (seenUpdatedAt: string | null) =>
  seenUpdatedAt === null
    ? { ConditionExpression: 'attribute_not_exists(PK)' }
    : { ConditionExpression: 'updated_at = :seen', ExpressionAttributeValues: { ':seen': seenUpdatedAt } };

/**
 * A save's `updated_at`: after the one it read, even within the same millisecond (or behind a
 * clock a little slower than the last writer's), so that every save changes what the next
 * save's condition compares and no two saves from one reading both pass.
 */
function laterThan(seenUpdatedAt: string | null, updatedAt: string): string {
  if (seenUpdatedAt === null || updatedAt > seenUpdatedAt) return updatedAt;
  return new Date(Date.parse(seenUpdatedAt) + 1).toISOString();
}

const readItem = async (key: Record<string, unknown>) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/**
 * A conditional put. A refused condition with exactly this item stored is this write itself: its
 * answer was lost and the SDK sent it again (a timeout, a 5xx), so it succeeded. (One more read,
 * only when refused.)
 */
async function put(item: Record<string, unknown>, seenUpdatedAt: string | null): Promise<void> {
  try {
    await db().send(new PutCommand({ TableName: tableName(), Item: item, ...condition(seenUpdatedAt) }));
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const stored = await readItem({ PK: item.PK, SK: item.SK });
    if (stored && isDeepStrictEqual(stored, JSON.parse(JSON.stringify(item)))) return;
    throw new SupportChangedError();
  }
}

/** Writes a tab: a new one (`seen` null) must not exist; an existing one only if nobody saved it since `seen`. */
export const saveSupportTab = (tab: SupportTabRecord, seenUpdatedAt: string | null) =>
  put(supportTabEntity.item({ ...tab, updated_at: laterThan(seenUpdatedAt, tab.updated_at) }), seenUpdatedAt);

export const saveSupportTopic = (topic: SupportTopicRecord, seenUpdatedAt: string | null) =>
  put(supportTopicEntity.item({ ...topic, updated_at: laterThan(seenUpdatedAt, topic.updated_at) }), seenUpdatedAt);

/** One item's new place: its id, the sequence it was read with and the one it gets. */
export interface SequenceChange {
  id: number;
  from: number;
  to: number;
}

/** DynamoDB writes at most 100 items in one transaction. */
export const MAX_SEQUENCE_CHANGES = 100;

/**
 * Writes new sequences of tabs or of topics in one transaction, each only if the item is still
 * where it was read and not deleted (SupportChangedError otherwise: nothing is written).
 */
export async function saveSupportSequence(kind: 'tab' | 'topic', changes: readonly SequenceChange[], editor: SupportEditor): Promise<void> {
  if (changes.length === 0) return;
  if (changes.length > MAX_SEQUENCE_CHANGES) throw new Error(`at most ${MAX_SEQUENCE_CHANGES} items move at once`);
  const key = kind === 'tab' ? supportTabKey : supportTopicKey;
  const refusal = await transact(
    changes.map((change) =>
      step.update({
        Key: key(change.id),
        UpdateExpression: 'SET #sequence = :to, updated_by = :by, first_name = :first, last_name = :last, updated_at = :at',
        ConditionExpression: '#sequence = :from AND deleted = :no',
        ExpressionAttributeNames: { '#sequence': 'sequence' },
        ExpressionAttributeValues: {
          ':to': change.to,
          ':from': change.from,
          ':no': false,
          ':by': editor.updated_by,
          ':first': editor.first_name,
          ':last': editor.last_name,
          ':at': editor.updated_at,
        },
      }),
    ),
  );
  if (refusal?.raced) throw new SupportChangedError();
  if (refusal) throw refusal.error;
}
