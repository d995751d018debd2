/**
 * Builds the Lambda handler of one route group: the middy chain every API request goes through,
 * then the group's implementation of the route. Order of the chain:
 *   Powertools (X-Ray segment, the Lambda context in the logs, metrics written at the end)
 *   → request logging → compression (of what the rest answers) → error responses → origin verification (403, the client's address)
 *   → route resolution (404) → parse → authenticate (401)
 *   → authorize (403) → maintenance (503) → required step (403) → not built yet (501) → validate (422)
 *   → implementation.
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type { GroupContracts } from '../../shared/api/route-types.ts';
import { routeTableOf } from '../../shared/api/routes.ts';
import type { GroupRows, RouteGroup } from '../../shared/api/route-group.ts';
import { readSessions } from '../data/users/sessions.ts';
import { implementationOf, isRouteResponse, json, type GroupImplementations, type LambdaResult, type RouteRequest } from './http.ts';
import { authenticate, type SessionReader } from './middlewares/authenticate.ts';
import { authorize } from './middlewares/authorize.ts';
import { compressAnswer } from './middlewares/compress-answer.ts';
import { errorResponses } from './middlewares/error-responses.ts';
import { maintenanceFromSettings, maintenanceGate, type MaintenanceReader } from './middlewares/maintenance-gate.ts';
import { originVerification } from './middlewares/origin-verification.ts';
import { parseRequest } from './middlewares/parse-request.ts';
import { REQUIRED_STEP_ROUTES, requiredStepGate } from './middlewares/required-step-gate.ts';
import { requestLogging } from './middlewares/request-logging.ts';
import { requireImplementation, routeResolution } from './middlewares/route-resolution.ts';
import { validate } from './middlewares/validate.ts';
import { powertoolsLogger } from '../services/logger.ts';
import { metrics } from '../services/metrics.ts';
import { runWithRequestContext } from '../services/request-context.ts';
import { tracer } from '../services/tracer.ts';
import { stateOf } from './state.ts';

/** Smaller answers gain little and cost the client a decoder's start: issue 32 says "every JSON answer over 1 KB". */
const COMPRESS_FROM_BYTES = 1024;

export interface GroupHandlerOptions {
  /** Tests may replace the session lookup; the product always uses the table. */
  readSessions?: SessionReader;
  /** Tests without a table may replace the maintenance setting's reader; the product reads System Settings. */
  readMaintenance?: MaintenanceReader;
  /** A group that takes larger bodies (a CSV file) than the default 1 MB, and what a body beyond them is told. */
  bodyLimit?: { maxBytes: number; message: string };
}

export type GroupHandler = (event: APIGatewayProxyEventV2, context?: Partial<Context>) => Promise<LambdaResult>;

/**
 * `contracts` and `rows` are the group's own (shared/<group>/contract.ts, its rows of the route table,
 * e.g. AUTH_ROWS): importing them all would put every group's schemas and routes into every
 * Lambda bundle.
 */
export function createGroupHandler<G extends RouteGroup>(
  group: G,
  implementations: GroupImplementations<G>,
  contracts: GroupContracts<G>,
  rows: GroupRows<G>,
  options: GroupHandlerOptions = {},
): GroupHandler {
  const routes = routeTableOf(group, rows);
  const chain = middy<APIGatewayProxyEventV2, LambdaResult>()
    .use(captureLambdaHandler(tracer, { captureResponse: false }))
    .use(injectLambdaContext(powertoolsLogger))
    .use(logMetrics(metrics))
    .use(requestLogging({ group }))
    .use(compressAnswer({ minBytes: COMPRESS_FROM_BYTES }))
    .use(errorResponses())
    .use(originVerification())
    .use(routeResolution({ group, implementations, routes }))
    .use(parseRequest(options.bodyLimit && { maxBodyBytes: options.bodyLimit.maxBytes, tooLarge: options.bodyLimit.message }))
    .use(authenticate({ readSessions: options.readSessions ?? readSessions }))
    .use(authorize())
    .use(maintenanceGate({ readMaintenance: options.readMaintenance ?? maintenanceFromSettings }))
    .use(requiredStepGate({ allowed: REQUIRED_STEP_ROUTES }))
    .use(requireImplementation({ implementations }))
    .use(validate({ contracts }))
    .handler(async (event) => {
      const state = stateOf(event);
      const route = state.route!;
      const implementation = implementationOf(implementations, route.key)!;
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(event.headers ?? {})) headers[name.toLowerCase()] = value;
      const result = await implementation({
        route,
        body: state.body,
        query: state.query,
        params: state.params,
        auth: state.auth,
        headers,
        sourceIp: state.clientAddress ?? 'unknown',
        userAgent: event.requestContext?.http?.userAgent ?? headers['user-agent'] ?? '',
        requestId: event.requestContext?.requestId ?? '',
        event,
      } as RouteRequest);
      if (!isRouteResponse(result)) return json(200, result);
      const status = result.status ?? 200;
      if (result.text !== undefined)
        return { statusCode: status, headers: { 'cache-control': 'no-store', ...result.headers }, body: result.text };
      if (result.body === undefined) return { statusCode: status, headers: { 'cache-control': 'no-store', ...result.headers } };
      return json(status, result.body, result.headers);
    });

  return (event, context = {}) =>
    runWithRequestContext(event.requestContext?.requestId || randomUUID(), () => chain(event, context as Context));
}
