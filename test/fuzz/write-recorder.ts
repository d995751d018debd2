/**
 * Which table items and files a request wrote: a middleware on the DynamoDB and S3 clients the
 * handlers use notes the key of every write that succeeded while a recording is open. The fuzz
 * suite opens one per request, so that a refused request that wrote anything is caught by the
 * keys it touched, without reading the whole table before and after every case.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Key = Record<string, unknown>;

/** A key attribute as the document client gives it (`'USER#1'`) or marshalled (`{ S: 'USER#1' }`). */
const plain = (value: unknown): string =>
  value && typeof value === 'object' ? String(Object.values(value as Record<string, unknown>)[0]) : String(value);

const describeKey = (key: Key | undefined): string => (key ? `${plain(key.PK)} | ${plain(key.SK)}` : '?');

interface WriteInput {
  Item?: Key;
  Key?: Key;
  RequestItems?: Record<string, Array<{ PutRequest?: { Item: Key }; DeleteRequest?: { Key: Key } }>>;
  TransactItems?: Array<{ Put?: { Item: Key }; Update?: { Key: Key }; Delete?: { Key: Key } }>;
}

function writtenKeys(command: string, input: WriteInput): string[] {
  switch (command) {
    case 'PutItemCommand':
      return [describeKey(input.Item)];
    case 'UpdateItemCommand':
    case 'DeleteItemCommand':
      return [describeKey(input.Key)];
    case 'BatchWriteItemCommand':
      return Object.values(input.RequestItems ?? {}).flatMap((requests) =>
        requests.map((r) => describeKey(r.PutRequest?.Item ?? r.DeleteRequest?.Key)),
      );
    case 'TransactWriteItemsCommand':
      return (input.TransactItems ?? []).flatMap((t) => {
        const key = t.Put?.Item ?? t.Update?.Key ?? t.Delete?.Key;
        return key ? [describeKey(key)] : [];
      });
    default:
      return [];
  }
}

const S3_WRITES = new Set([
  'PutObjectCommand',
  'DeleteObjectCommand',
  'DeleteObjectsCommand',
  'CopyObjectCommand',
  'CompleteMultipartUploadCommand',
]);

export class WriteRecorder {
  private writes: string[] | undefined;

  watch(dynamo: DynamoDBDocumentClient, s3: S3Client): void {
    dynamo.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        this.writes?.push(...writtenKeys(context.commandName ?? '', args.input as WriteInput));
        return result;
      },
      { step: 'initialize', name: 'fuzzWriteRecorder' },
    );
    s3.middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        if (S3_WRITES.has(context.commandName ?? '')) this.writes?.push(`s3 | ${String((args.input as { Key?: string }).Key)}`);
        return result;
      },
      { step: 'initialize', name: 'fuzzWriteRecorder' },
    );
  }

  /** Runs `call` and answers what it answers with the keys it wrote. */
  async record<T>(call: () => Promise<T>): Promise<{ result: T; writes: string[] }> {
    this.writes = [];
    try {
      const result = await call();
      return { result, writes: this.writes };
    } finally {
      this.writes = undefined;
    }
  }
}
