/**
 * The support group against DynamoDB Local and s3rver: who sees which tabs, the administrators'
 * tab and topic routes with the spec's messages, and uploads that go straight to S3 with the
 * presigned POST and are recorded only after the API has checked them.
 */
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiEvent, parseBody, type TestRequest } from '../../test/integration/events.ts';
import { testAccount } from '../../test/integration/accounts.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import type { RouteKey } from '../../shared/api/routes.ts';
import type { SupportPageAnswer, SupportSavedAnswer, SupportUploadAnswer } from '../../shared/support/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { SUPPORT_TEXT } from '../../shared/support/texts.ts';
import { SUPPORT_MAX_BYTES } from '../../shared/support/texts.ts';
import { config } from '../services/config.ts';
import { db } from '../data/table/client.ts';
import { s3 } from '../data/table/storage.ts';
import { loadSupportPage, readSupportTopic, saveSupportTopic, SupportChangedError } from '../data/content/support.ts';
import { createUser } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();

const tokens: Record<'admin' | 'participant' | 'coach' | 'superRole' | 'superJob', string> = {
  admin: '',
  participant: '',
  coach: '',
  superRole: '',
  superJob: '',
};

beforeAll(async () => {
  const admin = await createUser(testAccount('support.admin', { roles: [1], first_name: 'Adam', last_name: 'Admin' }));
  const participant = await createUser(testAccount('support.participant'));
  const coach = await createUser(testAccount('support.coach', { roles: [11] }));
  const superRole = await createUser(testAccount('support.super.role', { roles: [18] }));
  const superJob = await createUser(testAccount('support.super.job', { roles: [11], job_function: [8] }));
  tokens.admin = await sessionToken(admin.id, ['administrator']);
  tokens.participant = await sessionToken(participant.id, ['participant']);
  tokens.coach = await sessionToken(coach.id, ['coach']);
  tokens.superRole = await sessionToken(superRole.id, ['superintendent']);
  tokens.superJob = await sessionToken(superJob.id, ['coach']);
});

const call = (key: RouteKey, token: string, request: TestRequest = {}) => handler(apiEvent(key, { token, ...request }));
const failure = async (result: Promise<{ statusCode?: number; body?: string }>) => {
  const answer = await result;
  return [answer.statusCode, parseBody<{ message: string }>(answer).message];
};
const save = async (key: RouteKey, request: TestRequest, token = tokens.admin) => {
  const result = await call(key, token, request);
  expect(result.statusCode, result.body).toBe(200);
  return parseBody<SupportSavedAnswer>(result);
};
const page = async (token: string) => parseBody<SupportPageAnswer>(await call('GET /api/support/session', token));
const addTab = async (name: string, has_access: number) => (await save('POST /api/support/session', { body: { name, has_access } })).id;
const addTopic = async (tabId: number, name: string, files: Record<string, string | null> = {}) =>
  (await save('POST /api/support/session/item', { body: { support_session_id: tabId, name, ...files } })).id;

/** Asks for an upload address and uploads the bytes to it as the browser does: a multipart POST straight to S3. */
async function upload(kind: 'pdf' | 'video', fileName: string, bytes: Uint8Array): Promise<SupportUploadAnswer> {
  const result = await call('POST /api/support/upload', tokens.admin, { body: { kind, file_name: fileName, size: bytes.length } });
  expect(result.statusCode, result.body).toBe(200);
  const target = parseBody<SupportUploadAnswer>(result);
  const form = new FormData();
  for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: target.content_type }), fileName);
  const sent = await fetch(target.url, { method: 'POST', body: form });
  expect(sent.status).toBe(204);
  return target;
}

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n% a test document\n%%EOF\n');
/** An ISO media file's first box: size 24, 'ftyp', brand 'isom'. */
const mp4Bytes = (() => {
  const bytes = new Uint8Array(64);
  bytes.set([0, 0, 0, 24], 0);
  bytes.set(new TextEncoder().encode('ftypisom'), 4);
  return bytes;
})();

const exists = async (key: string) =>
  s3()
    .send(new HeadObjectCommand({ Bucket: config().filesBucket, Key: key }))
    .then(() => true)
    .catch(() => false);

