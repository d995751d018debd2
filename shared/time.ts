/**
 * The organisation runs on Eastern time: every rule about days is computed in
 * America/New_York here, whatever the zone of the machine or the browser.
 * Instants are UTC ISO strings; date-only values are `YYYY-MM-DD`.
 */
import { TIME_ZONE } from './constants.ts';

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function zoned(instant: Date): ZonedParts {
  const parts = dateParts.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The New York calendar date of an instant, `YYYY-MM-DD`. */
export function nyDate(instant: Date = new Date()): string {
  const p = zoned(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Offset of New York from UTC at that instant, in minutes (-240 in summer, -300 in winter). */
function nyOffsetMinutes(instant: Date): number {
  const p = zoned(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a New York wall-clock time (`2026-03-08`, `23:59:59`). */
export function nyInstant(date: string, time = '00:00:00'): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss = 0] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm, ss);
  // Two passes settle the offset across a daylight-saving change.
  let instant = new Date(guess - nyOffsetMinutes(new Date(guess)) * 60_000);
  instant = new Date(guess - nyOffsetMinutes(instant) * 60_000);
  return instant;
}

/** End of a New York day, 23:59:59: when a unit's last day has passed. */
export function nyEndOfDay(date: string): Date {
  return nyInstant(date, '23:59:59');
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Whole days from `from` to `to` (dates), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  const [a, b] = [from, to].map((s) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y, m - 1, d);
  });
  return Math.round((b - a) / 86_400_000);
}

/** Day of week of a date, 0 = Sunday. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

export function isPastDay(date: string, now: Date = new Date()): boolean {
  return nyEndOfDay(date).getTime() < now.getTime();
}

export function isFutureDay(date: string, now: Date = new Date()): boolean {
  return date > nyDate(now);
}

/** New York's offset from UTC on a date, as `-05:00` (winter) or `-04:00` (summer). */
export function nyUtcOffset(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const minutes = Math.round((Date.UTC(y, m - 1, d, 12) - nyInstant(date, '12:00:00').getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
