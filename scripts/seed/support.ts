/**
 * The demo support page (spec 03 §2.11): one tab per access level, each with a few topics, and
 * every topic with a PDF and a video, so that the page opens and plays something on a fresh start.
 * The files are in the bucket as a recorded upload leaves them (data/content/support-media.ts): under
 * `support/<topicId>/<uuid>.<ext>` with their type, and the topic names them with the names they
 * were "chosen" with. The PDF is generated per topic (pdf-lib); the video is one short clip
 * (assets/support-demo.mp4: 8 s, 320×180, VP9 in MP4 with `moov` first, ~54 KB, made with ffmpeg's
 * test pattern), copied for each topic. The id counters continue after them.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { counterKey } from '../../functions/data/table/counters.ts';
import { writeObject } from '../../functions/data/table/storage.ts';
import { supportTopicEntity, supportTabEntity, type SupportEditor, type SupportTopicRecord } from '../../functions/data/content/support.ts';
import type { SupportAccess } from '../../shared/support/texts.ts';

const TABS: ReadonlyArray<{ name: string; access: SupportAccess; topics: string[] }> = [
  { name: 'Getting started', access: 1, topics: ['Signing in and your profile', 'Finding your course', 'Getting help'] },
  { name: 'Facilitating', access: 2, topics: ['Taking attendance', 'Printing the sign-in sheet'] },
  { name: 'Administration', access: 3, topics: ['Building a cohort', 'Importing users'] },
];

const VIDEO_ASSET = join(import.meta.dirname, 'assets', 'support-demo.mp4');

/** A uuid-shaped name (version 4 layout) that is the same on every seed, as a recorded file's key has a uuid. */
function seededUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const fileKey = (topicId: number, extension: '.pdf' | '.mp4') =>
  `support/${topicId}/${seededUuid(`support-seed:${topicId}:${extension}`)}${extension}`;

export function supportSeedItems(editor: SupportEditor): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  let topicId = 0;
  TABS.forEach((tab, index) => {
    const tabId = index + 1;
    items.push(
      supportTabEntity.item({
        id: tabId,
        name: tab.name,
        has_access: tab.access,
        sequence: tabId,
        is_active: true,
        deleted: false,
        ...editor,
      }),
    );
    tab.topics.forEach((name, position) => {
      topicId += 1;
      items.push(
        supportTopicEntity.item({
          id: topicId,
          tab_id: tabId,
          name,
          sequence: position + 1,
          is_active: true,
          deleted: false,
          pdf_key: fileKey(topicId, '.pdf'),
          pdf_name: `${name}.pdf`,
          video_key: fileKey(topicId, '.mp4'),
          video_name: `${name}.mp4`,
          ...editor,
        }),
      );
    });
  });
  items.push({ ...counterKey('support_tab'), value: TABS.length }, { ...counterKey('support_topic'), value: topicId });
  return items;
}

/** A one-page guide titled with the topic. */
export async function supportGuidePdf(topicName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(topicName);
  const page = pdf.addPage([612, 792]);
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  page.drawText(topicName, { x: 60, y: 720, size: 20, font: bold, color: rgb(0.12, 0.31, 0.47) });
  const lines = [
    'This guide goes with the video of the same topic on the support page.',
    'Watch the video first, then follow the steps below in the portal.',
    '1. Sign in with your username and password.',
    '2. Open the page the topic is about from the menu.',
    '3. Ask your administrator or the helpdesk if something does not look as described.',
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 60, y: 680 - i * 22, size: 12, font: regular, color: rgb(0.1, 0.1, 0.1) }));
  return pdf.save();
}

let video: Promise<Uint8Array> | undefined;

/** Writes a seeded topic's files to the files bucket (before its item, so no visible key points at nothing). */
export async function writeSupportFiles(topic: Pick<SupportTopicRecord, 'name' | 'pdf_key' | 'video_key'>): Promise<void> {
  video ??= readFile(VIDEO_ASSET);
  await Promise.all([
    topic.pdf_key ? writeObject(topic.pdf_key, await supportGuidePdf(topic.name), 'application/pdf') : undefined,
    topic.video_key ? writeObject(topic.video_key, await video, 'video/mp4') : undefined,
  ]);
}
