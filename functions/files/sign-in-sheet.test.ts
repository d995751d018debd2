import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { signInSheetPdf, type SignInParticipant } from './sign-in-sheet.ts';

const dir = mkdtempSync(join(tmpdir(), 'sign-in-sheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text as poppler reads it: an independent check of what a person sees. */
function pdfText(bytes: Uint8Array): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

function expectInOrder(text: string, expected: readonly string[]): void {
  let from = 0;
  for (const name of expected) {
    const at = text.indexOf(name, from);
    expect(at, `${name} after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + name.length;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');
// First-name order and last-name order run opposite ways, so the two orderings differ.
const generated: SignInParticipant[] = Array.from({ length: 57 }, (_, i) => ({ firstName: `Fn${pad(i)}`, lastName: `Ln${pad(56 - i)}` }));
const zoe = { firstName: 'Zoë', lastName: 'Ñúñez' };
const emoji = { firstName: 'Emoji 😀', lastName: 'Ölçek' };
const cjk = { firstName: '小龙', lastName: '李' };
const participants = [zoe, ...generated.slice(30), cjk, ...generated.slice(0, 30), emoji];

const titleLines = [
  'Pittsburgh Cohort 12',
  'Teacher For Effective Learning',
  'Unit 3',
  '2026-11-21 9:00 AM - 3:00 PM',
  'Facilitator: Dana Smith',
];

describe('signInSheetPdf', () => {
  it('lists 60 participants by first name, First Last, with title, header and page number on every page', async () => {
    const started = performance.now();
    const bytes = await signInSheetPdf({ titleLines, participants, lastNameFirst: false, sortDesc: false });
    const cold = performance.now() - started;
    const again = performance.now();
    await signInSheetPdf({ titleLines, participants, lastNameFirst: false, sortDesc: false });
    console.log(
      `sign-in sheet, 60 participants: ${cold.toFixed(1)} ms first, ${(performance.now() - again).toFixed(1)} ms warm, ${bytes.length} bytes`,
    );

    const text = pdfText(bytes);
    expectInOrder(text, ['Emoji ? Ölçek', ...generated.map((p) => `${p.firstName} ${p.lastName}`), 'Zoë Ñúñez', '?? ?']);
    expect(text.match(/Pittsburgh Cohort 12/g)).toHaveLength(3);
    expect(text.match(/Facilitator: Dana Smith/g)).toHaveLength(3);
    expect(text.match(/Signature/g)).toHaveLength(3);
    expectInOrder(text, ['Page 1 of 3', 'Page 2 of 3', 'Page 3 of 3']);
  });

  it('lists Last, First by last name, descending when asked', async () => {
    const byLastName = [
      'Ln00, Fn56',
      ...generated
        .map((p) => `${p.lastName}, ${p.firstName}`)
        .reverse()
        .slice(1),
      'Ñúñez, Zoë',
      'Ölçek, Emoji ?',
      '?, ??',
    ];
    const ascending = pdfText(await signInSheetPdf({ titleLines, participants, lastNameFirst: true, sortDesc: false }));
    expectInOrder(ascending, byLastName);
    const descending = pdfText(await signInSheetPdf({ titleLines, participants, lastNameFirst: true, sortDesc: true }));
    expectInOrder(descending, [...byLastName].reverse());
  });

  it('writes one page with the header when there is nobody to sign', async () => {
    const text = pdfText(await signInSheetPdf({ titleLines: ['Empty cohort'], participants: [], lastNameFirst: false, sortDesc: false }));
    expect(text).toContain('Empty cohort');
    expect(text).toContain('Signature');
    expect(text).toContain('Page 1 of 1');
  });

  it('replaces what Helvetica cannot encode instead of failing', async () => {
    const text = pdfText(
      await signInSheetPdf({
        titleLines: ['Cohort Őrség 🚀 “quoted” — ﬁne'],
        participants: [
          { firstName: 'Jose\u0301', lastName: 'Kovács-Łukasz' },
          { firstName: 'Family 👨‍👩‍👧', lastName: 'Nguyễn' },
        ],
        lastNameFirst: false,
        sortDesc: false,
      }),
    );
    expect(text).toContain('Cohort Orség ? “quoted” — fine');
    expect(text).toContain('José Kovács-Lukasz');
    expect(text).toContain('Family ??? Nguyen');
  });
});
