import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import * as MESSAGES from '../../shared/texts/general.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { demoSessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { putAll } from '../data/table/batch.ts';
import { cohortSummary, type PersonFacts } from '../data/cohorts/cohort-summary.ts';
import {
  cohortItems,
  loadCohort,
  projectFileKey,
  projectFileName,
  type CohortAggregate,
  type MemberProject,
  type MemberRecord,
} from '../data/cohorts/cohorts.ts';
import { readObject, writeObject } from '../data/table/storage.ts';
import { handler } from './handler.ts';

useTestTable();
const tokens: Record<string, string> = {};
let cohorts: CohortAggregate[] = [];

/** A cohort of our own: two people with one name and one file name, and the cases left out. */
const MINE = 9101;
const mine = { ana: 81001, anaToo: 81002, zed: 81003, moe: 81004, ray: 81005, kim: 81006 };
const text = (s: string) => new TextEncoder().encode(s);
const files = { ana: text('Ana Lee, first of two'), anaToo: text('Ana Lee, second of two'), zed: text('not started yet') };

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 20,
    participantsPerCohort: [5, 7],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 4,
    demoAccounts: true,
  });
  tokens.admin = await demoSessionToken('admin', ['administrator']);
  tokens.participant = await demoSessionToken('participant', ['participant']);
  cohorts = (await Promise.all(Array.from({ length: 20 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);

  const project = (id: number, progress: number, file_key: string | null): MemberProject => ({
    id,
    progress,
    last_modified: '2026-01-10T15:00:00.000Z',
    file_key,
  });
  const projects: Record<number, MemberProject | null> = {
    [mine.ana]: project(1, 40, projectFileKey(MINE, mine.ana, 'Plan.docx')),
    [mine.anaToo]: project(2, 10, projectFileKey(MINE, mine.anaToo, 'Plan.docx')),
    // A file but no progress: left out.
    [mine.zed]: project(3, 0, projectFileKey(MINE, mine.zed, 'Draft.docx')),
    // Progress, but its file was removed from the bucket since: skipped.
    [mine.moe]: project(4, 55, projectFileKey(MINE, mine.moe, 'Gone.pdf')),
    // Progress without a file.
    [mine.ray]: project(5, 80, null),
    [mine.kim]: null,
  };
  const people = new Map<number, PersonFacts>([
    [mine.ana, { first_name: 'Ana', last_name: 'Lee', email: 'ana1@example.org', login_at: null }],
    [mine.anaToo, { first_name: 'Ana', last_name: 'Lee', email: 'ana2@example.org', login_at: null }],
    [mine.zed, { first_name: 'Zed', last_name: 'Adams', email: 'zed@example.org', login_at: null }],
    [mine.moe, { first_name: 'Moe', last_name: 'Baker', email: 'moe@example.org', login_at: null }],
    [mine.ray, { first_name: 'Ray', last_name: 'Cole', email: 'ray@example.org', login_at: null }],
    [mine.kim, { first_name: 'Kim', last_name: 'Dunn', email: 'kim@example.org', login_at: null }],
  ]);
  const members: MemberRecord[] = Object.values(mine).map((user_id) => ({
    cohort_id: MINE,
    user_id,
    alp_status: null,
    alp_form: false,
    alp_replies_count: 0,
    alp_comments_count: 0,
    project: projects[user_id],
    joined_at: '2026-01-01T00:00:00.000Z',
  }));
  await Promise.all([
    writeObject(projects[mine.ana]!.file_key!, files.ana, 'application/octet-stream'),
    writeObject(projects[mine.anaToo]!.file_key!, files.anaToo, 'application/octet-stream'),
    writeObject(projects[mine.zed]!.file_key!, files.zed, 'application/octet-stream'),
  ]);
  const summary = cohortSummary({ events: [], staff: [], members, makeups: [] }, people);
  await putAll([
    ...members.map(cohortItems.member),
    cohortItems.cohort({ ...cohorts[0].cohort, id: MINE, name: 'Projects / Cohort' }, summary),
  ]);
}, 120_000);

const call = (cohortId: number, token = tokens.admin) =>
  handler(apiEvent('GET /api/get_projects_by_cohort/{cohortId}', { token, params: { cohortId: String(cohortId) } }));

/** Follows the 303 like a browser: the archive's entries and the name it is saved under. */
async function download(cohortId: number) {
  const result = await call(cohortId);
  expect(result.statusCode).toBe(303);
  const response = await fetch(String(result.headers!.location));
  expect(response.ok).toBe(true);
  return {
    entries: unzipSync(new Uint8Array(await response.arrayBuffer())),
    disposition: decodeURIComponent(response.headers.get('content-disposition') ?? ''),
  };
}

describe('GET /api/get_projects_by_cohort/{cohortId}', () => {
  it("zips the seeded participants' files with progress, named 'Last, First - file', byte for byte", async () => {
    const cohort = cohorts.find((c) => c.members.some((m) => m.project?.file_key && m.project.progress > 0))!;
    const { entries, disposition } = await download(cohort.cohort.id);
    expect(disposition).toContain(`All Projects - ${cohort.cohort.name} `);
    expect(disposition).toMatch(/\d{4}-\d{2}-\d{2} \d{2}_\d{2} (am|pm)\.zip/);
    const expected = cohort.members
      .filter((m) => m.project?.file_key && m.project.progress > 0)
      .map((m) => {
        const person = cohort.summary.members.find((p) => p.user_id === m.user_id)!;
        return { name: `${person.last_name}, ${person.first_name} - ${projectFileName(m.project!.file_key!)}`, key: m.project!.file_key! };
      });
    expect(Object.keys(entries).sort()).toEqual(expected.map((e) => e.name).sort());
    for (const { name, key } of expected) {
      expect(entries[name]).toEqual(await readObject(key));
      expect(new TextDecoder().decode(entries[name].slice(0, 5))).toBe('%PDF-');
    }
  });

  it('leaves out no progress, no file and a removed file, and keeps two equal names apart', async () => {
    const { entries, disposition } = await download(MINE);
    expect(disposition).toContain('All Projects - Projects Cohort ');
    expect(Object.keys(entries)).toEqual(['Lee, Ana - Plan.docx', 'Lee, Ana - Plan (2).docx']);
    expect(entries['Lee, Ana - Plan.docx']).toEqual(files.ana);
    expect(entries['Lee, Ana - Plan (2).docx']).toEqual(files.anaToo);
  });

  it("answers 422 with the spec's message when nobody has progress", async () => {
    const none = cohorts.find((c) => c.members.length > 0 && c.members.every((m) => !m.project || m.project.progress === 0))!;
    const result = await call(none.cohort.id);
    expect(result.statusCode).toBe(422);
    expect(parseBody(result)).toMatchObject({ message: MESSAGES.noProjectProgress });
  });

  it('is refused to a participant, and 404 for an unknown cohort', async () => {
    expect((await call(MINE, tokens.participant)).statusCode).toBe(403);
    expect((await call(99_999)).statusCode).toBe(404);
  });
});
