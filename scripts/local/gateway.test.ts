import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroupHandler } from '../../functions/core/http-handler.ts';
import type { LambdaResult } from '../../functions/core/http.ts';
import { createGateway } from './gateway.ts';

const seen: APIGatewayProxyEventV2[] = [];
const fakeGroup: GroupHandler = async (event): Promise<LambdaResult> => {
  seen.push(event);
  if (event.rawPath === '/api/keepalive') return { statusCode: 401, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Token is Expired', status: 'Token is Expired' }) };
  return { statusCode: 200, headers: { 'content-type': 'application/json', 'x-test': 'yes' }, body: JSON.stringify({ ok: true }) };
};

let base = '';
const server = (() => {
  const web = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(web, 'assets/app.js'), 'console.log(1)');
  const outbox = mkdtempSync(join(tmpdir(), 'gateway-outbox-'));
  writeFileSync(join(outbox, '1.json'), JSON.stringify({ id: '1', from: 'a@b', to: ['pat@example.org'], subject: 'Reset <your> password', text: 'Open http://localhost:3000/recover-password/abc', sentAt: '2026-11-21T10:00:00Z' }));
  return createGateway({ webDir: web, outboxDir: outbox, loadGroup: async () => fakeGroup });
})();

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('local gateway', () => {
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
    await fetch(`${base}/api/user/import-csv`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: Buffer.from([0, 1, 2]) });
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
    const html = await (await fetch(`${base}/_dev/outbox`)).text();
    expect(html).toContain('Reset &#60;your&#62; password');
    expect(html).toContain('<a href="http://localhost:3000/recover-password/abc">');
  });
});
