/** An instant as New York wall-clock text for the exports: `2026-11-27 09:05` (spec 03 §9: dates in America/New_York). */
import { TIME_ZONE } from '../../shared/constants.ts';
import { nyDate } from '../../shared/time.ts';

const clock = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export function nyDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${nyDate(at)} ${clock.format(at)}`;
}
