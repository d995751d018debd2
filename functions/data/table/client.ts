/**
 * The DynamoDB document client, instrumented: every command asks for its consumed capacity,
 * and the calls, read and write units are added to the current request's metrics
 * (request logs and the benchmark read them).
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../../services/config.ts';
import { currentRequest } from '../../services/request-context.ts';
import { tracer } from '../../services/tracer.ts';

const CAPACITY_OPERATIONS = new Set([
  'GetItemCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'BatchWriteItemCommand',
  'TransactGetItemsCommand',
  'TransactWriteItemsCommand',
]);
const READ_OPERATIONS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);

type Capacity = { CapacityUnits?: number };

function sumCapacity(consumed: Capacity | Capacity[] | undefined): number {
  if (!consumed) return 0;
  const list = Array.isArray(consumed) ? consumed : [consumed];
  return list.reduce((total, entry) => total + (entry.CapacityUnits ?? 0), 0);
}

export function instrument(client: DynamoDBClient): DynamoDBClient {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const operation = context.commandName ?? 'unknown';
      if (CAPACITY_OPERATIONS.has(operation)) {
        (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity ??= 'TOTAL';
      }
      const depth = (currentRequest()?.dynamo.answeredDepth ?? 0) + 1;
      const result = await next(args);
      const metrics = currentRequest()?.dynamo;
      if (metrics) {
        const name = operation.replace(/Command$/, '');
        metrics.calls += 1;
        metrics.answeredDepth = Math.max(metrics.answeredDepth, depth);
        metrics.roundTrips = Math.max(metrics.roundTrips, depth);
        metrics.operations[name] = (metrics.operations[name] ?? 0) + 1;
        const units = sumCapacity((result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity);
        if (READ_OPERATIONS.has(operation)) metrics.readCapacity += units;
        else metrics.writeCapacity += units;
      }
      return result;
    },
    { step: 'initialize', name: 'portalCapacityMetrics' },
  );
  return client;
}

let documentClient: DynamoDBDocumentClient | undefined;

export function dynamoClientConfig(): DynamoDBClientConfig {
  const { dynamoDbEndpoint } = config();
  if (!dynamoDbEndpoint) return {};
  return {
    endpoint: dynamoDbEndpoint,
    region: process.env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
}

export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(instrument(tracer.captureAWSv3Client(new DynamoDBClient(dynamoClientConfig()))), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function tableName(): string {
  return config().tableName;
}

/** Tests point the client at another endpoint between suites. */
export function resetDb(): void {
  documentClient = undefined;
}
