import { describe, expect, it } from 'vitest';
import { firstPerDay } from './per-day.ts';

const range = { start: '2026-11-02', end: '2026-11-08' };
const event = (id: string, start: string, end = start) => ({ id, start, end });

describe('firstPerDay', () => {
  it('keeps the first events of each day in order and counts the rest', () => {
    const events = [
      event('a', '2026-11-03'),
      event('b', '2026-11-03'),
      event('c', '2026-11-03'),
      event('d', '2026-11-03'),
      event('e', '2026-11-04'),
    ];
    const { events: kept, more } = firstPerDay(events, range, 2);
    expect(kept.map((e) => e.id)).toEqual(['a', 'b', 'e']);
    expect(more).toEqual({ '2026-11-03': 2 });
  });

  it('keeps a multi-day event among the first of any day it covers, and counts it nowhere it is kept', () => {
    const events = [
      event('long', '2026-10-20', '2026-11-30'),
      event('x', '2026-11-03'),
      event('y', '2026-11-03', '2026-11-04'),
      event('z', '2026-11-03'),
    ];
    const { events: kept, more } = firstPerDay(events, range, 2);
    // y is third on the 3rd but second on the 4th: kept, so the 3rd shows three and counts one (z).
    expect(kept.map((e) => e.id)).toEqual(['long', 'x', 'y']);
    expect(more).toEqual({ '2026-11-03': 1 });
    // Days outside the range do not count: the long event is first on every day of it.
    expect(firstPerDay(events, range, 1)).toEqual({ events: [events[0]], more: { '2026-11-03': 3, '2026-11-04': 1 } });
  });

  it('answers the same for the same events, and everything with room for all', () => {
    const events = Array.from({ length: 30 }, (_, i) => event(String(i), `2026-11-0${2 + (i % 7)}`));
    expect(firstPerDay(events, range, 3)).toEqual(firstPerDay([...events], range, 3));
    expect(firstPerDay(events, range, 5)).toEqual({ events, more: {} });
  });
});
