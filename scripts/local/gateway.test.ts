import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupHandler } from '../../functions/core/http-handler.ts';
import type { LambdaResult } from '../../functions/core/http.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { createGateway, listenGateway } from './gateway.ts';
import { externalAddress, refusesConnection } from './network.test-helper.ts';

const seen: APIGatewayProxyEventV2[] = [];
const fakeGroup: GroupHandler = async (event): Promise<LambdaResult> => {
  seen.push(event);
  if (event.rawPath === '/api/keepalive')
    return {
      statusCode: 401,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Token is Expired', status: 'Token is Expired' }),
    };
  return { statusCode: 200, headers: { 'content-type': 'application/json', 'x-test': 'yes' }, body: JSON.stringify({ ok: true }) };
};

let base = '';
const OUTBOX_KEY = 'outbox-key-for-the-test';
const server = (() => {
  const web = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(web, 'assets/app.js'), 'console.log(1)');
  writeFileSync(join(web, 'frame-placeholder.html'), '<!doctype html><title>placeholder</title>');
  writeFileSync(join(web, 'portal-config.json'), JSON.stringify({ frames: {} }));
  const outbox = mkdtempSync(join(tmpdir(), 'gateway-outbox-'));
  writeFileSync(
    join(outbox, '1.json'),
    JSON.stringify({
      id: '1',
      from: 'a@b',
      to: ['pat@example.org'],
      subject: 'Reset <your> password',
      text: 'Open http://localhost:3000/recover-password/abc',
      sentAt: '2026-11-21T10:00:00Z',
    }),
  );
  return createGateway({ webDir: web, outboxDir: outbox, outboxKey: OUTBOX_KEY, loadGroup: async () => fakeGroup });
})();

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('local gateway', () => {
  it("keeps an idle keep-alive connection open past Node's 5 s default, so a client reusing it is not reset", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((done, fail) => {
        const req = request(`${base}/index.html`, { agent }, (res) => {
          res.resume();
          res.on('end', () => done({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', fail);
        req.end();
      });
    try {
      expect(await get()).toEqual({ status: 200, reused: false });
      // Idle past the point where Node's default (5 s, with its timer's slack) has closed the connection.
      await new Promise((resolve) => setTimeout(resolve, 7_500));
      expect(await get()).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('turns an API request into the API Gateway v2 event of its route', async () => {
    const res = await fetch(`${base}/api/sing_in_file/12/34/true/false?x=1&x=2&y=z`, { headers: { authorization: 'Bearer abc' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-test')).toBe('yes');
    const event = seen.at(-1)!;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}',
      rawPath: '/api/sing_in_file/12/34/true/false',
      pathParameters: { cohortId: '12', eventId: '34', sortDesc: 'true', lastNameFirst: 'false' },
      queryStringParameters: { x: '1,2', y: 'z' },
      requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' } },
    });
    expect(event.headers.authorization).toBe('Bearer abc');
  });

  it('passes JSON bodies as text and binary bodies as base64', async () => {
    await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"a"}' });
    expect(seen.at(-1)).toMatchObject({ body: '{"username":"a"}', isBase64Encoded: false });
    await fetch(`${base}/api/user/import-csv`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: Buffer.from([0, 1, 2]),
    });
    expect(seen.at(-1)).toMatchObject({ body: 'AAEC', isBase64Encoded: true });
  });

  it('carries token errors as the HTTP status text', async () => {
    const res = await fetch(`${base}/api/keepalive`);
    expect(res.status).toBe(401);
    expect(res.statusText).toBe('Token is Expired');
  });

  it('answers unknown API paths with JSON 404 and wrong methods with 405, never the web app', async () => {
    const missing = await fetch(`${base}/api/does-not-exist`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found.' });
    const wrongMethod = await fetch(`${base}/api/login`);
    expect(wrongMethod.status).toBe(405);
  });

  it('serves the web build with SPA fallback for routes but not for missing files', async () => {
    const route = await fetch(`${base}/dashboard/cohorts`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>portal</title>');
    const asset = await fetch(`${base}/assets/app.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
  });

  it('lists the local outbox with links, escaping the content', async () => {
    const html = await (await fetch(`${base}/_dev/outbox?key=${OUTBOX_KEY}`)).text();
    expect(html).toContain('Reset &#60;your&#62; password');
    expect(html).toContain('<a href="http://localhost:3000/recover-password/abc">');
  });

  it('shows the outbox only with the key printed at start (it holds everyone’s recovery links)', async () => {
    for (const query of ['', '?key=', '?key=wrong', `?key=${OUTBOX_KEY}x`]) {
      const res = await fetch(`${base}/_dev/outbox${query}`);
      expect(res.status).toBe(403);
      const body = await res.text();
      expect(body).not.toContain('recover-password');
      expect(body).toContain('npm start');
    }
    const allowed = await fetch(`${base}/_dev/outbox?key=${OUTBOX_KEY}`);
    expect(allowed.status).toBe(200);
    // The key in the address never leaves in a Referer when a mail's link is followed.
    expect(allowed.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('answers 400 to an address it cannot decode and keeps serving', async () => {
    for (const path of ['/%E0%A4%A', '/api/%E0%A4%A', '/assets/%E0%A4%A.js', '/_dev/outbox/%E0%A4%A']) {
      expect((await rawGet(path)).status, path).toBe(400);
      expect((await fetch(`${base}/dashboard/cohorts`)).status, `after ${path}`).toBe(200);
    }
  });

  it('answers 500 when a route group fails to load, and keeps serving', async () => {
    const failing = createGateway({
      webDir: mkdtempSync(join(tmpdir(), 'gateway-web-')),
      loadGroup: () => {
        throw new Error('boom');
      },
    });
    await new Promise<void>((done) => failing.listen(0, '127.0.0.1', () => done()));
    try {
      const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}/api/login`;
      for (let i = 0; i < 2; i += 1) {
        const answer = await fetch(url, { method: 'POST', body: '{}' });
        expect(answer.status).toBe(500);
        // The request id the gateway logged goes to the page, which shows it (never 'boom').
        const requestId = answer.headers.get('x-request-id');
        expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
        expect(await answer.json()).toEqual({ message: MESSAGES.internalError, requestId });
      }
    } finally {
      await new Promise<void>((done) => failing.close(() => done()));
    }
  });

  it('answers 413 with a JSON message to a body over its limit, and keeps serving (issue 30)', async () => {
    const small = createGateway({
      webDir: mkdtempSync(join(tmpdir(), 'gateway-web-')),
      maxBodyBytes: 1024 * 1024,
      loadGroup: async () => fakeGroup,
    });
    await new Promise<void>((done) => small.listen(0, '127.0.0.1', () => done()));
    try {
      const url = `http://127.0.0.1:${(small.address() as AddressInfo).port}/api/login`;
      for (let i = 0; i < 2; i += 1) {
        // Before: the connection was cut while the body was being sent (fetch failed, no answer).
        const answer = await fetch(url, { method: 'POST', body: Buffer.alloc(3 * 1024 * 1024, 0x61) });
        expect(answer.status).toBe(413);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await answer.json()).toEqual({ message: MESSAGES.requestTooLarge(1) });
      }
      expect((await fetch(url, { method: 'POST', body: '{}' })).status).toBe(200);
    } finally {
      await new Promise<void>((done) => small.close(() => done()));
    }
  });

  it('lets the portal frame only the frame placeholder', async () => {
    const placeholder = await fetch(`${base}/frame-placeholder.html?frame=readings`);
    expect(placeholder.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(placeholder.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect((await fetch(`${base}/dashboard/cohorts`)).headers.get('x-frame-options')).toBe('DENY');
  });

  it('serves the build’s portal-config.json when no PORTAL_CONFIG_FILE is given', async () => {
    expect(await (await fetch(`${base}/portal-config.json`)).json()).toEqual({ frames: {} });
  });
});

/** A GET with the path sent exactly as written (fetch would re-encode a malformed one). */
function rawGet(path: string): Promise<{ status: number }> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, (res) => {
      res.resume();
      done({ status: res.statusCode ?? 0 });
    });
    req.on('error', fail);
    req.end();
  });
}

describe('the gateway’s address', () => {
  it('listens on loopback only, unless PORTAL_HOST opts in to another interface', async () => {
    const gateway = createGateway({ webDir: mkdtempSync(join(tmpdir(), 'gateway-web-')) });
    await listenGateway(gateway, 0, {});
    try {
      const { address, port } = gateway.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      const lan = externalAddress();
      if (lan) expect(await refusesConnection(lan, port)).toBe(true);
    } finally {
      await new Promise<void>((done) => gateway.close(() => done()));
    }
    const shared = createGateway({ webDir: mkdtempSync(join(tmpdir(), 'gateway-web-')) });
    await listenGateway(shared, 0, { PORTAL_HOST: '0.0.0.0' });
    try {
      expect((shared.address() as AddressInfo).address).toBe('0.0.0.0');
    } finally {
      await new Promise<void>((done) => shared.close(() => done()));
    }
  });
});

describe('local gateway with PORTAL_CONFIG_FILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-config-'));
  const file = join(dir, 'portal-config.json');
  const configured = createGateway({ webDir: dir, loadGroup: async () => fakeGroup, portalConfigFile: file });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((done) => configured.listen(0, '127.0.0.1', () => done()));
    url = `http://127.0.0.1:${(configured.address() as AddressInfo).port}/portal-config.json`;
  });
  afterAll(() => new Promise<void>((done) => configured.close(() => done())));

  it('serves the file over the defaults, re-read on every request', async () => {
    writeFileSync(file, JSON.stringify({ frames: { readings: 'https://readings.example.org/' } }));
    const first = (await (await fetch(url)).json()) as { frames: Record<string, string> };
    expect(first.frames.readings).toBe('https://readings.example.org/');
    expect(first.frames.course).toBe('/frame-placeholder.html?frame=course');
    writeFileSync(file, JSON.stringify({ frames: { readings: 'https://other.example.org/' } }));
    expect(((await (await fetch(url)).json()) as { frames: Record<string, string> }).frames.readings).toBe('https://other.example.org/');
  });

  it('answers 500 with the reason when the file is not a valid configuration', async () => {
    writeFileSync(file, JSON.stringify({ frames: { readings: 'javascript:alert(1)' } }));
    const res = await fetch(url);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toMatch(/PORTAL_CONFIG_FILE .*readings/);
  });
});
