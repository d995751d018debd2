/** Month arithmetic on `YYYY-MM-DD` dates (calendar dates: no time zone involved). */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** A real `YYYY-MM-DD` date (so `?date=2026-02-30` is refused). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** The first day of the month `months` after the month of `date` (negative goes back). */
export function shiftMonth(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  return `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-01`;
}

/** The first day of the same month in another year. */
export function sameMonthIn(date: string, year: number): string {
  return `${year}-${date.slice(5, 7)}-01`;
}

const monthTitleFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-03-10` → `March 2026`. */
export function monthTitle(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return monthTitleFormat.format(new Date(Date.UTC(year, month - 1, 1)));
}

const dayNameFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** `2026-03-10` → `March 10`: a day within the month on screen. */
export function dayName(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dayNameFormat.format(new Date(Date.UTC(year, month - 1, day)));
}