describe('support page', () => {
  let everyone: number;
  let staff: number;
  let admins: number;

  it('refuses every administrator route to a participant with 403', async () => {
    const writes: RouteKey[] = [
      'POST /api/support/upload',
      'POST /api/support/session',
      'POST /api/support/session/{id}',
      'POST /api/support/session/state',
      'POST /api/support/session/sequence',
      'POST /api/support/session/item',
      'POST /api/support/session/item/{id}',
      'POST /api/support/session/item/state',
      'POST /api/support/session/item/sequence',
    ];
    for (const key of writes) expect([key, (await call(key, tokens.participant, { body: {} })).statusCode]).toEqual([key, 403]);
    expect((await call('GET /api/support/session', '')).statusCode).toBe(401);
  });

  it('needs a tab name and one of the three access levels', async () => {
    expect(await failure(call('POST /api/support/session', tokens.admin, { body: { has_access: 1 } }))).toEqual([
      422,
      SUPPORT_TEXT.tabNameRequired,
    ]);
    expect(await failure(call('POST /api/support/session', tokens.admin, { body: { name: '  ', has_access: 1 } }))).toEqual([
      422,
      SUPPORT_TEXT.tabNameRequired,
    ]);
    expect(await failure(call('POST /api/support/session', tokens.admin, { body: { name: 'Tab' } }))).toEqual([
      422,
      SUPPORT_TEXT.tabAccessRequired,
    ]);
    expect(await failure(call('POST /api/support/session', tokens.admin, { body: { name: 'Tab', has_access: 4 } }))).toEqual([
      422,
      SUPPORT_TEXT.tabAccessRequired,
    ]);
  });

  it('shows each person the tabs of their access level; an administrator all of them, with editing', async () => {
    everyone = await addTab('Getting started', 1);
    staff = await addTab('Facilitating', 2);
    admins = await addTab(' Administration ', 3);
    const names = async (token: string) => (await page(token)).data.map((tab) => tab.name);
    const asAdmin = await page(tokens.admin);
    expect(asAdmin.can_edit).toBe(true);
    expect(asAdmin.data.map((t) => [t.name, t.has_access, t.sequence, t.first_name])).toEqual([
      ['Getting started', 1, 1, 'Adam'],
      ['Facilitating', 2, 2, 'Adam'],
      ['Administration', 3, 3, 'Adam'],
    ]);
    expect(await names(tokens.coach)).toEqual(['Getting started', 'Facilitating']);
    expect(await names(tokens.participant)).toEqual(['Getting started']);
    expect(await names(tokens.superRole)).toEqual(['Getting started']);
    // A coach whose job function is Superintendent is one of the 'Superintendents'.
    expect(await names(tokens.superJob)).toEqual(['Getting started']);
    expect((await page(tokens.participant)).can_edit).toBe(false);
  });

  it("needs a topic's session and name ('Choose a session', 'Enter the topic')", async () => {
    expect(await failure(call('POST /api/support/session/item', tokens.admin, { body: { name: 'Topic' } }))).toEqual([
      422,
      SUPPORT_TEXT.chooseSession,
    ]);
    expect(await failure(call('POST /api/support/session/item', tokens.admin, { body: { support_session_id: everyone } }))).toEqual([
      422,
      SUPPORT_TEXT.enterTopic,
    ]);
    expect(
      await failure(call('POST /api/support/session/item', tokens.admin, { body: { support_session_id: 999, name: 'Topic' } })),
    ).toEqual([422, SUPPORT_TEXT.chooseSession]);
  });

  it('gives an upload address only for a file of the right type within 200 MB', async () => {
    const ask = (body: object) => failure(call('POST /api/support/upload', tokens.admin, { body }));
    expect(await ask({ kind: 'pdf', file_name: 'guide.pdf', size: SUPPORT_MAX_BYTES + 1 })).toEqual([422, SUPPORT_TEXT.pdfTooLarge]);
    expect(await ask({ kind: 'video', file_name: 'intro.mp4', size: SUPPORT_MAX_BYTES + 1 })).toEqual([422, SUPPORT_TEXT.videoTooLarge]);
    expect(await ask({ kind: 'video', file_name: 'intro.avi', size: 10 })).toEqual([422, SUPPORT_TEXT.videoWrongType]);
    expect(await ask({ kind: 'pdf', file_name: 'guide.docx', size: 10 })).toEqual([422, SUPPORT_TEXT.pdfWrongType]);
    const answer = parseBody<SupportUploadAnswer>(
      await call('POST /api/support/upload', tokens.admin, { body: { kind: 'video', file_name: 'Intro.MOV', size: SUPPORT_MAX_BYTES } }),
    );
    expect(answer).toMatchObject({ kind: 'video', content_type: 'video/quicktime', max_bytes: SUPPORT_MAX_BYTES });
    expect(answer.key).toMatch(/^uploads\/support\/[0-9a-f-]{36}\.mov$/);
    // The policy S3 enforces: this key, this type, at most 200 MB.
    const policy = JSON.parse(Buffer.from(answer.fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, SUPPORT_MAX_BYTES],
        ['eq', '$Content-Type', 'video/quicktime'],
        { key: answer.key },
      ]),
    );
    expect(answer.fields['Content-Type']).toBe('video/quicktime');
  });

  it('records a topic with files uploaded straight to S3, moved out of the upload prefix, playable by range', async () => {
    const pdf = await upload('pdf', 'Guide to the portal.pdf', pdfBytes);
    const video = await upload('video', 'welcome.mp4', mp4Bytes);
    const id = await addTopic(everyone, ' Welcome ', {
      file_pdf: pdf.key,
      pdf_name: 'Guide to the portal.pdf',
      file_video: video.key,
      video_name: 'welcome.mp4',
    });
    expect(await exists(pdf.key)).toBe(false);
    expect(await exists(video.key)).toBe(false);
    const topic = (await page(tokens.participant)).data[0]!.topics.find((t) => t.id === id)!;
    expect(topic).toMatchObject({
      name: 'Welcome',
      support_session_id: everyone,
      sequence: 1,
      pdf: 'Guide to the portal.pdf',
      video: 'welcome.mp4',
    });
    const opened = await fetch(topic.pdf_url!);
    expect([opened.status, opened.headers.get('content-type'), await opened.text()]).toEqual([
      200,
      'application/pdf',
      new TextDecoder().decode(pdfBytes),
    ]);
    const part = await fetch(topic.video_url!, { headers: { range: 'bytes=4-11' } });
    expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([206, `bytes 4-11/${mp4Bytes.length}`, 'ftypisom']);
    const stored = (await loadSupportPage(true)).topics.find((t) => t.id === id)!;
    expect(stored.pdf_key).toMatch(new RegExp(`^support/${id}/[0-9a-f-]{36}\\.pdf$`));
  });

  it('refuses an upload key that is not there, not an upload key, or not what its name says', async () => {
    const missing = 'uploads/support/00000000-0000-4000-8000-000000000000.pdf';
    expect(
      await failure(
        call('POST /api/support/session/item', tokens.admin, { body: { support_session_id: everyone, name: 'X', file_pdf: missing } }),
      ),
    ).toEqual([422, SUPPORT_TEXT.uploadMissing]);
    expect(
      await failure(
        call('POST /api/support/session/item', tokens.admin, {
          body: { support_session_id: everyone, name: 'X', file_pdf: 'directory/t/cohort-directory.json.gz' },
        }),
      ),
    ).toEqual([422, SUPPORT_TEXT.uploadMissing]);
    const notPdf = await upload('pdf', 'fake.pdf', new TextEncoder().encode('<html>not a pdf</html>'));
    expect(
      await failure(
        call('POST /api/support/session/item', tokens.admin, { body: { support_session_id: everyone, name: 'X', file_pdf: notPdf.key } }),
      ),
    ).toEqual([422, SUPPORT_TEXT.pdfWrongType]);
    expect(await exists(notPdf.key)).toBe(false);
    const notVideo = await upload('video', 'fake.mp4', pdfBytes);
    expect(
      await failure(
        call('POST /api/support/session/item', tokens.admin, {
          body: { support_session_id: everyone, name: 'X', file_video: notVideo.key },
        }),
      ),
    ).toEqual([422, SUPPORT_TEXT.videoWrongType]);
    // A PDF put under a video's key with the wrong type: the type is checked too.
    const wrongType = await upload('pdf', 'guide.pdf', pdfBytes);
    const asVideo = wrongType.key.replace(/\.pdf$/, '.mp4');
    await s3().send(new PutObjectCommand({ Bucket: config().filesBucket, Key: asVideo, Body: mp4Bytes, ContentType: 'application/pdf' }));
    expect(
      await failure(
        call('POST /api/support/session/item', tokens.admin, { body: { support_session_id: everyone, name: 'X', file_video: asVideo } }),
      ),
    ).toEqual([422, SUPPORT_TEXT.videoWrongType]);
    // No topic was recorded by any of them.
    expect((await page(tokens.admin)).data[0]!.topics.map((t) => t.name)).toEqual(['Welcome']);
  });

  it('never takes an active type (issue 30), and serves what it keeps with the type and disposition it chose', async () => {
    for (const [kind, wrongType] of [
      ['pdf', SUPPORT_TEXT.pdfWrongType],
      ['video', SUPPORT_TEXT.videoWrongType],
    ] as const)
      for (const file_name of ['page.html', 'page.xhtml', 'drawing.svg', 'feed.xml', 'script.js'])
        expect(await failure(call('POST /api/support/upload', tokens.admin, { body: { kind, file_name, size: 10 } }))).toEqual([
          422,
          wrongType,
        ]);
    const refused = async (key: string) => {
      const body = { support_session_id: everyone, name: 'X', file_pdf: key };
      expect(await failure(call('POST /api/support/session/item', tokens.admin, { body }))).toEqual([422, SUPPORT_TEXT.pdfWrongType]);
      expect(await exists(key)).toBe(false);
    };
    // A browser that sends another type than its address names: S3 refuses it by the policy, s3rver stores it.
    const target = parseBody<SupportUploadAnswer>(
      await call('POST /api/support/upload', tokens.admin, { body: { kind: 'pdf', file_name: 'guide.pdf', size: pdfBytes.length } }),
    );
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...target.fields, 'Content-Type': 'text/html' })) form.append(name, value);
    form.append('file', new Blob([pdfBytes], { type: 'text/html' }), 'guide.pdf');
    expect((await fetch(target.url, { method: 'POST', body: form })).status).toBe(204);
    await refused(target.key);
    // An SVG under a PDF's name and type: its first bytes give it away.
    await refused(
      (await upload('pdf', 'drawing.pdf', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).key,
    );

    const topic = (await page(tokens.participant)).data[0]!.topics.find((t) => t.name === 'Welcome')!;
    const pdf = await fetch(topic.pdf_url!);
    expect([pdf.headers.get('content-type'), pdf.headers.get('content-disposition')]).toEqual([
      'application/pdf',
      "inline; filename*=UTF-8''Guide%20to%20the%20portal.pdf",
    ]);
    const video = await fetch(topic.video_url!, { headers: { range: 'bytes=0-7' } });
    expect([video.headers.get('content-type'), video.headers.get('content-disposition')]).toEqual([
      'video/mp4',
      "inline; filename*=UTF-8''welcome.mp4",
    ]);
  });

  it("refuses an upload over 200 MB that reached S3 anyway (s3rver ignores the policy) with 'Payload Too Large'", async () => {
    const key = 'uploads/support/11111111-1111-4111-8111-111111111111.mp4';
    const body = new Uint8Array(SUPPORT_MAX_BYTES + 1);
    body.set(mp4Bytes);
    await s3().send(new PutObjectCommand({ Bucket: config().filesBucket, Key: key, Body: body, ContentType: 'video/mp4' }));
    expect(
      await failure(
        call('POST /api/support/session/item', tokens.admin, { body: { support_session_id: everyone, name: 'Big', file_video: key } }),
      ),
    ).toEqual([413, SUPPORT_TEXT.payloadTooLarge]);
    expect(await exists(key)).toBe(false);
  }, 120_000);

  it('edits a topic: name, tab, a replaced PDF (the old one deleted) and a removed video', async () => {
    const [topic] = (await page(tokens.admin)).data[0]!.topics;
    const before = (await loadSupportPage(true)).topics.find((t) => t.id === topic!.id)!;
    const pdf = await upload('pdf', 'new.pdf', pdfBytes);
    await save('POST /api/support/session/item/{id}', {
      params: { id: String(topic!.id) },
      body: {
        support_session_id: staff,
        name: 'Welcome (staff)',
        file_pdf: pdf.key,
        pdf_name: 'new.pdf',
        pdf_change: true,
        file_video: null,
        video_change: true,
      },
    });
    const after = (await loadSupportPage(true)).topics.find((t) => t.id === topic!.id)!;
    expect(after).toMatchObject({ tab_id: staff, name: 'Welcome (staff)', pdf_name: 'new.pdf', video_key: null, video_name: null });
    expect(await exists(before.pdf_key!)).toBe(false);
    expect(await exists(before.video_key!)).toBe(false);
    expect(await exists(after.pdf_key!)).toBe(true);
    // Without *_change the files stay.
    await save('POST /api/support/session/item/{id}', {
      params: { id: String(topic!.id) },
      body: { support_session_id: staff, name: 'Welcome' },
    });
    expect((await loadSupportPage(true)).topics.find((t) => t.id === topic!.id)!.pdf_key).toBe(after.pdf_key);
    expect(
      await failure(
        call('POST /api/support/session/item/{id}', tokens.admin, {
          params: { id: String(topic!.id) },
          body: { support_session_id: staff },
        }),
      ),
    ).toEqual([422, SUPPORT_TEXT.enterTopic]);
    expect(
      await failure(
        call('POST /api/support/session/item/{id}', tokens.admin, {
          params: { id: '999' },
          body: { support_session_id: staff, name: 'X' },
        }),
      ),
    ).toEqual([404, SUPPORT_TEXT.topicNotFound]);
  });

  it('reorders topics within a tab by drag (source takes the target’s place) and refuses a move across tabs', async () => {
    const a = await addTopic(everyone, 'A');
    const b = await addTopic(everyone, 'B');
    const c = await addTopic(everyone, 'C');
    const order = async () => (await page(tokens.admin)).data.find((t) => t.id === everyone)!.topics.map((t) => t.name);
    expect(await order()).toEqual(['A', 'B', 'C']);
    await save('POST /api/support/session/item/sequence', { body: { source_id: c, target_id: a } });
    expect(await order()).toEqual(['C', 'A', 'B']);
    await save('POST /api/support/session/item/sequence', { body: { source_id: c, target_id: b } });
    expect(await order()).toEqual(['A', 'B', 'C']);
    const welcome = (await page(tokens.admin)).data.find((t) => t.id === staff)!.topics[0]!.id;
    expect(
      await failure(call('POST /api/support/session/item/sequence', tokens.admin, { body: { source_id: a, target_id: welcome } })),
    ).toEqual([422, SUPPORT_TEXT.sameListOnly]);
  });

  it('reorders tabs by drag', async () => {
    await save('POST /api/support/session/sequence', { body: { source_id: admins, target_id: everyone } });
    expect((await page(tokens.admin)).data.map((t) => t.name)).toEqual(['Administration', 'Getting started', 'Facilitating']);
    expect((await page(tokens.coach)).data.map((t) => t.name)).toEqual(['Getting started', 'Facilitating']);
    expect(
      await failure(call('POST /api/support/session/sequence', tokens.admin, { body: { source_id: admins, target_id: 999 } })),
    ).toEqual([404, SUPPORT_TEXT.tabNotFound]);
  });

  it('switches a topic and a tab off and on: hidden from others while off, shown to administrators', async () => {
    const topicId = (await page(tokens.participant)).data[0]!.topics[0]!.id;
    expect((await save('POST /api/support/session/item/state', { body: { id: topicId, is_active: false } })).message).toBe(
      SUPPORT_TEXT.deactivated,
    );
    expect((await page(tokens.participant)).data[0]!.topics.map((t) => t.id)).not.toContain(topicId);
    expect((await page(tokens.admin)).data.find((t) => t.id === everyone)!.topics.find((t) => t.id === topicId)!.is_active).toBe(false);
    await save('POST /api/support/session/item/state', { body: { id: topicId, is_active: true } });
    await save('POST /api/support/session/state', { body: { id: everyone, is_active: false } });
    expect((await page(tokens.participant)).data).toEqual([]);
    expect((await page(tokens.admin)).data.find((t) => t.id === everyone)!.is_active).toBe(false);
    await save('POST /api/support/session/state', { body: { id: everyone, is_active: true } });
    expect((await page(tokens.participant)).data.map((t) => t.id)).toEqual([everyone]);
  });

  it('edits a tab, and deletes a topic and a tab (is_active false): gone for everyone, the items kept', async () => {
    await save('POST /api/support/session/{id}', { params: { id: String(staff) }, body: { name: 'Staff', has_access: 1 } });
    expect((await page(tokens.participant)).data.map((t) => t.name)).toEqual(['Getting started', 'Staff']);
    expect(
      await failure(call('POST /api/support/session/{id}', tokens.admin, { params: { id: String(staff) }, body: { name: 'Staff' } })),
    ).toEqual([422, SUPPORT_TEXT.tabAccessRequired]);
    const topicId = (await page(tokens.admin)).data.find((t) => t.id === everyone)!.topics[0]!.id;
    expect(
      (await save('POST /api/support/session/item/{id}', { params: { id: String(topicId) }, body: { is_active: false } })).message,
    ).toBe(SUPPORT_TEXT.topicDeleted);
    expect((await page(tokens.admin)).data.find((t) => t.id === everyone)!.topics.map((t) => t.id)).not.toContain(topicId);
    expect((await save('POST /api/support/session/{id}', { params: { id: String(admins) }, body: { is_active: false } })).message).toBe(
      SUPPORT_TEXT.tabDeleted,
    );
    expect((await page(tokens.admin)).data.map((t) => t.name)).toEqual(['Getting started', 'Staff']);
    expect(await failure(call('POST /api/support/session/state', tokens.admin, { body: { id: admins, is_active: true } }))).toEqual([
      404,
      SUPPORT_TEXT.tabNotFound,
    ]);
    expect(await failure(call('POST /api/support/session/item/state', tokens.admin, { body: { id: topicId, is_active: true } }))).toEqual([
      404,
      SUPPORT_TEXT.topicNotFound,
    ]);
    expect(
      await failure(call('POST /api/support/session/{id}', tokens.admin, { params: { id: 'x' }, body: { is_active: false } })),
    ).toEqual([422, MESSAGES.notFound]);
  });

  it('does not let a save overwrite a change made since it was read', async () => {
    const [topic] = (await loadSupportPage(true)).topics;
    await expect(saveSupportTopic({ ...topic!, name: 'stale' }, '2000-01-01T00:00:00.000Z')).rejects.toBeInstanceOf(SupportChangedError);
  });
});

