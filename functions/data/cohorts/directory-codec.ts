/**
 * The bytes of a cohort directory snapshot (docs/decisions/performance.md, "The cohort
 * directory's cold start"): gzip of one JSON line (everything but the members) and then every
 * cohort's members as JSON text, one after another. A cold start parses the line only; a
 * cohort's members stay bytes until something reads them (a dashboard page reads fifty cohorts'
 * of thousands), so the UTF-8 decoding of half the snapshot is not paid up front either. The
 * line holds each day of a summary as a tuple (EVENT_FIELDS): days are two thirds of a cohort,
 * and keys written 85,000 times were half their bytes.
 *
 * Snapshots written before still read: the first format (one JSON document, members inline) and
 * the second (days as objects, members located by UTF-16 offsets into the decoded text).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CohortSummary, SummaryEvent, SummaryMember } from './cohort-summary.ts';
import type { DirectoryCohort } from './cohort-directory.ts';

/** A day's fields in tuple order; `sequence` last, left out when the day never moved. */
const EVENT_FIELDS = [
  'id',
  'unit_id',
  'day',
  'type_event',
  'start_date',
  'end_date',
  'start_time',
  'end_time',
  'meeting_type',
  'has_evaluation',
  'sequence',
] as const satisfies ReadonlyArray<keyof SummaryEvent>;

type EventTuple = unknown[];

const eventTuple = (event: SummaryEvent): EventTuple => {
  const tuple = EVENT_FIELDS.map((field) => event[field]);
  if (!event.sequence) tuple.pop();
  return tuple;
};

const eventOfTuple = (t: EventTuple): SummaryEvent => {
  const event = {
    id: t[0],
    unit_id: t[1],
    day: t[2],
    type_event: t[3],
    start_date: t[4],
    end_date: t[5],
    start_time: t[6],
    end_time: t[7],
    meeting_type: t[8],
    has_evaluation: t[9],
  } as SummaryEvent;
  if (t.length > 10) event.sequence = t[10] as number;
  return event;
};

/** A cohort as the snapshot's JSON line has it: its days as tuples (`packing` 3) or objects (before). */
type PackedCohort = Omit<DirectoryCohort, 'summary'> & {
  summary: Omit<CohortSummary, 'members' | 'events'> & { events: EventTuple[] | SummaryEvent[] };
  /** Before `packing` 3: UTF-16 offsets of its members into the decoded text after the line. */
  members_at?: [number, number];
};

/** The line: the header, the cohorts and (`packing` 3) where each cohort's members are, as byte offsets after the line. */
type PackedLine = { cohorts: PackedCohort[]; packing?: number; members_end?: number[] };

/** The codec's own mark in the header: how the line and the members are packed. */
const PACKING = 3;

/** Members not read yet: their text, to write back as they are. */
const unread = new WeakMap<CohortSummary, () => string>();

function defineMembers(summary: CohortSummary, members: SummaryMember[]): void {
  Object.defineProperty(summary, 'members', { value: members, writable: true, enumerable: true, configurable: true });
  unread.delete(summary);
}

/** The summary with `members` as a getter that parses `text()` on first read. */
function withLazyMembers(summary: Omit<CohortSummary, 'members'>, text: () => string): CohortSummary {
  const whole = summary as CohortSummary;
  unread.set(whole, text);
  Object.defineProperty(whole, 'members', {
    enumerable: true,
    configurable: true,
    get(): SummaryMember[] {
      const members = JSON.parse(text()) as SummaryMember[];
      defineMembers(whole, members);
      return members;
    },
    set(members: SummaryMember[]) {
      defineMembers(whole, members);
    },
  });
  return whole;
}

const membersText = (summary: CohortSummary) => unread.get(summary)?.() ?? JSON.stringify(summary.members);

/** `header` plus `cohorts` (under the key `cohorts`), gzip. */
export function encodeDirectory(header: object, cohorts: Iterable<DirectoryCohort>): Buffer {
  const texts: Buffer[] = [];
  const membersEnd: number[] = [];
  let at = 0;
  const packed: PackedCohort[] = [];
  for (const cohort of cohorts) {
    const text = Buffer.from(membersText(cohort.summary), 'utf8');
    const { members: _members, events, ...summary } = cohort.summary;
    packed.push({ ...cohort, summary: { ...summary, events: events.map(eventTuple) } });
    texts.push(text);
    at += text.length;
    membersEnd.push(at);
  }
  const line: PackedLine = { ...header, packing: PACKING, cohorts: packed, members_end: membersEnd };
  return gzipSync(Buffer.concat([Buffer.from(`${JSON.stringify(line)}\n`, 'utf8'), ...texts]));
}

/**
 * gunzip into one buffer of the size the gzip trailer gives (ISIZE, the size modulo 2^32): the
 * default 16 KB chunks, concatenated, took twice as long on a 46 MiB snapshot.
 */
function gunzipWhole(bytes: Uint8Array): Buffer {
  const size = bytes.length >= 4 ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).readUInt32LE(bytes.length - 4) : 0;
  return gunzipSync(bytes, { chunkSize: Math.max(64 * 1024, size + 1) });
}

/**
 * The header and its cohorts, each cohort's members parsed when first read. The parsed objects
 * are the cohorts themselves (their days turned into objects in place): copying 5,000 cohorts'
 * fields cost a sixth of a cold start.
 */
export function decodeDirectory<H extends object>(bytes: Uint8Array): H & { cohorts: DirectoryCohort[] } {
  const whole = gunzipWhole(bytes);
  const newline = whole.indexOf(0x0a);
  // A snapshot of the first format: one document, members inline.
  if (newline < 0) return JSON.parse(whole.toString('utf8')) as H & { cohorts: DirectoryCohort[] };
  const line = JSON.parse(whole.toString('utf8', 0, newline)) as H & PackedLine;
  if (line.packing !== PACKING) return decodeSecondFormat(line, whole.toString('utf8', newline + 1));
  const { packing: _packing, members_end: membersEnd = [], ...header } = line;
  // A copy, so that the line's bytes are not kept alive by the members'.
  const after = Buffer.from(whole.subarray(newline + 1));
  const cohorts = header.cohorts.map((packed, i): DirectoryCohort => {
    const start = i === 0 ? 0 : membersEnd[i - 1];
    const end = membersEnd[i];
    const events = (packed.summary.events as EventTuple[]).map(eventOfTuple);
    const summary = withLazyMembers(Object.assign(packed.summary, { events }), () => after.toString('utf8', start, end));
    return Object.assign(packed, { summary });
  });
  return Object.assign(header, { cohorts }) as H & { cohorts: DirectoryCohort[] };
}

/** The second format: days as objects, each cohort's members_at UTF-16 offsets into `text`. */
function decodeSecondFormat<H extends object>(line: H & PackedLine, text: string): H & { cohorts: DirectoryCohort[] } {
  const cohorts = line.cohorts.map((packed): DirectoryCohort => {
    const { members_at: [start, end] = [0, 0], summary, ...cohort } = packed;
    const events = summary.events as SummaryEvent[];
    return { ...cohort, summary: withLazyMembers({ ...summary, events }, () => text.slice(start, end)) };
  });
  return { ...line, cohorts };
}
