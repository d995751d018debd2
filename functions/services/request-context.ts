/**
 * Per-request state that code deep in the call stack needs without threading it through
 * every call: the request id for logs and the DynamoDB call counters for the benchmark.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DynamoMetrics {
  calls: number;
  readCapacity: number;
  writeCapacity: number;
  operations: Record<string, number>;
}

export interface RequestContext {
  requestId: string;
  routeKey?: string;
  userId?: number;
  dynamo: DynamoMetrics;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function newDynamoMetrics(): DynamoMetrics {
  return { calls: 0, readCapacity: 0, writeCapacity: 0, operations: {} };
}

export function runWithRequestContext<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId, dynamo: newDynamoMetrics() }, fn);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
