/**
 * The embedded default's backup and restore, in place of point-in-time recovery (DynamoDB Local
 * has none): export a table to a folder (one gzip file of DynamoDB JSON lines per scan segment,
 * `{"Item": …}` as DynamoDB's own export writes them, and a manifest), and import such a folder
 * into a fresh table created as the portal creates its table (functions/data/table/table.ts).
 * The export only reads the source table; the import writes only the table it creates.
 */
import { createReadStream, createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  type DynamoDBClient,
  ScanCommand,
  type ScanCommandOutput,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '../../functions/data/table/table.ts';
import { TTL_ATTRIBUTE } from '../../shared/table.ts';
import { exportLine, type Item, itemOfLine } from './items.ts';

export interface ExportManifest {
  table: string;
  exportedAt: string;
  itemCount: number;
  files: { name: string; items: number }[];
}

const MANIFEST = 'manifest.json';

/** Writes every item of `table` under `dir` (created); returns the manifest also written there. */
export async function exportTable(client: DynamoDBClient, table: string, dir: string, segments: number): Promise<ExportManifest> {
  mkdirSync(join(dir, 'data'), { recursive: true });
  const exportedAt = new Date().toISOString();
  const files = await Promise.all(
    Array.from({ length: segments }, async (_, segment) => {
      const name = `data/segment-${String(segment).padStart(3, '0')}.json.gz`;
      let items = 0;
      async function* lines() {
        let start: ScanCommandOutput['LastEvaluatedKey'];
        do {
          const page: ScanCommandOutput = await client.send(
            new ScanCommand({ TableName: table, Segment: segment, TotalSegments: segments, ExclusiveStartKey: start }),
          );
          for (const item of page.Items ?? []) {
            items += 1;
            yield `${exportLine(item)}\n`;
          }
          start = page.LastEvaluatedKey;
        } while (start);
      }
      await pipeline(lines, createGzip(), createWriteStream(join(dir, name)));
      return { name, items };
    }),
  );
  const manifest: ExportManifest = { table, exportedAt, itemCount: files.reduce((sum, f) => sum + f.items, 0), files };
  writeFileSync(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export const readManifest = (dir: string): ExportManifest => JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8')) as ExportManifest;

async function writeAll(client: DynamoDBClient, table: string, items: Item[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; requests.length; attempt += 1) {
    const out = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
    requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
    if (requests.length) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
  }
}

/**
 * Creates `target` (it must not exist: CreateTable refuses an existing name, so nothing is ever
 * written into a table that was there before) and writes the export's items into it.
 */
export async function importTable(client: DynamoDBClient, dir: string, target: string, onCreated: () => void = () => {}): Promise<number> {
  const manifest = readManifest(dir);
  await client.send(new CreateTableCommand(tableDefinition(target)));
  onCreated();
  await waitUntilTableExists({ client, maxWaitTime: 120 }, { TableName: target });
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: target, TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true } }),
  );
  let written = 0;
  for (const file of manifest.files) {
    const lines = createInterface({
      input: createReadStream(join(dir, file.name)).pipe(createGunzip()),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    let batch: Item[] = [];
    const pending: Promise<void>[] = [];
    const flush = async () => {
      const items = batch;
      batch = [];
      pending.push(writeAll(client, target, items));
      // Four batches in flight at most.
      if (pending.length >= 4) await Promise.all(pending.splice(0));
    };
    for await (const line of lines) {
      if (!line.trim()) continue;
      batch.push(itemOfLine(line));
      written += 1;
      if (batch.length === 25) await flush();
    }
    if (batch.length) await flush();
    await Promise.all(pending);
  }
  if (written !== manifest.itemCount) throw new Error(`the export lists ${manifest.itemCount} items but holds ${written}`);
  return written;
}
