import { describe, expect, it } from 'vitest';
import { bundleVerdict, packageOf, routeVerdict, writesFiles } from './budgets.ts';
import { summarize } from './stats.ts';

const measurement = (over: Partial<Parameters<typeof routeVerdict>[0]> = {}) => ({
  method: 'GET',
  latency: summarize([10, 20, 30]),
  roundTrips: summarize([1, 2, 3]),
  ops: { GetItem: 3 },
  statuses: { 200: 3 },
  missingMetrics: 0,
  iterations: 3,
  ...over,
});

describe('routeVerdict', () => {
  it('passes a read within budget', () => {
    expect(routeVerdict(measurement())).toEqual({ ok: true, text: 'ok' });
  });

  it('flags more than 3 round trips, a slow p95 and any Scan on reads', () => {
    const v = routeVerdict(measurement({ roundTrips: summarize([4]), latency: summarize([200]), ops: { Scan: 1, Query: 3 } }));
    expect(v.ok).toBe(false);
    expect(v.text).toContain('Scan (1)');
    expect(v.text).toContain('4 round trips > 3');
    expect(v.text).toContain('p95 200 ms > 150');
  });

  it('holds writes only to the no-Scan rule', () => {
    expect(routeVerdict(measurement({ method: 'POST', roundTrips: summarize([6]), latency: summarize([400]) })).ok).toBe(true);
    expect(routeVerdict(measurement({ method: 'POST', ops: { Scan: 2 } })).ok).toBe(false);
  });

  it('asks to fix a sample that answers an error, saying what the answer said', () => {
    const v = routeVerdict(measurement({ statuses: { 422: 3 } }));
    expect(v.ok).toBe(false);
    expect(v.text).toContain('sample answered 422');
    expect(routeVerdict(measurement({ statuses: { 422: 3 }, refusal: '422 "Name is required"' })).text).toBe(
      'check: sample answered 422 "Name is required": fix it in samples.ts',
    );
  });

  it('passes a refusal the sample measures on purpose, and no other', () => {
    expect(routeVerdict(measurement({ statuses: { 409: 3 }, expected: 409 }))).toEqual({ ok: true, text: 'ok (the 409 it measures)' });
    expect(routeVerdict(measurement({ method: 'DELETE', statuses: { 409: 3 }, expected: 409 })).text).toBe(
      'ok (write: no Scan; latency and calls informative) (the 409 it measures)',
    );
    expect(routeVerdict(measurement({ statuses: { 409: 2, 500: 1 }, expected: 409 })).text).toBe(
      'check: sample answered 500: fix it in samples.ts',
    );
  });
});

describe('bundles', () => {
  it('finds the package of an input path, scoped or nested', () => {
    expect(packageOf('node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(packageOf('node_modules/@aws-sdk/client-s3/dist-es/index.js')).toBe('@aws-sdk/client-s3');
    expect(packageOf('node_modules/a/node_modules/@smithy/core/x.js')).toBe('@smithy/core');
    expect(packageOf('functions/auth/login.ts')).toBeUndefined();
  });

  it('gives file writers the larger budget', () => {
    expect(writesFiles(['functions/auth/login.ts', 'node_modules/zod/index.js'])).toBe(false);
    expect(writesFiles(['node_modules/exceljs/dist/es5/index.js'])).toBe(true);
    expect(writesFiles(['functions/files/pdf.ts'])).toBe(true);
    expect(bundleVerdict(600 * 1024, false).ok).toBe(false);
    expect(bundleVerdict(600 * 1024, true).ok).toBe(true);
    expect(bundleVerdict(600 * 1024, false).text).toBe('**over** by 100 KB');
  });
});
