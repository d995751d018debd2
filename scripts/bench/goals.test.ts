import { describe, expect, it } from 'vitest';
import type { RouteMeasurement } from './api.ts';
import { goalsSection, issue32Goals } from './goals.ts';
import { summarize } from './stats.ts';

const route = (key: string, over: Partial<RouteMeasurement> & { raw: number; wire: number; trips?: number }): RouteMeasurement => ({
  key,
  group: 'g',
  method: 'GET',
  as: 'manager',
  iterations: 2,
  slow: false,
  statuses: { 200: 2 },
  latency: summarize([10, 10]),
  calls: summarize([over.trips ?? 1, over.trips ?? 1]),
  roundTrips: summarize([over.trips ?? 1, over.trips ?? 1]),
  rcu: summarize([1, 1]),
  wcu: summarize([0, 0]),
  bytes: summarize([over.raw, over.raw]),
  wireBytes: summarize([over.wire, over.wire]),
  ops: { GetItem: 2 },
  missingMetrics: 0,
  ...over,
});

const KB = 1024;

describe("issue 32's goals", () => {
  it('judges each goal on the figures, leaving out the full forms no page sends', () => {
    const measured = [
      route('GET /api/small', { raw: 0.5 * KB, wire: 0.5 * KB }),
      route('GET /api/month', { variant: 'page', raw: 120 * KB, wire: 9 * KB, trips: 3 }),
      route('GET /api/month', { variant: 'every event', raw: 900 * KB, wire: 45 * KB, notPageLoad: 'the documented answer' }),
      route('GET /api/export', { raw: 0, wire: 0, trips: 9, notPageLoad: 'a file export' }),
    ];
    const rows = issue32Goals({ measured });
    expect(rows.find((r) => r.goal.startsWith('Every JSON answer'))?.ok).toBe(true);
    const largest = rows.find((r) => r.goal.startsWith('No answer'))!;
    expect(largest.ok).toBe(true);
    expect(largest.figure).toContain('`GET /api/month` (page) 120.0 KB');
    expect(largest.figure).toContain('left out: `GET /api/month` (every event) 900.0 KB (the documented answer)');
    const trips = rows.find((r) => r.goal.includes('round trips'))!;
    expect(trips.ok).toBe(true);
    expect(trips.figure).toContain('left out: `GET /api/export` 9 (a file export)');
    // Parts not run in this report say so rather than pass.
    expect(rows.find((r) => r.goal.startsWith('Login page'))?.ok).toBeUndefined();
  });

  it('flags a plain answer, a page answer over 300 KB and a GET over three round trips', () => {
    const rows = issue32Goals({
      measured: [route('GET /api/plain', { raw: 4 * KB, wire: 4 * KB }), route('GET /api/big', { raw: 366 * KB, wire: 19 * KB, trips: 4 })],
    });
    expect(rows.filter((r) => r.ok === false).map((r) => r.figure)).toEqual([
      '1 of 2 sent plain: `GET /api/plain`',
      'over: `GET /api/big` 366.0 KB',
      'over: `GET /api/big` 4',
    ]);
    expect(goalsSection({ measured: [] }).join('\n')).toContain('| The large seed within');
  });
});
