/** Display formats the specs fix, shared by every screen that shows the value. */
import { TIME_ZONE } from './constants.ts';

/** Phones are stored as digits and shown with the mask 000-000-0000 (spec 02 §2, §5). */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length !== 10) return phone ?? '';
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const CALENDAR_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar date as `Mar 4, 2026`: a New York date, not an instant, so no zone conversion. */
export function formatCalendarDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return CALENDAR_DATE.format(new Date(Date.UTC(y, m - 1, d)));
}

/** A wall-clock time `08:30` or `15:30:00` as `8:30 AM` / `3:30 PM`; null when it is not a time. */
export function formatClockTime(time: string | null | undefined): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  if (!match) return null;
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

const NEW_YORK_INSTANT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** An instant (ISO string) as New York wall time, `Mar 4, 2026, 3:05 PM`, whatever the browser's zone. */
export function formatInstant(iso: string): string {
  return NEW_YORK_INSTANT.format(new Date(iso));
}
