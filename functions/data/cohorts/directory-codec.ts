/**
 * The bytes of a cohort directory snapshot (docs/decisions/performance.md, "The cohort
 * directory's cold start"): gzip of one JSON line (everything but the members) and then every
 * cohort's members as JSON text, one after another. A cold start parses the line only; a
 * cohort's members are parsed the first time something reads them (a dashboard page reads
 * fifty cohorts' of thousands). Members are half the snapshot.
 *
 * A snapshot written before (one JSON document with members inline) still reads.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CohortSummary, SummaryMember } from './cohort-summary.ts';
import type { DirectoryCohort } from './cohort-directory.ts';

/** A cohort as the snapshot's JSON line has it: where its members are in the text after the line. */
type PackedCohort = Omit<DirectoryCohort, 'summary'> & { summary: Omit<CohortSummary, 'members'>; members_at: [number, number] };

/** Members not read yet: their text, to write back as they are. */
const unread = new WeakMap<CohortSummary, () => string>();

function defineMembers(summary: CohortSummary, members: SummaryMember[]): void {
  Object.defineProperty(summary, 'members', { value: members, writable: true, enumerable: true, configurable: true });
  unread.delete(summary);
}

function lazyMembers(summary: CohortSummary, text: () => string): void {
  unread.set(summary, text);
  Object.defineProperty(summary, 'members', {
    enumerable: true,
    configurable: true,
    get(): SummaryMember[] {
      const members = JSON.parse(text()) as SummaryMember[];
      defineMembers(summary, members);
      return members;
    },
    set(members: SummaryMember[]) {
      defineMembers(summary, members);
    },
  });
}

const membersText = (summary: CohortSummary) => unread.get(summary)?.() ?? JSON.stringify(summary.members);

/** `header` plus `cohorts` (under the key `cohorts`), gzip. */
export function encodeDirectory(header: object, cohorts: Iterable<DirectoryCohort>): Buffer {
  const texts: string[] = [];
  let at = 0;
  const packed: PackedCohort[] = [];
  for (const cohort of cohorts) {
    const text = membersText(cohort.summary);
    const { members: _members, ...summary } = cohort.summary;
    packed.push({ ...cohort, summary, members_at: [at, at + text.length] });
    texts.push(text);
    at += text.length;
  }
  return gzipSync(`${JSON.stringify({ ...header, cohorts: packed })}\n${texts.join('')}`);
}

/** The header and its cohorts, each cohort's members parsed when first read. */
export function decodeDirectory<H extends object>(bytes: Uint8Array): H & { cohorts: DirectoryCohort[] } {
  const text = gunzipSync(bytes).toString('utf8');
  const newline = text.indexOf('\n');
  // A snapshot of the first format: one document, members inline.
  if (newline < 0) return JSON.parse(text) as H & { cohorts: DirectoryCohort[] };
  const header = JSON.parse(text.slice(0, newline)) as H & { cohorts: PackedCohort[] };
  const blob = text.slice(newline + 1);
  const cohorts = header.cohorts.map((packed): DirectoryCohort => {
    const {
      members_at: [start, end],
      ...cohort
    } = packed;
    const summary = cohort.summary as CohortSummary;
    lazyMembers(summary, () => blob.slice(start, end));
    return { ...cohort, summary };
  });
  return { ...header, cohorts };
}
