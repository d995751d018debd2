/**
 * The certificates' revocation list (issue 33; docs/architecture.md "Certificates"): one item,
 * CERTSTATUS / REVOCATION, whose number set `voided` holds the ids of the void certificates. Void
 * and restore add and remove their id in the same transaction as the certificate's own change
 * (certificates.ts changeStatus), so the published W3C Bitstring Status List (a certificate's bit is
 * its id) is built from one read, never a Scan. A number set, not the bitstring itself: ADD and
 * DELETE need no read-modify-write, and a 400 KB item holds some 20,000 void certificates.
 */
import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { getAll } from '../table/batch.ts';
import { db, tableName } from '../table/client.ts';
import { counterKey } from '../table/counters.ts';
import { step, transact, type TransactItem } from '../table/transaction.ts';
import { CERTIFICATE_PREFIX } from './certificate-item.ts';

const statusListKey = { PK: 'CERTSTATUS', SK: 'REVOCATION' } as const;

/** The transaction step that sets (void) or clears (restore) a certificate's bit. */
export function statusListStep(certificateId: number, voided: boolean): TransactItem {
  return step.update({
    Key: statusListKey,
    UpdateExpression: `${voided ? 'ADD' : 'DELETE'} voided :id SET #type = :type`,
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':id': new Set([certificateId]), ':type': 'certificate_status_list' },
  });
}

export interface RevocationList {
  /** Ids of the void certificates. */
  voided: number[];
  /** The highest certificate id given so far: the list must reach it. */
  lastId: number;
}

/** The void certificates and the last id given, in one BatchGetItem (strongly consistent: a void shows at once). */
export async function revocationList(): Promise<RevocationList> {
  const counter = counterKey('certificate');
  const items = await getAll([statusListKey, counter], { consistent: true });
  const list = items.find((item) => item.PK === statusListKey.PK);
  const last = items.find((item) => item.PK === counter.PK);
  return {
    voided: [...((list?.voided as Set<number> | undefined) ?? [])].map(Number),
    lastId: Number(last?.value ?? 0),
  };
}

/**
 * Puts the certificates voided before the list existed on it, once: when the list item is missing
 * (a data folder from before issue 33), a Scan of the void certificates creates it. Run by
 * scripts/start.ts, never on a request path. Undefined when the list was there already.
 */
export async function backfillRevocationList(): Promise<number | undefined> {
  const [existing] = await getAll([statusListKey], { consistent: true });
  if (existing) return undefined;
  const ids: number[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(PK, :cohort) AND begins_with(SK, :cert) AND attribute_type(void_at, :string)',
        ExpressionAttributeValues: { ':cohort': 'COHORT#', ':cert': CERTIFICATE_PREFIX, ':string': 'S' },
        ProjectionExpression: 'id',
        ExclusiveStartKey: start,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => Number(item.id)));
    start = page.LastEvaluatedKey;
  } while (start);
  const refused = await transact([
    step.put({
      Item: { ...statusListKey, type: 'certificate_status_list', ...(ids.length ? { voided: new Set(ids) } : {}) },
      // Never over a list a void has created meanwhile (the portal is not listening yet when start runs this).
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  ]);
  if (refused && !refused.conditionFailed(0)) throw refused.error;
  return ids.length;
}
