import { addDays, daysBetween } from '../../shared/time.ts';

interface Span {
  start: string;
  /** Inclusive. */
  end: string;
}

/**
 * What the month grid shows of a range's events (issue 32, `per_day`): an event is kept when it is
 * among the first `perDay` events, in the given order, of any day of the range it covers; `more`
 * counts, for each day, the events covering it that were not kept (days with none left out), so
 * that kept events covering a day plus its count are all of the day's events. The order is the
 * caller's (the directory's: start, cohort, unit), so the same events give the same answer.
 */
export function firstPerDay<E extends Span>(
  events: readonly E[],
  range: Span,
  perDay: number,
): { events: E[]; more: Record<string, number> } {
  const days = daysBetween(range.start, range.end) + 1;
  const seen = new Array<number>(days).fill(0);
  const kept: E[] = [];
  const keptDays: Array<[number, number]> = [];
  for (const event of events) {
    const from = Math.max(0, daysBetween(range.start, event.start));
    const to = Math.min(days - 1, daysBetween(range.start, event.end));
    let keep = false;
    for (let day = from; day <= to; day += 1) {
      keep ||= seen[day] < perDay;
      seen[day] += 1;
    }
    if (keep) {
      kept.push(event);
      keptDays.push([from, to]);
    }
  }
  for (const [from, to] of keptDays) for (let day = from; day <= to; day += 1) seen[day] -= 1;
  const more: Record<string, number> = {};
  seen.forEach((count, day) => {
    if (count > 0) more[addDays(range.start, day)] = count;
  });
  return { events: kept, more };
}
