/** BatchWriteItem in chunks of 25 and BatchGetItem in chunks of 100, retrying unprocessed items (bulk seed, jobs, imports, lists). */
import { BatchGetCommand, BatchWriteCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.ts';

export async function putAll(items: ReadonlyArray<Record<string, unknown>>, concurrency = 4): Promise<void> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25) as Record<string, unknown>[]);
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next];
      next += 1;
      let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length; attempt += 1) {
        const out = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
        requests = (out.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
        if (requests.length) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
}

/**
 * BatchGetItem in chunks of 100, sent together (more keys are more calls, not more round trips),
 * retrying unprocessed keys: the items found, in no order.
 * `consistent` reads them strongly consistent (a lock read together with what it guards).
 */
export async function getAll(
  keys: ReadonlyArray<Record<string, unknown>>,
  opts: { projection?: string; names?: Record<string, string>; consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < keys.length; i += 100) chunks.push(keys.slice(i, i + 100) as Record<string, unknown>[]);
  const read = async (chunk: Record<string, unknown>[]) => {
    let pending: Record<string, unknown>[] | undefined = chunk;
    while (pending?.length) {
      const out: BatchGetCommandOutput = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: pending,
              ProjectionExpression: opts.projection,
              ExpressionAttributeNames: opts.names,
              ConsistentRead: opts.consistent,
            },
          },
        }),
      );
      found.push(...(out.Responses?.[tableName()] ?? []));
      pending = out.UnprocessedKeys?.[tableName()]?.Keys;
    }
  };
  await Promise.all(chunks.map(read));
  return found;
}
