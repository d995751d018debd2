/** Types and helpers shared by every route implementation. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { $ZodType, output } from 'zod/v4/core';
import type { PublicRouteKey, RouteDefinition, RouteKey, RouteKeyOf } from '../../shared/api/routes.ts';
import type { RouteGroup } from '../../shared/api/route-group.ts';
import type { AnswerOf, AnsweredRouteKey, ContractOf } from '../../shared/api/route-types.ts';
import type { SessionClaims } from '../services/tokens.ts';

export type { SessionClaims };

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

export interface RouteResponse<Body = unknown> {
  status?: number;
  body?: Body;
  headers?: Record<string, string>;
  /** A body sent as it is instead of JSON (respondText). */
  text?: string;
}

declare const REFUSAL: unique symbol;

/** A response outside 2xx whose body is not the route's answer (the web reads it as ApiError.body). */
export interface Refusal extends RouteResponse {
  readonly [REFUSAL]: true;
}

/** A 200 JSON answer (spec answers include bare booleans), or a full response from `respond()`. */
export type RouteAnswer = RouteResponse | object | boolean | number | string | null;

/**
 * What route K's implementation returns: its contract's answer, as the 200 body or in a
 * `respond()` that sets status or headers, or a `refuse()`. A route whose contract names no answer
 * yet may return any JSON.
 */
export type AnswerResult<K extends RouteKey> = K extends AnsweredRouteKey
  ? AnswerOf<K> | RouteResponse<AnswerOf<K>> | Refusal
  : RouteAnswer;

export type RouteImplementation<K extends RouteKey = RouteKey> = (request: RouteRequest<K>) => Promise<AnswerResult<K>>;

/**
 * A group's implementations by route key: only that group's keys (RouteKeyOf), each typed by its own
 * contract; a key left out is not built yet and answers 501.
 */
export type GroupImplementations<G extends RouteGroup = RouteGroup> = { [K in RouteKeyOf<G>]?: RouteImplementation<K> };

/** The implementation of the route the request resolved to, if its group has built it: a lookup by a key known only at run time. */
export function implementationOf(implementations: GroupImplementations, key: RouteKey): RouteImplementation | undefined {
  return (implementations as Partial<Record<RouteKey, RouteImplementation>>)[key];
}

export type LambdaResult = APIGatewayProxyStructuredResultV2;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): LambdaResult {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

/** Marks an implementation's answer as a full response rather than a 200 body. */
export function respond<Body>(status: number, body?: Body, headers?: Record<string, string>): RouteResponse<Body> {
  return { status, body, headers, [RESPONSE]: true } as RouteResponse<Body>;
}

/** A 200 answer that is not JSON (the calendar feed's text/calendar), sent as it is with its content type. */
export function respondText(text: string, contentType: string, headers: Record<string, string> = {}): RouteResponse<never> {
  return { status: 200, text, headers: { 'content-type': contentType, ...headers }, [RESPONSE]: true } as RouteResponse<never>;
}

/** A full response outside 2xx whose body is a refusal (a failed sign-in, a page lock held by another). */
export function refuse(status: number, body: unknown, headers?: Record<string, string>): Refusal {
  return respond(status, body, headers) as Refusal;
}

export const RESPONSE = Symbol('route-response');

export function isRouteResponse(value: unknown): value is RouteResponse {
  return typeof value === 'object' && value !== null && RESPONSE in value;
}
