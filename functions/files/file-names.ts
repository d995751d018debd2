/**
 * Names of downloaded files (spec 01 §9): a timestamp of the form `YYYY-MM-DD hh_mm a` in New
 * York time, whatever the zone of the Lambda; report exports are `{report name} {timestamp}.xlsx`.
 */
import { TIME_ZONE } from '../../shared/constants.ts';
import { nyDate } from '../../shared/time.ts';

const clock = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: true });

/**
 * `2026-11-21 03_05 pm`. The spec's format is a dayjs/moment pattern, where `a` is the
 * lower-case meridiem (`A` would be `PM`).
 */
export function timestampForFile(now: Date = new Date()): string {
  const parts = Object.fromEntries(clock.formatToParts(now).map((part) => [part.type, part.value]));
  return `${nyDate(now)} ${parts.hour}_${parts.minute} ${parts.dayPeriod.toLowerCase()}`;
}

/** Characters Windows, macOS or Linux refuse in a file name, and control characters. */
const UNSAFE = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/** UTF-8 bytes: long enough for any report name, under the 255 bytes file systems allow. */
const MAX_NAME_BYTES = 200;

/** Unsafe characters removed, whitespace collapsed, no leading or trailing dots or spaces (Windows drops trailing ones). */
function clean(text: string): string {
  return text
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** At most `bytes` UTF-8 bytes, cut between characters. */
function cut(text: string, bytes: number): string {
  let kept = '';
  let used = 0;
  for (const character of text) {
    used += utf8Length(character);
    if (used > bytes) break;
    kept += character;
  }
  return kept.trimEnd();
}

/** A name every file system accepts, cut to a sane length while keeping its extension. */
export function safeFileName(name: string): string {
  const cleaned = clean(name);
  const extension = /\.[^.\s]{1,10}$/.exec(cleaned)?.[0] ?? '';
  const stem = cut(cleaned.slice(0, cleaned.length - extension.length), MAX_NAME_BYTES - utf8Length(extension));
  return `${stem || 'download'}${extension}`;
}

export interface DownloadNameParts {
  /** The report or document, e.g. `Attendance Report`. */
  report: string;
  /** What it is about, e.g. the cohort name; joined with ` - `. */
  subject?: string;
  extension: 'xlsx' | 'pdf' | 'zip';
  now?: Date;
}

/** `Attendance Report - {cohort name} 2026-11-21 03_05 pm.xlsx`, file-system safe; a long subject is cut, never the timestamp. */
export function downloadFileName({ report, subject, extension, now }: DownloadNameParts): string {
  const suffix = ` ${timestampForFile(now)}.${extension}`;
  const title = clean(subject ? `${report} - ${subject}` : report);
  return `${cut(title, MAX_NAME_BYTES - utf8Length(suffix)) || 'download'}${suffix}`;
}
