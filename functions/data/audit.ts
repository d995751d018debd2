/**
 * The audit trail: who did what to whom, newest first per entity (AUDIT#<entity>#<id>).
 * An action that concerns two people (impersonation) is written under both, in one batch.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';
import { queryAll } from './query.ts';
import { KEY } from './table.ts';
import { step, type TransactItem } from './transaction.ts';
import { attr } from './entity.ts';

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

export async function recordAudit(entity: string, ids: number[], entry: AuditEntry): Promise<void> {
  const unique = randomUUID();
  await db().send(
    new BatchWriteCommand({
      RequestItems: {
        [tableName()]: [...new Set(ids)].map((id) => ({
          PutRequest: { Item: { ...KEY.audit(entity, id, entry.at, unique), type: 'audit', entity, ...entry } },
        })),
      },
    }),
  );
}

export async function auditOf(entity: string, id: number): Promise<AuditEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': `AUDIT#${entity}#${id}` },
    ScanIndexForward: false,
  });
  return items.map(auditEntryOf);
}

/** An entry as stored, attribute by attribute; the optional ones only when the entry has them. */
function auditEntryOf(item: Record<string, unknown>): AuditEntry {
  return {
    action: attr.string(item.action),
    actorId: attr.number(item.actorId),
    ...(item.realActorId === undefined ? {} : { realActorId: attr.number(item.realActorId) }),
    ...(item.subjectId === undefined ? {} : { subjectId: attr.number(item.subjectId) }),
    at: attr.string(item.at),
    ...(item.sourceIp === undefined ? {} : { sourceIp: attr.string(item.sourceIp) }),
    ...(item.detail === undefined ? {} : { detail: item.detail as Record<string, unknown> }),
  };
}

/** The item of one audit entry, for a write that must hold together with others (a transaction). */
export function auditItem(entity: string, id: number, entry: AuditEntry): Record<string, unknown> {
  return { ...KEY.audit(entity, id, entry.at, randomUUID()), type: 'audit', entity, ...entry };
}

/** The audit entry as a step of the transaction whose change it records. */
export const auditStep = (entity: string, id: number, entry: AuditEntry): TransactItem => step.put({ Item: auditItem(entity, id, entry) });
