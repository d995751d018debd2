import { describe, expect, it } from 'vitest';
import { ROUTE_BY_KEY } from '../../shared/api/routes.ts';
import { measurementOf, refusalText } from './api.ts';
import type { PlannedCall } from './samples.ts';

const plan = (expect?: number): PlannedCall => ({
  route: ROUTE_BY_KEY.get('DELETE /api/cohort/{id}')!,
  sample: { as: 'senior.admin', ...(expect ? { expect } : {}) },
  path: '/api/cohort/1',
  probeOnly: false,
});
const call = (status: number, text = '') => ({ ms: 5, status, bytes: text.length, text });

describe('refusalText', () => {
  it("quotes the answer's message, short and on one line", () => {
    expect(refusalText(422, JSON.stringify({ message: 'Name is\n required' }))).toBe('422 "Name is required"');
    expect(refusalText(500, 'Internal\tServer Error')).toBe('500 "Internal Server Error"');
    expect(refusalText(404, '')).toBe('404');
    expect(refusalText(400, JSON.stringify({ message: 'x'.repeat(300) }))).toHaveLength(4 + 122);
  });
});

describe('measurementOf', () => {
  it('keeps the first refusal the sample did not expect', () => {
    const m = measurementOf(plan(409), [
      call(409, '{"message":"has attendance"}'),
      call(500, '{"message":"boom"}'),
      call(422, '{"message":"late"}'),
    ]);
    expect(m.statuses).toEqual({ 409: 1, 500: 1, 422: 1 });
    expect(m.expected).toBe(409);
    expect(m.refusal).toBe('500 "boom"');
  });

  it('has no refusal when every answer was a success or the expected one', () => {
    const m = measurementOf(plan(), [call(200), call(303)]);
    expect(m.refusal).toBeUndefined();
    expect(m.expected).toBeUndefined();
  });
});
