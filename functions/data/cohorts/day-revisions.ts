/**
 * What a calendar subscription needs to follow a cohort's schedule (issue 33 part 3), kept by the
 * cohort save itself (cohort-save.ts) so that no other writer has to know: a day whose date or
 * times change gets its `sequence` raised (iCalendar's SEQUENCE: a subscribed calendar replaces the
 * older copy; also when it is taken off or put back), and a day taken off the schedule (deleted, or kept as `removed_at` for its
 * attendance) is remembered on the META as `cancelled_days` for CANCELLED_DAYS_KEPT days, so that
 * the feeds can say STATUS:CANCELLED instead of leaving the day in calendars that never notice its
 * absence. The META is written in the same transaction as the days, and each save drops entries
 * older than the window, so the list stays small.
 */
import type { CancelledDayRecord, EventRecord } from './cohorts.ts';

/** How long a cancelled day stays in the feeds (and on the META). */
export const CANCELLED_DAYS_KEPT = 60;

const DAY_MS = 86_400_000;

const moved = (a: EventRecord, b: EventRecord) =>
  a.start_date !== b.start_date || a.end_date !== b.end_date || a.start_time !== b.start_time || a.end_time !== b.end_time;

const scheduled = (e: EventRecord) => !e.removed_at;

/** The target's days with their revision numbers, and the cohort's cancelled days after this save. */
export function reviseDays(
  before: { events: readonly EventRecord[]; cancelled: readonly CancelledDayRecord[] },
  target: readonly EventRecord[],
  at: string,
): { events: EventRecord[]; cancelled: CancelledDayRecord[] } {
  const old = new Map(before.events.map((e) => [e.id, e]));
  const events = target.map((e): EventRecord => {
    const { sequence: _ignored, ...day } = e;
    const was = old.get(e.id);
    // Taken off, put back, or moved: each is a new revision of the day.
    const revised = was !== undefined && (scheduled(was) !== scheduled(e) || (scheduled(e) && moved(was, e)));
    const sequence = (was?.sequence ?? 0) + (revised ? 1 : 0);
    return sequence ? { ...day, sequence } : day;
  });
  const stillScheduled = new Set(events.filter(scheduled).map((e) => e.id));
  const since = new Date(Date.parse(at) - CANCELLED_DAYS_KEPT * DAY_MS).toISOString();
  const cancelled = before.cancelled.filter((c) => c.cancelled_at >= since && !stillScheduled.has(c.id));
  for (const was of before.events) {
    if (!scheduled(was) || stillScheduled.has(was.id) || !was.start_date) continue;
    const { id, unit_id, day, start_date, end_date, start_time, end_time } = was;
    cancelled.push({ id, unit_id, day, start_date, end_date, start_time, end_time, sequence: (was.sequence ?? 0) + 1, cancelled_at: at });
  }
  return { events, cancelled };
}

/** The cancelled days a feed still shows at `now`. */
export function recentlyCancelled(cancelled: readonly CancelledDayRecord[] | undefined, now: Date): CancelledDayRecord[] {
  const since = new Date(now.getTime() - CANCELLED_DAYS_KEPT * DAY_MS).toISOString();
  return (cancelled ?? []).filter((c) => c.cancelled_at >= since);
}
