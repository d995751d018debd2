/**
 * The one way the web calls the API: URLs come from the shared route table (`pathFor`), the
 * method from the route key, the bearer token from storage. A 401 or 500 whose JSON `status`
 * or `message` is a token error (spec 01 §8) clears the session and goes to the
 * session-expired login page; a 503 with the `maintenance` header (maintenance mode, which the
 * server answers to all but senior admins) sends the browser to that address, as keep-alive does.
 */
import type { AnswerOf, JsonRouteKey, RequestOf, Scalar, UnansweredRouteKey } from '@shared/api/route-types';
import { ROUTE_BY_KEY, pathFor, type RouteKey } from '@shared/api/routes';
import * as MESSAGES from '@shared/texts/general';
import { TOKEN_ERRORS } from '@shared/auth/texts';
import { MAINTENANCE_HEADER } from '@shared/auth/types';
import { SESSION_EXPIRED_PATH, browser } from './navigation';
import { clearSession, getToken } from './session';

/** How a request is sent, whatever the route. */
interface SendOptions {
  signal?: AbortSignal;
  /** Sends this bearer token instead of the stored one (logging out the master user after Login As). */
  token?: string;
  /** Lets the request finish after the page has gone (releasing a page lock as an edit screen closes). */
  keepalive?: boolean;
}

/** Route K's request, typed from its contract: path parameters, query and body. */
export type ApiOptions<K extends RouteKey> = RequestOf<K> & SendOptions;

/** The options argument may be left out when nothing in it is required. */
type ApiArgs<K extends RouteKey> = object extends RequestOf<K> ? [options?: ApiOptions<K>] : [options: ApiOptions<K>];

/**
 * Any route's request, untyped: apiFetch's, whose caller reads the raw Response (a file, a
 * header), and api's for routes whose contract names no answer yet.
 */
export interface RequestOptions extends SendOptions {
  params?: Record<string, Scalar>;
  query?: Record<string, Scalar | null | undefined>;
  body?: unknown;
}

/**
 * A response outside 2xx. `body` is the parsed JSON (or text, or null); `requestId` names the
 * request in the server's logs (`x-request-id`, set by functions/core; API Gateway's own
 * `apigw-requestid` when the function never answered; or a 500's `requestId`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly requestId: string | undefined;
  constructor(status: number, body: unknown, message?: string, requestId?: string | null) {
    super(message ?? messageOf(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.requestId = requestId || requestIdIn(body);
  }
}

/** The headers that carry the request's id in the logs, in the order they are believed. */
export const REQUEST_ID_HEADERS = ['x-request-id', 'apigw-requestid'] as const;

/** The request id of an answer, from its headers (`get` of Headers or of an XMLHttpRequest). */
export function requestIdFrom(get: (name: string) => string | null): string | undefined {
  for (const name of REQUEST_ID_HEADERS) {
    const id = get(name);
    if (id) return id;
  }
  return undefined;
}

function requestIdIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { requestId } = body as { requestId?: unknown };
  return typeof requestId === 'string' && requestId !== '' ? requestId : undefined;
}

/** The token was refused: the session is already cleared and the login page is on its way. */
export class SessionExpiredError extends ApiError {
  constructor(status: number, body: unknown) {
    super(status, body);
    this.name = 'SessionExpiredError';
  }
}

/** No answer at all (offline, server down, CORS). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('No response from the server', { cause });
    this.name = 'NetworkError';
  }
}

const TOKEN_ERROR_TEXTS: readonly string[] = Object.values(TOKEN_ERRORS);

export function isTokenFailure(status: number, body: unknown): boolean {
  if (status !== 401 && status !== 500) return false;
  if (typeof body !== 'object' || body === null) return false;
  const { status: text, message } = body as { status?: unknown; message?: unknown };
  return (
    (typeof text === 'string' && TOKEN_ERROR_TEXTS.includes(text)) || (typeof message === 'string' && TOKEN_ERROR_TEXTS.includes(message))
  );
}

/**
 * Clears the session and loads /login/SessionExpired as a new page: nothing of the old session
 * stays in memory, and no router navigation still in flight (a lazy page loading when the shell's
 * first keep-alive fails) can land on top of it.
 */
