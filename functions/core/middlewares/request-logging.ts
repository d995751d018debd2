/**
 * The portal's outermost middleware (inside Powertools'): names the request in the logs, writes
 * one structured line per request with its status, duration and DynamoDB usage, records the
 * request's metrics (requests, 4xx, 5xx, duration per route group) and (for the benchmark)
 * exposes that usage.
 */
import type { Request } from '@middy/core';
import { config } from '../../services/config.ts';
import { logger } from '../../services/logger.ts';
import { recordRequest } from '../../services/metrics.ts';
import { currentRequest } from '../../services/request-context.ts';
import { portalState, type HttpMiddleware } from '../state.ts';

export const METRICS_HEADER = 'x-portal-dynamodb';

export function requestLogging(opts: { group: string }): HttpMiddleware {
  if (!opts.group) throw new Error('requestLogging needs the route group');
  const finish = (request: Request) => {
    const state = portalState(request);
    const context = currentRequest();
    const response = request.response as { statusCode?: number; headers?: Record<string, string> } | null;
    const status = response?.statusCode ?? 500;
    const dynamo = context?.dynamo;
    const durationMs = Date.now() - state.startedAt;
    recordRequest(opts.group, status, durationMs);
    logger.info('request', {
      group: opts.group,
      status,
      durationMs,
      dynamo: dynamo && {
        calls: dynamo.calls,
        round_trips: dynamo.roundTrips,
        rcu: dynamo.readCapacity,
        wcu: dynamo.writeCapacity,
        ops: dynamo.operations,
      },
    });
    if (response && dynamo) {
      response.headers = { ...response.headers, 'x-request-id': context.requestId };
      if (config().exposeMetrics) {
        response.headers[METRICS_HEADER] = JSON.stringify({
          calls: dynamo.calls,
          round_trips: dynamo.roundTrips,
          rcu: dynamo.readCapacity,
          wcu: dynamo.writeCapacity,
          ops: dynamo.operations,
        });
      }
    }
  };
  return {
    before: (request) => {
      portalState(request);
      const context = currentRequest();
      if (context) context.routeKey = request.event.routeKey;
    },
    after: finish,
    // Runs after error-responses has turned the error into a response.
    onError: finish,
  };
}
