/**
 * Per-request state that code deep in the call stack needs without threading it through
 * every call: the request id for logs and the DynamoDB call counters for the benchmark.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DynamoMetrics {
  calls: number;
  /**
   * Round trips: the longest chain of calls each started after the one before it answered. A call
   * counts one more than the deepest call that had answered when it started, so calls sent
   * together (Promise.all, a BatchGetItem's chunks) are one round trip, and an unrelated call
   * that answered earlier can only make the count higher, never lower.
   */
  roundTrips: number;
  /** The depth of the deepest call answered so far (roundTrips' bookkeeping). */
  answeredDepth: number;
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
  return { calls: 0, roundTrips: 0, answeredDepth: 0, readCapacity: 0, writeCapacity: 0, operations: {} };
}

export function runWithRequestContext<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId, dynamo: newDynamoMetrics() }, fn);
}

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