export function expireSession(): void {
  clearSession();
  browser.assign(SESSION_EXPIRED_PATH);
}

export function urlFor(key: RouteKey, options: Pick<RequestOptions, 'params' | 'query'> = {}): string {
  const path = pathFor(key, options.params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The body as JSON when it parses, else as text (null when empty). */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The server's own text: a JSON `message`, or a short plain-text body (never an HTML error page). */
function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string' && body !== '' && !body.trimStart().startsWith('<') && body.length <= 500) return body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message?: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

/**
 * Sends the request and returns the raw Response (for headers), after the token-error check.
 * Throws NetworkError when nothing answered and SessionExpiredError on a token failure.
 */
export async function apiFetch(key: RouteKey, options: RequestOptions = {}): Promise<Response> {
  const route = ROUTE_BY_KEY.get(key);
  if (!route) throw new Error(`Unknown route ${key}`);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = options.token ?? getToken();
  if (token && route.capability !== 'public') headers.Authorization = `Bearer ${token}`;
  let body: string | FormData | undefined;
  // A form (file upload) goes as multipart/form-data: the browser writes the content type and its boundary.
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(urlFor(key, options), {
      method: route.method,
      headers,
      body,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  if (response.status === 401 || response.status === 500) {
    const failure = await readBody(response.clone());
    if (isTokenFailure(response.status, failure)) {
      // A request still in flight when its session ended (signed out, Login As since) is not
      // the current session expiring.
      if (token === getToken()) expireSession();
      throw new SessionExpiredError(response.status, failure);
    }
  }
  const maintenance = response.status === 503 ? response.headers.get(MAINTENANCE_HEADER) : null;
  if (maintenance) browser.assign(maintenance);
  return response;
}

/**
 * Sends the request and returns the parsed JSON body; throws ApiError outside 2xx. The answer's
 * type and the request's parts come from the route's contract (shared/<group>/contract.ts). A route
 * whose contract names no answer yet takes the caller's `api<T>` instead; once it has one, an
 * `api<T>` for it no longer compiles. A route that answers a file is fetched with apiFetch.
 */
export async function api<K extends JsonRouteKey>(key: K, ...args: ApiArgs<K>): Promise<AnswerOf<K>>;
export async function api<T, K extends UnansweredRouteKey = UnansweredRouteKey>(key: K, options?: RequestOptions): Promise<T>;
export async function api(key: RouteKey, options: RequestOptions = {}): Promise<unknown> {
  const response = await apiFetch(key, options);
  const body = await readBody(response);
  if (!response.ok)
    throw new ApiError(
      response.status,
      body,
      undefined,
      requestIdFrom((name) => response.headers.get(name)),
    );
  return body;
}

/**
 * The text to show for a failed call, one formatter for every screen. A refusal (4xx) is the
 * server's own text, the spec's wording, when it sent one, else `fallback`. A failure on the
 * server's side (5xx) never shows the server's text ('Internal Server Error', a gateway's page):
 * `fallback`, what the user was doing and that they may try again, with the request id the logs
 * carry for the Helpdesk. No answer at all says to check the connection.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500) return messageOf(error.body) ?? fallback;
  if (error instanceof ApiError)
    return joinTexts(fallback || MESSAGES.internalError, error.requestId && MESSAGES.quoteRequestId(error.requestId));
  if (error instanceof NetworkError) return joinTexts(fallback === MESSAGES.internalError ? '' : fallback, MESSAGES.noConnection);
  return fallback;
}

const joinTexts = (...texts: (string | undefined)[]) => texts.filter(Boolean).join(' ');