describe('support saves that race', () => {
  const editPdf = (id: number, key: string, name = 'Topic') =>
    call('POST /api/support/session/item/{id}', tokens.admin, {
      params: { id: String(id) },
      body: { support_session_id: raceTab, name, file_pdf: key, pdf_name: 'guide.pdf', pdf_change: true },
    });
  let raceTab = 0;

  /**
   * Runs `during` when the topic's write is sent (after it lands), then sends that write again, as
   * the SDK does when the answer of a write that landed was lost (a timeout, a 5xx).
   */
  async function withLostAnswer<T>(topicId: number, during: () => Promise<unknown>, act: () => Promise<T>): Promise<T> {
    const client = db();
    const send = client.send.bind(client);
    let done = false;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: Parameters<typeof send>[0]) => {
      const item = command instanceof PutCommand ? command.input.Item : undefined;
      if (done || item?.type !== 'support_topic' || item.id !== topicId) return send(command);
      done = true;
      await send(command);
      await during();
      return send(command);
    }) as typeof client.send);
    try {
      return await act();
    } finally {
      spy.mockRestore();
    }
  }

  it('keeps a save that landed although its answer was lost: 200, and its new file is there', async () => {
    raceTab = await addTab('Races', 1);
    const id = await addTopic(raceTab, 'Topic');
    const pdf = await upload('pdf', 'guide.pdf', pdfBytes);
    const result = await withLostAnswer(
      id,
      async () => {},
      () => editPdf(id, pdf.key),
    );
    expect(result.statusCode, result.body).toBe(200);
    const stored = (await readSupportTopic(id))!;
    expect(stored.pdf_name).toBe('guide.pdf');
    expect(await exists(stored.pdf_key!)).toBe(true);
  });

  it('never deletes a copied file that the stored topic names when the save answers 409', async () => {
    const id = await addTopic(raceTab, 'Second topic');
    const pdf = await upload('pdf', 'guide.pdf', pdfBytes);
    // Between the write and its resend another administrator renames the topic, keeping its new file.
    const result = await withLostAnswer(
      id,
      () =>
        save('POST /api/support/session/item/{id}', { params: { id: String(id) }, body: { support_session_id: raceTab, name: 'Renamed' } }),
      () => editPdf(id, pdf.key, 'Second topic'),
    );
    expect([result.statusCode, parseBody<{ message: string }>(result).message]).toEqual([409, SUPPORT_TEXT.changedMeanwhile]);
    const stored = (await readSupportTopic(id))!;
    expect(stored).toMatchObject({ name: 'Renamed', pdf_name: 'guide.pdf' });
    expect(await exists(stored.pdf_key!)).toBe(true);
  });

  it('deletes the copy of a save that lost to another: the winner does not name it', async () => {
    const id = await addTopic(raceTab, 'Third topic');
    const before = (await readSupportTopic(id))!;
    const pdf = await upload('pdf', 'guide.pdf', pdfBytes);
    // The other administrator's save lands after this one read the topic and before it writes.
    const client = db();
    const send = client.send.bind(client);
    let raced = false;
    const copies: string[] = [];
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: Parameters<typeof send>[0]) => {
      const item = command instanceof PutCommand ? command.input.Item : undefined;
      if (!raced && item?.type === 'support_topic' && item.id === id) {
        raced = true;
        copies.push(String(item.pdf_key));
        await saveSupportTopic({ ...before, name: 'Winner', updated_at: new Date().toISOString() }, before.updated_at);
      }
      return send(command);
    }) as typeof client.send);
    try {
      const result = await editPdf(id, pdf.key, 'Loser');
      expect([result.statusCode, parseBody<{ message: string }>(result).message]).toEqual([409, SUPPORT_TEXT.changedMeanwhile]);
    } finally {
      spy.mockRestore();
    }
    expect(await readSupportTopic(id)).toMatchObject({ name: 'Winner', pdf_key: null });
    expect(copies).toHaveLength(1);
    expect(await exists(copies[0]!)).toBe(false);
  });

  it('refuses the second of two saves from one reading even within the same millisecond', async () => {
    const id = await addTopic(raceTab, 'Same instant');
    const before = (await readSupportTopic(id))!;
    await saveSupportTopic({ ...before, name: 'First' }, before.updated_at);
    await expect(saveSupportTopic({ ...before, name: 'Second' }, before.updated_at)).rejects.toBeInstanceOf(SupportChangedError);
    expect((await readSupportTopic(id))!.name).toBe('First');
  });

  it("takes a deleted tab's topics with it: neither listed nor editable, their items kept", async () => {
    const tab = await addTab('Going away', 1);
    const id = await addTopic(tab, 'Inside');
    await save('POST /api/support/session/{id}', { params: { id: String(tab) }, body: { is_active: false } });
    expect((await page(tokens.admin)).data.map((t) => t.id)).not.toContain(tab);
    expect((await loadSupportPage(true)).topics.map((t) => t.id)).not.toContain(id);
    for (const [key, body] of [
      ['POST /api/support/session/item/{id}', { support_session_id: raceTab, name: 'Moved out' }],
      ['POST /api/support/session/item/{id}', { is_active: false }],
    ] as const)
      expect(await failure(call(key, tokens.admin, { params: { id: String(id) }, body }))).toEqual([404, SUPPORT_TEXT.topicNotFound]);
    expect(await failure(call('POST /api/support/session/item/state', tokens.admin, { body: { id, is_active: false } }))).toEqual([
      404,
      SUPPORT_TEXT.topicNotFound,
    ]);
    expect(await readSupportTopic(id)).toMatchObject({ name: 'Inside', deleted: false, tab_id: tab });
  });
});
