/** API Gateway v2 events for handler tests, built the way the local gateway builds them. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { ROUTE_BY_KEY, type RouteKey } from '../../shared/api/routes.ts';

export interface TestRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  sourceIp?: string;
}

export function apiEvent(key: RouteKey, request: TestRequest = {}): APIGatewayProxyEventV2 {
  const route = ROUTE_BY_KEY.get(key);
  if (!route) throw new Error(`unknown route ${key}`);
  const params = request.params ?? Object.fromEntries([...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '1']));
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': 'vitest', ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  return {
    version: '2.0',
    routeKey: key,
    rawPath: path,
    rawQueryString: new URLSearchParams(request.query ?? {}).toString(),
    headers,
    queryStringParameters: request.query,
    pathParameters: Object.keys(params).length ? params : undefined,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: route.method, path, protocol: 'HTTP/1.1', sourceIp: request.sourceIp ?? '203.0.113.7', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: key,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    isBase64Encoded: false,
  };
}

export function parseBody<T = Record<string, unknown>>(result: { body?: string }): T {
  return JSON.parse(result.body ?? 'null') as T;
}
