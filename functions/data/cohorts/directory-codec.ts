/**
 * The bytes of a cohort directory snapshot (docs/decisions/performance.md, "The cohort
 * directory's cold start"): gzip of one JSON line (everything but the members) and then every
 * cohort's members as JSON text, one after another. A cold start parses the line only; a
 * cohort's members stay bytes until something reads them (a dashboard page reads fifty cohorts'
 * of thousands), so the UTF-8 decoding of half the snapshot is not paid up front either. The
 * line packs what repeats across cohorts (Dictionary): days as numbers, staff as references to
 * the people they name.
 *
 * Snapshots written before still read: the first format (one JSON document, members inline) and
 * the second (days as objects, members located by UTF-16 offsets into the decoded text).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { addDays, daysBetween } from '../../../shared/time.ts';
import type { CohortSummary, SummaryEvent, SummaryMember, SummaryStaff } from './cohort-summary.ts';
import type { DirectoryCohort } from './cohort-directory.ts';
import type { StaffType } from './cohorts.ts';

/**
 * The line's values that repeat across cohorts, each written once: the days' unit ids, types,
 * times and meeting types as indexes into `strings`, their dates as day numbers (days since
 * 1970-01-01, -1 for none), and each staff entry's person as an index into `people`. Numbers
 * parse several times faster than the strings they stand for, and a person's name and e-mail,
 * repeated in every cohort they staff, were a third of the line.
 */
class Dictionary {
  readonly strings: Array<string | null> = [];
  readonly people: PackedPerson[] = [];
  private readonly stringIndex = new Map<string | null, number>();
  private readonly personIndex = new Map<string, number>();

  string(value: string | null): number {
    let index = this.stringIndex.get(value);
    if (index === undefined) this.stringIndex.set(value, (index = this.strings.push(value) - 1));
    return index;
  }

  person(s: SummaryStaff): number {
    const person: PackedPerson = [s.user_id, s.first_name, s.last_name, s.email, s.username ?? null];
    const key = JSON.stringify(person);
    let index = this.personIndex.get(key);
    if (index === undefined) this.personIndex.set(key, (index = this.people.push(person) - 1));
    return index;
  }
}

/** A staff member's person: user id, first and last name, e-mail, username (null: not carried). */
type PackedPerson = [number, string, string, string, string | null];
/** A staff entry: its person in `people`, its staff type and units in `strings`. */
type PackedStaff = [number, number, number[]];

/** Each day as EVENT_STRIDE numbers in this order; `sequence` 0 for a day never moved. */
const EVENT_STRIDE = 11;
const EPOCH = '1970-01-01';

const dayNumber = (date: string | null) => (date === null ? -1 : daysBetween(EPOCH, date));

function packEvents(events: readonly SummaryEvent[], d: Dictionary): number[] {
  const out: number[] = [];
  for (const e of events) {
    out.push(
      e.id,
      d.string(e.unit_id),
      e.day,
      d.string(e.type_event),
      dayNumber(e.start_date),
      dayNumber(e.end_date),
      d.string(e.start_time),
      d.string(e.end_time),
      d.string(e.meeting_type),
      e.has_evaluation ? 1 : 0,
      e.sequence ?? 0,
    );
  }
  return out;
}

/** Decoding: a date string per day number, made once. */
function dateReader(): (n: number) => string | null {
  const dates = new Map<number, string>();
  return (n) => {
    if (n < 0) return null;
    let date = dates.get(n);
    if (date === undefined) dates.set(n, (date = addDays(EPOCH, n)));
    return date;
  };
}

function unpackEvents(flat: readonly number[], strings: ReadonlyArray<string | null>, date: (n: number) => string | null): SummaryEvent[] {
  const events: SummaryEvent[] = [];
  for (let i = 0; i < flat.length; i += EVENT_STRIDE) {
    const event = {
      id: flat[i],
      unit_id: strings[flat[i + 1]],
      day: flat[i + 2],
      type_event: strings[flat[i + 3]],
      start_date: date(flat[i + 4]),
      end_date: date(flat[i + 5]),
      start_time: strings[flat[i + 6]],
      end_time: strings[flat[i + 7]],
      meeting_type: strings[flat[i + 8]],
      has_evaluation: flat[i + 9] === 1,
    } as SummaryEvent;
    if (flat[i + 10]) event.sequence = flat[i + 10];
    events.push(event);
  }
  return events;
}

