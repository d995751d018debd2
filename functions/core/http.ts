/** Types and helpers shared by every route implementation. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { $ZodType, output } from 'zod/v4/core';
import type { RouteDefinition, RouteKey } from '../../shared/api/routes.ts';
import type { CONTRACTS } from '../../shared/api/contracts/index.ts';
import type { SessionClaims } from '../services/tokens.ts';

export type { SessionClaims };

type ContractOf<K> = K extends keyof typeof CONTRACTS ? (typeof CONTRACTS)[K] : object;
type Parsed<C, Part extends string> = C extends Record<Part, infer S extends $ZodType> ? output<S> : Record<string, string | undefined>;

export interface RouteRequest<K extends RouteKey = RouteKey> {
  route: RouteDefinition;
  body: Parsed<ContractOf<K>, 'body'>;
  query: Parsed<ContractOf<K>, 'query'>;
  params: Parsed<ContractOf<K>, 'params'>;
  /** Present on every route except the public ones. */
  auth: K extends PublicRouteKey ? SessionClaims | undefined : SessionClaims;
  headers: Record<string, string | undefined>;
  sourceIp: string;
  userAgent: string;
  requestId: string;
  event: APIGatewayProxyEventV2;
}

type PublicRouteKey = 'POST /api/login' | 'POST /api/forgot-password' | 'POST /api/recover-password/{token}';

export interface RouteResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A 200 JSON answer (spec answers include bare booleans), or a full response from `respond()`. */
export type RouteAnswer = RouteResponse | object | boolean | number | string | null;

export type RouteImplementation<K extends RouteKey = RouteKey> = (request: RouteRequest<K>) => Promise<RouteAnswer>;

export type GroupImplementations = { [K in RouteKey]?: RouteImplementation<K> };

export type LambdaResult = APIGatewayProxyStructuredResultV2;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): LambdaResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** Marks an implementation's answer as a full response rather than a 200 body. */
export function respond(status: number, body?: unknown, headers?: Record<string, string>): RouteResponse {
  return { status, body, headers, [RESPONSE]: true } as RouteResponse;
}

export const RESPONSE = Symbol('route-response');

export function isRouteResponse(value: unknown): value is RouteResponse {
  return typeof value === 'object' && value !== null && RESPONSE in value;
}
