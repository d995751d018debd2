/**
 * The demo support page after a seed (scripts/seed/support.ts), against DynamoDB Local and s3rver:
 * every seeded topic opens its PDF and plays its video from the bucket, as after a real upload.
 */
import { describe, expect, it } from 'vitest';
import { handler } from './handler.ts';
import type { SupportPageAnswer } from '../../shared/support/types.ts';
import { nyDate } from '../../shared/time.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { demoSessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';

useTestTable();

describe('seeded support page', () => {
  it('gives every topic a PDF and a video in the bucket that the page opens and plays', async () => {
    await seedOrganisation({
      today: nyDate(),
      now: new Date(),
      cohorts: 1,
      participantsPerCohort: [1, 1],
      extraUsers: 0,
      passwordHash: 'h',
      randomSeed: 14,
      demoAccounts: true,
    });
    const admin = await demoSessionToken('admin', ['administrator']);
    const answer = parseBody<SupportPageAnswer>(await handler(apiEvent('GET /api/support/session', { token: admin })));
    const topics = answer.data.flatMap((tab) => tab.topics);
    expect(topics.length).toBe(7);
    for (const topic of topics) {
      expect([topic.pdf, topic.video]).toEqual([`${topic.name}.pdf`, `${topic.name}.mp4`]);
      const pdf = await fetch(topic.pdf_url!);
      expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      // The video streams by range, as the page's player asks for it.
      const part = await fetch(topic.video_url!, { headers: { range: 'bytes=4-11' } });
      expect([part.status, part.headers.get('content-type'), await part.text()]).toEqual([206, 'video/mp4', 'ftypisom']);
    }
  }, 120_000);
});