function unpackStaff(
  packed: readonly PackedStaff[],
  strings: ReadonlyArray<string | null>,
  people: readonly PackedPerson[],
): SummaryStaff[] {
  return packed.map(([person, type, units]) => {
    const [user_id, first_name, last_name, email, username] = people[person];
    const staff: SummaryStaff = {
      user_id,
      first_name,
      last_name,
      email,
      staff_type: strings[type] as StaffType,
      units: units.map((u) => strings[u] as string),
    };
    if (username !== null) staff.username = username;
    return staff;
  });
}

/** A cohort as the snapshot's JSON line has it: days and staff packed (`packing` 4), or as objects (before). */
type PackedCohort = Omit<DirectoryCohort, 'summary'> & {
  summary: Omit<CohortSummary, 'members' | 'events' | 'staff'> & {
    events: number[] | SummaryEvent[];
    staff: PackedStaff[] | SummaryStaff[];
  };
  /** Before `packing` 4: UTF-16 offsets of its members into the decoded text after the line. */
  members_at?: [number, number];
};

/**
 * The line: the header, the cohorts, the dictionary (`packing` 4) and where each cohort's members
 * end, as byte offsets after the line.
 */
type PackedLine = {
  cohorts: PackedCohort[];
  packing?: number;
  members_end?: number[];
  strings?: Array<string | null>;
  people?: PackedPerson[];
};

/** The codec's own mark in the header: how the line and the members are packed. */
const PACKING = 4;

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
  const dictionary = new Dictionary();
  for (const cohort of cohorts) {
    const text = Buffer.from(membersText(cohort.summary), 'utf8');
    const { members: _members, events, staff, ...summary } = cohort.summary;
    const packedStaff = staff.map(
      (s): PackedStaff => [dictionary.person(s), dictionary.string(s.staff_type), s.units.map((u) => dictionary.string(u))],
    );
    packed.push({ ...cohort, summary: { ...summary, events: packEvents(events, dictionary), staff: packedStaff } });
    texts.push(text);
    at += text.length;
    membersEnd.push(at);
  }
  const line: PackedLine = {
    ...header,
    packing: PACKING,
    strings: dictionary.strings,
    people: dictionary.people,
    cohorts: packed,
    members_end: membersEnd,
  };
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
  const { packing: _packing, members_end: membersEnd = [], strings = [], people = [], ...header } = line;
  // A copy, so that the line's bytes are not kept alive by the members'.
  const after = Buffer.from(whole.subarray(newline + 1));
  const date = dateReader();
  const cohorts = header.cohorts.map((packed, i): DirectoryCohort => {
    const start = i === 0 ? 0 : membersEnd[i - 1];
    const end = membersEnd[i];
    const events = unpackEvents(packed.summary.events as number[], strings, date);
    const staff = unpackStaff(packed.summary.staff as PackedStaff[], strings, people);
    const summary = withLazyMembers(Object.assign(packed.summary, { events, staff }), () => after.toString('utf8', start, end));
    return Object.assign(packed, { summary });
  });
  return Object.assign(header, { cohorts }) as H & { cohorts: DirectoryCohort[] };
}

/** The second format: days as objects, each cohort's members_at UTF-16 offsets into `text`. */
function decodeSecondFormat<H extends object>(line: H & PackedLine, text: string): H & { cohorts: DirectoryCohort[] } {
  const cohorts = line.cohorts.map((packed): DirectoryCohort => {
    const { members_at: [start, end] = [0, 0], summary, ...cohort } = packed;
    const events = summary.events as SummaryEvent[];
    const staff = summary.staff as SummaryStaff[];
    return { ...cohort, summary: withLazyMembers({ ...summary, events, staff }, () => text.slice(start, end)) };
  });
  return { ...line, cohorts };
}
