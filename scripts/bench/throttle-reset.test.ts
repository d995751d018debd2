/**
 * The forgot-password sample measures the route's real answer however many times the bench calls
 * it from one address: its preparation forgets the counters the calls before it built up.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_THROTTLE } from '../../shared/constants.ts';
import { apiEvent } from '../../test/integration/events.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { handler } from '../../functions/auth/handler.ts';
import { SAMPLES, type BenchData, type Sample, type SampleTools } from './samples.ts';

useTestTable();

const forgot = (body: unknown) => handler(apiEvent('POST /api/forgot-password', { body, sourceIp: '127.0.0.1' }));
const noTools = {} as SampleTools;

describe('the forgot-password sample', () => {
  it('answers 200 on every call, past both throttle limits, when each call is prepared', async () => {
    const sample = SAMPLES['POST /api/forgot-password']!({} as BenchData) as Sample;
    const calls = PASSWORD_RESET_THROTTLE.maxPerAddress + 2;
    const statuses: Array<number | undefined> = [];
    for (let i = 0; i < calls; i++) {
      await sample.prepare!(noTools);
      statuses.push((await forgot(sample.body)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: calls }, () => 200));
  });

  it('would time the refusal without its preparation', async () => {
    const sample = SAMPLES['POST /api/forgot-password']!({} as BenchData) as Sample;
    await sample.prepare!(noTools);
    const statuses: Array<number | undefined> = [];
    for (let i = 0; i <= PASSWORD_RESET_THROTTLE.maxPerAccount; i++) statuses.push((await forgot(sample.body)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
