/** BatchWriteItem in chunks of 25, retrying unprocessed items (bulk seed, jobs, imports). */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
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
