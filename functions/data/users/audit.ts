/**
 * The audit trail: who did what to whom, newest first per entity (AUDIT#<entity>#<id>).
 * An action that concerns two people (impersonation) is written under both, in one batch.
 */
import { randomUUID } from 'node:crypto';
import { queryAll } from '../table/query.ts';
import { step, type TransactItem } from '../table/transaction.ts';
import { attr, entity } from '../table/entity.ts';

export interface AuditEntry {
  action: string;
  actorId: number;
  /** While impersonating, the real person behind the actor. */
  realActorId?: number;
  subjectId?: number;
  at: string;
  sourceIp?: string;
  detail?: Record<string, unknown>;
}

/** An entry as stored: under the entity it concerns (AUDIT#<entity>#<id>), unique within its instant. */
interface StoredAuditEntry extends AuditEntry {
  entity: string;
  /** The key's: not stored again. */
  id: number;
  unique: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const auditPartition = (auditedEntity: string, id: number) => `AUDIT#${auditedEntity}#${id}`;
const auditKey = (auditedEntity: string, id: number, at: string, unique: string) => ({
  PK: auditPartition(auditedEntity, id),
  SK: `${at}#${unique}`,
});

/** AUDIT#<entity>#<id>/<iso>#<uuid>, on no index: an entity's history is one Query, newest first. */
const auditEntity = entity({
  type: 'audit',
  key: auditKey,
  keyOf: (entry: StoredAuditEntry) => auditKey(entry.entity, entry.id, entry.at, entry.unique),
  attributes: ({ id: _id, unique: _unique, ...stored }) => stored,
  fromItem: (item): StoredAuditEntry => ({
    entity: attr.string(item.entity),
    id: attr.number(String(item.PK).slice(String(item.PK).lastIndexOf('#') + 1)),
    unique: String(item.SK).slice(String(item.at).length + 1),
    ...auditEntryOf(item),
  }),
});

/** An entry's own attributes, one by one; the optional ones only when the entry has them. */
function auditEntryOf(item: Record<string, unknown>): AuditEntry {
  return {
    action: attr.string(item.action),
    actorId: attr.number(item.actorId),
    ...(item.realActorId === undefined ? {} : { realActorId: attr.number(item.realActorId) }),
    ...(item.subjectId === undefined ? {} : { subjectId: attr.number(item.subjectId) }),
    at: attr.string(item.at),
    ...(item.sourceIp === undefined ? {} : { sourceIp: attr.string(item.sourceIp) }),
    ...(isRecord(item.detail) ? { detail: item.detail } : {}),
  };
}

export async function auditOf(auditedEntity: string, id: number): Promise<AuditEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': auditPartition(auditedEntity, id) },
    ScanIndexForward: false,
  });
  return items.map(auditEntryOf);
}

/** The item of one audit entry, for a write that must hold together with others (a transaction). */
export function auditItem(auditedEntity: string, id: number, entry: AuditEntry): Record<string, unknown> {
  return auditEntity.item({ ...entry, entity: auditedEntity, id, unique: randomUUID() });
}

/** The audit entry as a step of the transaction whose change it records. */
export const auditStep = (auditedEntity: string, id: number, entry: AuditEntry): TransactItem =>
  step.put({ Item: auditItem(auditedEntity, id, entry) });

/** The same entry under each of several records (Login As's under both people), as steps. */
export const auditSteps = (auditedEntity: string, ids: number[], entry: AuditEntry): TransactItem[] =>
  [...new Set(ids)].map((id) => auditStep(auditedEntity, id, entry));
