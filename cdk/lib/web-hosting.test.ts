/** The SPA rewrite (run as CloudFront would) and the Content-Security-Policy text. */
import { describe, expect, it } from 'vitest';
import { EDGE_HEADERS } from '../../shared/constants.ts';
import { contentSecurityPolicy, SPA_REWRITE_CODE, VIEWER_ADDRESS_CODE } from './web-hosting.ts';

type Request = { uri: string; headers?: Record<string, unknown> };
const handler = new Function(`${SPA_REWRITE_CODE}; return handler;`)() as (event: { request: Request }) => Request;
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('SPA rewrite (CloudFront Function on the S3 behaviour)', () => {
  it('serves index.html for app routes', () => {
    for (const uri of ['/', '/calendar', '/cohort/12', '/admin/users/', '/login']) expect(rewrite(uri)).toBe('/index.html');
  });

  it('leaves files alone', () => {
    for (const uri of ['/index.html', '/assets/index-abc123.js', '/assets/app.css', '/favicon.ico', '/robots.txt']) {
      expect(rewrite(uri)).toBe(uri);
    }
  });

  it('uses only the cloudfront-js runtime subset (no arrow functions, let/const or template literals)', () => {
    expect(SPA_REWRITE_CODE).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});

describe('viewer address (CloudFront Function on /api/*)', () => {
  type ViewerRequest = { request: { uri: string; headers: Record<string, { value: string }> }; viewer: { ip: string } };
  const setViewer = new Function(`${VIEWER_ADDRESS_CODE}; return handler;`)() as (event: ViewerRequest) => ViewerRequest['request'];

  it('sets the viewer IP, replacing whatever the viewer sent under that name, and keeps the other headers', () => {
    const request = setViewer({
      request: {
        uri: '/api/login',
        headers: { [EDGE_HEADERS.viewerAddress]: { value: '10.0.0.1' }, authorization: { value: 'Bearer t' } },
      },
      viewer: { ip: '2001:db8::7' },
    });
    expect(request.headers[EDGE_HEADERS.viewerAddress]).toEqual({ value: '2001:db8::7' });
    expect(request.headers.authorization).toEqual({ value: 'Bearer t' });
  });

  it('uses only the cloudfront-js runtime subset', () => {
    expect(VIEWER_ADDRESS_CODE).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});

describe('Content-Security-Policy', () => {
  const csp = contentSecurityPolicy(['https://files.s3.us-east-1.amazonaws.com']);
  const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it('allows only the portal itself by default and nothing as an object, base or frame ancestor', () => {
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets the browser reach the files bucket, inline styles (MUI), https images and embedded course pages', () => {
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://files.s3.us-east-1.amazonaws.com']);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(directives.get('frame-src')).toEqual(['https:']);
  });

  it('fits CloudFront’s 1783-character limit even with the longest bucket name and region', () => {
    const bucket = 'b'.repeat(63);
    const longest = contentSecurityPolicy([`https://${bucket}.s3.ap-southeast-4.amazonaws.com`, `https://${bucket}.s3.amazonaws.com`]);
    expect(longest.length).toBeLessThan(1783);
  });
});

describe('Content-Security-Policy of the frame placeholder', () => {
  it('differs only in letting the portal itself frame it', () => {
    const normal = contentSecurityPolicy(['https://f.example']).split('; ');
    const frameable = contentSecurityPolicy(['https://f.example'], "'self'").split('; ');
    expect(frameable.filter((d) => !normal.includes(d))).toEqual(["frame-ancestors 'self'"]);
  });
});
