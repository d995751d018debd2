/**
 * What the middlewares learn about a request, handed down the chain to the implementation.
 * Keyed by the event object, because middy gives middlewares the request but the final
 * handler only the event.
 */
import type { MiddlewareObj, Request } from '@middy/core';
import type { LambdaResult } from './http.ts';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteDefinition } from '../../shared/api/routes.ts';
import type { SessionClaims } from '../services/tokens.ts';

export interface PortalState {
  startedAt: number;
  /** The client's address (origin-verification.ts). */
  clientAddress?: string;
  route?: RouteDefinition;
  body?: unknown;
  query: Record<string, string | undefined>;
  params: Record<string, string | undefined>;
  auth?: SessionClaims;
  /** The signed-in session's first-time flag and password date, as its item holds them (authenticate). */
  standing?: { firstTime: boolean; passwordChangedAt?: string };
}

const states = new WeakMap<object, PortalState>();

export function stateOf(event: APIGatewayProxyEventV2): PortalState {
  let state = states.get(event);
  if (!state) {
    state = { startedAt: Date.now(), query: {}, params: {} };
    states.set(event, state);
  }
  return state;
}

export function portalState(request: Request): PortalState {
  return stateOf(request.event as APIGatewayProxyEventV2);
}

/** The shape of every middleware of the API chain. */
export type HttpMiddleware = MiddlewareObj<APIGatewayProxyEventV2, LambdaResult>;
