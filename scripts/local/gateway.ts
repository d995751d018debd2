/**
 * The local gateway: what CloudFront + API Gateway do in the cloud, on one port.
 * `/api/*` is matched against the route table and turned into an API Gateway v2 event for the
 * same handler module Lambda runs; everything else is the web build with SPA fallback, which
 * never answers for `/api/*`. `/_dev/outbox` lists the mail the local outbox holds, to whoever
 * brings the key `npm start` printed (the mails hold everyone's recovery links).
 * It listens on loopback only unless PORTAL_HOST names another interface.
 * `/portal-config.json` (the framed pages' addresses) comes from the file named by
 * PORTAL_CONFIG_FILE when it is set, else from the web build (docs/frames.md).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { matchRoute, pathExists } from '../../shared/api/match.ts';
import type { RouteGroup } from '../../shared/api/route-group.ts';
import { FRAME_PLACEHOLDER_PATH, PORTAL_CONFIG_PATH, parsePortalConfig } from '../../shared/frames.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import type { GroupHandler } from '../../functions/core/http-handler.ts';
import type { StoredMail } from '../../functions/services/mailer.ts';

export interface GatewayOptions {
  webDir: string;
  outboxDir?: string;
  /** Required as `?key=` on every outbox request; without it the outbox answers no one. */
  outboxKey?: string;
  loadGroup?: (group: RouteGroup) => Promise<GroupHandler>;
  maxBodyBytes?: number;
  /** A JSON file served at /portal-config.json instead of the build's; default PORTAL_CONFIG_FILE. */
  portalConfigFile?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/** The frame placeholder is the one page the portal itself may frame (as CloudFront does). */
const FRAMEABLE_HEADERS = {
  ...SECURITY_HEADERS,
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy': "frame-ancestors 'self'",
};

const handlers = new Map<RouteGroup, Promise<GroupHandler>>();

export function importGroup(group: RouteGroup): Promise<GroupHandler> {
  let loaded = handlers.get(group);
  if (!loaded) {
    loaded = import(`../../functions/${group}/handler.ts`).then((mod: { handler: GroupHandler }) => mod.handler);
    handlers.set(group, loaded);
  }
  return loaded;
}

/**
 * How much of a body past the limit is read and dropped before the 413 (issue 30): a client still
 * sending when the connection closes gets a reset, never the answer. Past this, the connection is cut.
 */
const DRAINED_BYTES = 64 * 1024 * 1024;

/** A body past the gateway's limit, answered 413 with a JSON message once the body is in (createGateway). */
class BodyTooLarge extends Error {
  readonly status = 413;
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > limit + DRAINED_BYTES) req.destroy();
      // Past the limit: read on and drop, so that the client finishes sending and reads the 413.
      else chunks.length = 0;
    });
    req.on('end', () => (size > limit ? fail(new BodyTooLarge('Payload Too Large')) : done(Buffer.concat(chunks))));
    req.on('error', fail);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS });
  res.end(JSON.stringify(body));
}

const TEXT_TYPES = /^(text\/|application\/(json|x-www-form-urlencoded|xml|javascript))/;

export function toEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  routeKey: string,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'cookie') headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const contentType = headers['content-type'] ?? '';
  const isText = body.length === 0 || TEXT_TYPES.test(contentType);
  const now = Date.now();
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: req.headers.cookie ? req.headers.cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(pathParameters).length ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
    },
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}

async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  opts: Required<Pick<GatewayOptions, 'loadGroup' | 'maxBodyBytes'>>,
): Promise<void> {
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    res.writeHead(204, SECURITY_HEADERS);
    res.end();
    return;
  }
  const match = matchRoute(method, url.pathname);
  if (!match) {
    const exists = pathExists(url.pathname);
    sendJson(res, exists ? 405 : 404, { message: exists ? 'Method Not Allowed' : MESSAGES.notFound });
    return;
  }
  const body = await readBody(req, opts.maxBodyBytes);
  const handler = await opts.loadGroup(match.route.group);
  const result = await handler(toEvent(req, url, body, match.route.key, match.pathParameters));
  const headers: Record<string, string | string[]> = { ...SECURITY_HEADERS, ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  const status = result.statusCode ?? 200;
  const payload = result.body === undefined ? undefined : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  // As API Gateway does: the size of what is sent (compressed when the handler compressed it), which the bench reads.
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload));
  // Token errors carry their text as the HTTP status text too (spec 01 §8 speaks of status text).
  let statusText: string | undefined;
  if (status === 401 && typeof payload === 'string') {
    try {
      statusText = (JSON.parse(payload) as { status?: string }).status;
    } catch {
      statusText = undefined;
    }
  }
  if (statusText) res.writeHead(status, statusText, headers);
  else res.writeHead(status, headers);
  res.end(payload);
}

function serveStatic(req: IncomingMessage, res: ServerResponse, url: URL, path: string, webDir: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { message: 'Method Not Allowed' });
    return;
  }
  const root = resolve(webDir);
  let file = normalize(join(root, path));
  if (!file.startsWith(root)) {
    sendJson(res, 404, { message: MESSAGES.notFound });
    return;
  }
  if (!existsSync(file) || statSync(file).isDirectory()) {
    // SPA fallback for routes, never for files that are missing.
    if (extname(url.pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
      res.end('Not found');
      return;
    }
    file = join(root, 'index.html');
  }
  if (!existsSync(file)) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The web app is not built. Run `npm run build:web`.');
    return;
  }
  const immutable = url.pathname.startsWith('/assets/');
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(url.pathname === FRAME_PLACEHOLDER_PATH ? FRAMEABLE_HEADERS : SECURITY_HEADERS),
  });
  if (req.method === 'HEAD') res.end();
  // A file that goes away or cannot be read mid-answer ends this response, not the process.
  else
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
}

