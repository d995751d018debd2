/**
 * Types derived from the contracts (contracts.ts), one set per route key: what the server's
 * implementation receives and returns, and what the web's `api(key, …)` sends and gets back.
 * Type-only: importing this costs no bundle bytes, so the web reads the contracts without zod.
 */
import type { $ZodType, input } from 'zod/v4/core';
import type { RouteGroup } from './route-group.ts';
import type { RouteKey, RouteKeyOf } from './routes.ts';
import type { Answer } from './contract.ts';
import type { CONTRACTS } from './contracts.ts';

export type ContractOf<K> = K extends keyof typeof CONTRACTS ? (typeof CONTRACTS)[K] : object;

/**
 * The contracts a group's Lambda validates with: every contract of its routes (the type-check
 * fails when one is missing), so that no group bundles the schemas of all the others.
 */
export type GroupContracts<G extends RouteGroup> = { [K in RouteKeyOf<G> & keyof typeof CONTRACTS]: (typeof CONTRACTS)[K] };

/**
 * Route keys whose contract names the answer. Routes without one (not migrated yet, or not built:
 * those answer 501) keep the loose types: any JSON on the server, the caller's `api<T>` on the web.
 */
export type AnsweredRouteKey = {
  [K in RouteKey]: ContractOf<K> extends { answer: Answer<unknown> } ? K : never;
}[RouteKey];

export type UnansweredRouteKey = Exclude<RouteKey, AnsweredRouteKey>;

/** Routes that answer a file (contract.ts FileDownload): fetched raw, never through `api()`. */
export type FileRouteKey = { [K in AnsweredRouteKey]: [AnswerOf<K>] extends [never] ? K : never }[AnsweredRouteKey];

/** Routes whose JSON answer `api()` returns typed. */
export type JsonRouteKey = Exclude<AnsweredRouteKey, FileRouteKey>;

/** The 200 body of a route. */
export type AnswerOf<K extends RouteKey> = ContractOf<K> extends { answer: Answer<infer T> } ? T : unknown;

/** `GET /api/role/{id}` → `'id'`: the path's variables, read from the key itself. */
export type PathParamNames<K extends string> = K extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** What a URL can carry: the client turns it into text. */
export type Scalar = string | number | boolean;

type ParamsPart<K extends string> = [PathParamNames<K>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<K>, Scalar> };

/** The query's names and which are required come from the contract; values are sent as text. */
type QueryValues<I> = { [P in keyof I]: Scalar | null | (undefined extends I[P] ? undefined : never) };
type QueryPart<C> = C extends { query: infer S extends $ZodType }
  ? object extends QueryValues<input<S>>
    ? { query?: QueryValues<input<S>> }
    : { query: QueryValues<input<S>> }
  : { query?: Record<string, Scalar | null | undefined> };

/**
 * A form may send blank (null or undefined, the key still written) a field the contract requires,
 * at any depth: the server's 422 then names it with the spec's message, which is how the form
 * learns of it. Names and value types stay checked.
 */
type MayBeBlank<I> = I extends readonly unknown[] ? I : I extends object ? { [P in keyof I]: MayBeBlank<I[P]> | null | undefined } : I;

/** A body the contract validates is typed by the schema's input; a route without one takes any (a FormData upload). */
type BodyPart<C> = C extends { body: infer S extends $ZodType } ? { body: MayBeBlank<input<S>> } : { body?: unknown };

/** The parts of a request the caller gives for route K: path parameters, query, body. */
export type RequestOf<K extends RouteKey> = ParamsPart<K> & QueryPart<ContractOf<K>> & BodyPart<ContractOf<K>>;