/** PORTAL_CONFIG_FILE, read on every request (edits apply without a restart) and checked. */
async function servePortalConfig(res: ServerResponse, file: string): Promise<void> {
  let config: unknown;
  try {
    config = parsePortalConfig(JSON.parse(await readFile(resolve(file), 'utf8')));
  } catch (error) {
    const message = `PORTAL_CONFIG_FILE ${file}: ${(error as Error).message}`;
    process.stderr.write(`${JSON.stringify({ level: 'error', message })}\n`);
    sendJson(res, 500, { message });
    return;
  }
  res.writeHead(200, { 'content-type': CONTENT_TYPES['.json'], 'cache-control': 'no-cache', ...SECURITY_HEADERS });
  res.end(JSON.stringify(config));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function holdsKey(url: URL, key: string | undefined): boolean {
  const given = Buffer.from(url.searchParams.get('key') ?? '');
  const expected = Buffer.from(key ?? '');
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

async function serveOutbox(res: ServerResponse, url: URL, opts: Pick<GatewayOptions, 'outboxDir' | 'outboxKey'>): Promise<void> {
  if (!holdsKey(url, opts.outboxKey)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS });
    res.end('The outbox needs its key: open the "Mail outbox" link that npm start printed.');
    return;
  }
  const { outboxDir } = opts;
  const files =
    outboxDir && existsSync(outboxDir)
      ? (await readdir(outboxDir))
          .filter((f) => f.endsWith('.json'))
          .sort()
          .reverse()
      : [];
  const mails = await Promise.all(
    files.slice(0, 200).map(async (f) => JSON.parse(await readFile(join(outboxDir!, f), 'utf8')) as StoredMail),
  );
  const rows = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><b>To:</b> ${escapeHtml(m.to.join(', '))} · <b>Sent:</b> ${escapeHtml(m.sentAt)}</p><pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
    )
    .join('\n');
  // no-referrer: following a mail's link must not carry the key in this page's address along.
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    ...SECURITY_HEADERS,
    'referrer-policy': 'no-referrer',
  });
  res.end(
    `<!doctype html><meta charset="utf-8"><title>Local outbox</title><style>body{font:14px system-ui;margin:2rem;max-width:60rem}article{border-bottom:1px solid #ccc}pre{white-space:pre-wrap}</style><h1>Local outbox (${mails.length})</h1>${rows || '<p>No mail yet.</p>'}`,
  );
}

/** The request's address and its decoded path, or undefined when it cannot be decoded. */
function parseTarget(req: IncomingMessage): { url: URL; path: string } | undefined {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    return { url, path: decodeURIComponent(url.pathname) };
  } catch {
    return undefined;
  }
}

type ResolvedOptions = GatewayOptions & Required<Pick<GatewayOptions, 'loadGroup' | 'maxBodyBytes'>>;

function route(req: IncomingMessage, res: ServerResponse, opts: ResolvedOptions): Promise<void> {
  const target = parseTarget(req);
  if (!target) {
    sendJson(res, 400, { message: 'Bad Request' });
    return Promise.resolve();
  }
  const { url, path } = target;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handleApi(req, res, url, opts);
  if (url.pathname === '/_dev/outbox') return serveOutbox(res, url, opts);
  if (url.pathname === PORTAL_CONFIG_PATH && opts.portalConfigFile && (req.method === 'GET' || req.method === 'HEAD'))
    return servePortalConfig(res, opts.portalConfigFile);
  serveStatic(req, res, url, path, opts.webDir);
  return Promise.resolve();
}

export function createGateway(options: GatewayOptions): Server {
  const opts: ResolvedOptions = {
    loadGroup: importGroup,
    maxBodyBytes: 10 * 1024 * 1024,
    portalConfigFile: process.env.PORTAL_CONFIG_FILE || undefined,
    ...options,
  };
  const server = createServer((req, res) => {
    // Every failure of a request, thrown or rejected, ends that request: the process (and with it
    // the emulators it started) outlives any one request.
    Promise.resolve()
      .then(() => route(req, res, opts))
      .catch((error: Error & { status?: number }) => {
        if (res.headersSent) return res.destroy();
        if (error instanceof BodyTooLarge)
          return sendJson(res, 413, { message: MESSAGES.requestTooLarge(Math.floor(opts.maxBodyBytes / (1024 * 1024))) });
        // Named in the log and the answer alike, as a handler's own 500 is (functions/core error-responses).
        const requestId = randomUUID();
        process.stderr.write(
          `${JSON.stringify({ level: 'error', message: 'gateway error', requestId, error: error.message, stack: error.stack })}\n`,
        );
        res.setHeader('x-request-id', requestId);
        sendJson(res, 500, { message: MESSAGES.internalError, requestId });
      });
  });
  // An idle keep-alive connection stays open longer than clients keep one for reuse (Node's agent,
  // which Playwright's request context uses: 5 s). With Node's server default, also 5 s, a request
  // sent on a connection the server is closing at that moment is reset (ECONNRESET), which a busy
  // machine makes likely. Like API Gateway, the client is the one to close an idle connection.
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1000;
  return server;
}

/** How long the gateway keeps an idle keep-alive connection (see createGateway). */
export const IDLE_CONNECTION_MS = 65_000;

/**
 * Listens on loopback, so that the portal's data is reachable only through this machine; PORTAL_HOST
 * opts in to another interface (0.0.0.0: a phone on the same Wi-Fi), the gateway only.
 */
export function listenGateway(server: Server, port: number, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const host = env.PORTAL_HOST || '127.0.0.1';
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
}
